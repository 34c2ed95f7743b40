import ReelTimeline

extension SceneReader {
    /// The lower pass: what the file says in its own terms becomes plain model. Chains (`"after"`)
    /// become absolute begin times; then dynamics are simulated into keyframe tracks, which go
    /// before each item's own animations, after chains are resolved.
    static func lower(_ checked: CheckedScene, limits: SceneLimits) throws(SceneError) -> Scene {
        var scene = checked.scene
        try AnimationChain.resolve(checked.chains, in: &scene)
        try checked.dynamics?.lower(into: &scene, limits: limits)
        return scene
    }
}
