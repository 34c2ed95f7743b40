/// A file format Reel exports.
public enum OutputFormat: String, Sendable, CaseIterable {
    case gif
    case mp4
    /// Raw straight-alpha RGBA8 frames, concatenated, for other tools.
    case rgba

    /// The format for an output path's extension (case-insensitive), or nil.
    public init?(path: String) {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        self.init(rawValue: path[path.index(after: dot)...].lowercased())
    }

    /// The file extension for this format, without the dot.
    public var fileExtension: String { rawValue }

    /// "gif, mp4, rgba", for messages.
    public static var supportedList: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
