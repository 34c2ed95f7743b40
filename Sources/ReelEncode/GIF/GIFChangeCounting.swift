package import ReelRaster

/// Counts, frame after frame in order, the colours of the pixels that change: the colours later
/// frames redraw. `GIFWriter` writes the palette in an order that lets as many frames as it can
/// use only low indices, hence short LZW codes (`GIFCompressionJob`): the entries each frame's
/// changed pixels need are kept per frame, and `order(for:)` fills the table from the end with
/// the entry the fewest frames still need, so that every prefix of the table holds every colour
/// of as many frames as it can (gifsicle's method). Only the file's order changes: frames map
/// onto the same palette.
///
/// Colours are counted exactly (a run of one colour counts once), since entries that a frame's
/// moving edges redraw often differ by a level or two. Used from one thread, in frame order (an
/// exporter's consumer); frames are packed beforehand, on any thread (`GIFChangedFrame`).
package final class GIFChangeCounting {
    /// Changed pixels per straight colour.
    private var counts = GIFColorTally()
    /// The frame added last, packed: flat frames take a fraction of their 4 bytes a pixel, which
    /// the render threads' frames in flight have a better use for.
    private var previous: GIFPackedSource?
    /// The distinct colours of each frame's changed pixels, for frames with any and no more than
    /// `frameColorLimit`: a frame of more colours needs the whole table anyway.
    private var frameColors: [[UInt32]] = []
    /// The distinct colours of the frame at hand (counts unused), up to one past the limit.
    private var seen = GIFColorTally()
    private static let frameColorLimit = 1024

    /// Nothing counted yet.
    package init() {}

    /// Whether the frame added last is kept as it is (it did not pack), its buffer shared: the
    /// caller must not draw into that buffer again.
    package var keepsLastFrame: Bool { previous.map { !$0.isPacked } ?? false }

    /// Counts the pixels of `frame` that differ from the frame added before it (none for the first).
    package func add(_ frame: Pixmap) {
        add(GIFChangedFrame(packing: frame))
    }

    /// Counts the pixels of `changed.frame` that differ from the frame added before it, packed by
    /// whichever thread made `changed` (an exporter's render threads: see `GIFChangedFrame`).
    package func add(_ changed: GIFChangedFrame) {
        let frame = changed.frame
        let current = changed.packed
        defer { self.previous = current }
        guard let previous, previous.width == frame.width, previous.height == frame.height else { return }
        var runColor: UInt32 = 0
        var runLength = 0
        // The last changed pixel's word and colour: unpremultiplying costs three divisions.
        var lastWord: UInt32 = 0
        var lastColor: UInt32?
        let width = frame.width
        let before = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: width)
        defer { before.deallocate() }
        // Worked on as locals: a class's properties pay an exclusivity check at every access.
        var counts = GIFColorTally()
        var seen = GIFColorTally()
        swap(&counts, &self.counts)
        swap(&seen, &self.seen)
        seen.removeAll()
        frame.bytes.withUnsafeBytes { now in
            for y in 0..<frame.height {
                // A row the same in both (same runs: interface frames change in a few rows) has
                // no changed pixel, and runs carry over it as over any unchanged pixel.
                if current.rowMatches(y, in: previous) { continue }
                previous.decode(row: y, into: before)
                for x in 0..<width {
                    let word = now.pixelWord(at: y * width + x)
                    guard word != before[x] else { continue }
                    let color: UInt32
                    if let last = lastColor, word == lastWord {
                        color = last
                    } else {
                        let i = (y * width + x) * 4
                        let a = Int(now[i + 3])
                        // Transparent pixels are the transparent entry's, which comes first anyway.
                        guard a >= 128 else { continue }
                        let r = UInt32(Int(now[i]) * 255 / a)
                        let g = UInt32(Int(now[i + 1]) * 255 / a)
                        let b = UInt32(Int(now[i + 2]) * 255 / a)
                        color = ColorSlots.key(UInt8(r), UInt8(g), UInt8(b))
                        lastWord = word
                        lastColor = color
                    }
                    if color == runColor && runLength > 0 {
                        runLength += 1
                        continue
                    }
                    if runLength > 0 { counts.add(runColor, count: runLength) }
                    if seen.distinct <= Self.frameColorLimit { seen.add(color, count: 0) }
                    runColor = color
                    runLength = 1
                }
            }
        }
        if runLength > 0 { counts.add(runColor, count: runLength) }
        if seen.distinct > 0 && seen.distinct <= Self.frameColorLimit {
            var colors: [UInt32] = []
            colors.reserveCapacity(seen.distinct)
            seen.forEach { color, _ in colors.append(color) }
            frameColors.append(colors)
        }
        swap(&counts, &self.counts)
        swap(&seen, &self.seen)
    }

    /// Where to write each entry of `palette`: the transparent entry first; then, filling the
    /// table from its end, the entry the fewest frames still need, where a frame counts while
    /// every entry it needs is still unplaced (so a frame stops counting once one of its entries
    /// is placed late); ties go to the entry fewer changed pixels map onto, then to the larger
    /// index. With no frame to count this is the entries by changed pixels, most first, ties by
    /// index.
    package func order(for palette: GIFPalette) -> [Int] {
        let count = palette.colors.count
        let transparent = palette.transparentIndex
        var weights = [Int](repeating: 0, count: count)
        var entries: [UInt32: Int] = [:]
        counts.forEach { color, pixels in
            let entry = palette.index(
                ofR: UInt8(color >> 16 & 0xFF), g: UInt8(color >> 8 & 0xFF), b: UInt8(color & 0xFF))
            entries[color] = entry
            weights[entry] += pixels
        }
        // Each frame's entries as a bit set, and how many counting frames need each entry.
        let words = (count + 63) / 64
        var frames: [[UInt64]] = []
        var needed = [Int](repeating: 0, count: count)
        for colors in frameColors {
            var bits = [UInt64](repeating: 0, count: words)
            for color in colors {
                guard let entry = entries[color], entry != transparent else { continue }
                bits[entry >> 6] |= 1 << UInt64(entry & 63)
            }
            guard bits.contains(where: { $0 != 0 }) else { continue }
            frames.append(bits)
            Self.forEachEntry(in: bits) { needed[$0] += 1 }
        }
        var counting = [Bool](repeating: true, count: frames.count)
        var unplaced = [Bool](repeating: true, count: count)
        var order = [Int](repeating: 0, count: count)
        if let transparent { unplaced[transparent] = false }
        for place in stride(from: count - 1, through: transparent == nil ? 0 : 1, by: -1) {
            var last = -1
            for entry in 0..<count where unplaced[entry] {
                if last < 0 || (needed[entry], weights[entry]) <= (needed[last], weights[last]) { last = entry }
            }
            unplaced[last] = false
            order[last] = place
            let word = last >> 6
            let bit: UInt64 = 1 << UInt64(last & 63)
            for f in frames.indices where counting[f] && frames[f][word] & bit != 0 {
                counting[f] = false
                Self.forEachEntry(in: frames[f]) { needed[$0] -= 1 }
            }
        }
        return order
    }

    private static func forEachEntry(in bits: [UInt64], _ body: (Int) -> Void) {
        for (w, word) in bits.enumerated() {
            var rest = word
            while rest != 0 {
                body(w * 64 + rest.trailingZeroBitCount)
                rest &= rest - 1
            }
        }
    }
}
