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
}
