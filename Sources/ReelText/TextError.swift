/// A font that cannot be found or loaded, told as a sentence naming the font.
public struct TextError: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
