import ReelGeometry
import ReelTimeline

/// The check pass: the resolved tree read into the model, every key's type and range checked
/// where it is read (an unknown key is an error with a did-you-mean), limits on keyframes, text and
/// dynamics included. What needs the whole scene first (chains by key, the dynamics simulation)
/// is handed to the lower pass as found.
struct CheckedScene {
    var scene: Scene
    /// Animations chained with `"after"`, resolved into begin times by the lower pass.
    var chains: [AnimationChain] = []
    /// The scene's `"dynamics"`, checked, simulated by the lower pass.
    var dynamics: SceneDynamics?
}

extension SceneReader {
    /// Checks `document` (the resolved tree) into the model.
    static func check(_ document: JSONValue, limits: SceneLimits) throws(SceneError) -> CheckedScene {
        var chains: [AnimationChain] = []
        var dynamicsNode: JSONNode?
        var checked = CheckedScene(
            scene: try scene(
                JSONNode(value: document, path: ""), chains: &chains, dynamics: &dynamicsNode, limits: limits))
        checked.chains = chains
        recordLayerPositions(document, path: "", in: &checked.scene.sourceMap)
        if let dynamicsNode { checked.dynamics = try dynamics(dynamicsNode, in: checked.scene) }
        return checked
    }

    /// Records where each layer, and each asset it names, stood: checks made after reading
    /// (limits, images, fonts) report these paths.
    private static func recordLayerPositions(_ value: JSONValue, path: String, in map: inout SceneSourceMap) {
        guard case .object(let members) = value.kind else { return }
        for (key, child) in members {
            let here = path.isEmpty ? key : "\(path).\(key)"
            switch (key, child.kind) {
            case ("layers", .array(let layers)) where path.isEmpty,
                ("sublayers", .array(let layers)) where !path.isEmpty:
                for (i, layer) in layers.enumerated() {
                    map.record("\(here)[\(i)]", line: layer.line, column: layer.column)
                    recordLayerPositions(layer, path: "\(here)[\(i)]", in: &map)
                }
            case ("mask", _) where !path.isEmpty:
                map.record(here, line: child.line, column: child.column)
                recordLayerPositions(child, path: here, in: &map)
            case ("contents", _), ("font", _), ("instanceCount", _), ("string", _):
                map.record(here, line: child.line, column: child.column)
            default: break
            }
        }
    }

    private static func scene(
        _ node: JSONNode, chains: inout [AnimationChain], dynamics: inout JSONNode?,
        limits: SceneLimits
    ) throws(SceneError) -> Scene {
        var object = try node.object()
        let width = try object.required("width", "the canvas width in points").positiveNumber()
        let height = try object.required("height", "the canvas height in points").positiveNumber()
        var scene = Scene(width: width, height: height)
        scene.sourceMap.record("", line: node.value.line, column: node.value.column)
        for member in object.members where ["width", "height", "duration", "fps"].contains(member.key) {
            scene.sourceMap.record(member.key, line: member.value.line, column: member.value.column)
        }
        if let fps = object.optional("fps") {
            scene.fps = try fps.number(in: 0.001...1000, "frames per second in (0, 1000]")
        }
        if let duration = object.optional("duration") { scene.duration = try duration.positiveNumber() }
        if let background = object.optional("background") {
            scene.background = background.isNull ? nil : try background.color()
        }
        scene.summary = try object.optional("description")?.string()
        if let layers = object.optional("layers") {
            for (i, element) in try layers.array().enumerated() {
                scene.layers.append(try layer(element, at: [i], chains: &chains, limits: limits))
            }
        }
        dynamics = object.optional("dynamics")
        try object.rejectUnknownKeys(context: "the scene")
        return scene
    }
}
