import ReelSceneFile
import ReelTimeline

/// What reading one Lottie file collects as it goes: the warnings, the limits, and the layer
/// being read (for naming it in warnings).
final class LottieContext {
    let limits: SceneLimits
    var warnings: [LottieWarning] = []
    /// `layer "name" (ind 3)` for the layer being read; empty outside layers.
    var currentLayer = ""
    /// Layers made so far, checked against `limits.layers` as they are made.
    var layerCount = 0
    /// The glyph outlines and fonts the file carries, for text layers.
    var glyphs = LottieGlyphs()
    /// The `.lottie` archive the file came from, whose images it may name.
    var archive: LottieArchive?

    init(limits: SceneLimits) {
        self.limits = limits
    }

    /// Records that `feature`, at `node`, is not rendered.
    func unsupported(_ feature: String, at node: JSONNode) {
        warnings.append(
            LottieWarning(
                layer: currentLayer, feature: feature, line: node.value.line, column: node.value.column, path: node.path
            ))
    }

    /// Counts `count` more layers against `limits.layers`.
    func countLayers(_ count: Int, at node: JSONNode) throws(SceneError) {
        layerCount += count
        guard layerCount <= limits.layers else {
            throw node.error(
                SceneLimits.exceeded(
                    "layers", "the Lottie file makes more than \(limits.layers) layers", limit: limits.layers
                )
                .message, kind: .limit)
        }
    }

    /// Checks that a baked or keyframed animation of `count` values stays within `limits.keyframes`.
    func checkKeyframes(_ count: Int, at node: JSONNode) throws(SceneError) {
        guard count <= limits.keyframes else {
            throw node.error(
                SceneLimits.exceeded("keyframes", "an animation of \(count) keyframes", limit: limits.keyframes)
                    .message,
                kind: .limit)
        }
    }
}
