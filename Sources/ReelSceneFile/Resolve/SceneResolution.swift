import ReelTimeline

/// The resolve pass: the syntax tree with every `{"$param": …}` and `{"$expr": …}` replaced by its
/// value, and the parameters the scene declares. After it the tree holds only literal values.
struct SceneResolution {
    /// The document with parameters and expressions replaced (and `parameters` removed).
    let document: JSONValue
    /// What the scene declares, for `reel info` and the model's `Scene.parameters`.
    let parameters: [SceneParameter]

    /// Resolves `root` with `overrides` (parameter name → value as typed on the command line).
    /// Expressions may use the canvas's literal `width` and `height` besides number parameters.
    init(_ root: JSONValue, overrides: [String: String]) throws(SceneError) {
        var substitution = try ParameterSubstitution(root: root, overrides: overrides)
        if case .object(let members) = root.kind {
            for member in members where member.key == "width" || member.key == "height" {
                if case .number(let n) = member.value.kind { substitution.builtins[member.key] = n }
            }
        }
        document = try substitution.apply(to: root)
        parameters = substitution.declared
    }
}
