import ReelDiagnostics

/// A problem in a scene, located by file, line, column and JSON path: a `Diagnostic` of one of the
/// scene's kinds (malformed, unknown key, wrong type, invalid value, unknown name, limit).
public struct SceneError: DiagnosticError, Sendable, Equatable {
    /// The scene file's path as the user gave it, when read from a file.
    public var file: String?
    /// 1-based line; 0 when the error concerns the whole file.
    public var line: Int
    /// 1-based column; 0 when the error concerns the whole file.
    public var column: Int
    /// Where in the document, e.g. `layers[0].animations[1].toValue`; empty for the whole document.
    public var path: String
    /// What is wrong and, where possible, what was expected.
    public var message: String
    /// What kind of problem it is: what callers match on.
    public var kind: Diagnostic.Kind
    /// The valid name closest to a mistyped one.
    public var suggestion: String?

    /// An error at a position in a scene document.
    /// - Parameters:
    ///   - file: The scene file's path as the user gave it; nil (the default) for a scene read
    ///     from bytes.
    ///   - line: The 1-based line; 0 for the whole file.
    ///   - column: The 1-based column; 0 for the whole file.
    ///   - path: The JSON path, such as `layers[0].opacity`; empty for the whole document.
    ///   - message: What is wrong and, where possible, what was expected.
    ///   - kind: What kind of problem it is; ``Diagnostic/Kind/invalidValue`` by default.
    ///   - suggestion: The valid name closest to a mistyped one; nil (the default) for none.
    public init(
        file: String? = nil, line: Int, column: Int, path: String, message: String,
        kind: Diagnostic.Kind = .invalidValue, suggestion: String? = nil
    ) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
        self.kind = kind
        self.suggestion = suggestion
    }

    /// As a diagnostic: `scene.json:12:7: layers[0].opacity: expected a number, found a string`.
    /// A scene read from bytes is called "scene" in its location.
    public var diagnostic: Diagnostic {
        Diagnostic(
            kind, message, at: SourceLocation(file: file ?? "scene", line: line, column: column, path: path),
            suggestion: suggestion)
    }
}
