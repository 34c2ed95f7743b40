import ReelGeometry

/// A key path an animation can target, with how to read and write it on a layer.
/// Names are Core Animation's, sub-key paths included (`position.x`, `bounds.size.width`).
///
/// A class, so that a frame handing one around retains it rather than copying its fields (its
/// name, its value and two closures: a copy and two destroys, about 700 instructions per
/// animation and frame).
package final class AnimatableProperty: Sendable {
    package let keyPath: String
    /// The value an animation of this key path must give.
    package let kind: AnimationValue
    let get: @Sendable (Layer) -> AnimationValue
    let set: @Sendable (inout Layer, AnimationValue) -> Void

    init(
        keyPath: String, kind: AnimationValue, get: @escaping @Sendable (Layer) -> AnimationValue,
        set: @escaping @Sendable (inout Layer, AnimationValue) -> Void
    ) {
        self.keyPath = keyPath
        self.kind = kind
        self.get = get
        self.set = set
    }

    /// The property for `keyPath`, or nil when it is not animatable (yet).
    package static func named(_ keyPath: String) -> AnimatableProperty? { table[keyPath] }

    /// Every animatable key path, sorted (for messages).
    package static var allKeyPaths: [String] { table.keys.sorted() }

    private static let table: [String: AnimatableProperty] = {
        var all: [AnimatableProperty] = []
        // Each property reads and writes through closures of its own rather than a key path: a
        // key path's write runs through the run time (`swift_setAtWritableKeyPath`, with a
        // write-back buffer allocated for a computed property such as `Layer.position`), over a
        // thousand instructions per animation and frame.
        func scalar(
            _ name: String, _ get: @escaping @Sendable (Layer) -> Double,
            _ set: @escaping @Sendable (inout Layer, Double) -> Void
        ) {
            all.append(
                AnimatableProperty(
                    keyPath: name, kind: .scalar(0),
                    get: { .scalar(get($0)) },
                    set: { if case .scalar(let v) = $1 { set(&$0, v) } }))
        }
        func point(
            _ name: String, _ get: @escaping @Sendable (Layer) -> Point,
            _ set: @escaping @Sendable (inout Layer, Point) -> Void
        ) {
            all.append(
                AnimatableProperty(
                    keyPath: name, kind: .point(.zero),
                    get: { .point(get($0)) },
                    set: { if case .point(let v) = $1 { set(&$0, v) } }))
        }
        // A field of one kind's content (shape, gradient, replicator, text): reads as Core Animation's
        // default on a layer of another kind; writes are ignored there.
        func contentScalar<C>(
            _ name: String, _ content: LayerKind.Payload<C>, _ get: @escaping @Sendable (C) -> Double,
            _ set: @escaping @Sendable (inout C, Double) -> Void, default value: Double
        ) {
            all.append(
                AnimatableProperty(
                    keyPath: name, kind: .scalar(0),
                    get: { .scalar(content.extract($0.kind).map(get) ?? value) },
                    set: { layer, value in
                        if case .scalar(let v) = value { layer.update(content) { set(&$0, v) } }
                    }))
        }
        func contentPoint<C>(
            _ name: String, _ content: LayerKind.Payload<C>, _ get: @escaping @Sendable (C) -> Point,
            _ set: @escaping @Sendable (inout C, Point) -> Void, default value: Point
        ) {
            all.append(
                AnimatableProperty(
                    keyPath: name, kind: .point(.zero),
                    get: { .point(content.extract($0.kind).map(get) ?? value) },
                    set: { layer, value in
                        if case .point(let v) = value { layer.update(content) { set(&$0, v) } }
                    }))
        }
        func contentColor<C>(
            _ name: String, _ content: LayerKind.Payload<C>, _ get: @escaping @Sendable (C) -> Color?,
            _ set: @escaping @Sendable (inout C, Color?) -> Void
        ) {
            all.append(
                AnimatableProperty(
                    keyPath: name, kind: .color(.clear),
                    get: { .color((content.extract($0.kind).map(get) ?? nil) ?? .clear) },
                    set: { layer, value in
                        if case .color(let v) = value { layer.update(content) { set(&$0, v) } }
                    }))
        }
        func color(
            _ name: String, _ get: @escaping @Sendable (Layer) -> Color?,
            _ set: @escaping @Sendable (inout Layer, Color?) -> Void
        ) {
            // An absent colour animates as transparent black, as a nil CGColor does.
            all.append(
                AnimatableProperty(
                    keyPath: name, kind: .color(.clear),
                    get: { .color(get($0) ?? .clear) },
                    set: { if case .color(let v) = $1 { set(&$0, v) } }))
        }
        point("position", { $0.position }, { $0.position = $1 })
        scalar("position.x", { $0.position.x }, { $0.position.x = $1 })
        scalar("position.y", { $0.position.y }, { $0.position.y = $1 })
        point("anchorPoint", { $0.anchorPoint }, { $0.anchorPoint = $1 })
        all.append(
            AnimatableProperty(
                keyPath: "bounds", kind: .rect(.zero),
                get: { .rect($0.bounds) },
                set: { if case .rect(let v) = $1 { $0.bounds = v } }))
        all.append(
            AnimatableProperty(
                keyPath: "bounds.size", kind: .size(.zero),
                get: { .size($0.bounds.size) },
                set: { if case .size(let v) = $1 { $0.bounds.size = v } }))
        scalar("bounds.size.width", { $0.bounds.size.width }, { $0.bounds.size.width = $1 })
        scalar("bounds.size.height", { $0.bounds.size.height }, { $0.bounds.size.height = $1 })
        scalar("opacity", { $0.opacity }, { $0.opacity = $1 })
        scalar("cornerRadius", { $0.cornerRadius }, { $0.cornerRadius = $1 })
        color("backgroundColor", { $0.backgroundColor }, { $0.backgroundColor = $1 })
        contentColor("fillColor", .shape, { $0.fillColor }, { $0.fillColor = $1 })
        contentColor("strokeColor", .shape, { $0.strokeColor }, { $0.strokeColor = $1 })
        contentScalar("lineWidth", .shape, { $0.stroke.lineWidth }, { $0.stroke.lineWidth = $1 }, default: 1)
        scalar("zPosition", { $0.zPosition }, { $0.zPosition = $1 })
        all.append(
            AnimatableProperty(
                keyPath: "hidden", kind: .bool(false),
                get: { .bool($0.isHidden) },
                set: { if case .bool(let v) = $1 { $0.isHidden = v } }))
        all.append(
            AnimatableProperty(
                keyPath: "path", kind: .path(Path()),
                get: { .path($0.shape?.path ?? Path()) },
                set: { layer, value in
                    if case .path(let v) = value { layer.update(.shape) { $0.path = v } }
                }))
        all.append(
            AnimatableProperty(
                keyPath: "transform", kind: .transform(.identity),
                get: { .transform($0.transform) },
                set: { if case .transform(let v) = $1 { $0.transform = v } }))
        all += transformComponentProperties()
        scalar("borderWidth", { $0.borderWidth }, { $0.borderWidth = $1 })
        color("borderColor", { $0.borderColor }, { $0.borderColor = $1 })
        scalar("shadowOpacity", { $0.shadowOpacity }, { $0.shadowOpacity = $1 })
        scalar("shadowRadius", { $0.shadowRadius }, { $0.shadowRadius = $1 })
        color("shadowColor", { $0.shadowColor }, { $0.shadowColor = $1 })
        all.append(
            AnimatableProperty(
                keyPath: "shadowOffset", kind: .size(.zero),
                get: { .size($0.shadowOffset) },
                set: { if case .size(let v) = $1 { $0.shadowOffset = v } }))
        all.append(
            AnimatableProperty(
                keyPath: "sublayerTransform", kind: .transform(.identity),
                get: { .transform($0.sublayerTransform) },
                set: { if case .transform(let v) = $1 { $0.sublayerTransform = v } }))
        all.append(
            AnimatableProperty(
                keyPath: "contents", kind: .image(""),
                get: { .image($0.contents?.image ?? "") },
                set: { layer, value in
                    guard case .image(let name, let from, let fade) = value else { return }
                    var contents = layer.contents ?? ImageContents(image: name)
                    (contents.image, contents.fadingFrom, contents.fade) = (name, from, fade)
                    layer.contents = contents
                }))
        all.append(
            AnimatableProperty(
                keyPath: "contentsRect", kind: .rect(.zero),
                get: { .rect($0.contents?.rect ?? Rect(x: 0, y: 0, width: 1, height: 1)) },
                set: { if case .rect(let v) = $1 { $0.contents?.rect = v } }))
        contentScalar("strokeStart", .shape, { $0.strokeStart }, { $0.strokeStart = $1 }, default: 0)
        contentScalar("strokeEnd", .shape, { $0.strokeEnd }, { $0.strokeEnd = $1 }, default: 1)
        contentScalar("lineDashPhase", .shape, { $0.lineDashPhase }, { $0.lineDashPhase = $1 }, default: 0)
        all.append(
            AnimatableProperty(
                keyPath: "lineDashPattern", kind: .scalars([]),
                get: { .scalars($0.shape?.lineDashPattern ?? []) },
                set: { layer, value in
                    if case .scalars(let v) = value {
                        layer.update(.shape) { $0.lineDashPattern = v.isEmpty ? nil : v }
                    }
                }))
        all.append(
            AnimatableProperty(
                keyPath: "colors", kind: .colors([]),
                get: { .colors($0.gradient?.colors ?? []) },
                set: { layer, value in
                    if case .colors(let v) = value { layer.update(.gradient) { $0.colors = v } }
                }))
        all.append(
            AnimatableProperty(
                keyPath: "locations", kind: .scalars([]),
                get: { .scalars($0.gradient?.locations ?? []) },
                set: { layer, value in
                    if case .scalars(let v) = value { layer.update(.gradient) { $0.locations = v.isEmpty ? nil : v } }
                }))
        contentPoint("startPoint", .gradient, { $0.startPoint }, { $0.startPoint = $1 }, default: Point(x: 0.5, y: 0))
        contentPoint("endPoint", .gradient, { $0.endPoint }, { $0.endPoint = $1 }, default: Point(x: 0.5, y: 1))
        contentScalar("instanceDelay", .replicator, { $0.instanceDelay }, { $0.instanceDelay = $1 }, default: 0)
        all.append(
            AnimatableProperty(
                keyPath: "instanceTransform", kind: .transform(.identity),
                get: { .transform($0.replicator?.instanceTransform ?? .identity) },
                set: { layer, value in
                    if case .transform(let v) = value { layer.update(.replicator) { $0.instanceTransform = v } }
                }))
        all.append(
            AnimatableProperty(
                keyPath: "instanceColor", kind: .color(.white),
                get: { .color($0.replicator?.instanceColor ?? .white) },
                set: { layer, value in
                    if case .color(let v) = value { layer.update(.replicator) { $0.instanceColor = v } }
                }))
        contentScalar(
            "instanceRedOffset", .replicator, { $0.instanceRedOffset }, { $0.instanceRedOffset = $1 }, default: 0)
        contentScalar(
            "instanceGreenOffset", .replicator, { $0.instanceGreenOffset }, { $0.instanceGreenOffset = $1 }, default: 0)
        contentScalar(
            "instanceBlueOffset", .replicator, { $0.instanceBlueOffset }, { $0.instanceBlueOffset = $1 }, default: 0)
        contentScalar(
            "instanceAlphaOffset", .replicator, { $0.instanceAlphaOffset }, { $0.instanceAlphaOffset = $1 }, default: 0)
        contentScalar("fontSize", .text, { $0.fontSize }, { $0.fontSize = $1 }, default: 36)
        all.append(
            AnimatableProperty(
                keyPath: "foregroundColor", kind: .color(.white),
                get: { .color($0.text?.foregroundColor ?? .white) },
                set: { layer, value in
                    if case .color(let v) = value { layer.update(.text) { $0.foregroundColor = v } }
                }))
        scalar("pageCurl.progress", { $0.pageCurl.progress }, { $0.pageCurl.progress = $1 })
        scalar("pageCurl.angle", { $0.pageCurl.angle }, { $0.pageCurl.angle = $1 })
        scalar("pageCurl.radius", { $0.pageCurl.radius }, { $0.pageCurl.radius = $1 })
        all += discreteProperties()
        return Dictionary(uniqueKeysWithValues: all.map { ($0.keyPath, $0) })
    }()
}

