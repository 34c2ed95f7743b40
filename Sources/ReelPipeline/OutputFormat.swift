/// A file format Reel exports.
public enum OutputFormat: String, Sendable, CaseIterable {
    /// An animated GIF: 256 colours a frame, 1-bit transparency, frame delays in centiseconds.
    case gif
    /// H.264 in MP4.
    case mp4
    /// HEVC (H.265) in MP4; chosen with `--format hevc`, written with the extension mp4.
    case hevc
    /// VP9 in WebM, with alpha.
    case webm
    /// ProRes 4444 in QuickTime, with alpha.
    case mov
    /// Animated WebP, lossy or lossless, with alpha.
    case webp
    /// Animated PNG, with alpha; also chosen by the extension png.
    case apng
    /// Raw straight-alpha RGBA8 frames, concatenated, for other tools.
    case rgba
    /// One PNG file per frame (RGBA), into a folder or after a pattern such as `frame-%04d.png`.
    case pngSequence = "png-sequence"

    /// The format for an output path's extension (case-insensitive), or nil for an unknown one.
    /// - Parameter path: The output's path: `png` is an APNG, `m4v` an MP4, and a PNG name with a
    ///   pattern such as `frame-%04d.png` a PNG sequence.
    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if SequenceNaming.pattern(name) != nil && name.lowercased().hasSuffix(".png") {
            self = .pngSequence
            return
        }
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return nil }
        let ext = path[path.index(after: dot)...].lowercased()
        switch ext {
        case "m4v": self = .mp4
        case "png": self = .apng
        case "hevc", "png-sequence": return nil
        default: self.init(rawValue: ext)
        }
    }

    /// The file extension for this format, without the dot.
    public var fileExtension: String {
        switch self {
        case .hevc: "mp4"
        case .pngSequence: "png"
        default: rawValue
        }
    }

    /// Whether the format keeps transparency (a scene with no background stays transparent).
    public var hasAlpha: Bool {
        switch self {
        case .gif, .webm, .mov, .webp, .apng, .rgba, .pngSequence: true
        case .mp4, .hevc: false
        }
    }

    /// Whether the output is a set of files (a folder or a pattern) rather than one file.
    public var isSequence: Bool { self == .pngSequence }

    /// Whether the format can go to standard output (`-o -`): every single-file format (a WebP
    /// buffered whole, see `StandardOutput`), not a PNG sequence.
    public var canStream: Bool { !isSequence }

    /// Where an export of this format to `destination` is written until it is complete; `-` is
    /// standard output.
    package func makeOutput(destination: String) throws -> any AtomicOutput {
        if destination == StandardOutput.name {
            precondition(canStream, "a \(rawValue) cannot go to standard output")
            try StandardOutput.checkNotTerminal()
            // Written whole, then added to standard output: a WebP (its header holds its size),
            // and anything going to a regular file (`> f`, `>> f`), where streaming gains nothing
            // and an encoder opening the file anew would truncate what `>>` keeps.
            guard self == .webp || StandardOutput.isRegularFile else { return try StandardOutput() }
            return try AtomicFile(destination: StandardOutput.path)
        }
        return isSequence ? try AtomicDirectory(destination: destination) : try AtomicFile(destination: destination)
    }

    /// "gif, mp4, hevc, …", for messages.
    package static var supportedList: String { allCases.map(\.rawValue).joined(separator: ", ") }
}
