/// The colours of the pixels that change from one frame to the next, counted by whichever thread
/// takes the pair (`GIFChangeCounting`): the pixel counts add up over every pair this tally takes,
/// in any order, and each pair's distinct colours are handed back.
///
/// Colours are counted exactly (a run of one colour counts once), since entries that a frame's
/// moving edges redraw often differ by a level or two.
struct GIFChangeTally {
    /// Changed pixels per straight colour, over every pair counted here.
    private(set) var counts = GIFColorTally()
    /// The distinct colours of the pair at hand (counts unused), up to one past the limit.
    private var seen = GIFColorTally()
    /// A frame of more colours needs the whole table anyway: its colours are not kept.
    static let frameColorLimit = 1024

    /// Counts the pixels of `changed.frame` that differ from `previous`, and returns their
    /// distinct colours (`0xRRGGBB`), or nil when there are none or more than `frameColorLimit`.
    mutating func count(_ changed: GIFChangedFrame, after previous: GIFPackedSource) -> [UInt32]? {
        let frame = changed.frame
        let current = changed.packed
        guard previous.width == frame.width, previous.height == frame.height else { return nil }
        var runColor: UInt32 = 0
        var runLength = 0
        // The last changed pixel's word and colour: unpremultiplying costs three divisions.
        var lastWord: UInt32 = 0
        var lastColor: UInt32?
        let width = frame.width
        let before = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: width)
        defer { before.deallocate() }
        // Worked on as locals: a stored property's access in the loop would be checked each time.
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
        var colors: [UInt32]?
        if seen.distinct > 0 && seen.distinct <= Self.frameColorLimit {
            var list: [UInt32] = []
            list.reserveCapacity(seen.distinct)
            seen.forEach { color, _ in list.append(color) }
            colors = list
        }
        swap(&counts, &self.counts)
        swap(&seen, &self.seen)
        return colors
    }
}
