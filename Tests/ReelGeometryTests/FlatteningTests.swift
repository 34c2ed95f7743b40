import ReelGeometry
import XCTest

final class FlatteningTests: XCTestCase {
    /// A long subpath must not make every later subpath keep a buffer its size: one 10 000-point
    /// line then 200 small circles used to hold 200 buffers of 16 384 points (about 50 MB).
    func testSmallSubpathsAfterALongOneKeepSmallBuffers() {
        var path = Path()
        path.move(to: .zero)
        for i in 1...10_000 { path.addLine(to: Point(x: Double(i), y: Double(i % 2))) }
        for i in 0..<200 { path.append(Path(ellipseIn: Rect(x: Double(i), y: 10, width: 8, height: 8))) }
        let polylines = path.flattened()
        XCTAssertEqual(polylines.count, 201)
        XCTAssertEqual(polylines[0].points.count, 10_001)
        let circles = polylines.dropFirst()
        let circlePoints = circles.reduce(0) { $0 + $1.points.count }
        let circleCapacity = circles.reduce(0) { $0 + $1.points.capacity }
        // Each circle may take the capacity of the subpath before it (so the first one after the
        // line takes the line's); beyond that, buffers stay within twice their points.
        XCTAssertLessThanOrEqual(circleCapacity, 10_001 + 2 * circlePoints)
        for (i, circle) in circles.enumerated().dropFirst() {
            XCTAssertLessThanOrEqual(circle.points.capacity, 2 * circles.first!.points.count + 16, "circle \(i)")
        }
    }

    /// Consecutive subpaths alike still come out point for point the same as flattened alone.
    func testEachSubpathFlattensAsItWouldAlone() {
        let circle = Path(ellipseIn: Rect(x: 0, y: 0, width: 30, height: 20))
        var twice = circle
        twice.append(circle)
        let alone = circle.flattened()
        XCTAssertEqual(twice.flattened(), alone + alone)
    }

    /// A path whose subpaths follow a close in each way a path can: a line, a curve, another close,
    /// a move, and nothing at the end.
    private var pathAfterCloses: Path {
        var path = Path(ellipseIn: Rect(x: 3, y: 4, width: 30, height: 20))
        path.addLine(to: Point(x: 40, y: 7))  // starts a subpath at the ellipse's start
        path.addQuadCurve(to: Point(x: 12, y: 30), control: Point(x: 50, y: 50))
        path.closeSubpath()
        path.addCurve(to: Point(x: -5, y: 9), control1: Point(x: 0, y: 40), control2: Point(x: -20, y: 20))
        path.closeSubpath()
        path.closeSubpath()  // a subpath of its start point alone, closed
        path.move(to: Point(x: 60, y: 60))
        path.addLine(to: Point(x: 70, y: 65.5))
        path.closeSubpath()
        return path
    }

    /// Flattening with a transform maps each element as it is read: the points of the path
    /// transformed first, bit for bit, subpaths after closes included.
    func testTransformedFlatteningHasThePointsOfTheTransformedPath() {
        let transforms = [
            AffineTransform.identity, AffineTransform(translationX: 0.25, y: -3.5),
            AffineTransform(a: 1.7, b: 0.3, c: -0.45, d: 2.2, tx: 101.3, ty: -7.25),
            AffineTransform(a: -0.0, b: 1, c: -1, d: 0.0, tx: 0, ty: 0)
        ]
        let visible = Rect(x: -1000, y: -1000, width: 3000, height: 3000)
        for (i, t) in transforms.enumerated() {
            let transformed = pathAfterCloses.flattened(tolerance: 0.2, transformedBy: t, culledOutside: visible)
            let reference = pathAfterCloses.applying(t).flattened(tolerance: 0.2, culledOutside: visible)
            XCTAssertEqual(transformed, reference, "transform \(i)")
            for (a, b) in zip(transformed, reference) {
                XCTAssertEqual(a.points.map(\.x.bitPattern), b.points.map(\.x.bitPattern), "transform \(i)")
                XCTAssertEqual(a.points.map(\.y.bitPattern), b.points.map(\.y.bitPattern), "transform \(i)")
            }
        }
    }

    /// After a close, a drawing command starts its subpath at the closed one's start, a second
    /// close gives that start point alone as a closed polyline, and a move or the end gives nothing.
    func testSubpathsAfterAClose() {
        let polylines = pathAfterCloses.flattened(tolerance: 0.2)
        let ellipse = Path(ellipseIn: Rect(x: 3, y: 4, width: 30, height: 20)).flattened(tolerance: 0.2)
        XCTAssertEqual(polylines.count, 5)
        XCTAssertEqual(polylines[0], ellipse[0])
        let start = ellipse[0].points[0]
        XCTAssertEqual(polylines[1].points.first, start)
        XCTAssertEqual(polylines[1].points[1], Point(x: 40, y: 7))
        XCTAssertTrue(polylines[1].isClosed)
        XCTAssertEqual(polylines[2].points.first, start)
        XCTAssertEqual(polylines[2].points.last, Point(x: -5, y: 9))
        XCTAssertEqual(polylines[3], Polyline(points: [start], isClosed: true))
        XCTAssertEqual(polylines[4], Polyline(points: [Point(x: 60, y: 60), Point(x: 70, y: 65.5)], isClosed: true))
    }

    /// A cubic whose controls sit on its ends is the straight segment between them: a fill
    /// flattens it to that line's one point (Lottie writes every edge so).
    func testACubicWithItsControlsOnItsEndsFillsAsALine() {
        let corners = [Point(x: 1.5, y: 2), Point(x: 90.25, y: 2), Point(x: 90.25, y: 40), Point(x: 1.5, y: 40)]
        var cubics = Path()
        var lines = Path()
        cubics.move(to: corners[0])
        lines.move(to: corners[0])
        for (from, to) in zip(corners, corners.dropFirst() + [corners[0]]) {
            cubics.addCurve(to: to, control1: from, control2: to)
            lines.addLine(to: to)
        }
        cubics.closeSubpath()
        lines.closeSubpath()
        XCTAssertEqual(cubics.flattened().map(\.points), lines.flattened().map(\.points))
        XCTAssertEqual(cubics.flattened().first?.points.count, 5)
        // A control off its end is a curve again, flattened in steps.
        var bent = Path()
        bent.move(to: corners[0])
        bent.addCurve(to: corners[1], control1: corners[0], control2: Point(x: 60, y: 30))
        XCTAssertGreaterThan(bent.flattened().first?.points.count ?? 0, 3)
    }
}
