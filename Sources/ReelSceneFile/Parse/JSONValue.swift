import ReelTimeline

/// A parsed JSON value that remembers where it was in the file, so errors can point at it.
package struct JSONValue: Sendable {
    package enum Kind: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in file order (duplicates are rejected by the parser).
        case object([(key: String, value: JSONValue)])
    }

    package let kind: Kind
    /// 1-based line and column of the value's first character.
    package let line: Int
    package let column: Int

    /// The kind's name as a user would say it, for messages.
    package var kindName: String {
        switch kind {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
