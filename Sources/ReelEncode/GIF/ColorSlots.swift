/// The open-addressing scheme the colour tables share (`ExactColorTable`, `ExactColorCounter`,
/// `GIFColorCache`): 24-bit colours keyed as `0x01RRGGBB` in a power-of-two array of slots where
/// `0` marks an empty one, Fibonacci hashing, linear probing.
///
/// Hot path rules: every function inlines into its caller's per-pixel or per-run loop; `find`
/// reads raw memory (no bounds or exclusivity checks) and needs at least one empty slot, which the
/// callers guarantee by keeping their tables at most half full.
enum ColorSlots {
    /// The key for the colour (r, g, b): bit 24 set, so that black is not mistaken for empty.
    @inline(__always)
    static func key(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt32 {
        1 << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }

    /// Where the search for `key` starts in a table of `1 << bits` slots: the top bits of the
    /// product mix all three channels.
    @inline(__always)
    static func home(of key: UInt32, bits: Int) -> Int {
        Int((key &* 0x9E37_79B1) >> UInt32(32 - bits))
    }

    /// The slot of `keys` (`1 << bits` of them, at least one empty) that holds `key`, or the empty
    /// slot where it would go.
    @inline(__always)
    static func find(_ key: UInt32, in keys: UnsafePointer<UInt32>, bits: Int) -> (slot: Int, found: Bool) {
        let mask = (1 << bits) - 1
        var slot = home(of: key, bits: bits)
        while true {
            let k = keys[slot]
            if k == key { return (slot, true) }
            if k == 0 { return (slot, false) }
            slot = (slot + 1) & mask
        }
    }
}
