/// What `reel info` reports about one animation, with its times in scene seconds.
public struct AnimationSummary: Sendable, Equatable {
    /// The layer's name, or its position in the tree such as `layers[0].sublayers[2]`.
    public var layer: String
    /// The animated key path (for a group, its children's, comma-separated).
    public var keyPath: String
    /// `basic`, `keyframe`, `spring` or `group`.
    public var kind: String
    /// When it starts, in scene time.
    public var start: Double
    /// When it stops, in scene time: infinite for an endless repeat.
    public var end: Double
    /// Its ``MediaTiming/repeatCount``: 0 for one cycle, `.infinity` for ever.
    public var repeatCount: Double
    /// Whether each cycle plays back after playing forwards.
    public var autoreverses: Bool
    /// The key it was added under, if any.
    public var key: String?
}

extension Timeline {
    /// Every animation in the scene, in tree order, with absolute start and end times (through
    /// every enclosing layer's timing).
    public var animationSummaries: [AnimationSummary] {
        var out: [AnimationSummary] = []
        func visit(_ layers: [Layer], path: String, toScene: @escaping (Double) -> Double) {
            for (i, layer) in layers.enumerated() {
                let here = path.isEmpty ? "layers[\(i)]" : "\(path).sublayers[\(i)]"
                let parentTime: (Double) -> Double = { toScene(layer.timing.parentTime($0)) }
                for animation in layer.animations {
                    out.append(
                        AnimationSummary(
                            layer: layer.name ?? here, keyPath: Self.keyPaths(of: animation),
                            kind: Self.kindName(animation),
                            start: parentTime(animation.timing.beginTime), end: parentTime(animation.timing.endTime),
                            repeatCount: animation.timing.repeatCount, autoreverses: animation.timing.autoreverses,
                            key: animation.key))
                }
                visit(layer.sublayers, path: here, toScene: parentTime)
            }
        }
        visit(scene.layers, path: "", toScene: { $0 })
        return out
    }

    /// How many layers the tree holds, masks included.
    public var layerCount: Int {
        func count(_ layers: [Layer]) -> Int {
            layers.reduce(0) { $0 + 1 + count($1.sublayers) + ($1.mask.map { count([$0]) } ?? 0) }
        }
        return count(scene.layers)
    }

    private static func keyPaths(of animation: Animation) -> String {
        if case .group(let children) = animation.kind {
            return Array(Set(children.map { keyPaths(of: $0) })).sorted().joined(separator: ", ")
        }
        return animation.keyPath
    }

    private static func kindName(_ animation: Animation) -> String {
        switch animation.kind {
        case .basic: "basic"
        case .keyframes: "keyframe"
        case .spring: "spring"
        case .group: "group"
        }
    }
}
