import ReelDiagnostics
import ReelTimeline

/// `"after": "KEY"` on a layer's animation: it begins when the animation added under KEY ends
/// (plus its own `beginTime`), the scene-file form of chaining animations by completion.
/// Resolved once, when the scene is read, into absolute begin times, so evaluation stays pure.
struct AnimationChain {
    /// Indices from the scene's layers down to the layer holding the animation.
    let layerPath: [Int]
    /// The animation's index in that layer's animations.
    let index: Int
    /// The `"after"` value, for its key and for error positions.
    let after: JSONNode

    /// Shifts every chained animation's begin time, following chains of chains, and rejects
    /// unknown, ambiguous, endless and circular references.
    static func resolve(_ chains: [AnimationChain], in scene: inout Scene) throws(SceneError) {
        guard !chains.isEmpty else { return }
        // Every keyed animation, with the layer path that holds it.
        var keyed: [String: [(layerPath: [Int], index: Int)]] = [:]
        func collect(_ layers: [Layer], _ path: [Int]) {
            for (i, layer) in layers.enumerated() {
                for (j, animation) in layer.animations.enumerated() {
                    if let key = animation.key { keyed[key, default: []].append((path + [i], j)) }
                }
                collect(layer.sublayers, path + [i])
            }
        }
        collect(scene.layers, [])
        let byTarget = Dictionary(chains.map { ("\($0.layerPath)/\($0.index)", $0) }, uniquingKeysWith: { a, _ in a })
        var resolved = Set<String>()
        var visiting = Set<String>()

        func resolve(_ chain: AnimationChain) throws(SceneError) {
            let id = "\(chain.layerPath)/\(chain.index)"
            if resolved.contains(id) { return }
            guard visiting.insert(id).inserted else {
                throw chain.after.error("animations chained with \"after\" form a cycle")
            }
            let key = try chain.after.string()
            guard let targets = keyed[key], !targets.isEmpty else {
                throw chain.after.error(
                    "no animation has the key \"\(key.truncatedForMessages)\"", kind: .unknownName,
                    suggestion: Suggestion.closest(to: key, among: keyed.keys))
            }
            guard targets.count == 1, let target = targets.first else {
                throw chain.after.error(
                    "several animations have the key \"\(key.truncatedForMessages)\"; \"after\" needs it to be unique")
            }
            if let earlier = byTarget["\(target.layerPath)/\(target.index)"] { try resolve(earlier) }
            let end = scene.absoluteEnd(ofAnimation: target.index, inLayerAt: target.layerPath)
            guard end.isFinite else {
                throw chain.after.error(
                    "the animation \"\(key.truncatedForMessages)\" never ends (it repeats forever), so nothing can follow it"
                )
            }
            scene.shiftAnimation(chain.index, inLayerAt: chain.layerPath, startingAtAbsoluteTime: end)
            visiting.remove(id)
            resolved.insert(id)
        }
        for chain in chains { try resolve(chain) }
    }
}

extension Scene {
    /// The layers from the top down to the one at `path`.
    fileprivate func layerChain(_ path: [Int]) -> [Layer] {
        var chain: [Layer] = []
        var layers = self.layers
        for i in path {
            chain.append(layers[i])
            layers = layers[i].sublayers
        }
        return chain
    }

    /// When an animation ends, in scene time (through every enclosing layer's timing).
    fileprivate func absoluteEnd(ofAnimation index: Int, inLayerAt path: [Int]) -> Double {
        let chain = layerChain(path)
        var t = chain.last!.animations[index].timing.endTime
        for layer in chain.reversed() { t = layer.timing.parentTime(t) }
        return t
    }

    /// Adds to the animation's begin time the local time of its layer at scene time `start`.
    fileprivate mutating func shiftAnimation(_ index: Int, inLayerAt path: [Int], startingAtAbsoluteTime start: Double)
    {
        var t = start
        for layer in layerChain(path) { t = layer.timing.localTime(t) }
        func shift(_ layers: inout [Layer], _ rest: ArraySlice<Int>) {
            guard let i = rest.first else { return }
            if rest.count == 1 {
                layers[i].animations[index].timing.beginTime += t
            } else {
                shift(&layers[i].sublayers, rest.dropFirst())
            }
        }
        shift(&layers, path[...])
    }
}
