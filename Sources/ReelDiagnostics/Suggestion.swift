/// "Did you mean": the known name closest to a mistyped one.
package enum Suggestion {
    /// The name in `known` closest to `name` by edit distance, if it is within `maximumDistance`
    /// (by default a third of the name, and at least 2: a typo, not another word).
    package static func closest(
        to name: String, among known: some Sequence<String>, maximumDistance: Int? = nil
    ) -> String? {
        let bound = maximumDistance ?? max(2, name.count / 3)
        guard let guess = known.sorted().min(by: { editDistance($0, name) < editDistance($1, name) }),
            editDistance(guess, name) <= bound
        else { return nil }
        return guess
    }

    /// Levenshtein distance, ignoring case. Names are short: a string over 64 bytes is no typo of
    /// one and counts as unlike everything, since comparing it would cost its length times the
    /// other's (seconds for a megabyte-long key).
    package static func editDistance(_ a: String, _ b: String) -> Int {
        guard a.utf8.count <= 64, b.utf8.count <= 64 else { return Int.max / 2 }
        let a = Array(a.lowercased())
        let b = Array(b.lowercased())
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(
                    previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

extension String {
    /// At most 40 characters of the text, then "…": what a message echoes of user input.
    package var truncatedForMessages: String {
        utf8.count <= 40 || count <= 40 ? self : String(prefix(40)) + "…"
    }
}
