import ReelGeometry
import ReelTimeline

/// `CAShapeLayer`: a path with fill and stroke, CAShapeLayer's defaults (black fill, no stroke).
open class CAShapeLayer: CALayer {
    public required init() {
        super.init()
        model.kind = .shape(ShapeContent(path: Path()))
    }
    public required init(layer: Any) { super.init(layer: layer) }

    private var shape: ShapeContent {
        get { model.shape ?? ShapeContent(path: Path()) }
        set { model.kind = .shape(newValue) }
    }

    /// The path (copied on assignment), in the layer's coordinates.
    public var path: CGPath? {
        get { shape.path.isEmpty ? nil : CGPath.make(shape.path) }
        set { write("path") { $0.update(.shape) { $0.path = newValue?.path ?? Path() } } }
    }
    public var fillColor: CGColor? {
        get { shape.fillColor }
        set { write("fillColor") { $0.update(.shape) { $0.fillColor = newValue } } }
    }
    public var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule == .evenOdd ? .evenOdd : .nonZero }
        set { shape.fillRule = newValue == .evenOdd ? .evenOdd : .nonZero }
    }
    public var strokeColor: CGColor? {
        get { shape.strokeColor }
        set { write("strokeColor") { $0.update(.shape) { $0.strokeColor = newValue } } }
    }
    public var lineWidth: CGFloat {
        get { CGFloat(shape.stroke.lineWidth) }
        set { write("lineWidth") { $0.update(.shape) { $0.stroke.lineWidth = Double(newValue) } } }
    }
    public var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayerLineCap(rawValue: shape.stroke.lineCap.rawValue) }
        set { shape.stroke.lineCap = StrokeStyle.Cap(rawValue: newValue.rawValue) ?? .butt }
    }
    public var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayerLineJoin(rawValue: shape.stroke.lineJoin.rawValue) }
        set { shape.stroke.lineJoin = StrokeStyle.Join(rawValue: newValue.rawValue) ?? .miter }
    }
    public var miterLimit: CGFloat {
        get { CGFloat(shape.stroke.miterLimit) }
        set { shape.stroke.miterLimit = Double(newValue) }
    }
    public var lineDashPattern: [NSNumber]? {
        get { shape.lineDashPattern?.map { NSNumber(value: $0) } }
        set { write("lineDashPattern") { $0.update(.shape) { $0.lineDashPattern = newValue?.map(\.doubleValue) } } }
    }
    public var lineDashPhase: CGFloat {
        get { CGFloat(shape.lineDashPhase) }
        set { write("lineDashPhase") { $0.update(.shape) { $0.lineDashPhase = Double(newValue) } } }
    }
    public var strokeStart: CGFloat {
        get { CGFloat(shape.strokeStart) }
        set { write("strokeStart") { $0.update(.shape) { $0.strokeStart = Double(newValue) } } }
    }
    public var strokeEnd: CGFloat {
        get { CGFloat(shape.strokeEnd) }
        set { write("strokeEnd") { $0.update(.shape) { $0.strokeEnd = Double(newValue) } } }
    }
}
