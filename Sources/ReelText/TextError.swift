import ReelDiagnostics

/// A font that cannot be found or loaded, told as a sentence naming the font.
package struct TextError: DiagnosticError, Sendable, Equatable {
    package let message: String

    package init(_ message: String) { self.message = message }

    package var diagnostic: Diagnostic { Diagnostic(.asset, message) }
}
