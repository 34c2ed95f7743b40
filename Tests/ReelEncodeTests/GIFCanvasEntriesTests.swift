import Foundation
import ReelGeometry
import ReelRaster
import ReelTestSupport
import XCTest

@testable import ReelEncode

/// The writer keeps its canvases as palette entries, a byte a pixel, where colours are not
/// needed, and writes the same file as with canvases of colours.
final class GIFCanvasEntriesTests: XCTestCase {
    private let width = 48
    private let height = 32

    /// Transparent frames with a static label, a square that moves (leaving transparent pixels
    /// behind, which only disposal clears), a flash shown for one frame, and a fade of the label
    /// (colours the palette only approximates).
    private func frames() -> [Pixmap] {
        (0..<10).map { f in
            var frame = Pixmap(width: width, height: height)
            let label = Color(red: 0.2, green: 0.2, blue: 0.25 + 0.05 * Double(f % 3))
            for y in 2..<8 {
                for x in 2..<30 { frame[x, y] = label.premultipliedRGBA8 }
            }
            for y in 12..<22 {
                for x in (3 * f)..<(3 * f + 10) {
                    let level = Double(x % 7) / 6
                    frame[x, y] = Color(red: 1, green: level, blue: 0.1).premultipliedRGBA8
                }
            }
            if f == 5 {
                for y in 24..<30 {
                    for x in 0..<width { frame[x, y] = Color(red: 0.1, green: 0.9, blue: 0.3).premultipliedRGBA8 }
                }
            }
            return frame
        }
    }

    private func write(_ frames: [Pixmap], to path: String, options: GIFOptions, entries: Bool) throws -> Int {
        var builder = GIFPaletteBuilder()
        frames.forEach { builder.add($0) }
        let palette = builder.build(maxColors: options.maxColors, reserveTransparent: true)
        let writer = try GIFWriter(
            path: path, width: width, height: height, palette: palette, options: options, entryCanvases: entries)
        let bytes = writer.canvasBytes
        for (f, frame) in frames.enumerated() { try writer.write(frame, delayCentiseconds: f == 5 ? 8 : 4) }
        try writer.finish()
        return bytes
    }

    private func bytes(_ path: String) throws -> Data { try Data(contentsOf: URL(fileURLWithPath: path)) }

    func testEntryCanvasesWriteTheSameFileInAQuarterOfTheMemory() throws {
        let dir = try makeTemporaryDirectory()
        let frames = frames()
        let pixels = width * height
        for options in [
            GIFOptions(), GIFOptions(quality: 94), GIFOptions(dither: .ordered), GIFOptions(dither: .diffusion)
        ] {
            let entries = try write(frames, to: dir.file("entries.gif"), options: options, entries: true)
            let colors = try write(frames, to: dir.file("colors.gif"), options: options, entries: false)
            // Three canvases of entries; three of colours beside the frame's and the shown entries.
            XCTAssertEqual(entries, 3 * pixels)
            XCTAssertEqual(colors, 14 * pixels)
            XCTAssertEqual(try bytes(dir.file("entries.gif")), try bytes(dir.file("colors.gif")))
        }
        let decoded = try FFmpegCLI.decodeRGBA(dir.file("entries.gif"), width: width, height: height)
        XCTAssertEqual(decoded.count, frames.count)
    }

    func testColoursAreKeptWhereFramesMayHavePalettesOfTheirOwnOrTheLossyModeIsOn() throws {
        let dir = try makeTemporaryDirectory()
        let pixels = width * height
        for options in [GIFOptions(quality: 95), GIFOptions(quality: 100), GIFOptions(lossy: 40)] {
            XCTAssertEqual(try write(frames(), to: dir.file("q.gif"), options: options, entries: true), 14 * pixels)
        }
    }
}

/// The writer keeps the pending frame's source in runs when they are small, and reads back the
/// same pixel words either way.
final class GIFPackedSourceTests: XCTestCase {
    private func rows(_ source: GIFPackedSource, height: Int) -> [UInt32] {
        var words: [UInt32] = []
        let row = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: source.width)
        defer { row.deallocate() }
        for y in 0..<height {
            source.decode(row: y, into: row)
            words += row
        }
        return words
    }

    private func words(_ pixels: [UInt8]) -> [UInt32] {
        pixels.withUnsafeBytes { bytes in (0..<pixels.count / 4).map { bytes.pixelWord(at: $0) } }
    }

    func testFlatPixelsPackAndReadBackExactly() {
        let (width, height) = (64, 16)
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        // A bar of another colour, one level off, on rows 3 to 6.
        for y in 3..<7 {
            for x in 10..<40 { pixels[(y * width + x) * 4 + 1] = 254 }
        }
        let packed = GIFPackedSource(packing: pixels, width: width, height: height)
        XCTAssertTrue(packed.isPacked)
        XCTAssertLessThanOrEqual(packed.byteCount, pixels.count / 8)
        XCTAssertEqual(rows(packed, height: height), words(pixels))
    }

    func testNoiseIsKeptAsItIs() {
        let (width, height) = (32, 8)
        // Every pixel differs from the one before it: as many runs as pixels.
        let pixels = (0..<width * height * 4).map { UInt8(truncatingIfNeeded: $0 * 97 + $0 / 4 * 31) }
        let kept = GIFPackedSource(packing: pixels, width: width, height: height)
        XCTAssertFalse(kept.isPacked)
        XCTAssertEqual(kept.byteCount, pixels.count)
        XCTAssertEqual(rows(kept, height: height), words(pixels))
    }
}
