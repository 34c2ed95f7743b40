import ReelGeometry
import ReelRaster
import ReelTimeline

extension CALayer {
    /// A name for the layer, which Reel's messages use to say which layer they mean; `nil` by default.
    public var name: String? {
        get { model.name }
        set { model.name = newValue }
    }
    /// Where the anchor point sits, in the superlayer's coordinates; (0, 0) by default.
    ///
    /// Animatable, also as `position.x` and `position.y`.
    public var position: CGPoint {
        get { CGPoint(model.position) }
        set { write("position") { $0.position = newValue.reel } }
    }
    /// The layer's own coordinate space: its origin and size, in points; zero by default.
    ///
    /// The content and sublayers are drawn in it. Animatable, also as `bounds.size`,
    /// `bounds.size.width` and `bounds.size.height`.
    public var bounds: CGRect {
        get { CGRect(model.bounds) }
        set { write("bounds") { $0.bounds = newValue.reel } }
    }
    /// The point of the bounds placed at ``position``, in unit coordinates of the bounds; (0.5, 0.5),
    /// the centre, by default.
    ///
    /// ``transform`` turns and scales the layer about it. Animatable.
    public var anchorPoint: CGPoint {
        get { CGPoint(model.anchorPoint) }
        set { write("anchorPoint") { $0.anchorPoint = newValue.reel } }
    }
    /// The layer's rectangle in its superlayer's coordinates, derived from ``position``, ``bounds``,
    /// ``anchorPoint`` and ``transform``.
    ///
    /// When the layer is transformed it is the box around the transformed bounds (perspective
    /// and depth ignored). Setting it sets ``position`` and the size of ``bounds``, each recorded
    /// (and animated) as that property's change; the bounds' origin is kept.
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
    /// The layer's position on the z axis; 0 by default.
    ///
    /// Sublayers with a higher value are drawn above those with a lower one, whatever their order
    /// (in their order among equals). It is also the layer's depth in 3D, which a perspective
    /// ``sublayerTransform`` of its superlayer shows. Animatable.
    public var zPosition: CGFloat {
        get { CGFloat(model.zPosition) }
        set { write("zPosition") { $0.zPosition = Double(newValue) } }
    }
    /// The transform applied to the layer about its ``anchorPoint``; the identity by default.
    ///
    /// Animatable as a whole (interpolated by decomposition) and by component:
    /// `transform.rotation.z` (or `.x`, `.y`; `transform.rotation` is about z), `transform.scale`
    /// (`.x`, `.y`, `.z`), `transform.translation` (`.x`, `.y`, `.z`). A rotation animated by
    /// component turns any number of times.
    public var transform: CATransform3D {
        get { model.transform }
        set { write("transform") { $0.transform = newValue } }
    }
    /// The transform applied to the sublayers, about the layer's anchor point; the identity by default.
    ///
    /// Setting its `m34` to `-1 / distance` gives the sublayers perspective. Animatable.
    public var sublayerTransform: CATransform3D {
        get { model.sublayerTransform }
        set { write("sublayerTransform") { $0.sublayerTransform = newValue } }
    }
    /// The 2D part of ``transform``.
    ///
    /// - Returns: How the transform maps the layer's plane, its perspective and depth ignored.
    public func affineTransform() -> CGAffineTransform { model.transform.affine }
    /// Sets ``transform`` to a 2D transform.
    ///
    /// - Parameter m: The affine transform, applied about the anchor point.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = Transform3D(m) }
    /// The layer's opacity, from 0 (transparent) to 1 (opaque, the default).
    ///
    /// It applies to the layer and its sublayers as a group: when the layer draws more than one
    /// thing (background, fill, stroke, sublayers) it is drawn offscreen and composited once.
    /// Animatable.
    public var opacity: Float {
        get { Float(model.opacity) }
        set { write("opacity") { $0.opacity = Double(authored: newValue) } }
    }
    /// Whether the layer and its sublayers are not drawn; `false` by default.
    ///
    /// Animatable as `hidden`, which switches rather than fades; a change makes no implicit
    /// animation.
    public var isHidden: Bool {
        get { model.isHidden }
        set { write("hidden") { $0.isHidden = newValue } }
    }
    /// The colour that fills the bounds, rounded by ``cornerRadius``, behind the content; `nil`,
    /// the default, for none.
    ///
    /// Animatable; `nil` animates as transparent black.
    public var backgroundColor: CGColor? {
        get { model.backgroundColor }
        set { write("backgroundColor") { $0.backgroundColor = newValue } }
    }
    /// The radius of the rounded corners of the background and border, in points; 0 by default.
    ///
    /// The contents and sublayers are rounded only when ``masksToBounds`` clips them. Animatable.
    public var cornerRadius: CGFloat {
        get { CGFloat(model.cornerRadius) }
        set { write("cornerRadius") { $0.cornerRadius = Double(newValue) } }
    }
    /// The width of the border drawn inside the bounds, above the content and sublayers, in
    /// points; 0, no border, by default.
    ///
    /// Animatable.
    public var borderWidth: CGFloat {
        get { CGFloat(model.borderWidth) }
        set { write("borderWidth") { $0.borderWidth = Double(newValue) } }
    }
    /// The colour of the border; opaque black by default.
    ///
    /// Animatable; `nil` draws no border and animates as transparent black.
    public var borderColor: CGColor? {
        get { model.borderColor }
        set { write("borderColor") { $0.borderColor = newValue } }
    }
    /// Whether the content and sublayers are clipped to the bounds, rounded by ``cornerRadius``;
    /// `false` by default.
    ///
    /// A change is recorded at the current time and shows from then on, without an implicit animation.
    public var masksToBounds: Bool {
        get { model.masksToBounds }
        set { write("masksToBounds") { $0.masksToBounds = newValue } }
    }
    /// How the layer, composited as one with its sublayers, blends with what lies behind it: the
    /// name of a Core Image blend-mode filter (`"multiplyBlendMode"`, `"screenBlendMode"`,
    /// `"overlayBlendMode"`… or with its `CI` prefix, `"CIMultiplyBlendMode"`), or a ``BlendMode``;
    /// `nil`, source-over, by default. Reads back as the name without the prefix.
    ///
    /// As on Apple's platforms, a value that names no blend mode is ignored (reads back as `nil`).
    /// A change is recorded at the current time and shows from then on, without an implicit animation.
    public var compositingFilter: Any? {
        get { model.compositingFilter?.rawValue }
        set { write("compositingFilter") { $0.compositingFilter = Self.blendMode(newValue) } }
    }

