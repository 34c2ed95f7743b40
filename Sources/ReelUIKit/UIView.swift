import ReelCoreAnimation
import ReelGeometry
import ReelTimeline

/// A rectangle of the screen backed by a layer, as in UIKit.
///
/// A view's geometry and appearance are its ``layer``'s: `frame`, `center`, `alpha` and the rest
/// read and write the layer's properties. Unlike a standalone ``CALayer``, a change animates only
/// inside an animation block (``animate(withDuration:delay:options:animations:completion:)`` and
/// the other class methods); outside one it takes effect at once, at the stage's current time.
/// Reel has no touches, drawing (`draw(_:)`) or Auto Layout: build the picture from subviews and
/// layers.
open class UIView {
    /// The backing layer, an instance of ``layerClass``; the view's subviews' layers are its
    /// sublayers.
    public let layer: CALayer
    /// The view this one is a subview of; nil until it is added to one.
    public private(set) weak var superview: UIView?
    /// The views this one contains, back to front (the last is drawn on top).
    public private(set) var subviews: [UIView] = []
    /// A number to find the view by with ``viewWithTag(_:)``; 0 by default.
    public var tag = 0
    /// Accepted and ignored: Reel has no touches.
    public var isUserInteractionEnabled = true

    /// The class of the backing layer: ``CALayer`` unless a subclass overrides it.
    ///
    /// Override it to back a view with a ``CAShapeLayer`` or another layer class; a class that
    /// is not a ``CALayer`` subclass gives a plain ``CALayer``.
    open class var layerClass: AnyClass { CALayer.self }

    /// A view with the given frame, backed by a new layer of ``layerClass``.
    ///
    /// - Parameter frame: The view's frame in its superview's coordinates, in points.
    public init(frame: CGRect) {
        layer = (Self.layerClass as? CALayer.Type ?? CALayer.self).init()
        layer.isViewBacking = true
        self.frame = frame
    }
    /// A view with a zero frame.
    public convenience init() { self.init(frame: .zero) }
    /// Always nil: Reel has no archives (a subclass's `fatalError` version compiles unchanged).
    ///
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) { return nil }

    /// The view's rectangle in its superview's coordinates, in points: the layer's
    /// ``CALayer/frame``.
    ///
    /// Derived from ``center``, ``bounds`` and ``transform`` (the bounding box when transformed);
    /// setting it sets the centre and the size, which animate inside an animation block.
    public var frame: CGRect {
        get { layer.frame }
        set { layer.frame = newValue }
    }
    /// The view's own coordinate space, in points: the layer's ``CALayer/bounds``.
    ///
    /// Its size is the view's size; its origin is the coordinate of the top-left corner, which
    /// shifts the subviews. Animatable.
    public var bounds: CGRect {
        get { layer.bounds }
        set { layer.bounds = newValue }
    }
    /// The centre of the view in its superview's coordinates: the layer's ``CALayer/position``.
    ///
    /// Animatable.
    public var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }
    /// The view's affine transform about its centre; identity by default.
    ///
    /// Stored as the layer's ``CALayer/transform`` (setting it replaces any 3D transform);
    /// animatable.
    public var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    /// The view's opacity, 0 (invisible) to 1 (opaque): the layer's ``CALayer/opacity``.
    ///
    /// Animatable; like the layer's, it applies to the view and its subviews as one group.
    public var alpha: CGFloat {
        get { CGFloat(Double(authored: layer.opacity)) }
        set { layer.write("opacity") { $0.opacity = Double(newValue) } }
    }
    /// The colour the view's bounds are filled with: the layer's ``CALayer/backgroundColor``;
    /// nil (transparent) by default.
    ///
    /// Animatable.
    public var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { layer.backgroundColor = newValue?.cgColor }
    }
    /// Whether the view and its subviews are hidden: the layer's ``CALayer/isHidden``.
    public var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }
    /// Whether the subviews are clipped to the view's bounds: the layer's
    /// ``CALayer/masksToBounds``; false by default.
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// A view whose alpha masks this one: its layer becomes the layer's ``CALayer/mask``.
    ///
    /// The mask view is in this view's coordinates and is not one of its subviews.
    public var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }
    /// The shape UIKit Dynamics collides the view as: ``UIDynamicItemCollisionBoundsType/rectangle``
    /// unless a subclass overrides it (return ``UIDynamicItemCollisionBoundsType/ellipse`` for a
    /// ball).
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// Accepted and ignored: Reel places a layer's image by its ``CALayer/contentsGravity``,
    /// which UIKit derives from this. ``ContentMode/scaleToFill`` by default.
    public var contentMode: ContentMode = .scaleToFill

    /// Adds a view on top of the subviews, removing it from its superview first.
    ///
    /// A view that is already a subview moves to the top.
    ///
    /// - Parameter view: The view to add.
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts a view at an index of ``subviews``, removing it from its superview first.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - index: Its place among the subviews, 0 being the back; an index past the end puts it
    ///     on top.
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

    /// Inserts a view just above one of the subviews, removing it from its superview first.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - sibling: The subview to place it above; when it is not a subview, the view goes on top.
    open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling } ?? subviews.count - 1) + 1)
    }

    /// Inserts a view just below one of the subviews, removing it from its superview first.
    ///
    /// - Parameters:
    ///   - view: The view to insert.
    ///   - sibling: The subview to place it below; when it is not a subview, the view goes to the
    ///     back.
    open func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Moves a subview on top of the others.
    ///
    /// - Parameter view: The subview to move; a view that is not a subview is left alone.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        addSubview(view)
    }

    /// Removes the view from its superview; it stops being drawn at the stage's current time.
    ///
    /// The exported scene keeps its layer, hidden from then on. Does nothing when the view has no
    /// superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        layer.removeFromSuperlayer()
    }

    /// Finds a view by its ``tag`` in this view's subtree, depth first.
    ///
    /// - Parameter tag: The tag to look for.
    /// - Returns: This view if it has the tag, otherwise the first subview (searched depth first,
    ///   back to front) that has it; nil if none has.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    /// Accepted and ignored: Reel lays nothing out.
    open func layoutIfNeeded() {}
    /// Accepted and ignored: Reel lays nothing out.
    open func setNeedsLayout() {}

    /// How a view places its content in its bounds, with UIKit's cases and raw values.
    ///
    /// Reel accepts it and ignores it (see ``UIView/contentMode``): set the layer's
    /// ``CALayer/contentsGravity`` instead.
    public enum ContentMode: Int, Sendable {
        /// Stretches the content to the bounds.
        case scaleToFill
        /// Scales the content to fit inside the bounds, keeping its aspect ratio.
        case scaleAspectFit
        /// Scales the content to cover the bounds, keeping its aspect ratio.
        case scaleAspectFill
        /// Redraws the content when the bounds change.
        case redraw
        /// Centres the content at its own size.
        case center
        /// Centres the content along the top edge.
        case top
        /// Centres the content along the bottom edge.
        case bottom
        /// Centres the content along the left edge.
        case left
        /// Centres the content along the right edge.
        case right
        /// Puts the content in the top-left corner.
        case topLeft
        /// Puts the content in the top-right corner.
        case topRight
        /// Puts the content in the bottom-left corner.
        case bottomLeft
        /// Puts the content in the bottom-right corner.
        case bottomRight
    }
}

