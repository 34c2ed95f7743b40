/// Pixel counts per colour, for any number of colours: open addressing (`ColorSlots`), the table
/// doubled when half full. `GIFChangeTally` adds a run at a time, where a `Dictionary`'s hashing
/// of every run was most of its time.
struct GIFColorTally {
    private var bits = 10
    /// Keys as `ColorSlots` makes them (`0` = empty slot).
    private var keys = [UInt32](repeating: 0, count: 1 << 10)
    private var counts = [Int](repeating: 0, count: 1 << 10)
    /// How many distinct colours were added.
    private(set) var distinct = 0

    /// Adds `count` pixels of the colour `key` (`ColorSlots.key`).
    @inline(__always)
    mutating func add(_ key: UInt32, count: Int) {
        if distinct * 2 >= keys.count { grow() }
        let bits = bits
        let (slot, found) = keys.withUnsafeBufferPointer { ColorSlots.find(key, in: $0.baseAddress!, bits: bits) }
        if found {
            counts[slot] += count
            return
        }
        keys[slot] = key
        counts[slot] = count
        distinct += 1
    }

    private mutating func grow() {
        let (oldKeys, oldCounts) = (keys, counts)
        bits += 1
        keys = [UInt32](repeating: 0, count: 1 << bits)
        counts = [Int](repeating: 0, count: 1 << bits)
        distinct = 0
        for slot in oldKeys.indices where oldKeys[slot] != 0 { add(oldKeys[slot], count: oldCounts[slot]) }
    }

    /// Calls `body` with each colour (`0xRRGGBB`) and its count, in table order.
    func forEach(_ body: (UInt32, Int) -> Void) {
        for slot in keys.indices where keys[slot] != 0 { body(keys[slot] & 0xFF_FFFF, counts[slot]) }
    }

    /// Adds every colour of `other` with its count.
    mutating func add(_ other: GIFColorTally) {
        for slot in other.keys.indices where other.keys[slot] != 0 { add(other.keys[slot], count: other.counts[slot]) }
    }

    /// Forgets every colour, keeping the table.
    mutating func removeAll() {
        guard distinct > 0 else { return }
        keys.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
        distinct = 0
    }
}
