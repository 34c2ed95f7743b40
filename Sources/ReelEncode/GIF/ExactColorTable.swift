internal import ReelRaster

/// An open-addressing hash from 24-bit colours to palette indices, for exact matches.
///
/// At most 256 keys live in 1024 slots, so probes stay short (load ≤ ¼) and a miss, the common
/// case for anti-aliased pixels, usually stops at the first empty slot.
struct ExactColorTable: Sendable {
    private static let slotBits = 10
    /// Keys as `ColorSlots` makes them (`0` = empty slot).
    private var keys = [UInt32](repeating: 0, count: 1 << slotBits)
    private var values = [UInt16](repeating: 0, count: 1 << slotBits)

    /// A table of `entries`; when a colour appears twice, the first index wins.
    init(entries: [(color: RGBA8, index: Int)]) {
        keys.withUnsafeMutableBufferPointer { keys in
            for (color, index) in entries {
                let key = ColorSlots.key(color.r, color.g, color.b)
                let (slot, found) = ColorSlots.find(key, in: keys.baseAddress!, bits: Self.slotBits)
                if !found {
                    keys[slot] = key
                    values[slot] = UInt16(index)
                }
            }
        }
    }

    /// The index stored for (r, g, b), or nil if the colour is not a key.
    @inline(__always)
    func index(of r: UInt8, _ g: UInt8, _ b: UInt8) -> Int? {
        let (slot, found) = keys.withUnsafeBufferPointer {
            ColorSlots.find(ColorSlots.key(r, g, b), in: $0.baseAddress!, bits: Self.slotBits)
        }
        return found ? Int(values[slot]) : nil
    }
}
