import ReelTimeline

/// A small arithmetic expression for scene parameters: numbers, names, + − * /, unary minus and
/// parentheses, with the usual precedence. Evaluated once when the scene is read.
struct ArithmeticExpression {
    struct Failure: Error { let message: String }

    private let bytes: [UInt8]

    init(_ text: String) { bytes = Array(text.utf8) }

    func evaluate(_ names: [String: Double]) throws(Failure) -> Double {
        var index = 0
        let value = try sum(&index, names, depth: 0)
        skipSpaces(&index)
        guard index == bytes.count else { throw Failure(message: "unexpected '\(character(at: index))'") }
        guard value.isFinite else { throw Failure(message: "the result is not a finite number") }
        return value
    }

    private func character(at i: Int) -> String { i < bytes.count ? String(UnicodeScalar(bytes[i])) : "end" }

    private func skipSpaces(_ i: inout Int) {
        while i < bytes.count, bytes[i] == UInt8(ascii: " ") { i += 1 }
    }

    private func sum(_ i: inout Int, _ names: [String: Double], depth: Int) throws(Failure) -> Double {
        var value = try product(&i, names, depth: depth)
        while true {
            skipSpaces(&i)
            guard i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") else { return value }
            let op = bytes[i]
            i += 1
            let rhs = try product(&i, names, depth: depth)
            value = op == UInt8(ascii: "+") ? value + rhs : value - rhs
        }
    }

    private func product(_ i: inout Int, _ names: [String: Double], depth: Int) throws(Failure) -> Double {
        var value = try factor(&i, names, depth: depth)
        while true {
            skipSpaces(&i)
            guard i < bytes.count, bytes[i] == UInt8(ascii: "*") || bytes[i] == UInt8(ascii: "/") else { return value }
            let op = bytes[i]
            i += 1
            let rhs = try factor(&i, names, depth: depth)
            value = op == UInt8(ascii: "*") ? value * rhs : value / rhs
        }
    }

    private func factor(_ i: inout Int, _ names: [String: Double], depth: Int) throws(Failure) -> Double {
        guard depth < 64 else { throw Failure(message: "too deeply nested") }
        skipSpaces(&i)
        guard i < bytes.count else { throw Failure(message: "the expression ends where a value was expected") }
        let b = bytes[i]
        if b == UInt8(ascii: "-") {
            i += 1
            return -(try factor(&i, names, depth: depth + 1))
        }
        if b == UInt8(ascii: "(") {
            i += 1
            let value = try sum(&i, names, depth: depth + 1)
            skipSpaces(&i)
            guard i < bytes.count, bytes[i] == UInt8(ascii: ")") else { throw Failure(message: "missing ')'") }
            i += 1
            return value
        }
        let start = i
        if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(b) || b == UInt8(ascii: ".") {
            while i < bytes.count,
                (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i]) || bytes[i] == UInt8(ascii: ".")
            { i += 1 }
            guard let n = Double(String(decoding: bytes[start..<i], as: UTF8.self)) else {
                throw Failure(message: "invalid number")
            }
            return n
        }
        func isNameByte(_ c: UInt8) -> Bool {
            (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(c) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(c)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(c) || c == UInt8(ascii: "_")
        }
        while i < bytes.count, isNameByte(bytes[i]) { i += 1 }
        guard i > start else { throw Failure(message: "unexpected '\(character(at: i))'") }
        let name = String(decoding: bytes[start..<i], as: UTF8.self)
        guard let value = names[name] else {
            throw Failure(
                message:
                    "unknown name \"\(name.truncatedForMessages)\"; known: \(names.keys.sorted().joined(separator: ", "))"
            )
        }
        return value
    }
}
