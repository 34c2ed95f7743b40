import Foundation
import ReelGeometry
import ReelRaster
import ReelTestSupport
import XCTest

@testable import ReelEncode

/// The writer's memory for images waiting to be compressed is bounded in bytes
/// (`GIFWriter.planeBytesLimit`), not in images, and the bound does not change the file.
final class GIFPlaneBytesTests: XCTestCase {
    /// 64×48 frames that change everywhere: a horizontal gradient whose phase moves each frame.
    private func frames() -> [Pixmap] {
        (0..<12).map { f in
            var frame = Pixmap(width: 64, height: 48)
            for py in 0..<48 {
                for px in 0..<64 {
                    let level = Double((px + 5 * f) % 64) / 63
                    frame[px, py] = Color(red: level, green: Double(py) / 47, blue: 1 - level).premultipliedRGBA8
                }
            }
            return frame
        }
    }

    private func write(_ frames: [Pixmap], to path: String, limit: Int?) throws -> Int {
        var builder = GIFPaletteBuilder()
        frames.forEach { builder.add($0) }
        let writer = try GIFWriter(path: path, width: 64, height: 48, palette: builder.build(reserveTransparent: true))
        if let limit { writer.planeBytesLimit = limit }
        for frame in frames { try writer.write(frame, delayCentiseconds: 4) }
        try writer.finish()
        return writer.peakPlaneBytes
    }

    func testImagesInFlightStayWithinTheLimitAndTheBytesDoNotChange() throws {
        let dir = try makeTemporaryDirectory()
        let frames = frames()
        let image = 2 * 64 * 48  // one whole-canvas image: two planes of a byte a pixel
        let unbounded = try write(frames, to: dir.file("default.gif"), limit: nil)
        let bounded = try write(frames, to: dir.file("bounded.gif"), limit: image)
        // By default several whole-canvas images wait at once; at the limit, one at a time.
        XCTAssertGreaterThanOrEqual(unbounded, 3 * image)
        XCTAssertEqual(bounded, image)
        XCTAssertEqual(
            try Data(contentsOf: URL(fileURLWithPath: dir.file("default.gif"))),
            try Data(contentsOf: URL(fileURLWithPath: dir.file("bounded.gif"))))
        XCTAssertEqual(try FFmpegCLI.decodeRGBA(dir.file("bounded.gif"), width: 64, height: 48).count, frames.count)
    }
}
