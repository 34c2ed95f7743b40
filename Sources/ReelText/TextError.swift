import ReelDiagnostics

/// A font that cannot be found or loaded, told as a sentence naming the font.
public struct TextError: DiagnosticError, Sendable, Equatable {
    public let message: String

    public init(_ message: String) { self.message = message }

    public var diagnostic: Diagnostic { Diagnostic(.asset, message) }
}
