import Foundation
import ReelEncode
import ReelLottie
import ReelRaster
import ReelRender
import ReelTimeline
import XCTest

/// Every frame of every Lottie fixture drawn as an export draws it (presented by one presenter,
/// drawn into the buffer of a frame already done, cleared only where that frame drew, and handed
/// out again when the layers draw the same) has the bytes of the frame a new renderer draws of
/// the timeline's own snapshot on a new, wholly cleared pixmap.
final class LottieRecycledFrameTests: XCTestCase {
    /// The JSON fixtures' names.
    private var names: [String] {
        get throws {
            try FileManager.default.contentsOfDirectory(atPath: LottieFixtures.fixtures.path)
                .filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
        }
    }

    private func checkFrames(of name: String, redraw: Bool, order: (Int) -> [Int]) throws {
        let scene = try LottieFixtures.read(name).scene
        let images = ImageSource(sceneFile: LottieFixtures.path(name), decode: ImageDecoder.decode(contentsOf:))
        let timeline = Timeline(scene: scene)
        let count = max(1, Int((scene.duration ?? 0) * scene.fps))
        let pool = FrameBufferPool(capacity: 2)
        let renderer = Renderer(images: images)
        renderer.redrawsRepeatedFrames = redraw
        let presenter = FramePresenter(timeline)
        for frame in order(count) {
            let time = Double(frame) / scene.fps
            var recycled = try renderer.render(presenter.snapshot(at: time), reusing: pool.takeFrame())
            let fresh = try Renderer(images: images).render(timeline.snapshot(at: time))
            // Not XCTAssertEqual: its message would print every byte of both frames.
            XCTAssertTrue(recycled == fresh, "\(name), frame \(frame)\(redraw ? ", redrawn" : "")")
            pool.recycle(&recycled)
        }
    }

    func testEveryFrameOnARecycledBufferIsTheFrameOfANewPixmap() throws {
        for name in try names {
            try checkFrames(of: name, redraw: false) { Array(0..<$0) }
            try checkFrames(of: name, redraw: true) { Array(0..<$0) }
        }
    }

    func testFramesOutOfOrderOnRecycledBuffers() throws {
        // An export's threads take frames out of order: a buffer's last frame may be any other.
        for name in try names {
            try checkFrames(of: name, redraw: false) { count in
                Array(Swift.stride(from: 1, to: count, by: 2).reversed())
                    + Array(Swift.stride(from: 0, to: count, by: 2))
            }
        }
    }
}
