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
    func run<Worker, Output: Sendable>(
        _ indices: Range<Int>,
        makeWorker: @escaping @Sendable () -> Worker,
        produce: @escaping @Sendable (Worker, Int) throws -> Output,
        consume: (Int, Output) throws -> Void
    ) throws
}

/// The executor for `threads` threads: inline for one (no thread hand-offs at all, the honest
/// single-threaded baseline), Dispatch workers otherwise.
public func makeFrameExecutor(threads: Int) -> any FrameExecutor {
    threads <= 1 ? InlineFrameExecutor() : DispatchFrameExecutor(threads: threads)
}
