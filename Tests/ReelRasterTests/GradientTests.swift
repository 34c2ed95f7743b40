import ReelGeometry
import ReelRaster
import XCTest

/// Gradients at known points. Tolerance: 1/255 per channel (the 256-entry table and 8-bit rounding).
final class GradientTests: XCTestCase {
    private let blackToWhite = Gradient(colors: [.black, .white])

    private func render(_ paint: Paint, size: Int = 16) -> Pixmap {
        var pixmap = Pixmap(width: size, height: size)
        Rasterizer().fill(
            Path(rect: Rect(x: 0, y: 0, width: Double(size), height: Double(size))), paint: paint, into: &pixmap)
        return pixmap
    }

    private func assertGray(
        _ pixel: RGBA8, _ expected: Double, accuracy: Double = 1.01, _ message: String = "",
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(Double(pixel.r), expected * 255, accuracy: accuracy, message, file: file, line: line)
        XCTAssertEqual(pixel.a, 255, message, file: file, line: line)
    }

    func testLinearGradientIsLinearAlongItsAxisAndPaddedBeyond() {
        let p = render(.linearGradient(blackToWhite, start: Point(x: 4, y: 0), end: Point(x: 12, y: 0)))
        for x in 0..<16 {
            let t = min(max((Double(x) + 0.5 - 4) / 8, 0), 1)
            assertGray(p[x, 7], t, "x \(x)")
            XCTAssertEqual(p[x, 0], p[x, 15], "constant across the axis")
        }
    }

    func testStopsAtLocationsInterpolateStraightColours() {
        let gradient = Gradient(stops: [.init(location: 0.25, color: .black), .init(location: 0.75, color: .white)])
        XCTAssertEqual(gradient.color(at: 0.1), .black)
        XCTAssertEqual(gradient.color(at: 0.5).red, 0.5, accuracy: 1e-12)
        XCTAssertEqual(gradient.color(at: 0.9), .white)
    }

    func testRadialGradientFollowsDistanceFromCentre() {
        let p = render(.radialGradient(blackToWhite, center: Point(x: 8, y: 8), radius: 8))
        for (x, y) in [(8, 8), (12, 8), (3, 11), (0, 0)] {
            let d = ((Double(x) + 0.5 - 8) * (Double(x) + 0.5 - 8) + (Double(y) + 0.5 - 8) * (Double(y) + 0.5 - 8))
                .squareRoot()
            assertGray(p[x, y], min(d / 8, 1), "(\(x), \(y))")
        }
    }

    func testConicGradientFollowsTheAngleClockwiseFromTheStart() {
        let p = render(.conicGradient(blackToWhite, center: Point(x: 8, y: 8), startAngle: 0))
        for (x, y) in [(15, 8), (8, 15), (0, 8), (8, 0), (12, 12)] {
            var turn = atan2(Double(y) + 0.5 - 8, Double(x) + 0.5 - 8) / (2 * .pi)
            if turn < 0 { turn += 1 }
            assertGray(p[x, y], turn, "(\(x), \(y))")
        }
    }

    func testGradientUnderPartialCoverageBlendsLikeASolid() {
        var gradient = Pixmap(width: 4, height: 1)
        var solid = Pixmap(width: 4, height: 1)
        let rect = Path(rect: Rect(x: 0.3, y: 0, width: 2.9, height: 1))
        let gray = Color(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.8)
        Rasterizer().fill(
            rect, paint: .linearGradient(Gradient(colors: [gray, gray]), start: .zero, end: Point(x: 4, y: 0)),
            into: &gradient)
        Rasterizer().fill(rect, paint: .solid(gray), into: &solid)
        XCTAssertEqual(gradient, solid)
    }
}
