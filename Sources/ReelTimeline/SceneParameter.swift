/// A parameter a scene declares, so a preset can be rendered with other colours, sizes and
/// timings: `"parameters": {"color": {"type": "color", "default": "#ff9500", "description": "…"}}`.
/// Values use it as `{"$param": "color"}`, and numbers may be computed as
/// `{"$expr": "width / columns"}` (the canvas `width` and `height` and number parameters,
/// with + − × ÷ and parentheses).
public struct SceneParameter: Sendable, Equatable {
    /// What a parameter holds.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// A finite number, which `$expr` expressions can use.
        case number
        /// A colour as scene files write one: `#rrggbb`, `#rrggbbaa`, `#rgb` or a CSS name.
        case color
        /// Any text.
        case string
        /// `true` or `false` (`yes` and `no` as well, in any case).
        case boolean
    }

    /// The name values refer to it by, as `{"$param": "name"}`.
    public var name: String
    /// What the parameter holds; a value given for it must be of this kind.
    public var kind: Kind
    /// The value used when the user gives none, as written in the scene.
    public var defaultValue: String
    /// The parameter's `description`: what it changes, for people.
    public var summary: String

    /// A declared parameter.
    /// - Parameters:
    ///   - name: The name values refer to it by.
    ///   - kind: What it holds.
    ///   - defaultValue: The value used when the user gives none, as written in the scene.
    ///   - summary: What it changes, for people.
    public init(name: String, kind: Kind, defaultValue: String, summary: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.summary = summary
    }
}
