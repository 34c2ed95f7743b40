/// Produces and consumes each frame in turn on the calling thread.
///
/// The single-threaded executor: `--threads 1`, and tests that want a run with no concurrency
/// at all to compare the parallel executor against.
package struct InlineFrameExecutor: FrameExecutor {
    /// Always one.
    package var threadCount: Int { 1 }

    /// An executor that runs everything on the calling thread.
    package init() {}

    package func run<Worker, Output: Sendable>(
        _ indices: Range<Int>,
        makeWorker: @escaping @Sendable () -> Worker,
        produce: @escaping @Sendable (Worker, Int) throws -> Output,
        consume: (Int, Output) throws -> Void
    ) throws {
        let worker = makeWorker()
        for index in indices {
            try consume(index, produce(worker, index))
        }
    }
}
