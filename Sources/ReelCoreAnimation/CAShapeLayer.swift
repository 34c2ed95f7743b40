import ReelGeometry
import ReelTimeline

/// A layer that draws a path, filled and stroked, above its background.
///
/// The defaults are Core Animation's: an opaque black fill and no stroke. It becomes a ``Layer``
/// whose kind holds Reel's ``ShapeContent``.
open class CAShapeLayer: CALayer {
    /// Creates a shape layer with no path, a black fill and no stroke.
    public required init() {
        super.init()
        model.kind = .shape(ShapeContent(path: Path()))
    }
    /// Creates a copy of another layer's current property values, as ``CALayer/presentation()`` does.
    ///
    /// - Parameter layer: The layer to copy; when it is not a shape layer, the copy draws no path.
    public required init(layer: Any) { super.init(layer: layer) }

    private var shape: ShapeContent {
        get { model.shape ?? ShapeContent(path: Path()) }
        set { model.kind = .shape(newValue) }
    }

    /// The path to draw, in the layer's coordinates; `nil`, the default, draws nothing.
    ///
    /// The layer keeps a copy, so changing a ``CGMutablePath`` afterwards changes nothing; an empty
    /// path reads as `nil`. Animatable: two paths with the same elements in the same order morph
    /// point by point; others switch half-way.
    public var path: CGPath? {
        get { shape.path.isEmpty ? nil : CGPath.make(shape.path) }
        set { write("path") { $0.update(.shape) { $0.path = newValue?.path ?? Path() } } }
    }
    /// The colour that fills the path; opaque black by default, `nil` for no fill.
    ///
    /// Animatable; `nil` animates as transparent black.
    public var fillColor: CGColor? {
        get { shape.fillColor }
        set { write("fillColor") { $0.update(.shape) { $0.fillColor = newValue } } }
    }
    /// Which parts of a self-intersecting path are inside; ``CAShapeLayerFillRule/nonZero`` by default.
    ///
    /// A change is recorded at the current time and shows from then on, without an implicit animation.
    public var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule == .evenOdd ? .evenOdd : .nonZero }
        set {
            let rule: FillRule = newValue == .evenOdd ? .evenOdd : .nonZero
            write("fillRule") { $0.update(.shape) { $0.fillRule = rule } }
        }
    }
    /// The colour of the path's outline; `nil`, no stroke, by default.
    ///
    /// Animatable; `nil` animates as transparent black.
    public var strokeColor: CGColor? {
        get { shape.strokeColor }
        set { write("strokeColor") { $0.update(.shape) { $0.strokeColor = newValue } } }
    }
    /// The width of the stroke, centred on the path, in points; 1 by default.
    ///
    /// Animatable.
    public var lineWidth: CGFloat {
        get { CGFloat(shape.stroke.lineWidth) }
        set { write("lineWidth") { $0.update(.shape) { $0.stroke.lineWidth = Double(newValue) } } }
    }
    /// The shape of the ends of open subpaths and dashes; ``CAShapeLayerLineCap/butt`` by default.
    ///
    /// A change is recorded at the current time and shows from then on, without an implicit animation.
    public var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayerLineCap(rawValue: shape.stroke.lineCap.rawValue) }
        set {
            let cap = StrokeStyle.Cap(rawValue: newValue.rawValue) ?? .butt
            write("lineCap") { $0.update(.shape) { $0.stroke.lineCap = cap } }
        }
    }
    /// The shape of the corners between segments; ``CAShapeLayerLineJoin/miter`` by default.
    ///
    /// A change is recorded at the current time and shows from then on, without an implicit animation.
    public var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayerLineJoin(rawValue: shape.stroke.lineJoin.rawValue) }
        set {
            let join = StrokeStyle.Join(rawValue: newValue.rawValue) ?? .miter
            write("lineJoin") { $0.update(.shape) { $0.stroke.lineJoin = join } }
        }
    }
    /// The longest miter join allowed, as a ratio of its length to the line width; 10 by default.
    ///
    /// A sharper corner gets a bevel join instead. A change is recorded at the current time and shows from then on, without an implicit animation.
    public var miterLimit: CGFloat {
        get { CGFloat(shape.stroke.miterLimit) }
        set { write("miterLimit") { $0.update(.shape) { $0.stroke.miterLimit = Double(newValue) } } }
    }
    /// The lengths of the dashes and gaps of the stroke, alternating, in points; `nil`, the
    /// default, for a solid line.
    ///
    /// Animatable: two patterns of the same length interpolate number by number; others switch
    /// half-way.
    public var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern?.map { NSNumber(value: $0) } }
        set { write("lineDashPattern") { $0.update(.shape) { $0.lineDashPattern = newValue?.map(\.doubleValue) } } }
    }
    /// How far into the dash pattern the stroke starts, in points; 0 by default.
    ///
    /// Animating it makes the dashes march along the path.
    public var lineDashPhase: CGFloat {
        get { CGFloat(shape.lineDashPhase) }
        set { write("lineDashPhase") { $0.update(.shape) { $0.lineDashPhase = Double(newValue) } } }
    }
    /// Where the stroke starts along the path, as a fraction of the path's length from 0 to 1; 0
    /// by default.
    ///
    /// Animatable: with ``strokeEnd``, it draws a path progressively.
    public var strokeStart: CGFloat {
        get { CGFloat(shape.strokeStart) }
        set { write("strokeStart") { $0.update(.shape) { $0.strokeStart = Double(newValue) } } }
    }
    /// Where the stroke ends along the path, as a fraction of the path's length from 0 to 1; 1 by
    /// default.
    ///
    /// Animating it from 0 to 1 draws the path progressively. Animatable.
    public var strokeEnd: CGFloat {
        get { CGFloat(shape.strokeEnd) }
        set { write("strokeEnd") { $0.update(.shape) { $0.strokeEnd = Double(newValue) } } }
    }
}
