import Foundation
import ReelRaster
import ReelTestSupport
import XCTest

@testable import ReelEncode

/// The lossy mode on UI content, decoded by FFmpeg: flat areas stay exact (no pixel moves further
/// than it differs from a neighbour), edges take the loss, and a run of one colour costs the lossy
/// stream no more codes than the lossless one.
final class GIFLossyEdgeTests: XCTestCase {
    private let width = 120
    private let height = 90

    /// Frame `t`: a light background with a soft vertical shade, a card with anti-aliased edges
    /// sliding down (its edge coverage changes every frame), and a flat bar that fades.
    private func frame(_ t: Int) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height)
        let top = 10 + Double(t) * 3.4
        for y in 0..<height {
            for x in 0..<width {
                let shade = UInt8(236 - y / 8)
                var color = RGBA8(r: shade, g: shade, b: 246, a: 255)
                // The card: coverage of [16, 104) × [top, top + 40) with a rounded feel at the corners.
                let cx = min(max(Double(x) + 1 - 16, 0), 1) - min(max(Double(x) + 1 - 104, 0), 1)
                let cy = min(max(Double(y) + 1 - top, 0), 1) - min(max(Double(y) + 1 - (top + 40), 0), 1)
                let coverage = cx * cy
                if coverage > 0 {
                    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
                        UInt8((Double(a) * (1 - coverage) + Double(b) * coverage).rounded())
                    }
                    color = RGBA8(r: mix(color.r, 20), g: mix(color.g, 120), b: mix(color.b, 250), a: 255)
                }
                if (70..<78).contains(y) && (10..<110).contains(x) {
                    let level = UInt8(200 - t * 6)
                    color = RGBA8(r: level, g: level, b: level, a: 255)
                }
                pixmap[x, y] = color
            }
        }
        return pixmap
    }

    private func write(_ frames: [Pixmap], to path: String, options: GIFOptions) throws -> Int {
        try writeTestGIF(frames, to: path, width: width, height: height, options: options)
    }

    private func color(_ pixels: [UInt8], _ p: Int) -> SIMD4<Float> {
        GIFLossyColor.coordinates(pixels[p * 4], pixels[p * 4 + 1], pixels[p * 4 + 2])
    }

    func testErrorsStayWithinTheBoundAndTheNeighboursContrast() throws {
        let directory = try makeTemporaryDirectory()
        let frames = (0..<12).map(frame)
        let lossless = directory.file("lossless.gif")
        let lossy = directory.file("lossy.gif")
        let losslessSize = try write(frames, to: lossless, options: GIFOptions(lossy: 0))
        let lossySize = try write(frames, to: lossy, options: GIFOptions(lossy: 60))
        let exact = try FFmpegCLI.decodeRGBA(lossless, width: width, height: height)
        let decoded = try FFmpegCLI.decodeRGBA(lossy, width: width, height: height)
        XCTAssertEqual(decoded.count, exact.count)
        var flat = 0
        var moved = 0
        for (f, (a, b)) in zip(decoded, exact).enumerated() {
            for y in 0..<height {
                for x in 0..<width {
                    let p = y * width + x
                    // The largest distance from this pixel's lossless colour to a neighbour's.
                    var contrast: Float = 0
                    for ny in max(y - 1, 0)...min(y + 1, height - 1) {
                        for nx in max(x - 1, 0)...min(x + 1, width - 1) {
                            contrast = max(contrast, GIFLossyColor.distance(color(b, ny * width + nx), color(b, p)))
                        }
                    }
                    let error = GIFLossyColor.distance(color(a, p), color(b, p))
                    if error > 0 { moved += 1 }
                    // 30 levels (`lossy` 60); colours are whole levels, so the sums are exact.
                    XCTAssertLessThanOrEqual(error, 30 * 30, "frame \(f) (\(x), \(y))")
                    // A pixel neither stream redrew keeps the error it had when it was written,
                    // next to an edge that has moved on since; every other one is measured now.
                    let i = p * 4
                    if f > 0 && a[i..<i + 3] == decoded[f - 1][i..<i + 3] && b[i..<i + 3] == exact[f - 1][i..<i + 3] {
                        continue
                    }
                    if contrast == 0 {
                        flat += 1
                        XCTAssertEqual(error, 0, "frame \(f) (\(x), \(y)) is in a flat area")
                    }
                    XCTAssertLessThanOrEqual(error, contrast, "frame \(f) (\(x), \(y))")
                }
            }
        }
        XCTAssertGreaterThan(flat, width * height / 2, "much of the picture is flat and redrawn")
        XCTAssertGreaterThan(moved, 100, "edges took loss")
        XCTAssertLessThan(lossySize, losslessSize, "the loss saved bytes")
    }

    func testARunOfOneColourTakesTheLosslessCodes() throws {
        // A plain LZW encoder writes a run of one colour as strings of 1, 2, 3… pixels, each code
        // the entry being defined; the lossy encoder must too, or flat UI areas cost it half as much
        // again as the lossless stream before any loss.
        let palette = (0..<4).map { (entry: Int) -> SIMD4<Float> in
            let level = UInt8(entry * 80)
            return GIFLossyColor.coordinates(level, level, level)
        }
        var targets = GIFLossyTargets(count: 5000)
        for p in 0..<targets.count {
            targets.exact[p] = p < 4000 ? 1 : UInt8(p % 3 + 1)
            targets.reference[p] = palette[Int(targets.exact[p])]
        }
        let encoder = GIFLossyLZW(minCodeSize: 2, paletteCount: 4, transparent: nil, palette: palette, bound: 0)
        let (bytes, decoded) = encoder.encode(targets)
        XCTAssertEqual(decoded, targets.exact)
        XCTAssertEqual(try GIFLossyTests.decodeLZW(bytes, minCodeSize: 2, count: targets.count), targets.exact)
        var choosing = LZWChoiceEncoder()
        let lossless = targets.exact.withUnsafeBufferPointer {
            choosing.encode(first: $0, second: $0, minimumCodeSize: 2)
        }
        XCTAssertEqual(GIFCompressedImage(codeSize: 2, stream: bytes).data, lossless)
    }
}
