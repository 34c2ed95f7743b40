/// Offscreen pixel buffers kept for reuse by one renderer (one per render thread, as the
/// renderer): an offscreen given back is the next one's storage, so a worker's offscreen memory
/// is bounded by the most it holds at once, whatever the number of frames, and does not go back
/// through the allocator frame after frame.
///
/// Rules: a buffer taken is zeroed to the size asked (a fresh transparent pixmap, the same bytes
/// as `Pixmap(window:…)`); a spare is always taken when there is one (grown if too small), so
/// the spares never outnumber the offscreens held at once; at most `capacity` are kept.
package final class PixmapPool {
    /// Spare buffers, their storage kept (their contents are garbage).
    private var spare: [[UInt8]] = []
    /// How many spare buffers are kept at most.
    package let capacity: Int

    /// An empty pool keeping at most `capacity` spare buffers.
    package init(capacity: Int = 8) {
        self.capacity = capacity
    }

    /// How many spare buffers the pool holds (for tests).
    package var spareCount: Int { spare.count }

    /// A transparent pixmap covering `window` of a canvas, on a recycled buffer: the smallest large
    /// enough, else the largest, grown; on a new one when the pool is empty.
    package func pixmap(window: PixelBox, canvasWidth: Int, canvasHeight: Int) -> Pixmap {
        let needed = window.width * window.height * 4
        var best: Int?
        for (i, buffer) in spare.enumerated() where buffer.capacity >= needed {
            if best.map({ spare[$0].capacity > buffer.capacity }) ?? true { best = i }
        }
        // None large enough: the largest spare grows (its old storage is freed), rather than a new
        // buffer joining the spares, so the pool holds no more buffers than were ever used at once.
        if best == nil { best = spare.indices.max { spare[$0].capacity < spare[$1].capacity } }
        guard let best else { return Pixmap(window: window, canvasWidth: canvasWidth, canvasHeight: canvasHeight) }
        return Pixmap(
            window: window, canvasWidth: canvasWidth, canvasHeight: canvasHeight, reusing: spare.remove(at: best))
    }

    /// Takes `pixmap`'s buffer back for a later `pixmap(window:…)`; `pixmap` is left with no bytes
    /// and must not be drawn into or read again. (Taken by `inout`, so the buffer is not shared
    /// with a copy and is reused rather than copied.)
    package func recycle(_ pixmap: inout Pixmap) {
        var bytes: [UInt8] = []
        swap(&bytes, &pixmap.storage)
        bytes.removeAll(keepingCapacity: true)
        spare.append(bytes)
        if spare.count > capacity {
            // The smallest goes.
            let smallest = spare.indices.min { spare[$0].capacity < spare[$1].capacity }!
            spare.remove(at: smallest)
        }
    }
}
