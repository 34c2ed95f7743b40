/// A problem in a scene file, located by file, line, column and JSON path.
public struct SceneError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The scene file's path as the user gave it, when read from a file.
    public var file: String?
    /// 1-based position; line 0 when the error concerns the whole file.
    public var line: Int
    public var column: Int
    /// Where in the document, e.g. `layers[0].animations[1].toValue`; empty for the whole document.
    public var path: String
    /// What is wrong and, where possible, what was expected.
    public var message: String

    /// An error at a position in a scene document.
    public init(file: String? = nil, line: Int, column: Int, path: String, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// `scene.json:12:7: layers[0].opacity: expected a number, found a string`.
    public var description: String {
        // Line 0 means the file as a whole (it could not be read at all).
        let location = line > 0 ? "\(file ?? "scene"):\(line):\(column)" : (file ?? "scene")
        return path.isEmpty ? "\(location): \(message)" : "\(location): \(path): \(message)"
    }
}
