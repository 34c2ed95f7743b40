import Foundation

/// Runs per-frame work and hands the results back in frame order: the seam between rendering,
/// which may run on any thread in any order, and encoding, which must see frames in order.
///
/// `produce` runs on the executor's threads, each with its own `Worker` (a `Renderer`, which owns
/// scratch memory and must not be shared), made by `makeWorker` on the thread that uses it.
/// `consume` runs on the calling thread, once per index, in ascending order. An error thrown by
/// either stops the run and is rethrown once no thread is still working.
public protocol FrameExecutor: Sendable {
    /// How many threads produce frames at once.
    var threadCount: Int { get }

    /// Produces every frame of `indices` and consumes each result in index order.
    /// - Parameters:
    ///   - indices: The frame numbers to produce.
    ///   - makeWorker: Makes the per-thread state `produce` is given, on the thread that uses it.
    ///   - produce: Makes the output for one index, such as a rendered frame; on any of the
    ///     executor's threads, in any order.
    ///   - consume: Takes each output on the calling thread, once per index, in ascending order.
    /// - Throws: The first error `produce` or `consume` throws, once no thread is still working.
    func run<Worker, Output: Sendable>(
        _ indices: Range<Int>,
        makeWorker: @escaping @Sendable () -> Worker,
        produce: @escaping @Sendable (Worker, Int) throws -> Output,
        consume: (Int, Output) throws -> Void
    ) throws

    /// This executor with no more frames in flight, and no more threads each holding a frame's
    /// scratch memory, than fit in the frame memory budget (512 MiB, or one frame per thread
    /// when frames are larger), and no more frames waiting beyond one a thread than fit in
    /// 256 MiB.
    /// - Parameter frameBytes: The size of one frame, in bytes.
    /// - Returns: An executor that keeps the frames in flight within the budget.
    func bounded(frameBytes: Int) -> any FrameExecutor
}

extension FrameExecutor {
    /// This executor as it is, for executors that hold no more than a frame or so at a time.
    /// - Parameter frameBytes: The size of one frame, in bytes (unused).
    /// - Returns: `self`.
    public func bounded(frameBytes: Int) -> any FrameExecutor { self }
}

extension FrameExecutor {
    /// `run(_:makeWorker:produce:consume:)` with `spareWork` for threads that have no frame to
    /// draw. Only the package's own Dispatch executor has such threads: any other executor runs
    /// as it is, and the jobs wait for the consumer, which runs whatever it needs itself.
    package func run<Worker, Output: Sendable>(
        _ indices: Range<Int>,
        spareWork: SpareWork?,
        makeWorker: @escaping @Sendable () -> Worker,
        produce: @escaping @Sendable (Worker, Int) throws -> Output,
        consume: (Int, Output) throws -> Void
    ) throws {
        guard let executor = self as? DispatchFrameExecutor else {
            return try run(indices, makeWorker: makeWorker, produce: produce, consume: consume)
        }
        try executor.run(indices, spareWork: spareWork, makeWorker: makeWorker, produce: produce, consume: consume)
    }
}

/// How much memory an export's frames in flight may take.
package enum FrameMemory {
    /// Frames held between the renderers and the encoder, in bytes: 512 MiB, or one frame per
    /// thread when frames are larger (a 4000×4000 canvas is 64 MB a frame).
    package static let budget = 512 << 20
    /// Frames waiting in the window between the renderers and the encoder, in bytes, beyond one
    /// per thread: 256 MiB. A 4000×4000 GIF's mapped frames (144 MB each) wait one a thread.
    package static let windowBudget = 256 << 20
    /// What frames beyond the default window may take in all, for frames small enough: 8 MiB
    /// (twelve 420×300 GIF frames; none for 1080p ones, which keep the default window).
    package static let smallWindowBudget = 8 << 20
}

/// The executor for `threads` threads: inline for one (no thread hand-offs at all, the honest
/// single-threaded baseline), Dispatch workers otherwise. Threads beyond the machine's cores
/// would only add a renderer's memory each (a 4000×4000 canvas at --threads 64 took 3.9 GB,
/// against 1.07 GB at 2 on two cores), so there are never more than the cores.
/// - Parameter threads: How many threads to render on; capped at the machine's active cores.
/// - Returns: An executor for ``Exporter/executor``.
public func makeFrameExecutor(threads: Int) -> any FrameExecutor {
    let threads = min(threads, max(ProcessInfo.processInfo.activeProcessorCount, 1))
    return threads <= 1 ? InlineFrameExecutor() : DispatchFrameExecutor(threads: threads)
}
