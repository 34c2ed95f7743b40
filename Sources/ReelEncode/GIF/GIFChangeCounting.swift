package import ReelRaster

/// Counts, frame after frame in order, the colours of the pixels that change: the colours later
/// frames redraw. `GIFWriter` writes the palette entries nearest the most counted colours first
/// (`order(for:)`), so frames that redraw few colours use low indices and short LZW codes
/// (`GIFCompressionJob`). Only the file's order changes: frames map onto the same palette.
///
/// Colours are counted exactly (a run of one colour counts once), since entries that a frame's
/// moving edges redraw often differ by a level or two. Used from one thread, in frame order (an
/// exporter's consumer).
package final class GIFChangeCounting {
    /// Changed pixels per straight colour (`0xRRGGBB`).
    private var counts: [UInt32: Int] = [:]
    /// The frame added last, packed: flat frames take a fraction of their 4 bytes a pixel, which
    /// the render threads' frames in flight have a better use for.
    private var previous: GIFPackedSource?

    /// Nothing counted yet.
    package init() {}

    /// Counts the pixels of `frame` that differ from the frame added before it (none for the first).
    package func add(_ frame: Pixmap) {
        defer { self.previous = GIFPackedSource(packing: frame.bytes, width: frame.width, height: frame.height) }
        guard let previous, previous.width == frame.width, previous.height == frame.height else { return }
        var runColor: UInt32 = 0
        var runLength = 0
        let width = frame.width
        let before = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: width)
        defer { before.deallocate() }
        frame.bytes.withUnsafeBytes { now in
            for y in 0..<frame.height {
                previous.decode(row: y, into: before)
                for x in 0..<width where now.pixelWord(at: y * width + x) != before[x] {
                    let p = y * width + x
                    let i = p * 4
                    let a = Int(now[i + 3])
                    // Transparent pixels are the transparent entry's, which comes first anyway.
                    guard a >= 128 else { continue }
                    let r = UInt32(Int(now[i]) * 255 / a)
                    let g = UInt32(Int(now[i + 1]) * 255 / a)
                    let b = UInt32(Int(now[i + 2]) * 255 / a)
                    let color = r << 16 | g << 8 | b
                    if color == runColor && runLength > 0 {
                        runLength += 1
                        continue
                    }
                    if runLength > 0 { counts[runColor, default: 0] += runLength }
                    runColor = color
                    runLength = 1
                }
            }
        }
        if runLength > 0 { counts[runColor, default: 0] += runLength }
    }

    /// Where to write each entry of `palette`: the transparent entry first, then the entries by
    /// how many changed pixels map onto them, most first (ties by index).
    package func order(for palette: GIFPalette) -> [Int] {
        var weights = [Int](repeating: 0, count: palette.colors.count)
        for (color, count) in counts {
            let entry = palette.index(
                ofR: UInt8(color >> 16 & 0xFF), g: UInt8(color >> 8 & 0xFF), b: UInt8(color & 0xFF))
            weights[entry] += count
        }
        if let transparent = palette.transparentIndex { weights[transparent] = .max }
        let ranked = palette.colors.indices.sorted { a, b in
            weights[a] != weights[b] ? weights[a] > weights[b] : a < b
        }
        var order = [Int](repeating: 0, count: palette.colors.count)
        for (place, entry) in ranked.enumerated() { order[entry] = place }
        return order
    }
}
