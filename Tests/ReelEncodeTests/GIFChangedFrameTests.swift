import Foundation
import ReelRaster
import XCTest

@testable import ReelEncode

/// Frames packed for the change counting on other threads, in any order (`GIFChangedFrame`, as
/// an exporter's render threads pack them), and their pairs counted on any threads, count as the
/// same frames packed and counted in order by the counting.
final class GIFChangedFrameTests: XCTestCase {
    /// 96×64: flat bands with a square moving along them (it packs), or, when `noisy`, a
    /// different colour every pixel in the top half (it does not pack: kept as it is).
    private func frame(_ i: Int, noisy: Bool) -> Pixmap {
        var frame = Pixmap(width: 96, height: 64)
        for y in 0..<64 {
            for x in 0..<96 {
                let square = (4 * i..<4 * i + 8).contains(x) && (40..<48).contains(y)
                let r: UInt8 = square ? 250 : UInt8(y / 8 * 30)
                let g: UInt8 = noisy && y < 32 ? UInt8((x * 7 + y * 13 + i) & 0xFF) : 90
                frame[x, y] = RGBA8(r: r, g: g, b: UInt8(i * 20), a: 255)
            }
        }
        return frame
    }

    func testFramesPackedAndCountedElsewhereCountAsFramesPackedInOrder() {
        let frames = (0..<8).map { frame($0, noisy: $0 == 3 || $0 == 4) }
        var builder = GIFPaletteBuilder()
        frames.forEach { builder.add($0) }
        let palette = builder.build(reserveTransparent: true)

        // Every pair counted by `order(for:)`, on this thread.
        let inOrder = GIFChangeCounting()
        frames.forEach { inOrder.add($0) }

        // Packed concurrently, then added in frame order, as the consumer adds them, and the
        // pairs counted by four threads at once, as the render threads take them.
        let packed = PackedFrames(count: frames.count)
        DispatchQueue.concurrentPerform(iterations: frames.count) { i in
            packed.set(i, GIFChangedFrame(packing: frames[i]))
        }
        let buffers = FrameBufferPool(capacity: 16, byteLimit: 1 << 20)
        let elsewhere = GIFChangeCounting(recycling: buffers)
        for changed in packed.values {
            guard let changed else { return XCTFail("a frame was not packed") }
            elsewhere.add(changed)
        }
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            while elsewhere.runWaiting() {}
        }
        XCTAssertEqual(elsewhere.order(for: palette), inOrder.order(for: palette))
        XCTAssertFalse(elsewhere.runWaiting(), "every pair was counted")
        // The buffers of frames that packed are given back once counted; the noisy frames', which
        // do not pack, are their packed sources and stay with them.
        XCTAssertEqual(buffers.spareCount, 6)
    }

    func testTheOrderCountsPairsNoThreadTook() {
        // Half the pairs counted by another thread, the rest left to `order(for:)`.
        let frames = (0..<8).map { frame($0, noisy: $0 == 5) }
        var builder = GIFPaletteBuilder()
        frames.forEach { builder.add($0) }
        let palette = builder.build(reserveTransparent: true)
        let inOrder = GIFChangeCounting()
        frames.forEach { inOrder.add($0) }
        let partly = GIFChangeCounting()
        for (i, frame) in frames.enumerated() {
            partly.add(frame)
            if i % 2 == 0 { DispatchQueue.global().sync { _ = partly.runWaiting() } }
        }
        XCTAssertEqual(partly.order(for: palette), inOrder.order(for: palette))
    }

    /// Frames packed by concurrent iterations, each to its own slot.
    private final class PackedFrames: @unchecked Sendable {
        private let lock = NSLock()
        private var slots: [GIFChangedFrame?]
        init(count: Int) { slots = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ frame: GIFChangedFrame) { lock.withLock { slots[i] = frame } }
        var values: [GIFChangedFrame?] { lock.withLock { slots } }
    }
}
