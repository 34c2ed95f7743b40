import Foundation
import ReelPipeline
import XCTest

/// The executors: every frame consumed once, in order, within the window, errors stopping the run.
final class FrameExecutorTests: XCTestCase {
    /// Counts and checks from worker threads, under a lock.
    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var consumed = 0
        private var workers: Set<ObjectIdentifier> = []
        private(set) var violations: [String] = []

        func consumedCount() -> Int { lock.withLock { consumed } }
        func finishConsuming() { lock.withLock { consumed += 1 } }
        func noteWorker(_ worker: AnyObject) { lock.withLock { _ = workers.insert(ObjectIdentifier(worker)) } }
        var workerCount: Int { lock.withLock { workers.count } }
        func violation(_ text: String) { lock.withLock { violations.append(text) } }
    }

    /// A worker's scratch state, like a renderer: checks it is only ever used by one thread.
    private final class Scratch {
        let thread = pthread_self()
    }

    func testDispatchExecutorConsumesEveryFrameInOrderWithinTheWindow() throws {
        let executor = DispatchFrameExecutor(threads: 3, window: 4)
        let log = Log()
        var order: [Int] = []
        try executor.run(
            10..<70,
            makeWorker: { Scratch() },
            produce: { scratch, index in
                if pthread_equal(scratch.thread, pthread_self()) == 0 { log.violation("worker used on another thread") }
                log.noteWorker(scratch)
                // In flight: claimed but not yet fully consumed. Never more than the window.
                if index - 10 >= log.consumedCount() + 4 {
                    log.violation("frame \(index) claimed with \(log.consumedCount()) consumed")
                }
                usleep(UInt32.random(in: 0...2000))  // uneven frame costs shuffle completion order
                return index * index
            },
            consume: { index, value in
                XCTAssertEqual(value, index * index)
                order.append(index)
                log.finishConsuming()
            })
        XCTAssertEqual(order, Array(10..<70))
        XCTAssertEqual(log.violations, [])
        XCTAssertLessThanOrEqual(log.workerCount, 3, "one worker per thread")
    }

    func testInlineExecutorRunsOnTheCallingThreadInOrder() throws {
        let caller = pthread_self()
        var order: [Int] = []
        nonisolated(unsafe) var made = 0
        try InlineFrameExecutor().run(
            0..<5,
            makeWorker: { made += 1 },
            produce: { _, index in
                XCTAssertNotEqual(pthread_equal(caller, pthread_self()), 0)
                return index
            },
            consume: { index, value in order.append(value) })
        XCTAssertEqual(order, [0, 1, 2, 3, 4])
        XCTAssertEqual(made, 1)
    }

    func testAnErrorFromAWorkerStopsTheRunAndIsRethrown() {
        struct Boom: Error {}
        let executor = DispatchFrameExecutor(threads: 2)
        var consumed: [Int] = []
        XCTAssertThrowsError(
            try executor.run(
                0..<1000,
                makeWorker: {},
                produce: { _, index in
                    if index == 20 { throw Boom() }
                    return index
                },
                consume: { index, _ in consumed.append(index) })
        ) { XCTAssertTrue($0 is Boom) }
        XCTAssertEqual(consumed, Array(0..<consumed.count), "in order up to the failure")
        XCTAssertLessThan(consumed.count, 20 + 1)
    }

    func testAnErrorFromTheConsumerStopsTheWorkers() {
        struct Full: Error {}
        let executor = DispatchFrameExecutor(threads: 2, window: 4)
        let log = Log()
        XCTAssertThrowsError(
            try executor.run(
                0..<1000,
                makeWorker: {},
                produce: { _, index in
                    log.finishConsuming()  // counts frames produced
                    return index
                },
                consume: { index, _ in if index == 5 { throw Full() } })
        ) { XCTAssertTrue($0 is Full) }
        // Returned only after the workers stopped: nothing is produced afterwards, and the
        // window kept them from running far ahead of the failed frame.
        let produced = log.consumedCount()
        usleep(20_000)
        XCTAssertEqual(log.consumedCount(), produced)
        XCTAssertLessThanOrEqual(produced, 5 + 4 + 1)
    }

    func testAnEmptyRangeDoesNothingAndMoreThreadsThanFramesIsFine() throws {
        var consumed: [Int] = []
        try DispatchFrameExecutor(threads: 4).run(
            0..<0, makeWorker: {}, produce: { _, i in i }, consume: { i, _ in consumed.append(i) })
        XCTAssertEqual(consumed, [])
        try DispatchFrameExecutor(threads: 8).run(
            3..<5, makeWorker: {}, produce: { _, i in i }, consume: { i, _ in consumed.append(i) })
        XCTAssertEqual(consumed, [3, 4])
    }

    func testOneThreadMeansInline() {
        XCTAssertTrue(makeFrameExecutor(threads: 1) is InlineFrameExecutor)
        let cores = ProcessInfo.processInfo.activeProcessorCount
        if cores >= 2 { XCTAssertEqual((makeFrameExecutor(threads: 2) as? DispatchFrameExecutor)?.window, 4) }
    }

    /// More threads than cores would only add a renderer's memory each.
    func testThreadsAreCappedAtTheCores() {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        XCTAssertEqual(makeFrameExecutor(threads: 1024).threadCount, cores)
    }

    /// Frames in flight fit the memory budget: large frames mean fewer threads and a smaller window.
    func testLargeFramesBoundTheWindowAndThreadsByBytes() {
        let executor = DispatchFrameExecutor(threads: 8)
        let small = executor.bounded(frameBytes: 1 << 20) as? DispatchFrameExecutor
        XCTAssertEqual(small?.threadCount, 8)
        XCTAssertEqual(small?.window, 16)
        let large = executor.bounded(frameBytes: 200 << 20) as? DispatchFrameExecutor
        XCTAssertEqual(large?.threadCount, 2, "512 MiB holds two 200 MiB frames")
        XCTAssertEqual(large?.window, 2)
        XCTAssertTrue(executor.bounded(frameBytes: 600 << 20) is InlineFrameExecutor)
    }

    /// Small frames wait in up to twice the window, within a few MiB; larger ones keep it.
    func testSmallFramesGetADeeperWindow() {
        let executor = DispatchFrameExecutor(threads: 2)
        XCTAssertEqual((executor.bounded(frameBytes: 420 * 300 * 5) as? DispatchFrameExecutor)?.window, 8)
        XCTAssertEqual((executor.bounded(frameBytes: 720 * 720 * 5) as? DispatchFrameExecutor)?.window, 4)
        XCTAssertEqual((executor.bounded(frameBytes: 1920 * 1080 * 5) as? DispatchFrameExecutor)?.window, 4)
    }

    /// Frames waiting for the encoder get a smaller budget than the threads: at 144 MB a frame
    /// (a 4000×4000 GIF's mapped frames) three threads fit, but only one frame waits per thread.
    func testWaitingFramesHaveTheirOwnBudget() {
        let executor = DispatchFrameExecutor(threads: 2)
        let gif = executor.bounded(frameBytes: 144_000_000) as? DispatchFrameExecutor
        XCTAssertEqual(gif?.threadCount, 2)
        XCTAssertEqual(gif?.window, 2)
        let planes = executor.bounded(frameBytes: 24_000_000) as? DispatchFrameExecutor
        XCTAssertEqual(planes?.window, 4, "a 4000×4000 video frame's planes keep the full window")
    }

    /// Jobs a test posts as an encoder would, each signalling once a thread has run it.
    private final class Jobs: @unchecked Sendable {
        private let lock = NSLock()
        private var waiting: [DispatchSemaphore] = []
        private var wake: (@Sendable () -> Void)?

        var spareWork: SpareWork {
            SpareWork(
                runOne: { [self] in
                    guard let done = lock.withLock({ waiting.isEmpty ? nil : waiting.removeFirst() }) else {
                        return false
                    }
                    done.signal()
                    return true
                },
                onPost: { [self] wake in lock.withLock { self.wake = wake } })
        }

        /// Posts a job and waits until another thread has run it; false if none did within a
        /// minute (the consumer never runs these jobs itself, so without spare work it would wait
        /// for ever).
        func postAndWait() -> Bool {
            let done = DispatchSemaphore(value: 0)
            let wake = lock.withLock {
                waiting.append(done)
                return self.wake
            }
            wake?()
            return done.wait(timeout: .now() + 60) == .success
        }
    }

    /// A worker with no frame to draw runs the encoder's jobs: while the window is full (the
    /// consumer holds the oldest frame) and once every frame is claimed (the consumer writes the
    /// last one), which is when a GIF's last frames are compressed.
    func testWorkersWithNoFrameToDrawRunTheEncodersJobs() throws {
        let jobs = Jobs()
        var ran: [Int: Bool] = [:]
        try DispatchFrameExecutor(threads: 2, window: 2).run(
            0..<6, spareWork: jobs.spareWork, makeWorker: {}, produce: { _, index in index },
            consume: { index, _ in
                // Frame 0: both workers have claimed what the window allows and wait for room.
                if index == 0 || index == 5 { ran[index] = jobs.postAndWait() }
            })
        XCTAssertEqual(ran, [0: true, 5: true])
    }

    /// A worker back from a job that found nothing to do does not sleep through the end of the run:
    /// the run stopped while it was away, and waiting then would be for ever. Many short runs, each
    /// with a worker most likely away when it ends, on a thread of their own so that a hang fails.
    func testARunEndsWhileAWorkerIsAwayOnAJob() {
        let idle = SpareWork(
            runOne: {
                usleep(200)
                return false
            }, onPost: { _ in })
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            for _ in 0..<300 {
                try? DispatchFrameExecutor(threads: 2, window: 2).run(
                    0..<3, spareWork: idle, makeWorker: {}, produce: { _, index in index }, consume: { _, _ in })
            }
            finished.signal()
        }
        XCTAssertEqual(finished.wait(timeout: .now() + 120), .success, "a run never ended")
    }
}
