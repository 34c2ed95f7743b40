import ReelDiagnostics

/// Where the parts of a scene read from a file stood in it (JSON path → line and column), so that
/// problems found after reading (no duration, a limit, a missing image) still point at their
/// place. Not part of the scene's meaning: two scenes are equal whatever their maps hold.
public struct SceneSourceMap: Sendable, Equatable {
    /// The scene file's path as the user gave it.
    public var file: String?
    private var positions: [String: Position] = [:]

    private struct Position: Sendable {
        let line: Int
        let column: Int
    }

    /// An empty map: a scene built in Swift, or read from bytes.
    public init() {}

    package mutating func record(_ path: String, line: Int, column: Int) {
        positions[path] = Position(line: line, column: column)
    }

    /// An error of `kind` at `path` in the scene (`""` for the whole scene), at its recorded
    /// position when there is one.
    package func error(at path: String, _ message: String, kind: Diagnostic.Kind = .invalidValue) -> SceneError {
        let position = positions[path]
        return SceneError(
            file: file, line: position?.line ?? 0, column: position?.column ?? 0, path: path, message: message,
            kind: kind)
    }

    /// Always true: where a scene's parts stood is not part of its meaning.
    /// - Parameters:
    ///   - lhs: A source map.
    ///   - rhs: Another source map.
    /// - Returns: True.
    public static func == (lhs: SceneSourceMap, rhs: SceneSourceMap) -> Bool { true }
}
