internal import ReelRaster

/// Remembers the distinct opaque colours seen, as long as there are at most 256 of them.
///
/// This runs once per pixel, so it avoids hashing in the common case: each 6-6-6 cell remembers
/// the first colour that fell into it, and only a different colour in an occupied cell (two
/// colours closer than four levels per channel) goes to a set. Once more than 256 colours have
/// been seen the answer is "too many" for good and tracking stops.
struct DistinctColorTracker: Sendable {
    /// Per cell, the first colour seen with bit 24 set (`0` = empty); emptied when tracking stops.
    private var firstInCell = [UInt32](repeating: 0, count: 1 << 18)
    /// Colours that share a cell with an earlier, different colour.
    private var others = Set<UInt32>()
    /// The last colour added to `others`, so a run of it does not hash every pixel.
    private var lastOther: UInt32 = 0
    private var count = 0
    private var overflowed = false

    /// Records the opaque colour (r, g, b).
    @inline(__always)
    mutating func insert(_ r: UInt8, _ g: UInt8, _ b: UInt8) {
        guard !overflowed else { return }
        let key = 1 << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        let cell = GIFPalette.cell(r, g, b)
        let first = firstInCell[cell]
        if first == key || key == lastOther { return }
        if first == 0 {
            firstInCell[cell] = key
            count += 1
        } else {
            lastOther = key
            if others.insert(key).inserted { count += 1 }
        }
        if count > 256 {
            overflowed = true
            firstInCell = []
            others = []
        }
    }

    /// The distinct colours in ascending 24-bit order (alpha 255), or nil if there were more
    /// than 256.
    var colors: [RGBA8]? {
        guard !overflowed else { return nil }
        let keys = firstInCell.filter { $0 != 0 } + others
        return keys.sorted().map {
            RGBA8(r: UInt8($0 >> 16 & 0xFF), g: UInt8($0 >> 8 & 0xFF), b: UInt8($0 & 0xFF), a: 255)
        }
    }
}
