import ReelGeometry
import XCTest

final class PathTests: XCTestCase {
    func testSVGPathDataReadsEveryCommandAbsoluteAndRelative() throws {
        let path = try Path(
            svgData: "M10,10 h20 v20 H10 Z m5 5 l5 0 L20 25 c1 1 2 2 3 3 s4 4 5 5 q1 1 2 2 t3 3 a5 5 0 0 1 10 0")
        XCTAssertEqual(path.elements.first, .move(to: Point(x: 10, y: 10)))
        XCTAssertEqual(path.elements[1], .line(to: Point(x: 30, y: 10)))
        XCTAssertEqual(path.elements[2], .line(to: Point(x: 30, y: 30)))
        XCTAssertEqual(path.elements[4], .closeSubpath)
        XCTAssertEqual(path.elements[5], .move(to: Point(x: 15, y: 15)))
        XCTAssertEqual(path.currentPoint, Point(x: 43, y: 38))
    }

    func testImplicitLinetoAfterMoveto() throws {
        let path = try Path(svgData: "M0 0 10 0 10 10")
        XCTAssertEqual(path.elements, [.move(to: .zero), .line(to: Point(x: 10, y: 0)), .line(to: Point(x: 10, y: 10))])
    }

    func testMalformedSVGPathDataNamesTheCharacter() {
        XCTAssertThrowsError(try Path(svgData: "M 0 0 L 10 x")) { error in
            XCTAssertEqual((error as? SVGPathError)?.offset, 11)
        }
        XCTAssertThrowsError(try Path(svgData: "L 0 0"))
        XCTAssertThrowsError(try Path(svgData: "M 0 0 L 10"))
    }

    func testFlatteningStaysWithinToleranceOfTheCircle() {
        let radius = 100.0
        let circle = Path(ellipseIn: Rect(x: -radius, y: -radius, width: 2 * radius, height: 2 * radius))
        let polyline = circle.flattened(tolerance: 0.1)[0]
        // Chord midpoints are the farthest points from the circle; the Bézier itself is within 0.03 %.
        for (a, b) in zip(polyline.points, polyline.points.dropFirst()) {
            let mid = a.interpolated(to: b, at: 0.5)
            XCTAssertLessThan(radius - mid.length, 0.1 + radius * 0.0003)
        }
        XCTAssertLessThan(polyline.points.count, 120, "adaptive: no more segments than the tolerance needs")
    }

    func testAffineTransformConcatenationAppliesLeftFirst() {
        let t = AffineTransform(scaleX: 2, y: 2).concatenating(AffineTransform(translationX: 10, y: 0))
        XCTAssertEqual(t.apply(Point(x: 1, y: 1)), Point(x: 12, y: 2))
        XCTAssertEqual(AffineTransform(scaleX: 3, y: 0.5).maximumScale, 3, accuracy: 1e-12)
    }
}
