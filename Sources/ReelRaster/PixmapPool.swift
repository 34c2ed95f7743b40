/// Offscreen pixel buffers kept for reuse by one renderer (one per render thread, as the
/// renderer): an offscreen given back is the next one's storage, so a worker's offscreen memory
/// is bounded by the most it holds at once, whatever the number of frames, and does not go back
/// through the allocator frame after frame.
///
/// Rules: a buffer taken holds the bytes of a fresh transparent pixmap of the size asked (those of
/// `Pixmap(window:…)`): a spare keeps the box its last pixmap wrote (`Pixmap.written`), outside
/// which its bytes are 0, and only that box is zeroed (masks, mattes and group opacity take
/// offscreens every frame, and zeroing them whole cost as much as drawing small ones); a spare
/// is always taken when there is one (grown if too small), so the spares never outnumber the
/// offscreens held at once; at most `capacity` are kept.
package final class PixmapPool {
    /// Spare buffers, each with the box its last pixmap wrote.
    private var spare: [FrameStorage] = []
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
        for (i, buffer) in spare.enumerated() where buffer.bytes.capacity >= needed {
            if best.map({ spare[$0].bytes.capacity > buffer.bytes.capacity }) ?? true { best = i }
        }
        // None large enough: the largest spare grows (its old storage is freed), rather than a new
        // buffer joining the spares, so the pool holds no more buffers than were ever used at once.
        if best == nil { best = spare.indices.max { spare[$0].bytes.capacity < spare[$1].bytes.capacity } }
        guard let best else { return Pixmap(window: window, canvasWidth: canvasWidth, canvasHeight: canvasHeight) }
        return Pixmap(
            window: window, canvasWidth: canvasWidth, canvasHeight: canvasHeight, reusing: spare.remove(at: best))
    }

    /// Takes `pixmap`'s buffer back for a later `pixmap(window:…)`; `pixmap` is left with no bytes
    /// and must not be drawn into or read again. (Taken by `inout`, so the buffer is not shared
    /// with a copy and is reused rather than copied.)
    package func recycle(_ pixmap: inout Pixmap) {
        spare.append(FrameStorage(taking: &pixmap))
        if spare.count > capacity {
            // The smallest goes.
            let smallest = spare.indices.min { spare[$0].bytes.capacity < spare[$1].bytes.capacity }!
            spare.remove(at: smallest)
        }
    }
}
