package import ReelRaster

/// The colour table of a GIF (at most 256 entries) and the mapping of any colour onto it.
///
/// A colour maps to its own entry when the palette has it (an exact-match hash, so animations of
/// ≤ 255 colours round-trip bit-exact). Any other colour maps to the opaque entry nearest the
/// centre of its 6-6-6 cell of the RGB cube (squared sRGB distance, ties to the lower index):
/// at most two levels per channel from asking about the colour itself, far below quantization
/// error for a palette built on those cells, and it lets `GIFWriter` cache one answer per cell
/// (`GIFColorCache`), so mapping a frame costs a table lookup per pixel. A `precise` palette
/// (entries placed at full precision, several of them possibly in one cell) maps a colour to the
/// entry nearest the colour itself instead. The palette itself is immutable and `Sendable`.
package struct GIFPalette: Sendable {
    /// The entries in index order. Opaque entries have `a == 255`; the transparent slot, if any,
    /// is (0, 0, 0, 0).
    package let colors: [RGBA8]
    /// The entry that stands for "no pixel" (alpha < 128), or nil when nothing is transparent.
    package let transparentIndex: Int?
    /// Whether colours the palette lacks map to the entry nearest themselves rather than the one
    /// nearest their 6-6-6 cell's centre: for entries placed at full precision from exact colours.
    package let precise: Bool

    private let exact: ExactColorTable
    private let search: NearestColorSearch

    /// A palette of `colors` (1…256 entries; alpha is ignored except for the transparent slot);
    /// `precise` maps colours it lacks to the entry nearest themselves (see the type's comment).
    package init(colors: [RGBA8], transparentIndex: Int? = nil, precise: Bool = false) {
        precondition((1...256).contains(colors.count), "a GIF palette has 1 to 256 colours")
        precondition(
            transparentIndex.map { colors.indices.contains($0) } ?? true,
            "the transparent index must be one of the palette's entries")
        var entries = colors
        for i in entries.indices { entries[i].a = 255 }
        if let t = transparentIndex { entries[t] = RGBA8(r: 0, g: 0, b: 0, a: 0) }
        self.colors = entries
        self.transparentIndex = transparentIndex
        self.precise = precise

        let opaque = entries.indices.filter { $0 != transparentIndex }.map { (color: entries[$0], index: $0) }
        exact = ExactColorTable(entries: opaque)
        search = NearestColorSearch(entries: opaque)
    }

    /// The entry for the opaque colour (r, g, b): its own if the palette has it, else the entry
    /// nearest it (`precise`) or its cell. (A palette with no opaque entry answers its transparent index.)
    package func index(ofR r: UInt8, g: UInt8, b: UInt8) -> Int {
        precise ? preciseIndex(r, g, b) : exactIndex(r, g, b) ?? index(ofCell: Self.cell(r, g, b))
    }

    /// The entry whose colour is exactly (r, g, b), if any.
    @inline(__always)
    func exactIndex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int? {
        exact.index(of: r, g, b)
    }

    /// The opaque entry nearest (r, g, b) itself, not its cell's centre: slower, exact.
    func preciseIndex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        exactIndex(r, g, b) ?? search.nearest(r: r, g: g, b: b) ?? transparentIndex ?? 0
    }

    /// The entry nearest the centre of a 6-6-6 cell (see `cell`).
    func index(ofCell cell: Int) -> Int {
        search.nearest(toCell: cell) ?? transparentIndex ?? 0
    }

    /// The 6-6-6 cell of (r, g, b): the top six bits of each channel, as `r << 12 | g << 6 | b`.
    @inline(__always)
    static func cell(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        Int(r >> 2) << 12 | Int(g >> 2) << 6 | Int(b >> 2)
    }
}

extension GIFPalette: Equatable {
    /// Palettes are equal when their entries, transparent slot and mapping are; the lookups derive from those.
    package static func == (lhs: GIFPalette, rhs: GIFPalette) -> Bool {
        lhs.colors == rhs.colors && lhs.transparentIndex == rhs.transparentIndex && lhs.precise == rhs.precise
    }
}
