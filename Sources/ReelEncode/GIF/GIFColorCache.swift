/// `GIFPalette.index(ofR:g:b:)` for one writer, with the answers remembered.
///
/// For a palette built on 6-6-6 cells the answer for a colour it does not hold depends only on
/// the colour's cell, so a 262 144-entry table (512 KB), filled as cells are first met, turns
/// every later pixel into an exact-hash probe and a load. For a `precise` palette (or when asked)
/// the answer is the entry nearest the colour itself, remembered per colour in an open-addressing
/// table of up to 65 536 colours (a scene's or a clip's colours all fit; past that, colours are
/// searched every time). It is owned by a single `GIFWriter`, so it needs no lock, which is why it
/// lives here and not in the `Sendable` palette.
///
/// Hot path rules: `index` runs once per pixel, so the tables are raw memory owned by this object
/// (allocated once, freed in `deinit`): no exclusivity or uniqueness checks on a lookup.
final class GIFColorCache {
    private static let unknown = UInt16.max
    private static let colorSlotBits = 17
    let palette: GIFPalette
    /// Whether colours the palette lacks go to the entry nearest themselves rather than their cell's.
    let precise: Bool
    /// Per 6-6-6 cell, its entry (`unknown` until met); for a `precise` palette, only for diffused colours.
    private let cells: UnsafeMutablePointer<UInt16>
    /// Per remembered colour (`0x01RRGGBB`, `0` = empty slot), its entry; unused unless `precise`.
    private let colorKeys: UnsafeMutablePointer<UInt32>
    private let colorValues: UnsafeMutablePointer<UInt8>
    private var remembered = 0

    init(palette: GIFPalette, precise: Bool = false) {
        self.palette = palette
        self.precise = precise || palette.precise
        let cellCount = 1 << 18
        let colorCount = self.precise ? 1 << Self.colorSlotBits : 0
        cells = .allocate(capacity: cellCount)
        cells.initialize(repeating: Self.unknown, count: cellCount)
        colorKeys = .allocate(capacity: colorCount)
        colorKeys.initialize(repeating: 0, count: colorCount)
        colorValues = .allocate(capacity: colorCount)
        colorValues.initialize(repeating: 0, count: colorCount)
    }

    deinit {
        cells.deallocate()
        colorKeys.deallocate()
        colorValues.deallocate()
    }

    /// The palette entry for the opaque colour (r, g, b); the same as `palette.index(ofR:g:b:)`.
    @inline(__always)
    func index(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        if let exact = palette.exactIndex(r, g, b) { return UInt8(exact) }
        if precise { return preciseIndex(r, g, b) }
        return cellIndex(r, g, b)
    }

    /// The entry for a colour error diffusion moved: the one nearest its cell's centre, even for a
    /// `precise` palette. Diffused colours are too many to remember one by one (searching each
    /// made diffusion 2–4× slower), and the error of the approximation is fed forward to the next
    /// pixels like any other. Ordered dithering has no such feedback (an entry chosen per cell
    /// would stay wrong), so it asks `index`: its offsets are nine levels, so a `precise` palette
    /// remembers at most nine colours per source colour.
    @inline(__always)
    func diffusedIndex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        if let exact = palette.exactIndex(r, g, b) { return UInt8(exact) }
        return cellIndex(r, g, b)
    }

    @inline(__always)
    private func cellIndex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let cell = GIFPalette.cell(r, g, b)
        let known = cells[cell]
        if known != Self.unknown { return UInt8(known) }
        let index = palette.index(ofCell: cell)
        cells[cell] = UInt16(index)
        return UInt8(index)
    }

    private func preciseIndex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let key = ColorSlots.key(r, g, b)
        let (slot, found) = ColorSlots.find(key, in: colorKeys, bits: Self.colorSlotBits)
        if found { return colorValues[slot] }
        let index = UInt8(palette.preciseIndex(r, g, b))
        // At most half full, so probes stay short and a miss finds an empty slot.
        if remembered < 1 << (Self.colorSlotBits - 1) {
            colorKeys[slot] = key
            colorValues[slot] = index
            remembered += 1
        }
        return index
    }
}
