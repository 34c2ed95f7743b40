import ReelGeometry
import ReelRaster
import XCTest

/// Coverage checked against analytic areas. Tolerances: 1/255 per pixel where the exact value is
/// known (8-bit rounding), and the stated relative error for curved shapes.
final class RasterizerTests: XCTestCase {
    /// Alpha of every pixel, 0…1.
    private func alphas(_ pixmap: Pixmap) -> [Double] {
        stride(from: 3, to: pixmap.bytes.count, by: 4).map { Double(pixmap.bytes[$0]) / 255 }
    }

    func testRectangleAtFractionalCoordinatesHasExactEdgeCoverage() {
        var pixmap = Pixmap(width: 8, height: 6)
        let rect = Rect(x: 1.25, y: 2.5, width: 4.5, height: 2.75)  // x 1.25…5.75, y 2.5…5.25
        Rasterizer().fill(Path(rect: rect), paint: .solid(.black), into: &pixmap)
        for y in 0..<6 {
            for x in 0..<8 {
                let overlapX = max(0, min(Double(x + 1), 5.75) - max(Double(x), 1.25))
                let overlapY = max(0, min(Double(y + 1), 5.25) - max(Double(y), 2.5))
                let expected = overlapX * overlapY
                XCTAssertEqual(Double(pixmap[x, y].a) / 255, expected, accuracy: 1 / 255, "pixel (\(x), \(y))")
            }
        }
    }

    /// 0.5 % from a radius of 10 px up; 1 % for a tiny circle, where the flattening bias of
    /// chords inside the curve (4·tolerance/3r) weighs most.
    func testCircleTotalCoverageIsWithinHalfAPercentOfPiRSquared() {
        for (radius, tolerance) in [(3.3, 0.01), (10.0, 0.005), (47.5, 0.005)] {
            let size = Int(radius * 2) + 4
            var pixmap = Pixmap(width: size, height: size)
            let c = Double(size) / 2 + 0.3
            Rasterizer().fill(
                Path(ellipseIn: Rect(x: c - radius, y: c - radius, width: 2 * radius, height: 2 * radius)),
                paint: .solid(.black), into: &pixmap)
            let area = alphas(pixmap).reduce(0, +)
            XCTAssertEqual(
                area, Double.pi * radius * radius, accuracy: tolerance * Double.pi * radius * radius, "radius \(radius)"
            )
        }
    }

    func testNonZeroAndEvenOddDifferOnASelfIntersectingStar() throws {
        // A five-pointed star drawn in one stroke: its centre pentagon has winding 2.
        let star = try Path(svgData: "M 50 5 L 79 95 L 2 40 L 98 40 L 21 95 Z")
        var nonZero = Pixmap(width: 100, height: 100)
        var evenOdd = Pixmap(width: 100, height: 100)
        Rasterizer().fill(star, rule: .nonZero, paint: .solid(.black), into: &nonZero)
        Rasterizer().fill(star, rule: .evenOdd, paint: .solid(.black), into: &evenOdd)
        XCTAssertEqual(nonZero[50, 55].a, 255, "the centre is inside under non-zero")
        XCTAssertEqual(evenOdd[50, 55].a, 0, "the centre is outside under even-odd")
        XCTAssertEqual(evenOdd[50, 20].a, 255, "a point is inside under both")
    }

    func testShapesLeavingTheCanvasKeepExactWindingInside() {
        var pixmap = Pixmap(width: 10, height: 10)
        // Extends past every side; the visible part is x 0…10, y 3.5…10.
        Rasterizer().fill(Path(rect: Rect(x: -20, y: 3.5, width: 50, height: 40)), paint: .solid(.black), into: &pixmap)
        XCTAssertEqual(pixmap[0, 3].a, 128)  // half covered: 127.5 rounds to 128
        XCTAssertEqual(pixmap[9, 9].a, 255)
        XCTAssertEqual(pixmap[5, 2].a, 0)
    }

    func testOpaqueFillWritesExactColourAndHalfCoverageBlendsSourceOver() {
        var pixmap = Pixmap(width: 4, height: 1, filledWith: Color(red: 0, green: 0, blue: 1))
        Rasterizer().fill(
            Path(rect: Rect(x: 0, y: 0, width: 2.5, height: 1)),
            paint: .solid(Color(red: 1, green: 0, blue: 0)), into: &pixmap)
        XCTAssertEqual(pixmap[0, 0], RGBA8(r: 255, g: 0, b: 0, a: 255))
        // Coverage 0.5 rounds to 128/255; the source becomes (128, 0, 0, 128) and the blue below
        // keeps 255 · 127 / 255 = 127: integer source-over, each product rounded to nearest.
        XCTAssertEqual(pixmap[2, 0], RGBA8(r: 128, g: 0, b: 127, a: 255))
        XCTAssertEqual(pixmap[3, 0], RGBA8(r: 0, g: 0, b: 255, a: 255))
    }

    func testRoundCappedLineHasTheAreaOfARectanglePlusACircle() {
        var pixmap = Pixmap(width: 80, height: 40)
        var line = Path()
        line.move(to: Point(x: 15.3, y: 20.2))
        line.addLine(to: Point(x: 64.7, y: 20.2))
        let style = StrokeStyle(lineWidth: 10, lineCap: .round)
        let outline = Stroker(style: style, tolerance: 0.05).outline(line.flattened())
        Rasterizer().fill(outline, paint: .solid(.black), into: &pixmap)
        let area = alphas(pixmap).reduce(0, +)
        let expected = 49.4 * 10 + Double.pi * 25
        XCTAssertEqual(area, expected, accuracy: 0.005 * expected)
    }

    func testClosedSquareStrokeIsARingWithAHole() {
        var pixmap = Pixmap(width: 40, height: 40)
        let square = Path(rect: Rect(x: 10, y: 10, width: 20, height: 20))
        let outline = Stroker(style: StrokeStyle(lineWidth: 4)).outline(square.flattened())
        Rasterizer().fill(outline, paint: .solid(.black), into: &pixmap)
        XCTAssertEqual(alphas(pixmap).reduce(0, +), 24 * 24 - 16 * 16, accuracy: 0.5)
        XCTAssertEqual(pixmap[20, 20].a, 0, "the inside stays empty")
        XCTAssertEqual(pixmap[8, 8].a, 255, "miter corners are square")
    }
}
