/// A problem Reel reports: what kind it is, where it is when it has a place in a scene file, what
/// is wrong, and the closest valid name when it is a typo. Every error Reel throws can be seen as
/// one (``DiagnosticError``), so callers match a kind instead of a message, one printer
/// (``description``) writes every message the same way, and the kind decides the exit code.
public struct Diagnostic: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, from the user's side.
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// The scene file cannot be read: it does not exist, or is not a file.
        case unreadableScene
        /// The file is not valid JSON or YAML.
        case malformed
        /// A key nobody reads (a typo, or a key of another layer type).
        case unknownKey
        /// A value of the wrong type: a string where a number belongs.
        case wrongType
        /// A value of the right type that cannot be: out of range, contradictory, missing.
        case invalidValue
        /// A name that refers to nothing: a parameter, an animation key, a layer, a preset.
        case unknownName
        /// Beyond one of the limits that keep hostile input from exhausting the machine.
        case limit
        /// An image or font the scene names that cannot be loaded.
        case asset
        /// Options that ask for something impossible, such as frames past the scene's end.
        case usage
        /// An output that cannot be written, or an input file that cannot be read or decoded.
        case io

        /// The exit code a command-line tool reports, from BSD's sysexits.h, which shells and
        /// CI tools already know: 65 (EX_DATAERR) for the scene, 64 (EX_USAGE) for options,
        /// 74 (EX_IOERR) for files.
        public var exitCode: Int32 {
            switch self {
            case .unreadableScene, .malformed, .unknownKey, .wrongType, .invalidValue, .unknownName, .limit, .asset: 65
            case .usage: 64
            case .io: 74
            }
        }
    }

    /// What went wrong, which callers match on and which decides ``Kind/exitCode``.
    public var kind: Kind
    /// Where in a scene file, when the problem has a place there.
    public var location: SourceLocation?
    /// What is wrong and, where possible, what was expected: a sentence without the location.
    public var message: String
    /// The valid name closest to a mistyped one, printed as "did you mean".
    public var suggestion: String?

    /// A diagnostic of `kind`.
    /// - Parameters:
    ///   - kind: What went wrong.
    ///   - message: What is wrong, as a sentence without the location.
    ///   - location: Where in a scene file; nil (the default) when the problem has no place there.
    ///   - suggestion: The valid name closest to a mistyped one; nil (the default) for none.
    public init(_ kind: Kind, _ message: String, at location: SourceLocation? = nil, suggestion: String? = nil) {
        self.kind = kind
        self.message = message
        self.location = location
        self.suggestion = suggestion
    }

    /// The one-line form every Reel message takes:
    /// `scene.json:12:7: layers[0].opacity: expected a number, found a string`, with
    /// `; did you mean "opacity"?` after a typo.
    public var description: String {
        let text = suggestion.map { "\(message); did you mean \"\($0)\"?" } ?? message
        guard let location else { return text }
        let place = location.description
        return place.isEmpty ? text : "\(place): \(text)"
    }
}

/// Where a problem stands in a scene file: the file, the line and column (line 0 for the file as a
/// whole), and the JSON path of the value.
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
    /// The file's path as the user gave it; nil for a scene read from bytes.
    public var file: String?
    /// 1-based; 0 when the problem concerns the whole file or its place is unknown.
    public var line: Int
    /// 1-based; 0 when the problem concerns the whole file or its place is unknown.
    public var column: Int
    /// Such as `layers[0].animations[1].toValue`; empty for the whole document.
    public var path: String

    /// A place in a scene file; by default the whole document of an unnamed scene.
    /// - Parameters:
    ///   - file: The file's path as the user gave it; nil for a scene read from bytes.
    ///   - line: The 1-based line; 0 (the default) for the file as a whole.
    ///   - column: The 1-based column; 0 (the default) when unknown.
    ///   - path: The JSON path of the value, such as `layers[0].opacity`; empty (the default) for
    ///     the whole document.
    public init(file: String? = nil, line: Int = 0, column: Int = 0, path: String = "") {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
    }

    /// `file:line:column: path`, leaving out what is unknown.
    public var description: String {
        var place = file ?? ""
        if line > 0 { place = "\(file ?? "scene"):\(line):\(column)" }
        if path.isEmpty { return place }
        return place.isEmpty ? path : "\(place): \(path)"
    }
}

/// An error that can be told as a `Diagnostic`: every error type Reel throws is one.
public protocol DiagnosticError: Error, CustomStringConvertible {
    /// The error as a diagnostic: its kind, place, message and suggestion.
    var diagnostic: Diagnostic { get }
}

extension DiagnosticError {
    /// The diagnostic's one-line form.
    public var description: String { diagnostic.description }
}

extension Diagnostic: DiagnosticError {
    /// The diagnostic itself.
    public var diagnostic: Diagnostic { self }
}
