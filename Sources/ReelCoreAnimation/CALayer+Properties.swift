import ReelGeometry
import ReelRaster
import ReelTimeline

extension CALayer {
    /// A name, for messages.
    public var name: String? {
        get { model.name }
        set { model.name = newValue }
    }
    /// Where the anchor point sits in the superlayer.
    public var position: CGPoint {
        get { CGPoint(model.position) }
        set { write("position") { $0.position = newValue.reel } }
    }
    /// The layer's own coordinate space.
    public var bounds: CGRect {
        get { CGRect(model.bounds) }
        set { write("bounds") { $0.bounds = newValue.reel } }
    }
    /// The point of the bounds placed at `position`, in unit coordinates.
    public var anchorPoint: CGPoint {
        get { CGPoint(model.anchorPoint) }
        set { write("anchorPoint") { $0.anchorPoint = newValue.reel } }
    }
    /// The layer's rectangle in its superlayer: derived from position, bounds, anchor point and
    /// transform (the bounding box when transformed); setting it sets position and size.
    public var frame: CGRect {
        get {
            let b = model.bounds
            let t = model.transformToSuperlayer
            let corners = [
                Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
                Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY)
            ].map(t.apply)
            let xs = corners.map(\.x)
            let ys = corners.map(\.y)
            return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
        }
        set {
            let a = model.anchorPoint
            position = CGPoint(
                x: Double(newValue.origin.x) + a.x * Double(newValue.size.width),
                y: Double(newValue.origin.y) + a.y * Double(newValue.size.height))
            var b = bounds
            b.size = newValue.size
            bounds = b
        }
    }
    public var zPosition: CGFloat {
        get { CGFloat(model.zPosition) }
        set { write("zPosition") { $0.zPosition = Double(newValue) } }
    }
    /// Applied about the anchor point.
    public var transform: CATransform3D {
        get { model.transform }
        set { write("transform") { $0.transform = newValue } }
    }
    /// Applied to the sublayers.
    public var sublayerTransform: CATransform3D {
        get { model.sublayerTransform }
        set { write("sublayerTransform") { $0.sublayerTransform = newValue } }
    }
    /// The transform's affine part.
    public func affineTransform() -> CGAffineTransform { model.transform.affine }
    /// Sets an affine transform.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = Transform3D(m) }
    /// Group opacity.
    public var opacity: Float {
        get { Float(model.opacity) }
        set { write("opacity") { $0.opacity = Double(authored: newValue) } }
    }
    public var isHidden: Bool {
        get { model.isHidden }
        set { write("hidden") { $0.isHidden = newValue } }
    }
    public var backgroundColor: CGColor? {
        get { model.backgroundColor }
        set { write("backgroundColor") { $0.backgroundColor = newValue } }
    }
    public var cornerRadius: CGFloat {
        get { CGFloat(model.cornerRadius) }
        set { write("cornerRadius") { $0.cornerRadius = Double(newValue) } }
    }
    public var borderWidth: CGFloat {
        get { CGFloat(model.borderWidth) }
        set { write("borderWidth") { $0.borderWidth = Double(newValue) } }
    }
    public var borderColor: CGColor? {
        get { model.borderColor }
        set { write("borderColor") { $0.borderColor = newValue } }
    }
    public var masksToBounds: Bool {
        get { model.masksToBounds }
        set { model.masksToBounds = newValue }
    }
    /// When false, the layer is not drawn while its back faces the viewer. Not animatable (as in
    /// Core Animation); a change applies to the whole exported scene.
    public var isDoubleSided: Bool {
        get { model.isDoubleSided }
        set { model.isDoubleSided = newValue }
    }
    public var shadowColor: CGColor? {
        get { model.shadowColor }
        set { write("shadowColor") { $0.shadowColor = newValue } }
    }
    public var shadowOpacity: Float {
        get { Float(model.shadowOpacity) }
        set { write("shadowOpacity") { $0.shadowOpacity = Double(authored: newValue) } }
    }
    public var shadowRadius: CGFloat {
        get { CGFloat(model.shadowRadius) }
        set { write("shadowRadius") { $0.shadowRadius = Double(newValue) } }
    }
    public var shadowOffset: CGSize {
        get { CGSize(model.shadowOffset) }
        set { write("shadowOffset") { $0.shadowOffset = newValue.reel } }
    }
    public var shadowPath: CGPath? {
        get { model.shadowPath.map(CGPath.make) }
        set { model.shadowPath = newValue?.path }
    }
    /// An image: a `CGImage` (from `UIImage(named:)?.cgImage`) or a file name.
    public var contents: Any? {
        get { model.contents.map { CGImage(name: $0.image) } }
        set {
            let value = bridgedToCoreGraphics(newValue)
            let name = (value as? CGImage)?.name ?? (value as? String)
            guard let name else {
                model.contents = nil
                return
            }
            if model.contents == nil { model.contents = ImageContents(image: name) }
            write("contents") { $0.contents?.image = name }
        }
    }
    public var contentsGravity: CALayerContentsGravity {
        get { CALayerContentsGravity(rawValue: (model.contents?.gravity ?? .resize).rawValue) }
        set { model.contents?.gravity = ImageContents.Gravity(rawValue: newValue.rawValue) ?? .resize }
    }
    public var contentsRect: CGRect {
        get { CGRect(model.contents?.rect ?? Rect(x: 0, y: 0, width: 1, height: 1)) }
        set { write("contentsRect") { $0.contents?.rect = newValue.reel } }
    }
    public var contentsScale: CGFloat {
        get { CGFloat(model.contents?.scale ?? 1) }
        set { model.contents?.scale = Double(newValue) }
    }
    /// The layer's own timing: `beginTime`, `speed`, `timeOffset` (its sublayers and animations inherit them).
    public var beginTime: CFTimeInterval {
        get { model.timing.beginTime }
        set { model.timing.beginTime = newValue }
    }
    public var speed: Float {
        get { Float(model.timing.speed) }
        set { model.timing.speed = Double(authored: newValue) }
    }
    public var timeOffset: CFTimeInterval {
        get { model.timing.timeOffset }
        set { model.timing.timeOffset = newValue }
    }
    /// Accepted and ignored: Reel rasterizes everything every frame.
    public var shouldRasterize: Bool {
        get { false }
        set {}
    }
    /// Accepted and ignored: Reel draws layers from their properties, not by calling draw(in:).
    public func setNeedsDisplay() {}
    public func setNeedsLayout() {}
    public func layoutIfNeeded() {}
}
