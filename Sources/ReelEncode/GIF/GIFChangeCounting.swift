import Foundation
package import ReelRaster

/// Counts the colours of the pixels that change from frame to frame: the colours later frames
/// redraw. `GIFWriter` writes the palette in an order that lets as many frames as it can use only
/// low indices, hence short LZW codes (`GIFCompressionJob`): the entries each frame's changed
/// pixels need are kept per frame, and `order(for:)` fills the table from the end with the entry
/// the fewest frames still need, so that every prefix of the table holds every colour of as many
/// frames as it can (gifsicle's method). Only the file's order changes: frames map onto the same
/// palette.
///
/// Frames are added in order, on one thread (an exporter's consumer), packed beforehand on any
/// thread (`GIFChangedFrame`). Each frame and the one before it make a pair, which waits for
/// whichever thread takes it: the render threads between frames (`runWaiting()`), or
/// `order(for:)`, which counts what is left. Each thread counts into a tally of its own
/// (`GIFChangeTally`); counts add up and each frame's colours are kept by frame, so the order is
/// the same whatever thread counted what.
///
/// The fields from `condition` on are read and written under its lock (hence `@unchecked
/// Sendable`), taken a few times per frame, never per pixel.
package final class GIFChangeCounting: @unchecked Sendable {
    /// A frame to count against the one before it.
    private struct Pair {
        /// The frame's place among the pairs: colours are kept in frame order.
        let number: Int
        let changed: GIFChangedFrame
        let previous: GIFPackedSource
    }

    /// The frame added last, packed (the adding thread's alone): flat frames take a fraction of
    /// their 4 bytes a pixel, which the render threads' frames in flight have a better use for.
    private var previous: GIFPackedSource?
    /// Pairs posted so far (the adding thread's alone).
    private var posted = 0
    /// Where a frame's buffer goes once counted, when it packed (else its packed source is its
    /// buffer, shared, kept for the next pair).
    private let recycling: FrameBufferPool?

    private let condition = NSCondition()
    /// Pairs posted, oldest first from `head`; nil once taken, so the frame is not held.
    private var waiting: [Pair?] = []
    private var head = 0
    /// Pairs being counted now.
    private var running = 0
    /// Tallies not in use: one per thread counting at once, each adding up what it counted.
    private var idle: [GIFChangeTally] = []
    /// The distinct colours of each pair's changed pixels, for pairs with any and no more than
    /// `GIFChangeTally.frameColorLimit`.
    private var frameColors: [(pair: Int, colors: [UInt32])] = []

    /// Called after each pair is posted, on the adding thread: wakes threads that wait for work
    /// (an exporter's render threads with no frame to draw). Set before the first frame is added.
    package var whenPosted: (@Sendable () -> Void)?

    /// Nothing counted yet; counted frames' buffers go to `recycling`, when given.
    package init(recycling: FrameBufferPool? = nil) {
        self.recycling = recycling
    }

    /// Counts the pixels of `frame` that differ from the frame added before it (none for the first).
    package func add(_ frame: Pixmap) {
        add(GIFChangedFrame(packing: frame))
    }

    /// Counts the pixels of `changed.frame` that differ from the frame added before it, packed by
    /// whichever thread made `changed` (an exporter's render threads: see `GIFChangedFrame`). The
    /// counting waits for a thread to take it.
    package func add(_ changed: GIFChangedFrame) {
        defer { previous = changed.packed }
        guard let previous else {
            recycle(changed)
            return
        }
        condition.lock()
        waiting.append(Pair(number: posted, changed: changed, previous: previous))
        condition.unlock()
        posted += 1
        whenPosted?()
    }

    /// Counts the oldest pair nobody has taken; false when none was waiting. Render threads call
    /// it between frames.
    @discardableResult
    package func runWaiting() -> Bool {
        condition.lock()
        guard let pair = claim() else {
            condition.unlock()
            return false
        }
        running += 1
        var tally = idle.popLast() ?? GIFChangeTally()
        condition.unlock()
        let colors = tally.count(pair.changed, after: pair.previous)
        condition.lock()
        if let colors { frameColors.append((pair.number, colors)) }
        idle.append(tally)
        running -= 1
        condition.broadcast()
        condition.unlock()
        recycle(pair.changed)
        return true
    }

    /// Under the lock: the oldest pair not taken, its slot emptied.
    private func claim() -> Pair? {
        guard head < waiting.count else { return nil }
        let pair = waiting[head]
        waiting[head] = nil
        head += 1
        if head > 64 && head * 2 > waiting.count {
            waiting.removeFirst(head)
            head = 0
        }
        return pair
    }

    /// Gives `changed`'s buffer back once nothing reads it: when it packed, its runs replace it.
    private func recycle(_ changed: GIFChangedFrame) {
        guard let recycling, changed.packed.isPacked else { return }
        var frame = changed.frame
        recycling.recycle(&frame)
    }

    /// Counts every pair still waiting, then waits for those other threads are counting; returns
    /// the tallies added up and each pair's colours.
    private func finishCounting() -> (counts: GIFColorTally, frameColors: [[UInt32]]) {
        while runWaiting() {}
        condition.lock()
        while running > 0 { condition.wait() }
        // The largest tally is the base, so that the table grows least: the sums are the same.
        var tallies = idle.map(\.counts).sorted { $0.distinct > $1.distinct }
        var counts = tallies.isEmpty ? GIFColorTally() : tallies.removeFirst()
        for tally in tallies { counts.add(tally) }
        let colors = frameColors.sorted { $0.pair < $1.pair }.map(\.colors)
        condition.unlock()
        return (counts, colors)
    }

    /// Where to write each entry of `palette`: the transparent entry first; then, filling the
    /// table from its end, the entry the fewest frames still need, where a frame counts while
    /// every entry it needs is still unplaced (so a frame stops counting once one of its entries
    /// is placed late); ties go to the entry fewer changed pixels map onto, then to the larger
    /// index. With no frame to count this is the entries by changed pixels, most first, ties by
    /// index. Counts whatever is still waiting first.
    package func order(for palette: GIFPalette) -> [Int] {
        let (counts, frameColors) = finishCounting()
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
