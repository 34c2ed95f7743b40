import ReelGeometry
import ReelRaster
import XCTest

@testable import ReelEncode

final class GIFPaletteTests: XCTestCase {
    func testFewColoursComeOutExactlyEvenWhenNeighbours() {
        // 200 grey levels in a row: adjacent levels share 6-6-6 cells, so exactness cannot come
        // from the histogram alone.
        var frame = Pixmap(width: 200, height: 1)
        for x in 0..<200 { frame[x, 0] = RGBA8(r: UInt8(x), g: UInt8(x), b: UInt8(x), a: 255) }
        var builder = GIFPaletteBuilder()
        builder.add(frame)
        let palette = builder.build()
        XCTAssertEqual(palette.colors.count, 200)
        XCTAssertNil(palette.transparentIndex)
        for x in 0..<200 {
            let v = UInt8(x)
            XCTAssertEqual(palette.colors[palette.index(ofR: v, g: v, b: v)], RGBA8(r: v, g: v, b: v, a: 255))
        }
    }

    func testTransparencyReservesTheLastSlot() {
        var frame = Pixmap(width: 4, height: 1, filledWith: Color(red: 1, green: 0, blue: 0))
        frame[0, 0] = RGBA8(r: 0, g: 0, b: 0, a: 0)
        frame[1, 0] = Color(red: 0, green: 0, blue: 1, alpha: 0.4).premultipliedRGBA8  // < 128: transparent
        var builder = GIFPaletteBuilder()
        builder.add(frame)
        let palette = builder.build()
        XCTAssertEqual(palette.colors, [RGBA8(r: 255, g: 0, b: 0, a: 255), RGBA8(r: 0, g: 0, b: 0, a: 0)])
        XCTAssertEqual(palette.transparentIndex, 1)
    }

    func testExactColoursAreKeptWhenTheyFitBesideTheTransparentSlot() {
        var frame = Pixmap(width: 256, height: 1)
        for x in 1..<256 { frame[x, 0] = RGBA8(r: UInt8(x), g: 0, b: 0, a: 255) }  // 255 colours + transparent
        var builder = GIFPaletteBuilder()
        builder.add(frame)
        let palette = builder.build()
        XCTAssertEqual(palette.colors.count, 256)
        XCTAssertEqual(palette.transparentIndex, 255)
        for x in 1..<256 { XCTAssertEqual(Int(palette.colors[palette.index(ofR: UInt8(x), g: 0, b: 0)].r), x) }
    }

    func testManyColoursAreQuantizedCloseAndWithinTheLimit() {
        // 64 × 64 distinct colours: more than a palette holds.
        var frame = Pixmap(width: 64, height: 64)
        for y in 0..<64 {
            for x in 0..<64 { frame[x, y] = RGBA8(r: UInt8(x * 4), g: UInt8(y * 4), b: 128, a: 255) }
        }
        var builder = GIFPaletteBuilder()
        builder.add(frame)
        let palette = builder.build(maxColors: 256)
        XCTAssertEqual(palette.colors.count, 256)
        var worst = 0
        for y in 0..<64 {
            for x in 0..<64 {
                let c = palette.colors[palette.index(ofR: UInt8(x * 4), g: UInt8(y * 4), b: 128)]
                worst = max(worst, abs(Int(c.r) - x * 4), abs(Int(c.g) - y * 4), abs(Int(c.b) - 128))
            }
        }
        // 4096 colours on a 64×64 grid into 256 entries: 16 colours a box, 4×4 of step 4.
        XCTAssertLessThanOrEqual(worst, 8)
    }

    func testBuildingIsDeterministic() {
        var frame = Pixmap(width: 97, height: 31)
        for y in 0..<31 {
            for x in 0..<97 { frame[x, y] = RGBA8(r: UInt8(x * 2), g: UInt8((x * y) & 255), b: UInt8(y * 8), a: 255) }
        }
        var a = GIFPaletteBuilder()
        var b = GIFPaletteBuilder()
        a.add(frame)
        b.add(frame)
        XCTAssertEqual(a.build(maxColors: 64), b.build(maxColors: 64))
        XCTAssertEqual(a.build(maxColors: 64).colors.count, 64)
    }

    func testNearestEntryForColoursOutsideThePalette() {
        let palette = GIFPalette(colors: [
            RGBA8(r: 0, g: 0, b: 0, a: 255), RGBA8(r: 255, g: 255, b: 255, a: 255), RGBA8(r: 255, g: 0, b: 0, a: 255)
        ])
        XCTAssertEqual(palette.index(ofR: 10, g: 20, b: 5), 0)
        XCTAssertEqual(palette.index(ofR: 240, g: 230, b: 250), 1)
        XCTAssertEqual(palette.index(ofR: 200, g: 30, b: 40), 2)
    }
}
