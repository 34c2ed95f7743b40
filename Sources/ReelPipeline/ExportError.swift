/// An export that cannot be done as asked, told as a sentence naming what to change.
public struct ExportError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String

    /// An error with a message for the user.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
