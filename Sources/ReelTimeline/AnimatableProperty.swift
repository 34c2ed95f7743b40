import ReelGeometry
import ReelRaster

/// A key path an animation can target, with how to read and write it on a layer.
/// Names are Core Animation's, sub-key paths included (`position.x`, `bounds.size.width`).
public struct AnimatableProperty: Sendable {
    public let keyPath: String
    /// The value an animation of this key path must give.
    public let kind: AnimationValue
    let get: @Sendable (Layer) -> AnimationValue
    let set: @Sendable (inout Layer, AnimationValue) -> Void

    /// The property for `keyPath`, or nil when it is not animatable (yet).
    public static func named(_ keyPath: String) -> AnimatableProperty? { table[keyPath] }

    /// Every animatable key path, sorted (for messages).
    public static var allKeyPaths: [String] { table.keys.sorted() }

    private static let table: [String: AnimatableProperty] = {
        var all: [AnimatableProperty] = []
        func scalar(_ name: String, _ path: WritableKeyPath<Layer, Double> & Sendable) {
            all.append(AnimatableProperty(keyPath: name, kind: .scalar(0),
                get: { .scalar($0[keyPath: path]) },
                set: { if case .scalar(let v) = $1 { $0[keyPath: path] = v } }))
        }
        func point(_ name: String, _ path: WritableKeyPath<Layer, Point> & Sendable) {
            all.append(AnimatableProperty(keyPath: name, kind: .point(.zero),
                get: { .point($0[keyPath: path]) },
                set: { if case .point(let v) = $1 { $0[keyPath: path] = v } }))
        }
        func color(_ name: String, _ path: WritableKeyPath<Layer, Color?> & Sendable) {
            // An absent colour animates as transparent black, as a nil CGColor does.
            all.append(AnimatableProperty(keyPath: name, kind: .color(.clear),
                get: { .color($0[keyPath: path] ?? .clear) },
                set: { if case .color(let v) = $1 { $0[keyPath: path] = v } }))
        }
        point("position", \.position)
        scalar("position.x", \.position.x)
        scalar("position.y", \.position.y)
        point("anchorPoint", \.anchorPoint)
        all.append(AnimatableProperty(keyPath: "bounds", kind: .rect(.zero),
            get: { .rect($0.bounds) },
            set: { if case .rect(let v) = $1 { $0.bounds = v } }))
        all.append(AnimatableProperty(keyPath: "bounds.size", kind: .size(.zero),
            get: { .size($0.bounds.size) },
            set: { if case .size(let v) = $1 { $0.bounds.size = v } }))
        scalar("bounds.size.width", \.bounds.size.width)
        scalar("bounds.size.height", \.bounds.size.height)
        scalar("opacity", \.opacity)
        scalar("cornerRadius", \.cornerRadius)
        color("backgroundColor", \.backgroundColor)
        color("fillColor", \.shapeFillColor)
        color("strokeColor", \.shapeStrokeColor)
        scalar("lineWidth", \.shapeLineWidth)
        return Dictionary(uniqueKeysWithValues: all.map { ($0.keyPath, $0) })
    }()
}

/// Shape properties as layer key paths; on a layer without shape content they read as
/// CAShapeLayer's defaults and writes are ignored.
extension Layer {
    var shapeFillColor: Color? {
        get { shape?.fillColor ?? nil }
        set { shape?.fillColor = newValue }
    }
    var shapeStrokeColor: Color? {
        get { shape?.strokeColor ?? nil }
        set { shape?.strokeColor = newValue }
    }
    var shapeLineWidth: Double {
        get { shape?.stroke.lineWidth ?? 1 }
        set { shape?.stroke.lineWidth = newValue }
    }
}
