/// What `reel info` reports about one animation, with its times in scene seconds.
public struct AnimationSummary: Sendable, Equatable {
    /// The layer's name, or its position in the tree such as `layers[0].sublayers[2]`.
    public var layer: String
    /// The animated key path (for a group, its children's, comma-separated).
    public var keyPath: String
    /// `basic`, `keyframe`, `spring` or `group`.
    public var kind: String
    /// When it starts, in scene time; under a replicator, when its first instance starts.
    public var start: Double
    /// When it stops, in scene time: infinite for an endless repeat; under a replicator, when its
    /// last instance stops.
    public var end: Double
    /// Its ``MediaTiming/repeatCount``: 0 for one cycle, `.infinity` for ever.
    public var repeatCount: Double
    /// Whether each cycle plays back after playing forwards.
    public var autoreverses: Bool
    /// The key it was added under, if any.
    public var key: String?
    /// How many times replicators above the layer draw it (1 when none does), each instance
    /// playing the animation `instanceDelay` later than the one before.
    public var instances = 1
}

extension Timeline {
    /// Every animation in the scene, in tree order (a layer's own, its mask's, then its
    /// sublayers'), with absolute start and end times (through every enclosing layer's timing and
    /// replicator's instance delays).
    public var animationSummaries: [AnimationSummary] {
        var out: [AnimationSummary] = []
        // `first` and `last` map a layer's time to scene time for the first and the last instance
        // replicators make of it; they differ only under a replicator with an instance delay.
        func visit(
            _ layer: Layer, at here: String, instances: Int, first: @escaping (Double) -> Double,
            last: @escaping (Double) -> Double
        ) {
            let (toFirst, toLast) = (
                { first(layer.timing.parentTime($0)) }, { last(layer.timing.parentTime($0)) }
            )
            for animation in layer.animations {
                var summary = AnimationSummary(
                    layer: layer.name ?? here, keyPath: Self.keyPaths(of: animation), kind: Self.kindName(animation),
                    start: toFirst(animation.timing.beginTime), end: toLast(animation.timing.endTime),
                    repeatCount: animation.timing.repeatCount, autoreverses: animation.timing.autoreverses,
                    key: animation.key)
                summary.instances = instances
                out.append(summary)
            }
            // A mask runs in its layer's time, as the sublayers do.
            if let mask = layer.mask {
                visit(mask, at: "\(here).mask", instances: instances, first: toFirst, last: toLast)
            }
            var (count, firstChild, lastChild) = (instances, toFirst, toLast)
            if let replicator = layer.replicator {
                // Instance k shows the sublayers k · instanceDelay later.
                let n = max(replicator.instanceCount, 0)
                let span = Double(max(n - 1, 0)) * replicator.instanceDelay
                (count, firstChild, lastChild) = (
                    instances * n, { toFirst($0 + min(0, span)) }, { toLast($0 + max(0, span)) }
                )
            }
            for (i, sublayer) in layer.sublayers.enumerated() {
                visit(sublayer, at: "\(here).sublayers[\(i)]", instances: count, first: firstChild, last: lastChild)
            }
        }
        for (i, layer) in scene.layers.enumerated() {
            visit(layer, at: "layers[\(i)]", instances: 1, first: { $0 }, last: { $0 })
        }
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
