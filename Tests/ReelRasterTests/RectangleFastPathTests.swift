import ReelGeometry
import XCTest

@testable import ReelRaster

/// The pixel-aligned rectangle fast path against the general accumulator path: same bytes for
/// every paint, both fill rules, and rectangles inside, across and beyond the canvas; anything
/// that is not an integer-cornered axis-aligned rectangle takes the general path.
final class RectangleFastPathTests: XCTestCase {
    private let width = 37, height = 23

    /// A destination with varied premultiplied pixels, so that blending, not just writing, is compared.
    private func backdrop(_ random: inout SplitMix) -> Pixmap {
        var p = Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let a = UInt8.random(in: 0...255, using: &random)
                p[x, y] = RGBA8(
                    r: .random(in: 0...a, using: &random), g: .random(in: 0...a, using: &random),
                    b: .random(in: 0...a, using: &random), a: a)
            }
        }
        return p
    }

    private func paints(_ random: inout SplitMix) -> [Paint] {
        var image = Pixmap(width: 5, height: 4)
        for y in 0..<4 { for x in 0..<5 { image[x, y] = RGBA8(r: UInt8(x * 40), g: UInt8(y * 60), b: 90, a: 200) } }
        let mapping = Homography(m11: 3.3, m12: 0.4, m13: 0, m21: -0.2, m22: 2.9, m23: 0, m31: 4.5, m32: 1.25, m33: 1)
        return [
            .solid(Color(red: 0.9, green: 0.3, blue: 0.1, alpha: .random(in: 0.05...0.95, using: &random))),
            .solid(Color(red: 0.2, green: 0.7, blue: 0.4)),
            .linearGradient(
                Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1, alpha: 0.4)]),
                start: Point(x: 3, y: 2), end: Point(x: 30, y: 19)),
            .image(ImagePattern(image: image, imageToPixels: mapping)!)
        ]
    }

    /// A random integer coordinate, sometimes beyond the canvas on either side.
    private func coordinate(_ limit: Int, _ random: inout SplitMix) -> Double {
        Double(Int.random(in: -8...(limit + 8), using: &random))
    }

    /// The rectangle's corners from (x0, y0), either way round, starting at any corner, and
    /// sometimes with the first point repeated at the end.
    private func rectangle(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ random: inout SplitMix)
        -> [Polyline]
    {
        var corners = [Point(x: x0, y: y0), Point(x: x1, y: y0), Point(x: x1, y: y1), Point(x: x0, y: y1)]
        if Bool.random(using: &random) { corners.reverse() }
        let start = Int.random(in: 0..<4, using: &random)
        corners = Array(corners[start...] + corners[..<start])
        if Bool.random(using: &random) { corners.append(corners[0]) }
        return [Polyline(points: corners, isClosed: true)]
    }

    /// Both paths on copies of one backdrop; the bytes must be equal.
    private func assertSameAsGeneralPath(
        _ polygons: [Polyline], _ paint: Paint, _ rule: FillRule, _ dst: Pixmap,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        var fast = dst
        var general = dst
        let rasterizer = Rasterizer()
        rasterizer.fill(polygons, rule: rule, paint: paint, into: &fast)
        if let box = Rasterizer.clippedBox(of: polygons, width: width, height: height) {
            rasterizer.fillByCoverage(polygons, box: box, rule: rule, paint: paint, into: &general)
        }
        XCTAssertEqual(fast.bytes, general.bytes, "\(polygons[0].points) \(paint) \(rule)", file: file, line: line)
    }

    func testIntegerRectanglesTakeTheFastPathAndMatchTheGeneralPath() {
        var random = SplitMix(state: 4)
        let dst = backdrop(&random)
        var drawn = 0
        for _ in 0..<300 {
            let x0 = coordinate(width, &random)
            let x1 = coordinate(width, &random)
            let y0 = coordinate(height, &random)
            let y1 = coordinate(height, &random)
            let polygons = rectangle(x0, y0, x1, y1, &random)
            XCTAssertTrue(Rasterizer.isPixelAlignedRectangle(polygons), "\(polygons[0].points)")
            if x0 != x1, y0 != y1, max(x0, x1) > 0, min(x0, x1) < Double(width), max(y0, y1) > 0,
                min(y0, y1) < Double(height)
            {
                drawn += 1
            }
            for paint in paints(&random) {
                for rule in [FillRule.nonZero, .evenOdd] { assertSameAsGeneralPath(polygons, paint, rule, dst) }
            }
        }
        XCTAssertGreaterThan(drawn, 150, "most random rectangles should touch the canvas")
    }

    func testFractionalAndNonRectangularShapesTakeTheGeneralPath() {
        var random = SplitMix(state: 5)
        let dst = backdrop(&random)
        for _ in 0..<100 {
            let x0 = coordinate(width, &random) + Double(Int.random(in: 1...7, using: &random)) / 8
            let polygons = rectangle(
                x0, coordinate(height, &random), coordinate(width, &random), coordinate(height, &random), &random)
            XCTAssertFalse(Rasterizer.isPixelAlignedRectangle(polygons), "\(polygons[0].points)")
            assertSameAsGeneralPath(polygons, paints(&random)[0], .nonZero, dst)
        }
        let parallelogram = [
            Polyline(
                points: [Point(x: 2, y: 2), Point(x: 20, y: 2), Point(x: 24, y: 15), Point(x: 6, y: 15)], isClosed: true
            )
        ]
        let twoRectangles = rectangle(1, 1, 9, 9, &random) + rectangle(5, 5, 20, 20, &random)
        let triangle = [
            Polyline(
                points: [Point(x: 2, y: 2), Point(x: 20, y: 2), Point(x: 20, y: 15), Point(x: 20, y: 2)], isClosed: true
            )
        ]
        let notANumber = [
            Polyline(
                points: [Point(x: .nan, y: 2), Point(x: 20, y: 2), Point(x: 20, y: 15), Point(x: .nan, y: 15)],
                isClosed: true)
        ]
        for polygons in [parallelogram, twoRectangles, triangle, notANumber] {
            XCTAssertFalse(Rasterizer.isPixelAlignedRectangle(polygons), "\(polygons)")
        }
    }

    func testHugeAndInfiniteRectanglesCoverTheCanvasOrNothing() {
        let huge = [
            Polyline(
                points: [
                    Point(x: -1e300, y: -1e300), Point(x: 1e300, y: -1e300), Point(x: 1e300, y: 1e300),
                    Point(x: -1e300, y: 1e300)
                ], isClosed: true)
        ]
        let blue = Paint.solid(Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        XCTAssertTrue(Rasterizer.isPixelAlignedRectangle(huge))
        assertSameAsGeneralPath(huge, blue, .nonZero, Pixmap(width: width, height: height))
        var p = Pixmap(width: width, height: height)
        Rasterizer().fill(huge, paint: blue, into: &p)
        XCTAssertEqual(
            p, Pixmap(width: width, height: height, filledWith: Color(red: 0, green: 0, blue: 1, alpha: 0.5)),
            "every pixel fully covered")
        let infinite = [
            Polyline(
                points: [Point(x: 0, y: 0), Point(x: .infinity, y: 0), Point(x: .infinity, y: 5), Point(x: 0, y: 5)],
                isClosed: true)
        ]
        var q = Pixmap(width: width, height: height)
        Rasterizer().fill(infinite, paint: .solid(.white), into: &q)
        XCTAssertEqual(
            q, Pixmap(width: width, height: height), "an infinite coordinate leaves no box, as on the general path")
    }
}
