import Foundation
import ReelGeometry
import XCTest

@testable import ReelRaster

/// Frames drawn into recycled buffers: the buffer is really reused (no new storage), the pool
/// keeps no more spares than its capacity, and a recycled buffer's old pixels never show.
final class FrameBufferPoolTests: XCTestCase {
    private func address(_ bytes: [UInt8]) -> UnsafeRawPointer? {
        bytes.withUnsafeBytes { $0.baseAddress }
    }

    /// A buffer of `count` bytes of noise, as a recycled frame's old pixels are.
    private func garbage(_ count: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix(state: seed)
        return (0..<count).map { _ in UInt8.random(in: 1...255, using: &random) }
    }

    func testARecycledBufferIsTheNextOneTaken() {
        for background in [nil, Color(red: 1, green: 0.5, blue: 0, alpha: 1)] {
            let pool = FrameBufferPool(capacity: 2)
            XCTAssertTrue(pool.take().isEmpty, "an empty pool has nothing to give")
            var frame = Pixmap(width: 16, height: 8)
            let storage = address(frame.bytes)
            pool.recycle(&frame)
            XCTAssertTrue(frame.bytes.isEmpty, "the pixmap gives its buffer up")
            XCTAssertEqual(pool.spareCount, 1)
            let reused = Pixmap(width: 16, height: 8, reusing: pool.take(), filledWith: background)
            XCTAssertEqual(
                address(reused.bytes), storage,
                "the frame is drawn into the recycled buffer (background \(String(describing: background)))")
            XCTAssertEqual(pool.spareCount, 0)
        }
    }

    /// A thread that runs what it is given, one thing at a time, until the test ends: two of them
    /// are two threads alive at once (a thread that has ended may pass its identity on).
    private final class WorkerThread: @unchecked Sendable {
        private let condition = NSCondition()
        private var work: [() -> Void] = []

        init() {
            Thread.detachNewThread { [self] in
                while true {
                    condition.lock()
                    while work.isEmpty { condition.wait() }
                    let next = work.removeFirst()
                    condition.unlock()
                    next()
                }
            }
        }

        func run<T>(_ body: @escaping () -> T) -> T {
            let done = DispatchSemaphore(value: 0)
            nonisolated(unsafe) var result: T?
            condition.lock()
            work.append {
                result = body()
                done.signal()
            }
            condition.signal()
            condition.unlock()
            done.wait()
            return result!
        }
    }

    /// A buffer goes back to the thread that took it before, when it is spare, whoever handed it
    /// back: that thread drew into it last, and its core may still hold its lines.
    func testAThreadTakesBackABufferItTookBefore() {
        let pool = FrameBufferPool(capacity: 4)
        var ones = [UInt8](repeating: 1, count: 64)
        var twos = [UInt8](repeating: 2, count: 64)
        pool.recycle(&ones)
        pool.recycle(&twos)
        let (a, b) = (WorkerThread(), WorkerThread())
        var takenByA = a.run { pool.take() }
        var takenByB = b.run { pool.take() }
        XCTAssertEqual(takenByA.first, 2, "with no thread's own spare, the last one handed back")
        XCTAssertEqual(takenByB.first, 1)
        // Handed back here, A's first: the last spare is then B's, which A does not take.
        pool.recycle(&takenByA)
        pool.recycle(&takenByB)
        XCTAssertEqual(a.run { pool.take() }.first, 2)
        XCTAssertEqual(b.run { pool.take() }.first, 1)
    }

    func testThePoolKeepsAtMostItsCapacity() {
        let pool = FrameBufferPool(capacity: 2)
        for _ in 0..<5 {
            var bytes = [UInt8](repeating: 7, count: 64)
            pool.recycle(&bytes)
        }
        XCTAssertEqual(pool.spareCount, 2)
        var empty: [UInt8] = []
        pool.recycle(&empty)
        XCTAssertEqual(pool.spareCount, 2, "an empty buffer is not kept")
        XCTAssertEqual(pool.take().count, 64)
        XCTAssertEqual(pool.take().count, 64)
        XCTAssertTrue(pool.take().isEmpty)
    }

    func testThePoolKeepsNoMoreBytesThanItsLimit() {
        // Buffers hold a few bytes more than asked (the allocator's rounding), well under the slack.
        let pool = FrameBufferPool(capacity: 8, byteLimit: 2_500)
        for count in [1_000, 1_000, 1_000, 400] {
            var bytes = [UInt8](repeating: 1, count: count)
            pool.recycle(&bytes)
        }
        // 1000 + 1000 fit; a third 1000 would pass 2500; 400 more fit (2400).
        XCTAssertEqual(pool.spareCount, 3)
        var large = [UInt8](repeating: 1, count: 3_000)
        pool.recycle(&large)
        XCTAssertEqual(pool.spareCount, 3, "a buffer larger than the limit is freed")
    }

    func testAFrameOnARecycledBufferHasTheBytesOfANewOne() {
        let background = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.5)
        let opaque = Color(red: 1, green: 1, blue: 1, alpha: 1)
        for (index, color) in [nil, background, opaque].enumerated() {
            for count in [13 * 7 * 4, 10 * 7 * 4, 20 * 7 * 4, 0] {
                let storage = garbage(count, seed: UInt64(index * 100 + count))
                let reused = Pixmap(width: 13, height: 7, reusing: storage, filledWith: color)
                let fresh = color.map { Pixmap(width: 13, height: 7, filledWith: $0) } ?? Pixmap(width: 13, height: 7)
                XCTAssertEqual(reused, fresh, "colour \(String(describing: color)), a spare of \(count) bytes")
            }
        }
    }

    func testStraightAlphaIntoAReusedBufferMatchesANewOne() {
        var frame = Pixmap(width: 9, height: 5)
        var random = SplitMix(state: 42)
        for i in 0..<frame.width * frame.height {
            let alpha = UInt8.random(in: 0...255, using: &random)
            frame.bytes[i * 4 + 3] = alpha
            for c in 0..<3 { frame.bytes[i * 4 + c] = UInt8.random(in: 0...alpha, using: &random) }
        }
        var out = garbage(frame.bytes.count, seed: 7)
        let storage = address(out)
        frame.unpremultipliedRGBA(into: &out)
        XCTAssertEqual(out, frame.unpremultipliedRGBA())
        XCTAssertEqual(address(out), storage, "a buffer of the right size is reused")
        var small: [UInt8] = [1, 2, 3]
        frame.unpremultipliedRGBA(into: &small)
        XCTAssertEqual(small, frame.unpremultipliedRGBA(), "a buffer of another size is replaced")
    }
}
