import Synchronization

/// Byte buffers of whole frames (or planes) handed back once their frame has been encoded, so a
/// steady stream of frames of one size reuses the same few buffers instead of asking the system
/// for fresh pages, which the kernel clears, for every frame.
///
/// Shared by the render threads, which take buffers, and the thread that hands them back, so the
/// spares are behind a lock, taken twice a frame, never per pixel.
///
/// Memory stays what the pipeline's budgets allow: a buffer is made only when the pool has no
/// spare, so the buffers alive (held and spare) never outnumber the most that were held at once,
/// and at most `capacity` spares are kept. A buffer handed back must not be used again by whoever
/// gave it: it is the next frame's storage (handing one back that is still shared would only cost
/// a copy when it is reused, as arrays copy on write).
package final class FrameBufferPool: Sendable {
    private let spares = Mutex<[[UInt8]]>([])
    /// How many spare buffers are kept at most; more are freed.
    package let capacity: Int

    /// An empty pool keeping at most `capacity` spare buffers.
    package init(capacity: Int) {
        self.capacity = capacity
    }

    /// How many spare buffers the pool holds now.
    package var spareCount: Int {
        spares.withLock { $0.count }
    }

    /// A spare buffer (its contents garbage, its count what it had), or an empty array when there
    /// is none: callers size it (`Pixmap(width:height:reusing:filledWith:)` does).
    package func take() -> [UInt8] {
        spares.withLock { $0.popLast() } ?? []
    }

    /// Keeps `buffer`'s storage for a later `take` (unless `capacity` spares are kept already);
    /// `buffer` is left empty.
    package func recycle(_ buffer: inout [UInt8]) {
        var taken: [UInt8] = []
        swap(&taken, &buffer)
        guard taken.capacity > 0 else { return }
        spares.withLock { spares in
            if spares.count < capacity { spares.append(taken) }
        }
    }

    /// Keeps `pixmap`'s buffer for a later frame; `pixmap` is left with no bytes and must not be
    /// drawn into or read again.
    package func recycle(_ pixmap: inout Pixmap) {
        recycle(&pixmap.bytes)
    }
}
