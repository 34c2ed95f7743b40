import Foundation
import ReelRaster
import ReelTestSupport
import XCTest

@testable import ReelEncode

/// How the lossy mode spends its error over time and over the palette: a frame shown longer takes a
/// smaller bound (its errors count for as long as they show), and a frame whose few upper entries
/// loss can move down is written one code size narrower.
final class GIFLossyDelayTests: XCTestCase {
    private let width = 64
    private let height = 48

    /// Frame `t`: a gradient drifting right under a seeded grain of ±6 levels, so that every
    /// pixel changes from frame to frame and the lossy bound is reached.
    private func frame(_ t: Int) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height)
        var seed: UInt32 = 0x0BAD_CAFE &+ UInt32(t) &* 7919
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let grain = Int(seed >> 24) % 13 - 6
                let u = x + t * 3
                func level(_ v: Int) -> UInt8 { UInt8(min(max(v + grain, 0), 255)) }
                pixmap[x, y] = RGBA8(r: level(u * 3), g: level(y * 4 + u / 2), b: level(210 - y * 3), a: 255)
            }
        }
        return pixmap
    }

    /// The largest RGB distance (levels) between the pixels of two decodings of the same frames.
    private func worst(_ lossy: [[UInt8]], _ lossless: [[UInt8]]) -> Float {
        XCTAssertEqual(lossy.count, lossless.count)
        var worst: Float = 0
        for (a, b) in zip(lossy, lossless) {
            for i in stride(from: 0, to: a.count, by: 4) {
                let d = GIFLossyColor.distance(
                    GIFLossyColor.coordinates(a[i], a[i + 1], a[i + 2]),
                    GIFLossyColor.coordinates(b[i], b[i + 1], b[i + 2]))
                worst = max(worst, d.squareRoot())
            }
        }
        return worst
    }

    func testTheBoundShrinksWithHowLongAFrameIsShown() {
        XCTAssertEqual(GIFLossyCanvas.boundScale(delay: 2), 1)
        XCTAssertEqual(GIFLossyCanvas.boundScale(delay: 3), 1)
        XCTAssertEqual(GIFLossyCanvas.boundScale(delay: 4), 1)
        XCTAssertEqual(GIFLossyCanvas.boundScale(delay: 8), 0.5)
        XCTAssertEqual(GIFLossyCanvas.boundScale(delay: 40), 0.1)
    }

    func testFramesShownLongerStayCloserToTheLosslessOnes() throws {
        let directory = try makeTemporaryDirectory()
        let frames = (0..<6).map(frame)
        var worstByDelay: [Int: Float] = [:]
        for delay in [4, 8] {
            let lossless = directory.file("lossless-\(delay).gif")
            let lossy = directory.file("lossy-\(delay).gif")
            _ = try writeTestGIF(
                frames, to: lossless, width: width, height: height, options: GIFOptions(lossy: 0), delay: delay)
            _ = try writeTestGIF(
                frames, to: lossy, width: width, height: height, options: GIFOptions(lossy: 40), delay: delay)
            worstByDelay[delay] = worst(
                try FFmpegCLI.decodeRGBA(lossy, width: width, height: height),
                try FFmpegCLI.decodeRGBA(lossless, width: width, height: height))
        }
        // `--lossy 40` allows 20 levels of RGB distance to a frame of 4 cs (400 squared), and half
        // of that squared, 200, to one of 8 cs (colours are whole levels: no rounding to allow for).
        let short = try XCTUnwrap(worstByDelay[4])
        let long = try XCTUnwrap(worstByDelay[8])
        XCTAssertGreaterThan(short * short, 200, "more than half the bound is used at 4 cs")
        XCTAssertLessThanOrEqual(short * short, 400.001)
        XCTAssertGreaterThan(long, 10, "frames of 8 cs are still lossy")
        XCTAssertLessThanOrEqual(long * long, 200.001)
    }

    func testAPixelOnAnUpperEntryMovesToTheNearestLowerOneWithinTheBound() {
        // Four entries reach code size 2; entry 5 (code size 3) is 2 levels from entry 1.
        let colors = [
            RGBA8(r: 0, g: 0, b: 0, a: 255), RGBA8(r: 100, g: 100, b: 100, a: 255),
            RGBA8(r: 200, g: 0, b: 0, a: 255), RGBA8(r: 0, g: 0, b: 200, a: 255),
            RGBA8(r: 0, g: 200, b: 0, a: 255), RGBA8(r: 102, g: 100, b: 100, a: 255)
        ]
        var targets = GIFLossyTargets(count: 3)
        for (k, entry) in [0, 5, 3].enumerated() {
            targets.exact[k] = UInt8(entry)
            let c = colors[entry]
            targets.reference[k] = GIFLossyColor.coordinates(c.r, c.g, c.b)
        }
        let narrowed = targets.narrowed(to: 2, colors: colors, transparent: nil, bound: 4)
        XCTAssertEqual(narrowed?.exact, [0, 1, 3])
        XCTAssertNil(
            targets.narrowed(to: 2, colors: colors, transparent: nil, bound: 3), "2 levels is outside 1.7")
        targets.limit[1] = 1
        XCTAssertNil(
            targets.narrowed(to: 2, colors: colors, transparent: nil, bound: 4), "nor past the neighbour limit")
    }
}
