import Foundation
import ReelRaster
import ReelTestSupport
import XCTest

@testable import ReelEncode

/// Local palettes on a transparent canvas: when a frame clears what it showed (disposal to
/// transparent), the next frame redraws every opaque pixel inside the cleared box, the unchanged
/// ones included, so its own palette must render those too.
final class GIFTransparentLocalPaletteTests: XCTestCase {
    private let width = 64
    private let height = 32
    /// The static label's grey, which no moving square holds.
    private let grey = RGBA8(r: 128, g: 128, b: 128, a: 255)

    /// Frame i: a transparent canvas with a grey label in the middle that never changes, and two
    /// 8×8 squares of 64 saturated colours of the frame's own moving away from each other along
    /// the top and bottom rows. Every frame leaves pixels of the one before transparent, above
    /// and below the label, so the frame before is cleared over a box that holds the label; all
    /// frames together hold far more colours than a palette, each frame 129.
    private func frames(_ count: Int) -> [Pixmap] {
        (0..<count).map { i in
            var frame = Pixmap(width: width, height: height)
            for y in 12..<20 {
                for x in 16..<48 { frame[x, y] = grey }
            }
            for (left, top) in [(4 * i, 0), (width - 8 - 4 * i, height - 8)] {
                for y in 0..<8 {
                    for x in 0..<8 {
                        let k = y * 8 + x
                        frame[left + x, top + y] = RGBA8(
                            r: UInt8(255 - k), g: UInt8((k * 3 + i * 7) & 0x3F), b: UInt8(150 + i * 4), a: 255)
                    }
                }
            }
            return frame
        }
    }

    func testFramesRedrawnAfterAClearDecodeAsTheirSource() throws {
        let directory = try makeTemporaryDirectory()
        let frames = frames(12)
        let path = directory.file("transparent.gif")
        var builder = GIFPaletteBuilder()
        frames.forEach { builder.add($0) }
        let writer = try GIFWriter(
            path: path, width: width, height: height,
            palette: builder.build(maxColors: 256, reserveTransparent: true), options: GIFOptions(quality: 100))
        for frame in frames { try writer.write(frame, delayCentiseconds: 4) }
        try writer.finish()
        // The case this guards: frames on palettes of their own, redrawn over a cleared box.
        XCTAssertGreaterThan(writer.localPaletteCount, 0)

        let decoded = try FFmpegCLI.decodeRGBA(path, width: width, height: height)
        XCTAssertEqual(decoded.count, frames.count)
        // Tolerance: 8 levels a channel, what a palette entry shared by near colours may be off
        // by. A label redrawn with the nearest entry of a palette built without it is off by
        // more than 60 levels (grey drawn as a square's saturated colour).
        let tolerance = 8
        for (index, (frame, got)) in zip(frames, decoded).enumerated() {
            let wanted = frame.bytes
            var worst = 0
            var worstPixel = 0
            for p in 0..<(width * height) {
                let i = p * 4
                XCTAssertEqual(got[i + 3] >= 128, wanted[i + 3] >= 128, "frame \(index), pixel \(p): transparency")
                guard wanted[i + 3] >= 128 else { continue }
                for c in 0..<3 where abs(Int(got[i + c]) - Int(wanted[i + c])) > worst {
                    worst = abs(Int(got[i + c]) - Int(wanted[i + c]))
                    worstPixel = p
                }
            }
            XCTAssertLessThanOrEqual(
                worst, tolerance, "frame \(index): pixel (\(worstPixel % width), \(worstPixel / width)) off by \(worst)"
            )
        }
    }
}
