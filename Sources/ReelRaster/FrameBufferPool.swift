import Foundation
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
/// and at most `capacity` spares, of `byteLimit` bytes in all, are kept. Spares count while
/// they wait: an encoder's own memory may peak while they do (x264's lookahead at 4000×4000), so
/// frames larger than the limit go back to the system as before. A buffer handed back must not
/// be used again by whoever gave it: it is the next frame's storage (handing one back that is
/// still shared would only cost a copy when it is reused, as arrays copy on write). A frame handed
/// back keeps the box its drawing wrote (`FrameStorage`), so the next frame on its buffer clears
/// only that box; a bare buffer is cleared whole.
///
/// A thread takes back, when there is one, a spare it took before: it wrote that buffer last (a
/// frame is drawn where its buffer was taken), so its lines may still be in that core's caches,
/// where another core's must be fetched from there before they are written.
package final class FrameBufferPool: Sendable {
    /// The spares, and which thread took each buffer last (by its address; unknown once it moved).
    private let spares = Mutex<(buffers: [FrameStorage], takers: [UInt: pthread_t])>(([], [:]))
    /// How many spare buffers are kept at most; more are freed.
    package let capacity: Int
    /// How many bytes the spares take at most; a buffer that would pass it is freed.
    package let byteLimit: Int

    /// The spares' limit in bytes unless told otherwise: 32 MiB, three 1920×1200 frames.
    package static let defaultByteLimit = 32 << 20

    /// An empty pool keeping at most `capacity` spare buffers of `byteLimit` bytes in all.
    package init(capacity: Int, byteLimit: Int = defaultByteLimit) {
        self.capacity = capacity
        self.byteLimit = byteLimit
    }

    /// How many spare buffers the pool holds now.
    package var spareCount: Int {
        spares.withLock { $0.buffers.count }
    }

    /// A spare buffer (its contents garbage, its count what it had), or an empty array when there
    /// is none: callers size it (`Pixmap(width:height:reusing:filledWith:)` does).
    package func take() -> [UInt8] {
        takeFrame().bytes
    }

    /// A spare buffer with what is known of its bytes (`FrameStorage`), or an empty one: for
    /// `Pixmap(width:height:reusing:filledWith:)`.
    package func takeFrame() -> FrameStorage {
        let thread = pthread_self()
        return spares.withLock { spares in
            let index =
                spares.buffers.lastIndex {
                    spares.takers[Self.address(of: $0)].map { pthread_equal($0, thread) != 0 } ?? false
                }
                ?? spares.buffers.indices.last
            guard let index else { return nil }
            let taken = spares.buffers.remove(at: index)
            // Buffers taken and never handed back leave their entries: dropped past a few dozen.
            if spares.takers.count >= Self.takersKept {
                let kept = Set(spares.buffers.map(Self.address(of:)))
                spares.takers = spares.takers.filter { kept.contains($0.key) }
            }
            spares.takers[Self.address(of: taken)] = thread
            return taken
        } ?? FrameStorage()
    }

    /// Keeps `buffer`'s storage for a later `take` (unless `capacity` spares are kept already);
    /// `buffer` is left empty.
    package func recycle(_ buffer: inout [UInt8]) {
        var taken: [UInt8] = []
        swap(&taken, &buffer)
        keep(FrameStorage(taken))
    }

    /// Keeps `pixmap`'s buffer, with the box its drawing wrote, for a later frame; `pixmap` is left
    /// with no bytes and must not be drawn into or read again.
    package func recycle(_ pixmap: inout Pixmap) {
        keep(FrameStorage(taking: &pixmap))
    }

    private func keep(_ spare: FrameStorage) {
        guard spare.bytes.capacity > 0 else { return }
        spares.withLock { spares in
            let bytes = spares.buffers.reduce(spare.bytes.capacity) { $0 + $1.bytes.capacity }
            if spares.buffers.count < capacity && bytes <= byteLimit {
                spares.buffers.append(spare)
            } else {
                spares.takers[Self.address(of: spare)] = nil
            }
        }
    }

    /// How many buffers' takers are remembered before those not spare are forgotten.
    private static let takersKept = 64

    private static func address(of storage: FrameStorage) -> UInt {
        storage.bytes.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
    }
}
