import ReelCoreAnimation
import ReelGeometry
import ReelTimeline

/// `UIView`: a view backed by a layer. Its geometry and appearance are its layer's; unlike a
/// standalone layer, a change animates only inside a UIView animation block.
open class UIView {
    /// The backing layer, of `layerClass`.
    public let layer: CALayer
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []
    /// A number to find the view by.
    public var tag = 0
    /// Accepted; Reel has no touches.
    public var isUserInteractionEnabled = true

    /// The class of the backing layer (override to back a view with a `CAShapeLayer`, …).
    open class var layerClass: AnyClass { CALayer.self }

    /// A view with the given frame.
    public init(frame: CGRect) {
        layer = (Self.layerClass as? CALayer.Type ?? CALayer.self).init()
        layer.isViewBacking = true
        self.frame = frame
    }
    /// A view with a zero frame.
    public convenience init() { self.init(frame: .zero) }
    /// Reel has no archives: always nil (subclasses' `fatalError` versions compile unchanged).
    public required init?(coder: NSCoder) { return nil }

    public var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }
    public var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }
    public var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }
    public var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    /// The layer's opacity.
    public var alpha: CGFloat {
        get { CGFloat(Double(authored: layer.opacity)) }
        set { layer.write("opacity") { $0.opacity = Double(newValue) } }
    }
    public var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { layer.backgroundColor = newValue?.cgColor }
    }
    public var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// A view whose alpha masks this one.
    public var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }
    /// How UIKit Dynamics collides the view (override with `.ellipse` for a ball).
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// Accepted; images are placed by the layer's `contentsGravity`.
    public var contentMode: ContentMode = .scaleToFill

    /// Adds `view` on top of the subviews.
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index`.
    open func insertSubview(_ view: UIView, at index: Int) {
        view.removeFromSuperview()
        let index = min(index, subviews.count)
        // Above every sublayer when last, as UIKit does; otherwise below the view now at `index`.
        if index < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[index].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        subviews.insert(view, at: index)
        view.superview = self
    }

    /// Inserts `view` above `sibling`.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1)
    }

    /// Inserts `view` below `sibling`.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Moves `view` to the top.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    /// Removes the view from its superview; it stops being drawn now.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }

    /// The first view in this subtree with `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    /// Accepted and ignored: Reel lays nothing out.
    open func layoutIfNeeded() {}
    open func setNeedsLayout() {}

    /// `UIView.ContentMode`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

/// `UIImageView`: a view showing an image, or a sequence of images (`animationImages`, played by
/// `startAnimating()` as discrete `contents` keyframes).
open class UIImageView: UIView {
    public var image: UIImage? {
        didSet { layer.contents = image?.cgImage }
    }
    public var animationImages: [UIImage]?
    public var animationDuration: TimeInterval = 0
    /// 0 repeats forever.
    public var animationRepeatCount = 0

    /// An image view the size of nothing, showing `image`.
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
        layer.contents = image?.cgImage
    }

    /// Plays `animationImages`.
    open func startAnimating() {
        guard let images = animationImages, !images.isEmpty else { return }
        if layer.contents == nil { layer.contents = images[0].cgImage }
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = images.map(\.name)
        animation.calculationMode = .discrete
        animation.duration = animationDuration > 0 ? animationDuration : Double(images.count) / 30
        animation.repeatCount = animationRepeatCount == 0 ? .infinity : Float(animationRepeatCount)
        layer.add(animation, forKey: "UIImageViewAnimation")
    }

    /// Stops the image sequence.
    open func stopAnimating() { layer.removeAnimation(forKey: "UIImageViewAnimation") }
}
