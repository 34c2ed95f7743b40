import ReelGeometry
import ReelRaster
import XCTest

/// Strokes under one device pixel: drawn one pixel wide with alpha scaled by the true width.
/// Tolerance: 2 % of the expected total coverage (8-bit rounding of the scaled alpha, 64/255 for
/// 0.25, is 0.4 %; per-pixel rounding and the 1 px-wide ends take the rest).
final class HairlineTests: XCTestCase {
    private func totalAlpha(_ pixmap: Pixmap) -> Double {
        stride(from: 3, to: pixmap.bytes.count, by: 4).reduce(0) { $0 + Double(pixmap.bytes[$1]) / 255 }
    }

    private func line(from a: Point, to b: Point) -> [Polyline] {
        [Polyline(points: [a, b], isClosed: false)]
    }

    func testQuarterPixelHorizontalLineHasLengthTimesWidthCoverageAndShowsEverywhere() {
        var pixmap = Pixmap(width: 80, height: 20)
        Rasterizer().stroke(
            line(from: Point(x: 10, y: 10.5), to: Point(x: 60, y: 10.5)),
            style: StrokeStyle(lineWidth: 0.25), color: .black, into: &pixmap)
        XCTAssertEqual(totalAlpha(pixmap), 50 * 0.25, accuracy: 0.02 * 50 * 0.25)
        for x in 10..<60 {
            XCTAssertEqual(pixmap[x, 10].a, 64, "pixel \(x) along the line carries a quarter of the alpha")
        }
    }

    func testQuarterPixelDiagonalUnderAScaleIsVisibleAtEveryColumn() {
        var pixmap = Pixmap(width: 100, height: 60)
        // 0.125 wide in the layer, scaled by 2: 0.25 px on the device.
        let a = Point(x: 5.15, y: 6.35)
        let b = Point(x: 40.05, y: 25.1)
        Rasterizer().stroke(
            line(from: a, to: b), style: StrokeStyle(lineWidth: 0.125),
            transform: AffineTransform(scaleX: 2, y: 2), color: .black, into: &pixmap)
        let length = (b - a).length * 2
        XCTAssertEqual(totalAlpha(pixmap), length * 0.25, accuracy: 0.02 * length * 0.25)
        for x in 11...79 {
            let column = (0..<pixmap.height).map { pixmap[x, $0].a }
            XCTAssertGreaterThan(column.max() ?? 0, 0, "column \(x) shows the line")
        }
    }

    func testStrokesOfOnePixelOrMoreAreUnchanged() {
        var direct = Pixmap(width: 40, height: 20)
        var stroked = Pixmap(width: 40, height: 20)
        let lines = line(from: Point(x: 4.3, y: 7.2), to: Point(x: 33.1, y: 12.9))
        let style = StrokeStyle(lineWidth: 1, lineCap: .round)
        Rasterizer().fill(Stroker(style: style).outline(lines), paint: .solid(.black), into: &direct)
        Rasterizer().stroke(lines, style: style, color: .black, into: &stroked)
        XCTAssertEqual(direct, stroked)
    }
}
