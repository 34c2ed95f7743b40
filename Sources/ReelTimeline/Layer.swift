import ReelGeometry
import ReelRaster

/// A layer with Core Animation's properties and defaults (`CALayer`, plus `CAShapeLayer`'s when
/// `shape` is set). The same type holds model values and, inside a snapshot, presentation values.
public struct Layer: Sendable, Equatable {
    /// An optional name, used in messages.
    public var name: String?
    /// Where the anchor point sits in the superlayer's coordinates.
    public var position: Point = .zero
    /// The layer's own coordinate space: origin and size.
    public var bounds: Rect = .zero
    /// The point of the bounds placed at `position`, in unit coordinates.
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    /// Applied about the anchor point.
    public var transform = Transform3D.identity
    /// Stacking among siblings: higher is drawn later (above).
    public var zPosition: Double = 0
    /// Group opacity: the layer and its sublayers are composited as one.
    public var opacity: Double = 1
    /// Hidden layers and their sublayers are not drawn.
    public var isHidden = false
    /// Fills the bounds (rounded by `cornerRadius`) behind the content; nil for none.
    public var backgroundColor: Color?
    /// Radius of the background's corners.
    public var cornerRadius: Double = 0
    /// Shape-layer content, drawn above the background.
    public var shape: ShapeContent?
    /// Sublayers, back to front, in this layer's coordinate space.
    public var sublayers: [Layer] = []
    /// Animations in the order they were added (later ones win on the same key path).
    public var animations: [Animation] = []
    /// The layer's own timing, which its animations and sublayers inherit.
    public var timing = LayerTiming()

    /// A layer with every property at its default.
    public init() {}

    /// The transform from this layer's coordinate space to its superlayer's: the anchor point
    /// to the origin, then `transform`, then to `position`. Perspective and depth are ignored here
    /// (their rendering is the layer-rendering issue's).
    public var transformToSuperlayer: AffineTransform {
        let anchor = Point(x: bounds.origin.x + anchorPoint.x * bounds.size.width,
                           y: bounds.origin.y + anchorPoint.y * bounds.size.height)
        return AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform.affine)
            .concatenating(AffineTransform(translationX: position.x, y: position.y))
    }
}

/// What a `CAShapeLayer` draws: a path with fill and stroke, CAShapeLayer's defaults.
public struct ShapeContent: Sendable, Equatable {
    /// The path in the layer's coordinate space.
    public var path: Path
    /// Black by default; nil for no fill.
    public var fillColor: Color? = .black
    public var fillRule: FillRule = .nonZero
    /// None by default.
    public var strokeColor: Color?
    public var stroke = StrokeStyle()

    /// A shape with CAShapeLayer's default fill (black) and no stroke.
    public init(path: Path) {
        self.path = path
    }
}
