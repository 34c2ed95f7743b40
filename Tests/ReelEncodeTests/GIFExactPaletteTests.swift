import ReelGeometry
import ReelRaster
import XCTest

@testable import ReelEncode

/// The global palette from exact colour counts: more distinct colours than a palette holds but
/// packed in few 6-6-6 cells (anti-aliased artwork) keep full precision; past the counter's limit
/// the histogram takes over.
final class GIFExactPaletteTests: XCTestCase {
    /// 300 colours in 75 6-6-6 cells: the 256 yellows (v, v, 0) and 44 dark blues (v, v, 128).
    private func packedColours() -> Pixmap {
        var frame = Pixmap(width: 300, height: 1)
        for x in 0..<256 { frame[x, 0] = RGBA8(r: UInt8(x), g: UInt8(x), b: 0, a: 255) }
        for x in 0..<44 { frame[256 + x, 0] = RGBA8(r: UInt8(x), g: UInt8(x), b: 128, a: 255) }
        return frame
    }

    func testManyColoursInFewCellsAreQuantizedAtFullPrecision() {
        var builder = GIFPaletteBuilder()
        builder.add(packedColours())
        let palette = builder.build(reserveTransparent: true)
        XCTAssertTrue(palette.precise)
        XCTAssertEqual(palette.colors.count, 256)
        // 255 opaque entries for 300 colours on two ramps: every colour within one level. The
        // 6-6-6 histogram had 75 cells, so at most 75 entries and errors of two levels or more.
        let frame = packedColours()
        var worst = 0
        for x in 0..<300 {
            let c = frame[x, 0]
            let got = palette.colors[palette.index(ofR: c.r, g: c.g, b: c.b)]
            worst = max(worst, abs(Int(c.r) - Int(got.r)), abs(Int(c.g) - Int(got.g)), abs(Int(c.b) - Int(got.b)))
        }
        XCTAssertLessThanOrEqual(worst, 1)
    }

    func testAPrecisePaletteMapsToTheEntryNearestTheColourItself() {
        // (0,0,0) and (3,3,3) share cell 0; (2,2,2) is nearer (3,3,3), the cell's centre is a tie.
        let entries = [RGBA8(r: 0, g: 0, b: 0, a: 255), RGBA8(r: 3, g: 3, b: 3, a: 255)]
        XCTAssertEqual(GIFPalette(colors: entries, precise: true).index(ofR: 2, g: 2, b: 2), 1)
        XCTAssertEqual(GIFColorCache(palette: GIFPalette(colors: entries, precise: true)).index(2, 2, 2), 1)
        XCTAssertEqual(GIFPalette(colors: entries).index(ofR: 2, g: 2, b: 2), 0)
    }

    func testRefinementNeverRaisesTheSquaredError() {
        var counts: [(color: UInt32, count: Int)] = []
        for i in 0..<2000 {
            let color = UInt32((i * 7919) & 0xFF_FFFF)
            counts.append((color: color, count: 1 + i % 13))
        }
        counts.sort { $0.color < $1.color }
        let cut = MedianCut(colorCounts: counts).colors(count: 32)
        let refined = PaletteRefinement.refine(cut, over: counts, iterations: 8)
        XCTAssertEqual(refined.count, cut.count)
        XCTAssertLessThan(squaredError(refined, counts), squaredError(cut, counts))
    }

    private func squaredError(_ entries: [RGBA8], _ counts: [(color: UInt32, count: Int)]) -> Int {
        counts.reduce(0) { total, item in
            let r = Int(item.color >> 16 & 0xFF)
            let g = Int(item.color >> 8 & 0xFF)
            let b = Int(item.color & 0xFF)
            let nearest = entries.map { (e: RGBA8) -> Int in
                let dr = r - Int(e.r)
                let dg = g - Int(e.g)
                let db = b - Int(e.b)
                return dr * dr + dg * dg + db * db
            }.min()!
            return total + nearest * item.count
        }
    }

    func testTheCounterCountsRunsExactlyAndGivesUpPastItsLimit() {
        var counter = ExactColorCounter()
        counter.withUnsafeCounting { counting in
            counting.add(ExactColorCounter.key(1, 2, 3), count: 5)
            counting.add(ExactColorCounter.key(0, 0, 0), count: 2)
            counting.add(ExactColorCounter.key(1, 2, 3), count: 1)
        }
        let counts = counter.colorCounts
        XCTAssertEqual(counts?.map(\.color), [0x000000, 0x010203])
        XCTAssertEqual(counts?.map(\.count), [2, 6])

        counter.withUnsafeCounting { counting in
            for i in 0..<ExactColorCounter.limit {
                let key = ExactColorCounter.key(128, UInt8(i >> 8), UInt8(i & 0xFF))
                counting.add(key, count: 1)
            }
        }
        XCTAssertTrue(counter.overflowed)
        XCTAssertNil(counter.colorCounts)
    }

    func testPastTheLimitTheHistogramPaletteIsUsed() {
        // 65 536 + 1 distinct colours.
        var frame = Pixmap(width: 257, height: 256)
        for y in 0..<256 {
            for x in 0..<257 { frame[x, y] = RGBA8(r: UInt8(x & 0xFF), g: UInt8(y), b: x == 256 ? 1 : 0, a: 255) }
        }
        var builder = GIFPaletteBuilder()
        builder.add(frame)
        let palette = builder.build()
        XCTAssertFalse(palette.precise)
        XCTAssertEqual(palette.colors.count, 256)
    }
}
