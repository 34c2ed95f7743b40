/// `GIFPalette.index(ofR:g:b:)` for one writer, with the per-cell answers remembered.
///
/// The palette's answer for a colour it does not hold depends only on the colour's 6-6-6 cell,
/// so a 262 144-entry table (512 KB), filled as cells are first met, turns every later pixel into
/// an exact-hash probe and a load. It is owned by a single `GIFWriter`, so it needs no lock,
/// which is why it lives here and not in the `Sendable` palette.
final class GIFColorCache {
    private static let unknown = UInt16.max
    let palette: GIFPalette
    private var cells: [UInt16]
    /// Whether colours the palette lacks go to the entry nearest themselves (searched every time;
    /// for local palettes, whose entries sit at full precision) rather than to their cell's.
    let precise: Bool

    init(palette: GIFPalette, precise: Bool = false) {
        self.palette = palette
        self.precise = precise
        cells = precise ? [] : [UInt16](repeating: Self.unknown, count: 1 << 18)
    }

    /// The palette entry for the opaque colour (r, g, b); the same as `palette.index(ofR:g:b:)`.
    @inline(__always)
    func index(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        if precise { return UInt8(palette.preciseIndex(r, g, b)) }
        if let exact = palette.exactIndex(r, g, b) { return UInt8(exact) }
        let cell = GIFPalette.cell(r, g, b)
        let known = cells[cell]
        if known != Self.unknown { return UInt8(known) }
        let index = palette.index(ofCell: cell)
        cells[cell] = UInt16(index)
        return UInt8(index)
    }
}
