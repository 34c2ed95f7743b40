internal import ReelRaster

/// An open-addressing hash from 24-bit colours to palette indices, for exact matches.
///
/// At most 256 keys live in 1024 slots, so probes stay short (load ≤ ¼) and a miss, the common
/// case for anti-aliased pixels, usually stops at the first empty slot.
struct ExactColorTable: Sendable {
    private static let slotBits = 10
    /// `0` marks an empty slot; keys carry bit 24 so that black is not mistaken for empty.
    private var keys = [UInt32](repeating: 0, count: 1 << slotBits)
    private var values = [UInt16](repeating: 0, count: 1 << slotBits)

    /// A table of `entries`; when a colour appears twice, the first index wins.
    init(entries: [(color: RGBA8, index: Int)]) {
        for (color, index) in entries {
            let key = Self.key(color.r, color.g, color.b)
            var slot = Self.slot(of: key)
            while keys[slot] != 0 && keys[slot] != key { slot = (slot + 1) & Self.mask }
            if keys[slot] == 0 {
                keys[slot] = key
                values[slot] = UInt16(index)
            }
        }
    }

    /// The index stored for (r, g, b), or nil if the colour is not a key.
    @inline(__always)
    func index(of r: UInt8, _ g: UInt8, _ b: UInt8) -> Int? {
        let key = Self.key(r, g, b)
        var slot = Self.slot(of: key)
        while true {
            let k = keys[slot]
            if k == key { return Int(values[slot]) }
            if k == 0 { return nil }
            slot = (slot + 1) & Self.mask
        }
    }

    private static var mask: Int { (1 << slotBits) - 1 }

    @inline(__always)
    private static func key(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt32 {
        1 << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }

    /// Fibonacci hashing: the top bits of the product mix all three channels.
    @inline(__always)
    private static func slot(of key: UInt32) -> Int {
        Int((key &* 0x9E37_79B1) >> UInt32(32 - slotBits))
    }
}
