import Foundation
import ReelGeometry
import ReelRaster
import ReelTestSupport
import XCTest

@testable import ReelEncode

/// Inter-frame optimisation, decoded by FFmpeg: every frame must show exactly what was written,
/// while the file holds only what changed.
final class GIFOptimisationTests: XCTestCase {
    private let white = Color(red: 1, green: 1, blue: 1).premultipliedRGBA8
    private let blue = Color(red: 0, green: 0.4, blue: 1).premultipliedRGBA8

    /// A 64×48 canvas (white, or transparent when `background` is nil) with a 6×6 blue square at x = `x`.
    private func frame(squareAt x: Int, background: RGBA8?) -> Pixmap {
        var frame = Pixmap(width: 64, height: 48)
        for py in 0..<48 {
            for px in 0..<64 {
                if (x..<x + 6).contains(px) && (20..<26).contains(py) {
                    frame[px, py] = blue
                } else if let background {
                    frame[px, py] = background
                }
            }
        }
        return frame
    }

    private func write(_ frames: [Pixmap], to path: String, options: GIFOptions = GIFOptions()) throws {
        var builder = GIFPaletteBuilder()
        frames.forEach { builder.add($0) }
        let writer = try GIFWriter(
            path: path, width: 64, height: 48,
            palette: builder.build(reserveTransparent: true), options: options)
        for frame in frames { try writer.write(frame, delayCentiseconds: 4) }
        try writer.finish()
    }

    func testMovingSquareOnStaticBackgroundWritesSmallFramesThatDecodeExactly() throws {
        let directory = try makeTemporaryDirectory()
        let frames = (0..<20).map { frame(squareAt: 2 + $0 * 2, background: white) }
        let path = directory.file("square.gif")
        try write(frames, to: path)
        XCTAssertEqual(try FFmpegCLI.decodeRGBA(path, width: 64, height: 48), frames.map(\.bytes))

        // Frames after the first are cropped: the file is far smaller than 20 full frames.
        let packets =
            try FFmpegCLI.probe(path, ["-select_streams", "v:0", "-show_packets"])["packets"] as? [[String: Any]] ?? []
        let sizes = packets.compactMap { ($0["size"] as? String).flatMap(Int.init) }
        XCTAssertEqual(sizes.count, 20)
        XCTAssertLessThan(sizes.dropFirst().max() ?? .max, 80, "\(sizes)")
    }

    func testIdenticalFramesAreMergedWithTheirDelaysAdded() throws {
        let directory = try makeTemporaryDirectory()
        let a = frame(squareAt: 4, background: white)
        let b = frame(squareAt: 30, background: white)
        let path = directory.file("merged.gif")
        try write([a, a, a, b, b, a], to: path)
        let packets =
            try FFmpegCLI.probe(path, ["-select_streams", "v:0", "-show_packets"])["packets"] as? [[String: Any]] ?? []
        XCTAssertEqual(packets.compactMap { $0["duration"] as? Int }, [12, 8, 4])
        XCTAssertEqual(try FFmpegCLI.decodeRGBA(path, width: 64, height: 48), [a, b, a].map(\.bytes))
    }

    func testTransparentSceneClearsWhereTheSquareLeft() throws {
        // No background: the square must not leave a trail, which needs "restore to background".
        let directory = try makeTemporaryDirectory()
        let frames = (0..<12).map { frame(squareAt: 1 + $0 * 5, background: nil) }
        let path = directory.file("alpha.gif")
        try write(frames, to: path)
        let decoded = try FFmpegCLI.decodeRGBA(path, width: 64, height: 48)
        XCTAssertEqual(decoded.count, frames.count)
        for (f, (pixels, frame)) in zip(decoded, frames).enumerated() {
            for p in 0..<(64 * 48) {
                XCTAssertEqual(pixels[p * 4 + 3], frame.bytes[p * 4 + 3], "frame \(f) pixel \(p) alpha")
                if frame.bytes[p * 4 + 3] == 255 {
                    XCTAssertEqual(
                        Array(pixels[p * 4..<p * 4 + 4]), Array(frame.bytes[p * 4..<p * 4 + 4]), "frame \(f) pixel \(p)"
                    )
                }
            }
        }
    }

    func testEveryDitherDecodesCloseAndStaticPixelsNeverChange() throws {
        // A horizontal gradient (more colours than the palette) under a moving square.
        let directory = try makeTemporaryDirectory()
        let frames = (0..<6).map { i -> Pixmap in
            var frame = Pixmap(width: 64, height: 48)
            for y in 0..<48 {
                for x in 0..<64 {
                    frame[x, y] = RGBA8(r: UInt8(x * 4), g: UInt8(y * 5), b: UInt8((x + y) * 2), a: 255)
                }
            }
            for y in 20..<26 { for x in (i * 8)..<(i * 8 + 6) { frame[x, y] = blue } }
            return frame
        }
        for dither in GIFDither.allCases {
            let path = directory.file("\(dither).gif")
            try write(frames, to: path, options: GIFOptions(dither: dither, quality: 100))
            let decoded = try FFmpegCLI.decodeRGBA(path, width: 64, height: 48)
            XCTAssertEqual(decoded.count, 6, "\(dither)")
            // A pixel the square never touches (row 5) is identical in every frame: no crawling.
            let row = 5 * 64 * 4
            for pixels in decoded.dropFirst() {
                XCTAssertEqual(pixels[row..<row + 256], decoded[0][row..<row + 256], "\(dither)")
            }
            var total = 0
            for (pixels, frame) in zip(decoded, frames) {
                for i in frame.bytes.indices { total += abs(Int(pixels[i]) - Int(frame.bytes[i])) }
            }
            XCTAssertLessThan(Double(total) / Double(6 * 64 * 48 * 4), 4, "\(dither): mean error")
        }
    }
}
