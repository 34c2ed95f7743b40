import ReelDiagnostics

/// An export that cannot be done as asked, told as a sentence naming what to change.
public struct ExportError: DiagnosticError, Sendable, Equatable {
    /// Whose mistake it is, which decides the exit code a command-line tool reports.
    public enum Kind: Sendable, Equatable {
        /// The output cannot be written or the export cannot run (exit 74).
        case output
        /// An option asks for something the scene does not have, e.g. frames past its end (exit 64).
        case usage
    }

    public let message: String
    public let kind: Kind

    /// An error with a message for the user.
    public init(_ message: String, kind: Kind = .output) {
        self.message = message
        self.kind = kind
    }

    public var diagnostic: Diagnostic { Diagnostic(kind == .usage ? .usage : .io, message) }
}
