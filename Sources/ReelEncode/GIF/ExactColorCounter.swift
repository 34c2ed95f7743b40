/// Counts the pixels of every distinct opaque colour, exactly, while there are at most `limit`
/// of them; past that it gives up for good and frees its table, so memory stays bounded.
///
/// Hot path rules: callers add runs of one colour (`Counting.add(_:count:)` once per run, not per
/// pixel), so flat artwork costs a comparison per pixel; a new run is one probe of an
/// open-addressing table at most half full, through unsafe pointers (no hashing library, no
/// allocation, no exclusivity checks once counting).
struct ExactColorCounter: Sendable {
    /// The most colours counted: scenes and short clips usually stay under it (the benchmark
    /// inputs have 215 to 44 080), photographic video goes past it within a frame or two.
    static let limit = 1 << 16
    fileprivate static let slotBits = 17

    /// Keys as `ColorSlots` makes them (`0` = empty slot).
    private var keys = [UInt32](repeating: 0, count: 1 << slotBits)
    private var counts = [Int](repeating: 0, count: 1 << slotBits)
    /// How many distinct colours were added.
    private(set) var distinct = 0
    /// Whether more than `limit` colours were added (nothing is counted any more).
    private(set) var overflowed = false

    init() {}

    /// The key `add` takes for the colour (r, g, b).
    @inline(__always)
    static func key(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt32 {
        ColorSlots.key(r, g, b)
    }

    /// Runs `body` with a `Counting` over this counter's table: unsafe pointers, so the hot loop
    /// pays no exclusivity or uniqueness checks per run.
    mutating func withUnsafeCounting<R>(_ body: (inout Counting) throws -> R) rethrows -> R {
        if overflowed {
            var nothing = Counting(keys: nil, counts: nil, distinct: distinct)
            return try body(&nothing)
        }
        let distinct = self.distinct
        let (result, counted, overflowed) = try keys.withUnsafeMutableBufferPointer { keys in
            try counts.withUnsafeMutableBufferPointer { counts in
                var counting = Counting(keys: keys.baseAddress, counts: counts.baseAddress, distinct: distinct)
                let result = try body(&counting)
                return (result, counting.distinct, counting.overflowed)
            }
        }
        self.distinct = counted
        if overflowed {
            self.overflowed = true
            keys = []
            counts = []
        }
        return result
    }

    /// Adding to an `ExactColorCounter` inside `withUnsafeCounting`.
    struct Counting {
        fileprivate let keys: UnsafeMutablePointer<UInt32>?
        fileprivate let counts: UnsafeMutablePointer<Int>?
        fileprivate var distinct: Int
        fileprivate var overflowed = false

        fileprivate init(keys: UnsafeMutablePointer<UInt32>?, counts: UnsafeMutablePointer<Int>?, distinct: Int) {
            self.keys = keys
            self.counts = counts
            self.distinct = distinct
            overflowed = keys == nil
        }

        /// Whether colours are still counted (no overflow yet).
        var isCounting: Bool { !overflowed }

        /// Calls `body` with every colour counted so far (`0xRRGGBB`) and its count, in table order.
        func forEachCount(_ body: (UInt32, Int) -> Void) {
            guard let keys, let counts else { return }
            for slot in 0..<(1 << ExactColorCounter.slotBits) where keys[slot] != 0 {
                body(keys[slot] & 0xFF_FFFF, counts[slot])
            }
        }

        /// Counts `count` more pixels of the colour `key` (see `ExactColorCounter.key`); past the
        /// limit, sets `isCounting` to false and counts nothing more (what was counted stays
        /// readable through `forEachCount` until `withUnsafeCounting` returns).
        @inline(__always)
        mutating func add(_ key: UInt32, count: Int) {
            guard !overflowed, let keys, let counts else { return }
            let (slot, found) = ColorSlots.find(key, in: keys, bits: ExactColorCounter.slotBits)
            if found {
                counts[slot] += count
                return
            }
            guard distinct < ExactColorCounter.limit else {
                overflowed = true
                return
            }
            keys[slot] = key
            counts[slot] = count
            distinct += 1
        }
    }

    /// Stops counting for good, as an overflow does, and frees the table.
    mutating func giveUp() {
        overflowed = true
        keys = []
        counts = []
    }

    /// Forgets every colour, keeping the table unless it was freed by an overflow.
    mutating func removeAll() {
        guard !overflowed else {
            self = ExactColorCounter()
            return
        }
        // Counts are written when a key is, so only the keys need clearing.
        keys.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        distinct = 0
    }

    /// The colours (`0xRRGGBB`) with their pixel counts, in ascending colour order, or nil after
    /// an overflow.
    var colorCounts: [(color: UInt32, count: Int)]? {
        guard !overflowed else { return nil }
        var result: [(color: UInt32, count: Int)] = []
        result.reserveCapacity(distinct)
        for slot in keys.indices where keys[slot] != 0 { result.append((keys[slot] & 0xFF_FFFF, counts[slot])) }
        result.sort { $0.color < $1.color }
        return result
    }
}
