import Foundation
import ReelRaster
import ReelTestSupport
import XCTest

@testable import ReelEncode

/// Reel's own LZW, decoded by FFmpeg: every pixel shows its index, or, where it had the
/// transparent entry as an alternative, possibly nothing; the code table fills and is replaced
/// (the deferred clear) without losing a pixel, at every code size.
final class LZWChoiceEncoderTests: XCTestCase {
    /// `colors` opaque greys and, last, the transparent entry.
    private func palette(_ colors: Int) -> [RGBA8] {
        (0..<colors - 1).map { RGBA8(r: UInt8($0 * 255 / max(colors - 2, 1)), g: 40, b: UInt8($0 % 7 * 30), a: 255) }
            + [RGBA8(r: 0, g: 0, b: 0, a: 0)]
    }

    /// Writes one frame of `first`/`second` through the encoder and returns FFmpeg's decoding.
    private func roundTrip(
        width: Int, height: Int, colors: [RGBA8], first: [UInt8], second: [UInt8], name: String
    ) throws -> (decoded: [UInt8], bytes: Int) {
        let path = try makeTemporaryDirectory().file(name)
        let file = try GIFFile(path: path)
        try file.putScreen(
            width: width, height: height, colors: colors.map { ($0.r, $0.g, $0.b) }, background: colors.count - 1)
        try file.putGraphicsControl(delayCentiseconds: 10, disposal: .keep, transparentIndex: colors.count - 1)
        var encoder = LZWChoiceEncoder()
        let codeSize = GIFFile.codeSize(colorCount: colors.count)
        let data = first.withUnsafeBufferPointer { first in
            second.withUnsafeBufferPointer { second in
                encoder.encode(first: first, second: second, minimumCodeSize: codeSize)
            }
        }
        try file.putImage(left: 0, top: 0, width: width, height: height, codeSize: codeSize, compressed: data)
        try file.close()
        let frames = try FFmpegCLI.decodeRGBA(path, width: width, height: height)
        XCTAssertEqual(frames.count, 1)
        return (frames.first ?? [], data.count)
    }

    /// Checks each decoded pixel: its index's colour, or transparent where that was its alternative.
    private func check(
        _ decoded: [UInt8], colors: [RGBA8], first: [UInt8], second: [UInt8], file: StaticString = #filePath,
        line: UInt = #line
    ) -> Int {
        var transparentTaken = 0
        for p in 0..<first.count {
            let got = Array(decoded[p * 4..<p * 4 + 4])
            let color = colors[Int(first[p])]
            if got == [color.r, color.g, color.b, color.a] { continue }
            if Int(second[p]) == colors.count - 1, got[3] == 0 {
                if first[p] != second[p] { transparentTaken += 1 }
                continue
            }
            XCTFail("pixel \(p): \(got), wanted \(color) or transparent \(second[p])", file: file, line: line)
            return transparentTaken
        }
        return transparentTaken
    }

    func testEveryCodeSizeRoundTripsThroughFullTablesAndClears() throws {
        var random = SeededNumbers(state: 7)
        for colorCount in [2, 4, 16, 256] {
            let colors = palette(colorCount)
            let width = 301
            let height = 211
            // Runs of random lengths and colours, with stretches of noise: the table fills many
            // times, and both a clear and a kept full table happen.
            var first: [UInt8] = []
            while first.count < width * height {
                if random.next(4) == 0 {
                    for _ in 0..<random.next(400) { first.append(UInt8(random.next(colorCount))) }
                } else {
                    first += [UInt8](repeating: UInt8(random.next(colorCount)), count: 1 + random.next(40))
                }
            }
            first = Array(first.prefix(width * height))
            let second = first.map { _ in random.next(3) == 0 ? UInt8(colorCount - 1) : 0 }
            let alternatives = zip(first, second).map { $1 == UInt8(colorCount - 1) ? $1 : $0 }
            let (decoded, _) = try roundTrip(
                width: width, height: height, colors: colors, first: first, second: alternatives,
                name: "codes-\(colorCount).gif")
            let taken = check(decoded, colors: colors, first: first, second: alternatives)
            // Some alternatives extend a string and are taken, but not all of them.
            XCTAssertGreaterThan(taken, 0, "\(colorCount) colours")
            XCTAssertLessThan(taken, alternatives.indices.filter { alternatives[$0] != first[$0] }.count)
        }
    }

    func testWithoutAlternativesEveryPixelIsItsIndexAndNoLargerThanGiflib() throws {
        let colors = palette(256)
        let width = 640
        let height = 360
        // A UI-like frame: horizontal bands with a repeating pattern and a soft diagonal edge.
        var first = [UInt8](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                first[y * width + x] = UInt8((y / 9 * 17 + (x + y) / 37 + (x % 23 == 0 ? 5 : 0)) % 255)
            }
        }
        let (decoded, bytes) = try roundTrip(
            width: width, height: height, colors: colors, first: first, second: first, name: "plain.gif")
        XCTAssertEqual(check(decoded, colors: colors, first: first, second: first), 0)

        // giflib's own compression of the same indices, for scale.
        let path = try makeTemporaryDirectory().file("giflib.gif")
        let file = try GIFFile(path: path)
        try file.putScreen(width: width, height: height, colors: colors.map { ($0.r, $0.g, $0.b) }, background: 0)
        var indices = first
        try file.putImage(left: 0, top: 0, width: width, height: height, indices: &indices)
        try file.close()
        let giflib = try Data(contentsOf: URL(fileURLWithPath: path)).count - 13 - 3 * 256 - 10 - 1 - 1
        XCTAssertLessThanOrEqual(bytes, giflib, "ours \(bytes), giflib's \(giflib)")
    }
}
