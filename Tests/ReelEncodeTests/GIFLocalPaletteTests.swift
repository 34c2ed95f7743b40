import Foundation
import ReelGeometry
import ReelRaster
import ReelTestSupport
import XCTest

@testable import ReelEncode

/// Per-frame (local) palettes at quality ≥ 95: a frame whose colours the global palette lacks
/// gets a colour table of its own and decodes exactly; below 95 every frame uses the global one.
final class GIFLocalPaletteTests: XCTestCase {
    /// 32×16 frames: frame i is a horizontal ramp of 32 greys offset by i, plus a stripe of a
    /// colour of its own, so that all frames together hold far more than 256 colours while each
    /// holds 33.
    private func frames(_ count: Int) -> [Pixmap] {
        (0..<count).map { i in
            var frame = Pixmap(width: 32, height: 16)
            for y in 0..<16 {
                for x in 0..<32 {
                    let v = UInt8((x * 7 + i * 3) & 0xFF)
                    frame[x, y] =
                        y < 12
                        ? RGBA8(r: v, g: UInt8((Int(v) + i * 11) & 0xFF), b: 255 - v, a: 255)
                        : RGBA8(r: UInt8(i * 17 & 0xFF), g: 40, b: UInt8(200 - i), a: 255)
                }
            }
            return frame
        }
    }

    private func write(_ frames: [Pixmap], to path: String, quality: Int, maxColors: Int = 256) throws -> GIFWriter {
        var builder = GIFPaletteBuilder()
        frames.forEach { builder.add($0) }
        let writer = try GIFWriter(
            path: path, width: 32, height: 16,
            palette: builder.build(maxColors: maxColors, reserveTransparent: true),
            options: GIFOptions(quality: quality))
        for frame in frames { try writer.write(frame, delayCentiseconds: 4) }
        try writer.finish()
        return writer
    }

    func testFramesTheGlobalPaletteLacksGetTheirOwnAndDecodeExactly() throws {
        let directory = try makeTemporaryDirectory()
        let frames = frames(24)
        let path = directory.file("local.gif")
        // A 16-colour global palette renders these frames badly; each frame's 33 colours fit its own.
        let writer = try write(frames, to: path, quality: 100, maxColors: 16)
        XCTAssertEqual(writer.localPaletteCount, 24)
        XCTAssertEqual(try FFmpegCLI.decodeRGBA(path, width: 32, height: 16), frames.map(\.bytes))
    }

    func testBelowQuality95EveryFrameUsesTheGlobalPalette() throws {
        let directory = try makeTemporaryDirectory()
        let frames = frames(24)
        let path = directory.file("global.gif")
        let writer = try write(frames, to: path, quality: 90)
        XCTAssertEqual(writer.localPaletteCount, 0)
        XCTAssertEqual(try FFmpegCLI.decodeRGBA(path, width: 32, height: 16).count, 24)
    }

    func testAFrameThePaletteAlreadyRendersExactlyKeepsTheGlobalPalette() throws {
        let directory = try makeTemporaryDirectory()
        // Two frames of few colours: the global palette holds them exactly, no frame needs its own.
        let frames = Array(frames(2))
        let path = directory.file("exact.gif")
        let writer = try write(frames, to: path, quality: 100)
        XCTAssertEqual(writer.localPaletteCount, 0)
        XCTAssertEqual(try FFmpegCLI.decodeRGBA(path, width: 32, height: 16), frames.map(\.bytes))
    }

    func testExactColourMedianCutKeepsFullPrecision() {
        // 300 colours in two tight clusters: the cut separates them and each entry is its cluster's mean.
        var counts: [UInt32: Int] = [:]
        for i in 0..<150 { counts[UInt32(10 + i % 3) << 16 | UInt32(i / 3)] = 1 }
        for i in 0..<150 { counts[UInt32(200 + i % 3) << 16 | UInt32(i / 3) << 8] = 1 }
        let sorted = counts.sorted { $0.key < $1.key }.map { (color: $0.key, count: $0.value) }
        let colors = MedianCut(colorCounts: sorted).colors(count: 2)
        XCTAssertEqual(colors.count, 2)
        XCTAssertEqual(Set(colors.map(\.r)), [11, 201])
    }
}