/// A view that shows an image, or plays a sequence of images.
///
/// The image is the layer's ``CALayer/contents``, scaled to the bounds unless the layer's
/// ``CALayer/contentsGravity`` says otherwise. ``startAnimating()`` plays ``animationImages`` as
/// a discrete keyframe animation of `contents`.
open class UIImageView: UIView {
    /// The image shown: setting it sets the layer's ``CALayer/contents``; nil shows none.
    public var image: UIImage? {
        didSet { layer.contents = image?.cgImage }
    }
    /// The images ``startAnimating()`` plays, in order; nil by default.
    public var animationImages: [UIImage]?
    /// Seconds one pass through ``animationImages`` takes; 0 (the default) means 1/30 s per image.
    public var animationDuration: TimeInterval = 0
    /// How many times ``startAnimating()`` plays the images; 0 (the default) repeats forever.
    public var animationRepeatCount = 0

    /// An image view showing an image, with a zero frame.
    ///
    /// Unlike UIKit, which sizes the view to the image, Reel does not read the image until it
    /// renders: set the view's ``UIView/frame``.
    ///
    /// - Parameter image: The image to show, or nil.
    public convenience init(image: UIImage?) {
        self.init(frame: .zero)
        self.image = image
        layer.contents = image?.cgImage
    }

    /// Plays ``animationImages`` from the stage's current time, each for an equal share of
    /// ``animationDuration``, ``animationRepeatCount`` times.
    ///
    /// Shows the first image first when the view has no image. Does nothing when there are no
    /// animation images.
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

    /// Stops the image sequence at the stage's current time; the view shows its layer's contents
    /// again (its ``image``, or the first animation image when it had none).
    open func stopAnimating() { layer.removeAnimation(forKey: "UIImageViewAnimation") }
}
