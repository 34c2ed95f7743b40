import Foundation
import ReelRaster
import ReelTestSupport
import XCTest

@testable import ReelEncode

/// The lossy LZW mode, decoded by FFmpeg: every pixel within its stated bound of the lossless
/// frame, alpha untouched, and more loss giving smaller files.
final class GIFLossyTests: XCTestCase {
    private let width = 96
    private let height = 64

    /// Frame `t` of a scene with more colours than a palette holds: a diagonal gradient drifting
    /// right under a seeded grain of ±6 levels, and (when `transparent`) a hole with no pixels
    /// that moves, so frames clear what they showed.
    private func frame(_ t: Int, transparent: Bool) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height)
        var seed: UInt32 = 0x1234_5678 &+ UInt32(t) &* 7919
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_664_525 &+ 1_013_904_223
                let grain = Int(seed >> 24) % 13 - 6
                if transparent && (t * 6..<t * 6 + 20).contains(x) && (20..<44).contains(y) { continue }
                let u = x + t * 3
                func level(_ v: Int) -> UInt8 { UInt8(min(max(v + grain, 0), 255)) }
                pixmap[x, y] = RGBA8(r: level(u * 2), g: level(y * 3 + u / 2), b: level(200 - y * 2), a: 255)
            }
        }
        return pixmap
    }

    private func frames(transparent: Bool) -> [Pixmap] {
        (0..<8).map { frame($0, transparent: transparent) }
    }

    /// Writes `frames` on one palette built from them all, with `options`; returns the file's size.
    @discardableResult
    private func write(_ frames: [Pixmap], to path: String, options: GIFOptions) throws -> Int {
        var builder = GIFPaletteBuilder()
        frames.forEach { builder.add($0) }
        let writer = try GIFWriter(
            path: path, width: width, height: height,
            palette: builder.build(reserveTransparent: true), options: options)
        for frame in frames { try writer.write(frame, delayCentiseconds: 4) }
        try writer.finish()
        return try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
    }

    /// The largest RGB distance (levels) between the pixels of two decodings, and how many pixels differ;
    /// fails where alpha differs.
    private func compare(_ lossy: [[UInt8]], _ lossless: [[UInt8]]) -> (worst: Float, differing: Int) {
        XCTAssertEqual(lossy.count, lossless.count)
        var worst: Float = 0
        var differing = 0
        for (f, (a, b)) in zip(lossy, lossless).enumerated() {
            for p in 0..<(a.count / 4) {
                let i = p * 4
                guard a[i + 3] == b[i + 3] else {
                    XCTFail("frame \(f) pixel \(p): alpha \(a[i + 3]) instead of \(b[i + 3])")
                    return (.infinity, differing)
                }
                guard b[i + 3] == 255, a[i..<i + 3] != b[i..<i + 3] else { continue }
                differing += 1
                let d = GIFLossyColor.distance(
                    GIFLossyColor.coordinates(a[i], a[i + 1], a[i + 2]),
                    GIFLossyColor.coordinates(b[i], b[i + 1], b[i + 2]))
                worst = max(worst, d.squareRoot())
            }
        }
        return (worst, differing)
    }

    func testLossyFramesStayWithinTheBoundOfTheLosslessOnes() throws {
        let directory = try makeTemporaryDirectory()
        for transparent in [false, true] {
            let frames = frames(transparent: transparent)
            let lossless = directory.file("lossless-\(transparent).gif")
            let lossy = directory.file("lossy-\(transparent).gif")
            let losslessSize = try write(frames, to: lossless, options: GIFOptions(lossy: 0))
            let lossySize = try write(frames, to: lossy, options: GIFOptions(lossy: 40))
            // Compared at each centisecond: a transparent lossless file may split frames into
            // more images than the lossy one.
            let (worst, differing) = compare(
                try FFmpegCLI.decodeRGBAByCentisecond(lossy, width: width, height: height),
                try FFmpegCLI.decodeRGBAByCentisecond(lossless, width: width, height: height))
            // 20 levels of RGB distance (colours are whole levels: no rounding to allow for).
            XCTAssertLessThanOrEqual(worst, 20, "transparent: \(transparent)")
            XCTAssertGreaterThan(worst, 10, "the bound is used, transparent: \(transparent)")
            XCTAssertGreaterThan(differing, 4 * frames.count * width * height / 10, "transparent: \(transparent)")
            XCTAssertLessThan(lossySize, losslessSize * 9 / 10, "transparent: \(transparent)")
        }
    }

    func testMoreLossGivesSmallerFiles() throws {
        let directory = try makeTemporaryDirectory()
        let frames = frames(transparent: false)
        let sizes = try [0, 10, 20, 40, 80, 160].map { lossy in
            try write(frames, to: directory.file("loss\(lossy).gif"), options: GIFOptions(lossy: lossy))
        }
        for (smaller, larger) in zip(sizes.dropFirst().dropLast(), sizes) {
            XCTAssertLessThan(smaller, larger, "sizes by loss 0, 10, 20, 40, 80, 160: \(sizes)")
        }
        // No pixel may move further than it differs from a neighbour: past the grain's contrast a
        // larger bound finds nothing more. (Within 1 %: errors count against a string in units of
        // the bound, `errorWeight`, so the larger bound's greedy choices differ a little.)
        XCTAssertLessThanOrEqual(sizes[5], sizes[4] * 101 / 100, "sizes by loss 0, 10, 20, 40, 80, 160: \(sizes)")
    }

    func testLowerQualityIsLossyAndTheDefaultIsNot() {
        XCTAssertEqual(GIFOptions().lossiness, 0)
        XCTAssertEqual(GIFOptions(quality: 100).lossiness, 0)
        XCTAssertEqual(GIFOptions(quality: 89).lossiness, 4)
        XCTAssertEqual(GIFOptions(quality: 85).lossiness, 6)
        XCTAssertEqual(GIFOptions(quality: 80).lossiness, 8)
        XCTAssertEqual(GIFOptions(quality: 70).lossiness, 16)
        XCTAssertEqual(GIFOptions(quality: 60).lossiness, 32)
        XCTAssertEqual(GIFOptions(quality: 50).lossiness, 64)
        XCTAssertEqual(GIFOptions(quality: 30).lossiness, 200)
        XCTAssertEqual(GIFOptions(quality: 80, lossy: 0).lossiness, 0)
        XCTAssertEqual(GIFOptions(quality: 1).lossiness, 200)
        XCTAssertEqual(GIFOptions(lossy: 500).lossiness, 200)
    }

    func testEveryDictionaryResetDecodesExactlyWithNoLoss() throws {
        // Noise in 256 colours fills the 4096-entry dictionary many times a frame; a bound of
        // zero must give back the lossless stream's pixels exactly through every clear code.
        var encoder = GIFLossyLZW(
            minCodeSize: 8, paletteCount: 256, transparent: nil,
            palette: (0..<256).map { GIFLossyColor.coordinates(UInt8($0), UInt8(255 - $0), 128) }, bound: 0)
        encoder.searchBudget = 64
        var targets = GIFLossyTargets(count: 200 * 150)
        var seed: UInt32 = 42
        for p in 0..<targets.count {
            seed = seed &* 1_664_525 &+ 1_013_904_223
            // Runs and repeats as well as noise, so long strings are found too.
            targets.exact[p] = p % 7 < 3 ? UInt8(seed >> 24) : UInt8(p / 97 % 256)
            targets.reference[p] = encoder.palette[Int(targets.exact[p])]
        }
        let (bytes, decoded) = encoder.encode(targets)
        XCTAssertEqual(decoded, targets.exact)
        XCTAssertEqual(try Self.decodeLZW(bytes, minCodeSize: 8, count: targets.count), targets.exact)
    }

    func testASearchCutShortStillWritesTheLosslessStrings() throws {
        // Rows of a few repeating runs give long exact strings; with a loose bound every entry is
        // a candidate, and a budget of one visit stops the search at its first. The exact string
        // is walked before the search, so no string is shorter than the lossless one there: the
        // stream stays near the lossless size (single-pixel strings would make it several times
        // larger); other strings grow the dictionary otherwise, hence the margin.
        let palette = (0..<16).map { (entry: Int) -> SIMD4<Float> in
            let level = UInt8(entry * 8)
            return GIFLossyColor.coordinates(level, level, level)
        }
        var targets = GIFLossyTargets(count: 64 * 48)
        for p in 0..<targets.count {
            targets.exact[p] = UInt8(p / 5 % 4 + 6)
            targets.reference[p] = palette[Int(targets.exact[p])]
        }
        let exact = GIFLossyLZW(minCodeSize: 4, paletteCount: 16, transparent: nil, palette: palette, bound: 0)
        var cut = GIFLossyLZW(minCodeSize: 4, paletteCount: 16, transparent: nil, palette: palette, bound: 50 * 50)
        cut.searchBudget = 1
        let lossless = exact.encode(targets)
        let (bytes, decoded) = cut.encode(targets)
        XCTAssertEqual(lossless.decoded, targets.exact)
        XCTAssertLessThanOrEqual(bytes.count, lossless.bytes.count * 11 / 10)
        XCTAssertEqual(try Self.decodeLZW(bytes, minCodeSize: 4, count: targets.count), decoded)
        for p in 0..<targets.count {
            let error = GIFLossyColor.distance(palette[Int(decoded[p])], targets.reference[p])
            XCTAssertLessThanOrEqual(error, 50 * 50, "pixel \(p)")
        }
    }

    /// A plain GIF LZW decoder, to read the stream independently of the encoder's own bookkeeping.
    static func decodeLZW(_ bytes: [UInt8], minCodeSize: Int, count: Int) throws -> [UInt8] {
        let clear = 1 << minCodeSize
        var table: [[UInt8]] = (0..<clear + 2).map { [UInt8(truncatingIfNeeded: $0)] }
        var size = minCodeSize + 1
        var bit = 0
        var out: [UInt8] = []
        var previous: [UInt8]? = nil
        while bit + size <= bytes.count * 8 {
            var code = 0
            for k in 0..<size where bytes[(bit + k) / 8] >> ((bit + k) % 8) & 1 == 1 { code |= 1 << k }
            bit += size
            if code == clear {
                table.removeLast(table.count - clear - 2)
                size = minCodeSize + 1
                previous = nil
                continue
            }
            if code == clear + 1 { break }
            let entry: [UInt8]
            if code < table.count {
                entry = table[code]
            } else if let previous, code == table.count {
                entry = previous + [previous[0]]
            } else {
                throw EncodeError("code \(code) past the table (\(table.count))")
            }
            if let previous, table.count < 4096 { table.append(previous + [entry[0]]) }
            if table.count == 1 << size && size < 12 { size += 1 }
            out += entry
            previous = entry
        }
        XCTAssertEqual(out.count, count)
        return out
    }
}
