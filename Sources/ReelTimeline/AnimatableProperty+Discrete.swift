import ReelGeometry

extension AnimatableProperty {
    /// The key paths that only switch from one value to another (a text, a choice, a switch, a
    /// count): the Swift API records their changes over time, without implicit animations.
    package static let discreteKeyPaths: Set<String> = Set(discreteProperties().map(\.keyPath))

    /// Properties Core Animation does not interpolate (or Reel does not), written as texts, switches
    /// and numbers: `string`, `masksToBounds`, `doubleSided`, `compositingFilter` (a blend mode's
    /// name, empty for none), the shape's `fillRule`, `lineCap`,
    /// `lineJoin` and `miterLimit`, the text's `font`, `alignmentMode` and `wrapped`,
    /// `contentsGravity`, `contentsScale`, `instanceCount` and the gradient's `type`; and
    /// `shadowPath`, which Reel does not animate implicitly. Each reads as
    /// Core Animation's default on a layer without its content; writes are ignored there.
    static func discreteProperties() -> [AnimatableProperty] {
        var all: [AnimatableProperty] = []
        func text<C>(
            _ name: String, _ content: LayerKind.Payload<C>, default value: String,
            get: @escaping @Sendable (C) -> String, set: @escaping @Sendable (inout C, String) -> Void
        ) {
            all.append(
                AnimatableProperty(
                    keyPath: name, kind: .text(""),
                    get: { .text(content.extract($0.kind).map(get) ?? value) },
                    set: { layer, value in
                        if case .text(let v) = value { layer.update(content) { set(&$0, v) } }
                    }))
        }
        func bool(
            _ name: String, _ get: @escaping @Sendable (Layer) -> Bool,
            _ set: @escaping @Sendable (inout Layer, Bool) -> Void
        ) {
            all.append(
                AnimatableProperty(
                    keyPath: name, kind: .bool(false),
                    get: { .bool(get($0)) },
                    set: { if case .bool(let v) = $1 { set(&$0, v) } }))
        }
        text("string", .text, default: "", get: { $0.string }, set: { $0.string = $1 })
        text("font", .text, default: "", get: { $0.font ?? "" }, set: { $0.font = $1.isEmpty ? nil : $1 })
        text(
            "alignmentMode", .text, default: TextContent.Alignment.natural.rawValue,
            get: { $0.alignment.rawValue }, set: { $0.alignment = .init(rawValue: $1) ?? .natural })
        all.append(
            AnimatableProperty(
                keyPath: "wrapped", kind: .bool(false),
                get: { .bool($0.text?.isWrapped ?? false) },
                set: { layer, value in if case .bool(let v) = value { layer.update(.text) { $0.isWrapped = v } } }))
        bool("masksToBounds", { $0.masksToBounds }, { $0.masksToBounds = $1 })
        bool("doubleSided", { $0.isDoubleSided }, { $0.isDoubleSided = $1 })
        all.append(
            AnimatableProperty(
                keyPath: "compositingFilter", kind: .text(""),
                get: { .text($0.compositingFilter?.rawValue ?? "") },
                set: { layer, value in
                    if case .text(let v) = value { layer.compositingFilter = BlendMode(rawValue: v) }
                }))
        text(
            "fillRule", .shape, default: FillRule.nonZero.rawValue,
            get: { $0.fillRule.rawValue }, set: { $0.fillRule = FillRule(rawValue: $1) ?? .nonZero })
        text(
            "lineCap", .shape, default: StrokeStyle.Cap.butt.rawValue,
            get: { $0.stroke.lineCap.rawValue }, set: { $0.stroke.lineCap = .init(rawValue: $1) ?? .butt })
        text(
            "lineJoin", .shape, default: StrokeStyle.Join.miter.rawValue,
            get: { $0.stroke.lineJoin.rawValue }, set: { $0.stroke.lineJoin = .init(rawValue: $1) ?? .miter })
        all.append(
            AnimatableProperty(
                keyPath: "miterLimit", kind: .scalar(0),
                get: { .scalar($0.shape?.stroke.miterLimit ?? 10) },
                set: { layer, value in
                    if case .scalar(let v) = value { layer.update(.shape) { $0.stroke.miterLimit = v } }
                }))
        text(
            "type", .gradient, default: GradientContent.Kind.axial.rawValue,
            get: { $0.kind.rawValue }, set: { $0.kind = .init(rawValue: $1) ?? .axial })
        all.append(
            AnimatableProperty(
                keyPath: "instanceCount", kind: .scalar(0),
                get: { .scalar(Double($0.replicator?.instanceCount ?? 1)) },
                set: { layer, value in
                    guard case .scalar(let v) = value, v.isFinite else { return }
                    layer.update(.replicator) { $0.instanceCount = Int(v.rounded(.down)) }
                }))
        // Contents' placement: dropped while the layer has no image, as the Swift API drops it.
        all.append(
            AnimatableProperty(
                keyPath: "contentsGravity", kind: .text(""),
                get: { .text(($0.contents?.gravity ?? .resize).rawValue) },
                set: { layer, value in
                    if case .text(let v) = value { layer.contents?.gravity = .init(rawValue: v) ?? .resize }
                }))
        all.append(
            AnimatableProperty(
                keyPath: "contentsScale", kind: .scalar(0),
                get: { .scalar($0.contents?.scale ?? 1) },
                set: { if case .scalar(let v) = $1 { $0.contents?.scale = v } }))
        // A path, morphed by an explicit animation; recorded without an implicit one, as before.
        // An empty path stands for none: the shadow of what the layer draws.
        all.append(
            AnimatableProperty(
                keyPath: "shadowPath", kind: .path(Path()),
                get: { .path($0.shadowPath ?? Path()) },
                set: { if case .path(let v) = $1 { $0.shadowPath = v.isEmpty ? nil : v } }))
        return all
    }
}
