import ReelGeometry

/// A compiled scene: immutable, and evaluated at any time with `snapshot(at:)`, a pure function
/// of time, so frames can be rendered in any order on any thread.
public struct Timeline: Sendable {
    /// The scene compiled, as given.
    public let scene: Scene
    /// The scene's length: its `duration`, or when its last finite animation ends; nil when the
    /// scene gives none and nothing ends.
    public let duration: Double?
    /// Which of the scene's layers are still, each top-level layer's tree.
    let stillness: [LayerStillness]

    /// Compiles a scene. Everything that depends on history is resolved here.
    /// - Parameter scene: The scene, read by ``SceneReader`` or built in Swift.
    public init(scene: Scene) {
        self.scene = scene
        stillness = scene.layers.map(LayerStillness.init)
        if let d = scene.duration {
            duration = d
        } else {
            let end = Self.lastFiniteEnd(of: scene.layers)
            duration = end > 0 ? end : nil
        }
    }

    /// The latest finite animation end in the tree, in the time of the layers' parent: masks
    /// included, and a replicator's last instance, which plays its sublayers' animations
    /// (instanceCount − 1) · instanceDelay late.
    private static func lastFiniteEnd(of layers: [Layer]) -> Double {
        layers.reduce(0) { latest, layer in
            let own = layer.animations.map(\.timing.endTime).filter(\.isFinite).max() ?? 0
            var sublayers = lastFiniteEnd(of: layer.sublayers)
            if sublayers > 0, let replicator = layer.replicator {
                sublayers += max(0, Double(max(replicator.instanceCount, 0) - 1) * replicator.instanceDelay)
            }
            let local = max(own, sublayers, lastFiniteEnd(of: layer.mask.map { [$0] } ?? []))
            let parent = layer.timing.parentTime(local)
            return max(latest, parent.isFinite ? parent : 0)
        }
    }

    /// The presentation tree at a time: every layer with its animations applied, as Core
    /// Animation's presentation layers show it. A pure function of `time`, safe to call from any
    /// thread in any order.
    /// - Parameter time: Seconds since the scene's start; any time, before 0 or past ``duration``
    ///   included.
    /// - Returns: The canvas and the layer tree at `time`, with no animations left on the layers:
    ///   what ``Renderer/render(_:)`` draws.
    public func snapshot(at time: Double) -> Snapshot {
        Snapshot(
            width: scene.width, height: scene.height, background: scene.background,
            layers: Self.present(scene.layers, stillness: stillness, at: time))
    }

    /// The layers at `time`. Still ones (as `stillness` says) are their own
    /// presentation: the model's layers are shared, not copied, so what no animation touches
    /// costs next to nothing a frame.
    static func present(_ layers: [Layer], stillness: [LayerStillness], at time: Double) -> [Layer] {
        guard stillness.contains(where: { !$0.isStill }) else { return layers }
        // A new array, each layer put in once: writing the presented layers into a copy of
        // `layers` copied every layer into the new buffer and then replaced the animated ones.
        var presented: [Layer] = []
        presented.reserveCapacity(layers.count)
        for index in layers.indices {
            presented.append(
                stillness[index].isStill ? layers[index] : present(layers[index], stillness: stillness[index], at: time)
            )
        }
        return presented
    }

    /// The layer at `parentTime` (its superlayer's time): its animations applied in the order
    /// they were added, its sublayers presented in its own local time.
    static func present(_ model: Layer, stillness: LayerStillness, at parentTime: Double) -> Layer {
        let time = model.timing.localTime(parentTime)
        var layer = model
        for animation in stillness.animations {
            AnimationEvaluator.apply(animation, at: time, to: &layer, model: model)
        }
        layer.animations = []
        // Sublayers (replicated) and mask: Timeline+Replicator.
        presentChildren(of: model, stillness: stillness, into: &layer, at: time)
        return layer
    }
}

/// A scene's presentation at one instant: what the renderer draws.
public struct Snapshot: Sendable, Equatable {
    /// Canvas width in points, the scene's.
    public let width: Double
    /// Canvas height in points, the scene's.
    public let height: Double
    /// Canvas colour under the layers, the scene's; nil for transparent.
    public let background: Color?
    /// Top-level layers with presentation values, back to front.
    public let layers: [Layer]
}