    /// The blend mode a `compositingFilter` value names, or nil.
    static func blendMode(_ value: Any?) -> BlendMode? {
        if let mode = value as? BlendMode { return mode }
        guard var name = value as? String else { return nil }
        if name.hasPrefix("CI"), name.count > 2 {
            name = String(name.dropFirst(2))
            name = name.prefix(1).lowercased() + name.dropFirst()
        }
        return BlendMode(rawValue: name)
    }
    /// Whether the layer is drawn while its back faces the viewer; `true` by default.
    ///
    /// When `false`, a layer turned away in its rendering context (its superlayer's plane, or the
    /// 3D space of the ``CATransformLayer``s around it) is not drawn. A change is recorded at the current time and shows from then on, without an implicit animation.
    public var isDoubleSided: Bool {
        get { model.isDoubleSided }
        set { write("doubleSided") { $0.isDoubleSided = newValue } }
    }
    /// The colour of the layer's shadow; opaque black by default.
    ///
    /// Animatable; `nil` animates as transparent black.
    public var shadowColor: CGColor? {
        get { model.shadowColor }
        set { write("shadowColor") { $0.shadowColor = newValue } }
    }
    /// The opacity of the layer's shadow, from 0 to 1; 0, no shadow, by default.
    ///
    /// Animatable.
    public var shadowOpacity: Float {
        get { Float(model.shadowOpacity) }
        set { write("shadowOpacity") { $0.shadowOpacity = Double(authored: newValue) } }
    }
    /// The blur of the layer's shadow, in points; 3 by default.
    ///
    /// Reel blurs with a Gaussian whose standard deviation is this radius. Animatable.
    public var shadowRadius: CGFloat {
        get { CGFloat(model.shadowRadius) }
        set { write("shadowRadius") { $0.shadowRadius = Double(newValue) } }
    }
    /// How far the shadow is moved from the layer, in points of the layer's space; (0, −3) by default.
    ///
    /// In Reel's y-down space, as on iOS, the default shadow falls 3 points up. Animatable.
    public var shadowOffset: CGSize {
        get { CGSize(model.shadowOffset) }
        set { write("shadowOffset") { $0.shadowOffset = newValue.reel } }
    }
    /// The shape of the shadow, in the layer's coordinates; `nil`, the default, for the shape of
    /// what the layer draws.
    ///
    /// Unlike Core Animation, Reel does not animate a change implicitly (an explicit animation of
    /// `shadowPath` morphs it). A change is recorded at the current time and shows from then on, without an implicit animation.
    public var shadowPath: CGPath? {
        get { model.shadowPath.map(CGPath.make) }
        set { write("shadowPath") { $0.shadowPath = newValue?.path } }
    }
    /// An image drawn in the bounds, above the background: a ``CGImage`` (such as
    /// `UIImage(named:)?.cgImage`), a `UIImage`, or an image file's name; `nil` by default.
    ///
    /// Reads as a ``CGImage``. A file name is relative to the stage's ``Stage/imageDirectory``; the
    /// file is loaded when a frame is rendered or exported, which fails if it cannot be loaded.
    /// A change is recorded at the current time, the first image and `nil` (or a value that is
    /// no image) included, so the layer shows no image before its first one and none after it is
    /// set to `nil`; on a standalone layer a change cross-fades implicitly, from or to nothing too.
    public var contents: Any? {
        get { model.contents.flatMap { $0.image.isEmpty ? nil : CGImage(name: $0.image) } }
        set {
            let value = bridgedToCoreGraphics(newValue)
            let name = (value as? CGImage)?.name ?? (value as? String) ?? ""
            if model.contents == nil {
                guard !name.isEmpty else { return }
                // The placement set so far, with no image yet: the change to the first image is
                // then recorded like any other.
                var contents = placementWithoutImage
                (contents.image, contents.fadingFrom, contents.fade) = ("", nil, 1)
                model.contents = contents
            }
            write("contents") { $0.contents?.image = name }
        }
    }
    /// How the image is placed in the bounds; ``CALayerContentsGravity/resize`` by default.
    ///
    /// Set while the layer has no image, it places the next image the layer gets. A change is recorded at the current time and shows from then on, without an implicit animation.
    public var contentsGravity: CALayerContentsGravity {
        get { CALayerContentsGravity(rawValue: (model.contents ?? placementWithoutImage).gravity.rawValue) }
        set {
            let gravity = ImageContents.Gravity(rawValue: newValue.rawValue) ?? .resize
            guard model.contents != nil else {
                placementWithoutImage.gravity = gravity
                return
            }
            write("contentsGravity") { $0.contents?.gravity = gravity }
        }
    }
    /// The part of the image shown, in unit coordinates of the image; the whole image, (0, 0, 1, 1),
    /// by default.
    ///
    /// Set while the layer has no image, it applies to the next image the layer gets. Animatable.
    public var contentsRect: CGRect {
        get { CGRect((model.contents ?? placementWithoutImage).rect) }
        set {
            guard model.contents != nil else {
                placementWithoutImage.rect = newValue.reel
                return
            }
            write("contentsRect") { $0.contents?.rect = newValue.reel }
        }
    }
    /// The image's pixels per point, which sets its size for the gravities that do not resize it; 1 by default.
    ///
    /// Set while the layer has no image, it applies to the next image the layer gets. A change is recorded at the current time and shows from then on, without an implicit animation.
    public var contentsScale: CGFloat {
        get { CGFloat((model.contents ?? placementWithoutImage).scale) }
        set {
            guard model.contents != nil else {
                placementWithoutImage.scale = Double(newValue)
                return
            }
            write("contentsScale") { $0.contents?.scale = Double(newValue) }
        }
    }
    /// When the layer's local time starts, in its superlayer's time, in seconds; 0 by default.
    ///
    /// A layer's timing (``beginTime``, ``speed``, ``timeOffset``) maps its superlayer's time t to
    /// the time its animations and sublayers see, (t − `beginTime`) · `speed` + `timeOffset`, so
    /// speeds multiply and offsets add down the tree. Not recorded over time: the value last set
    /// holds for the whole exported scene.
    public var beginTime: CFTimeInterval {
        get { model.timing.beginTime }
        set { model.timing.beginTime = newValue }
    }
    /// How fast the layer's local time runs relative to its superlayer's; 1 by default.
    ///
    /// 2 plays the layer's animations, and its sublayers', twice as fast; 0 freezes them. Not
    /// recorded over time: the value last set holds for the whole exported scene.
    public var speed: Float {
        get { Float(model.timing.speed) }
        set { model.timing.speed = Double(authored: newValue) }
    }
    /// Seconds added to the layer's local time; 0 by default.
    ///
    /// With a ``speed`` of 0 it shows the layer's animations frozen at that time. Not recorded over
    /// time: the value last set holds for the whole exported scene.
    public var timeOffset: CFTimeInterval {
        get { model.timing.timeOffset }
        set { model.timing.timeOffset = newValue }
    }
    /// Accepted and ignored: Reel draws every layer from its properties in every frame, so this
    /// always reads `false`.
    public var shouldRasterize: Bool {
        get { false }
        set {}
    }
    /// Does nothing: Reel draws layers from their properties and never calls `draw(in:)`.
    public func setNeedsDisplay() {}
    /// Does nothing: Reel lays out no layers; set their frames yourself.
    public func setNeedsLayout() {}
    /// Does nothing: Reel lays out no layers; set their frames yourself.
    public func layoutIfNeeded() {}
}
