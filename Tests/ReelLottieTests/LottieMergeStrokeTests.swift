import Foundation
import ReelGeometry
import ReelRaster
import ReelTestSupport
import XCTest

@testable import ReelLottie

/// Strokes of merged paths follow the merged outline: a square (10…40) and a circle about
/// (35, 25) of radius 10, merged, subtracted and intersected, stroked 2 wide in blue, 50 apart
/// (fixture merge-strokes.json).
final class LottieMergeStrokeTests: XCTestCase {
    func testStrokesFollowTheMergedOutline() throws {
        let image = try LottieFixtures.render("merge-strokes", frame: 0)
        GoldenImage.assertMatches(image, named: "merge-strokes-0", in: LottieFixtures.goldens, tolerance: 2)
        XCTAssertEqual(try LottieFixtures.read("merge-strokes").warnings, [])
        // Pixels straddling the square's left edge (x 10), its right edge inside the circle
        // (x 40, y 25), the circle's right (x 45) and its top inside the square (35, 15).
        let places: [(dx: Int, dy: Int, what: String)] = [
            (9, 25, "the square's left edge"), (39, 25, "the square's right edge inside the circle"),
            (44, 25, "the circle's right outside the square"), (34, 14, "the circle's top inside the square")
        ]
        // Which of them lie on each outline.
        let expected: [(offset: Int, mode: String, drawn: [Bool])] = [
            (0, "merge", [true, false, true, false]),
            (50, "subtract", [true, false, false, true]),
            (100, "intersect", [false, true, false, true])
        ]
        for row in expected {
            for (place, drawn) in zip(places, row.drawn) {
                let pixel = image[row.offset + place.dx, place.dy]
                if drawn {
                    XCTAssertGreaterThan(pixel.a, 200, "\(row.mode), \(place.what): \(pixel)")
                    XCTAssertTrue(pixel.b == pixel.a && pixel.r == 0 && pixel.g == 0, "\(row.mode): \(pixel)")
                } else {
                    XCTAssertEqual(pixel.a, 0, "\(row.mode), \(place.what): \(pixel)")
                }
            }
        }
    }

    func testOutlinesOfTwoOverlappingSquaresAreClosedContours() {
        let squares = [
            Path(rect: Rect(x: 0, y: 0, width: 10, height: 10)), Path(rect: Rect(x: 5, y: 5, width: 10, height: 10))
        ]
        // Mode, area, corners: the union an 8-cornered outline, the difference 6, the intersection 4.
        for (mode, area, corners) in [(1, 175.0, 8), (2, 175, 8), (3, 75, 6), (4, 25, 4)] {
            let contours = Self.polygons(MergedOutline(mode: mode).path(of: squares) ?? Path())
            XCTAssertEqual(contours.count, 1, "mode \(mode): one closed contour")
            guard let contour = contours.first else { continue }
            XCTAssertEqual(Set(contour.map { [$0.x, $0.y] }).count, corners, "mode \(mode): \(contour)")
            XCTAssertEqual(abs(Self.area(contour)), area, accuracy: 1e-9, "mode \(mode)")
        }
    }

    func testShapesOfTooManyEdgesHaveNoOutline() {
        var many = Path()
        many.move(to: Point(x: 0, y: 0))
        for i in 1...MergedOutline.maximumEdges { many.addLine(to: Point(x: Double(i), y: Double(i % 2))) }
        many.closeSubpath()
        XCTAssertNil(MergedOutline(mode: 1).path(of: [many, Path(rect: Rect(x: 0, y: 0, width: 5, height: 5))]))
        XCTAssertNotNil(MergedOutline(mode: 1).path(of: [Path(rect: Rect(x: 0, y: 0, width: 5, height: 5))]))
    }

    /// The closed contours of `path` (nil for an open one, which fails the count).
    private static func polygons(_ path: Path) -> [[Point]] {
        var contours: [[Point]] = []
        var current: [Point] = []
        for element in path.elements {
            switch element {
            case .move(let p):
                current = [p]
            case .line(let p):
                current.append(p)
            case .closeSubpath:
                contours.append(current)
                current = []
            default:
                XCTFail("curves in a flattened outline")
            }
        }
        XCTAssertTrue(current.count <= 1, "an open contour: \(current)")
        return contours
    }

    /// The shoelace area of a polygon.
    private static func area(_ points: [Point]) -> Double {
        var sum = 0.0
        for i in points.indices {
            let (a, b) = (points[i], points[(i + 1) % points.count])
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }
}
