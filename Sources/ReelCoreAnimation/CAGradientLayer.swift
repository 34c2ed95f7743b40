import ReelGeometry
import ReelTimeline

/// A layer that fills its bounds with a colour gradient, above its background.
///
/// The fill is rounded by ``CALayer/cornerRadius``. It becomes a ``Layer`` whose kind holds
/// Reel's ``GradientContent``.
open class CAGradientLayer: CALayer {
    /// Creates a gradient layer with Core Animation's defaults: axial, top to bottom, no colours.
    public required init() {
        super.init()
        model.kind = .gradient(GradientContent())
    }
    /// Creates a copy of another layer's current property values, as ``CALayer/presentation()`` does.
    ///
    /// - Parameter layer: The layer to copy; when it is not a gradient layer, the copy draws no gradient.
    public required init(layer: Any) { super.init(layer: layer) }

    private var gradient: GradientContent {
        get { model.gradient ?? GradientContent() }
        set { model.kind = .gradient(newValue) }
    }

    /// The gradient's colours, in order: ``CGColor``s (a `UIColor` is accepted too); `nil`, the
    /// default, draws nothing.
    ///
    /// Other values are left out. Animatable: colours interpolate one by one when both lists
    /// have as many, and switch half-way otherwise.
    public var colors: [Any]? {
        get { gradient.colors.isEmpty ? nil : gradient.colors }
        set {
            let colors = (newValue ?? []).compactMap { bridgedToCoreGraphics($0) as? CGColor }
            write("colors") { $0.update(.gradient) { $0.colors = colors } }
        }
    }
    /// Where each colour sits along the gradient, from 0 to 1, one per colour; `nil`, the default,
    /// for evenly spaced colours.
    ///
    /// Animatable, as ``colors`` is.
    public var locations: [NSNumber]? {
        get { gradient.locations?.map { NSNumber(value: $0) } }
        set { write("locations") { $0.update(.gradient) { $0.locations = newValue?.map(\.doubleValue) } } }
    }
    /// Where the gradient starts, in unit coordinates of the bounds; (0.5, 0), the top centre, by default.
    ///
    /// A radial gradient's centre, a conic gradient's centre. Animatable.
    public var startPoint: CGPoint {
        get { CGPoint(gradient.startPoint) }
        set { write("startPoint") { $0.update(.gradient) { $0.startPoint = newValue.reel } } }
    }
    /// Where the gradient ends, in unit coordinates of the bounds; (0.5, 1), the bottom centre, by default.
    ///
    /// For a radial gradient, its distance from ``startPoint`` along each axis of the bounds is a
    /// radius of Core Animation's ellipse; Reel draws a circle of the mean radius (exact for a
    /// square layer). For a conic one, its direction from ``startPoint`` is where the colours
    /// start. Animatable.
    public var endPoint: CGPoint {
        get { CGPoint(gradient.endPoint) }
        set { write("endPoint") { $0.update(.gradient) { $0.endPoint = newValue.reel } } }
    }
    /// The gradient's shape; ``CAGradientLayerType/axial`` by default.
    ///
    /// A change is recorded at the current time and shows from then on, without an implicit animation.
    public var type: CAGradientLayerType {
        get { CAGradientLayerType(rawValue: gradient.kind.rawValue) }
        set {
            let kind = GradientContent.Kind(rawValue: newValue.rawValue) ?? .axial
            write("type") { $0.update(.gradient) { $0.kind = kind } }
        }
    }
}
