import Dispatch

/// Produces frames on several Dispatch threads in a bounded window and consumes them in order on
/// the calling thread.
///
/// Workers claim frames in ascending order, so the frame the consumer waits for is always being
/// produced already; at most `window` frames are claimed and not yet consumed, so memory is
/// bounded by the window, not by the animation's length. Each worker has its own serial queue:
/// serial queues get their own thread from Dispatch even when workers outnumber the cores, and a
/// worker blocked on a full window never holds up a thread another worker needs.
package struct DispatchFrameExecutor: FrameExecutor {
    /// How many worker threads produce frames.
    package let threadCount: Int
    /// The most frames in flight (claimed by a worker and not yet fully consumed).
    package let window: Int

    /// An executor with `threads` workers and a window of `window` frames (default: twice the
    /// threads, enough to absorb uneven frame costs without holding many frames).
    package init(threads: Int, window: Int? = nil) {
        precondition(threads >= 1, "an executor needs at least one thread")
        threadCount = threads
        self.window = max(window ?? 2 * threads, threads)
    }

    package func bounded(frameBytes: Int) -> any FrameExecutor {
        let fitting = max(1, FrameMemory.budget / max(frameBytes, 1))
        let threads = min(threadCount, fitting)
        // Frames waiting beyond one a thread get a smaller share: each thread also holds the
        // frame it is drawing.
        let waiting = max(1, FrameMemory.windowBudget / max(frameBytes, 1))
        // Small frames get up to twice the window within `smallWindowBudget`: a worker that runs
        // the encoder's jobs between frames delivers its frame late, and a deeper window lets the
        // other keep drawing meanwhile (render-bound GIF, 420×300, 2 threads: 5 % less wall time).
        let deeper = min(2 * window, FrameMemory.smallWindowBudget / max(frameBytes, 1))
        return threads <= 1
            ? InlineFrameExecutor()
            : DispatchFrameExecutor(threads: threads, window: min(max(window, deeper), max(waiting, threads)))
    }

    package func run<Worker, Output: Sendable>(
        _ indices: Range<Int>,
        makeWorker: @escaping @Sendable () -> Worker,
        produce: @escaping @Sendable (Worker, Int) throws -> Output,
        consume: (Int, Output) throws -> Void
    ) throws {
        try run(indices, spareWork: nil, makeWorker: makeWorker, produce: produce, consume: consume)
    }

    /// `run(_:makeWorker:produce:consume:)`, with workers that have no frame to draw taking
    /// `spareWork`'s jobs.
    package func run<Worker, Output: Sendable>(
        _ indices: Range<Int>,
        spareWork: SpareWork?,
        makeWorker: @escaping @Sendable () -> Worker,
        produce: @escaping @Sendable (Worker, Int) throws -> Output,
        consume: (Int, Output) throws -> Void
    ) throws {
        guard !indices.isEmpty else { return }
        let frames = OrderedFrameWindow<Output>(indices, limit: window)
        spareWork?.onPost { frames.wake() }
        let spare = spareWork?.runOne
        let group = DispatchGroup()
        for worker in 0..<min(threadCount, indices.count) {
            let queue = DispatchQueue(label: "reel.render.\(worker)", qos: .userInitiated)
            queue.async(group: group) {
                let worker = makeWorker()
                while let index = frames.claim(runningMeanwhile: spare) {
                    do {
                        frames.deliver(try produce(worker, index), at: index)
                    } catch {
                        frames.fail(error)
                        return
                    }
                }
            }
        }
        // However the loop ends, stop the workers and wait for them, so no thread outlives the run.
        defer {
            frames.stop()
            group.wait()
        }
        for index in indices {
            try consume(index, frames.take(index))
            frames.release()
        }
    }
}
