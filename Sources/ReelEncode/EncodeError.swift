import ReelDiagnostics

/// A failure while encoding or writing an output file, told as a sentence a user can act on.
///
/// When giflib or FFmpeg reported the failure, its code and its own text are kept as well, so a
/// bug report carries what the library said and not only our reading of it.
public struct EncodeError: DiagnosticError, Sendable, Equatable {
    /// What went wrong, naming the file involved where there is one.
    public let message: String
    /// The underlying giflib error code or FFmpeg `AVERROR` value, if a library reported one.
    public let code: Int?
    /// The library's text for `code` (`GifErrorString` or `av_strerror`), if there is a code.
    public let codeDescription: String?

    /// An error with a message and, optionally, the library code and text behind it.
    /// - Parameters:
    ///   - message: What went wrong, naming the file involved where there is one.
    ///   - code: The giflib error code or FFmpeg `AVERROR` value; nil (the default) for none.
    ///   - codeDescription: The library's text for `code`; nil (the default) for none.
    public init(_ message: String, code: Int? = nil, codeDescription: String? = nil) {
        self.message = message
        self.code = code
        self.codeDescription = codeDescription
    }

    /// An input/output diagnostic: the message, followed by the library's text and code when
    /// there is one.
    public var diagnostic: Diagnostic {
        guard let code else { return Diagnostic(.io, message) }
        if let codeDescription, !codeDescription.isEmpty {
            return Diagnostic(.io, "\(message): \(codeDescription) (code \(code))")
        }
        return Diagnostic(.io, "\(message) (code \(code))")
    }
}
