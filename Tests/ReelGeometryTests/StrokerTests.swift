import Foundation
import ReelGeometry
import XCTest

/// The stroker's outline on a flattened curve: one point per vertex on each side, and every side
/// point within the tolerance of the true offset curve.
final class StrokerTests: XCTestCase {
    /// A quarter circle of radius `radius` about the origin, as `count` points.
    private func arc(radius: Double, count: Int) -> Polyline {
        Polyline(
            points: (0..<count).map {
                let a = Double.pi / 2 * Double($0) / Double(count - 1)
                return Point(x: radius * cos(a), y: radius * sin(a))
            }, isClosed: false)
    }

    func testRoundJoinsOnAFlattenedCurveAddOnePointPerVertexOnEachSide() {
        let count = 200
        let radius = 100.0
        let style = StrokeStyle(lineWidth: 6, lineCap: .butt, lineJoin: .round)
        let outline = Stroker(style: style, tolerance: 0.05).outline([arc(radius: radius, count: count)])
        XCTAssertEqual(outline.count, 1)
        // Each side: its first offset point, one point per inner vertex, its last offset point.
        // (A bevel on the outer side, as before, made that side two points per vertex.)
        XCTAssertEqual(outline[0].points.count, 2 * count)
    }

    func testOuterJoinPointsStayWithinTheToleranceOfTheOffsetCircle() {
        let radius = 100.0
        let tolerance = 0.05
        let halfWidth = 3.0
        for join in [StrokeStyle.Join.round, .miter] {
            let style = StrokeStyle(lineWidth: 2 * halfWidth, lineCap: .butt, lineJoin: join)
            let outline = Stroker(style: style, tolerance: tolerance).outline([arc(radius: radius, count: 120)])
            for p in outline[0].points {
                let distance = (p.x * p.x + p.y * p.y).squareRoot()
                // Outer side: the miter points stick out by at most the tolerance; inner side: on the
                // offset lines, inside the true offset circle by at most the chords' sag.
                let offset = distance > radius ? distance - (radius + halfWidth) : (radius - halfWidth) - distance
                XCTAssertLessThanOrEqual(abs(offset), tolerance, "\(join) at \(p)")
            }
        }
    }
}
