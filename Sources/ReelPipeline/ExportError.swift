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

    /// What cannot be done and what to change, as a sentence.
    public let message: String
    /// Whose mistake it is: the output's or the options'.
    public let kind: Kind

    /// An error with a message for the user.
    /// - Parameters:
    ///   - message: What cannot be done and what to change, as a sentence.
    ///   - kind: Whose mistake it is; ``Kind/output`` by default.
    public init(_ message: String, kind: Kind = .output) {
        self.message = message
        self.kind = kind
    }

    /// A ``Diagnostic/Kind/usage`` diagnostic for a ``Kind/usage`` error, ``Diagnostic/Kind/io``
    /// for an ``Kind/output`` one, with no place in the scene.
    public var diagnostic: Diagnostic { Diagnostic(kind == .usage ? .usage : .io, message) }
}
