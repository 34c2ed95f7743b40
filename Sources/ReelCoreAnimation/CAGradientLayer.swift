import ReelGeometry
import ReelTimeline

/// `CAGradientLayer`.
open class CAGradientLayer: CALayer {
    public required init() {
        super.init()
        model.kind = .gradient(GradientContent())
    }
    public required init(layer: Any) { super.init(layer: layer) }

    private var gradient: GradientContent {
        get { model.gradient ?? GradientContent() }
        set { model.kind = .gradient(newValue) }
    }

    /// The colours: `CGColor`s (UIColors are accepted too).
    public var colors: [Any]? {
        get { gradient.colors.isEmpty ? nil : gradient.colors }
        set {
            let colors = (newValue ?? []).compactMap { bridgedToCoreGraphics($0) as? CGColor }
            write("colors") { $0.update(.gradient) { $0.colors = colors } }
        }
    }
    public var locations: [NSNumber]? {
        get { gradient.locations?.map { NSNumber(value: $0) } }
        set { write("locations") { $0.update(.gradient) { $0.locations = newValue?.map(\.doubleValue) } } }
    }
    public var startPoint: CGPoint {
        get { CGPoint(gradient.startPoint) }
        set { write("startPoint") { $0.update(.gradient) { $0.startPoint = newValue.reel } } }
    }
    public var endPoint: CGPoint {
        get { CGPoint(gradient.endPoint) }
        set { write("endPoint") { $0.update(.gradient) { $0.endPoint = newValue.reel } } }
    }
    public var type: CAGradientLayerType {
        get { CAGradientLayerType(rawValue: gradient.kind.rawValue) }
        set { gradient.kind = GradientContent.Kind(rawValue: newValue.rawValue) ?? .axial }
    }
}
