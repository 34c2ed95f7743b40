public import ReelRaster

/// Accumulates the colours of every frame of an animation and builds one global GIF palette.
///
/// Frames are premultiplied; each is unpremultiplied first, because the GIF shows straight colour.
/// Pixels with alpha < 128 count as transparent (GIF has one bit of alpha) and make the palette
/// reserve a transparent entry. Opaque colours go into a 6-6-6-bit histogram that keeps, per
/// cell, the pixel count and channel sums, so a cell's representative is the true mean of the
/// colours that fell into it, not the cell's centre. Up to 256 distinct colours are also tracked
/// exactly: when they fit the palette they *are* the palette, so flat artwork round-trips
/// bit-exact; beyond that, `MedianCut` picks the entries.
///
/// Memory is fixed (about 9 MB) whatever the number of frames: a two-pass export adds every frame
/// here, then renders again to write.
public struct GIFPaletteBuilder: Sendable {
    /// Per cell: pixel count, then the sums of r, g and b.
    private var histogram = [Int](repeating: 0, count: 4 << 18)
    private var hasTransparency = false
    private var distinct = DistinctColorTracker()

    /// An empty builder.
    public init() {}

    /// Counts the colours of `frame`.
    public mutating func add(_ frame: Pixmap) {
        add(straight: frame.unpremultipliedRGBA(), skippingUnchangedFrom: nil)
    }

    /// Counts the colours of straight RGBA `pixels`, leaving out those equal to the same pixel
    /// of `previous` (when given: a local palette only needs the pixels a frame redraws).
    mutating func add(straight pixels: [UInt8], skippingUnchangedFrom previous: [UInt8]?) {
        var sawTransparent = false
        // A local copy keeps the tracker out of the closure's exclusive access to `histogram`.
        var distinct = self.distinct
        histogram.withUnsafeMutableBufferPointer { histogram in
            let previous = previous ?? []
            pixels.withUnsafeBufferPointer { pixels in
              previous.withUnsafeBytes { before in
                let compare = before.count == pixels.count
                let beforeWords = before.bindMemory(to: UInt32.self)
                let pixelWords = UnsafeRawBufferPointer(pixels).bindMemory(to: UInt32.self)
                for i in stride(from: 0, to: pixels.count, by: 4) {
                    if compare && beforeWords[i >> 2] == pixelWords[i >> 2] { continue }
                    if pixels[i + 3] < 128 {
                        sawTransparent = true
                        continue
                    }
                    let r = pixels[i], g = pixels[i + 1], b = pixels[i + 2]
                    let h = GIFPalette.cell(r, g, b) * 4
                    histogram[h] += 1
                    histogram[h + 1] += Int(r)
                    histogram[h + 2] += Int(g)
                    histogram[h + 3] += Int(b)
                    distinct.insert(r, g, b)
                }
              }
            }
        }
        self.distinct = distinct
        hasTransparency = hasTransparency || sawTransparent
    }

    /// The palette for everything added so far: at most `maxColors` entries (2…256), one of
    /// them the transparent entry (last) if any frame had a transparent pixel or
    /// `reserveTransparent` asks for one anyway (`GIFWriter` uses it for unchanged pixels).
    public func build(maxColors: Int = 256, reserveTransparent: Bool = false) -> GIFPalette {
        let total = min(max(maxColors, 2), 256)
        let hasTransparency = self.hasTransparency || reserveTransparent
        let opaqueSlots = hasTransparency ? total - 1 : total
        var colors: [RGBA8]
        if let exact = distinct.colors, exact.count <= opaqueSlots {
            colors = exact
        } else {
            colors = MedianCut(histogram: histogram).colors(count: opaqueSlots)
        }
        // A palette needs at least one entry even for an all-transparent animation.
        if colors.isEmpty && !hasTransparency { colors = [RGBA8(r: 0, g: 0, b: 0, a: 255)] }
        guard hasTransparency else { return GIFPalette(colors: colors) }
        return GIFPalette(colors: colors + [RGBA8(r: 0, g: 0, b: 0, a: 0)],
                          transparentIndex: colors.count)
    }
}
