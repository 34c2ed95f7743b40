/// A file format Reel exports.
public enum OutputFormat: String, Sendable, CaseIterable {
    case gif
    case mp4

    /// The format for an output path's extension (case-insensitive), or nil.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    /// "gif, mp4", for messages.
    public static var supportedList: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
