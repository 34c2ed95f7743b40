/// A parameter a scene declares, so a preset can be rendered with other colours, sizes and
/// timings: `"parameters": {"color": {"type": "color", "default": "#ff9500", "description": "…"}}`.
/// Values use it as `{"$param": "color"}`, and numbers may be computed as
/// `{"$expr": "width / columns"}` (the canvas `width` and `height` and number parameters,
/// with + − × ÷ and parentheses).
public struct SceneParameter: Sendable, Equatable {
    /// What a parameter holds.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        case number, color, string, boolean
    }

    public var name: String
    public var kind: Kind
    /// The value used when the user gives none, as written in the scene.
    public var defaultValue: String
    public var summary: String

    /// A declared parameter.
    public init(name: String, kind: Kind, defaultValue: String, summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
    }
}