extension AnimatableProperty {
    /// `transform.rotation(.x/.y/.z)`, `transform.scale(.x/.y/.z)`, `transform.translation(.x/.y/.z)`:
    /// scalars (and a size for `transform.translation`) read from and written into the
    /// decomposed transform, so a rotation can turn any number of times.
    static func transformComponentProperties() -> [AnimatableProperty] {
        func component(
            _ name: String, get: @escaping @Sendable (TransformComponents) -> Double,
            set: @escaping @Sendable (inout TransformComponents, Double) -> Void
        ) -> AnimatableProperty {
            AnimatableProperty(
                keyPath: "transform." + name, kind: .scalar(0),
                get: { .scalar(get(TransformComponents($0.transform))) },
                set: { layer, value in
                    guard case .scalar(let v) = value else { return }
                    var parts = TransformComponents(layer.transform)
                    set(&parts, v)
                    layer.transform = parts.transform
                })
        }
        var out: [AnimatableProperty] = []
        for (i, axis) in ["x", "y", "z"].enumerated() {
            out.append(component("rotation.\(axis)", get: { $0.angles[i] }, set: { $0.angles[i] = $1 }))
            out.append(component("scale.\(axis)", get: { $0.scale[i] }, set: { $0.scale[i] = $1 }))
            out.append(component("translation.\(axis)", get: { $0.translation[i] }, set: { $0.translation[i] = $1 }))
        }
        out.append(component("rotation", get: { $0.angles.z }, set: { $0.angles.z = $1 }))
        out.append(
            component(
                "scale", get: { ($0.scale.x + $0.scale.y + $0.scale.z) / 3 },
                set: { $0.scale = SIMD3(repeating: $1) }))
        out.append(
            AnimatableProperty(
                keyPath: "transform.translation", kind: .size(.zero),
                get: {
                    let t = TransformComponents($0.transform).translation
                    return .size(Size(width: t.x, height: t.y))
                },
                set: { layer, value in
                    guard case .size(let v) = value else { return }
                    var parts = TransformComponents(layer.transform)
                    parts.translation.x = v.width
                    parts.translation.y = v.height
                    layer.transform = parts.transform
                }))
        return out
    }
}
