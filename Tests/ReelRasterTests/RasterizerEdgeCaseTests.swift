import ReelGeometry
import XCTest

@testable import ReelRaster

/// Inputs at the edges of what the rasterizer accepts: shapes whose leftmost point lies exactly on
/// the box's left side, coordinates beyond Int's range, and non-finite coordinates.
final class RasterizerEdgeCaseTests: XCTestCase {
    /// The exact area of `polygon` (convex, any orientation) inside the unit pixel at (x, y):
    /// the polygon clipped to the pixel's four sides (Sutherland–Hodgman), then the shoelace.
    private func exactCoverage(of polygon: [Point], pixelX x: Int, y: Int) -> Double {
        var points = polygon
        let sides: [(Point) -> Double] = [
            { $0.x - Double(x) }, { Double(x + 1) - $0.x }, { $0.y - Double(y) }, { Double(y + 1) - $0.y }
        ]
        for inside in sides {
            var clipped: [Point] = []
            for (i, p) in points.enumerated() {
                let q = points[(i + 1) % points.count]
                let dp = inside(p)
                let dq = inside(q)
                if dp >= 0 { clipped.append(p) }
                if (dp >= 0) != (dq >= 0) { clipped.append(p + (q - p) * (dp / (dp - dq))) }
            }
            points = clipped
            if points.isEmpty { return 0 }
        }
        var twiceArea = 0.0
        for (i, p) in points.enumerated() {
            let q = points[(i + 1) % points.count]
            twiceArea += p.x * q.y - q.x * p.y
        }
        return abs(twiceArea) / 2
    }

    /// Triangles whose leftmost vertex is at an integer x (on the canvas, or past its left side so
    /// the clipped edge is pinned to x = 0), filled one after another by one rasterizer: each must
    /// match its exact coverage to 8-bit rounding, so nothing one fill leaves in the reused
    /// buffers shows in the next.
    func testTrianglesWithTheirLeftmostVertexOnAPixelBoundaryHaveExactCoverage() {
        var seed: UInt64 = 1
        func next() -> Double {  // a fixed linear congruential sequence in 0..<1, so failures reproduce
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(seed >> 11) / Double(1 << 53)
        }
        let rasterizer = Rasterizer()
        let size = 12
        for i in 0..<300 {
            let left = i % 3 == 0 ? -Double(1 + Int(next() * 3)) : Double(Int(next() * 4))
            let apex = Point(x: left, y: (next() * 10 + 1).rounded(.down) + (i % 2 == 0 ? 0 : next()))
            let triangle = [
                apex, Point(x: left + 1 + next() * 10, y: next() * 12),
                Point(x: left + 1 + next() * 10, y: next() * 12)
            ]
            var path = Path()
            path.move(to: triangle[0])
            path.addLine(to: triangle[1])
            path.addLine(to: triangle[2])
            path.closeSubpath()
            var pixmap = Pixmap(width: size, height: size)
            rasterizer.fill(path, paint: .solid(.black), into: &pixmap)
            for y in 0..<size {
                for x in 0..<size {
                    let expected = exactCoverage(of: triangle, pixelX: x, y: y)
                    XCTAssertEqual(
                        Double(pixmap[x, y].a) / 255, expected, accuracy: 1 / 255,
                        "triangle \(i) \(triangle), pixel (\(x), \(y))")
                }
            }
        }
    }

    func testCoordinatesBeyondIntRangeOrNotFiniteDoNotTrap() {
        let rasterizer = Rasterizer()
        var pixmap = Pixmap(width: 8, height: 8)
        // A square far larger than the canvas covers all of it.
        let huge = 1e300
        rasterizer.fill(
            [
                Polyline(
                    points: [
                        Point(x: -huge, y: -huge), Point(x: huge, y: -huge),
                        Point(x: huge, y: huge), Point(x: -huge, y: huge)
                    ], isClosed: true)
            ],
            paint: .solid(.black), into: &pixmap)
        XCTAssertEqual(pixmap[0, 0].a, 255)
        XCTAssertEqual(pixmap[7, 7].a, 255)
        // Entirely off one side, beyond Int's range: nothing drawn.
        var empty = Pixmap(width: 8, height: 8)
        for offset in [Point(x: 1e30, y: 0), Point(x: -1e30, y: 0), Point(x: 0, y: 1e30), Point(x: 0, y: -1e30)] {
            let square = [Point(x: 0, y: 0), Point(x: 4, y: 0), Point(x: 4, y: 4), Point(x: 0, y: 4)].map {
                $0 + offset
            }
            rasterizer.fill([Polyline(points: square, isClosed: true)], paint: .solid(.black), into: &empty)
        }
        XCTAssertEqual(empty, Pixmap(width: 8, height: 8))
        // Through a path's transform, at a scale past Int's range.
        var scaled = Pixmap(width: 8, height: 8)
        rasterizer.fill(
            Path(rect: Rect(x: 0, y: 0, width: 1, height: 1)), transform: AffineTransform(scaleX: 1e200, y: 1e200),
            paint: .solid(.black), into: &scaled)
        XCTAssertEqual(scaled[7, 7].a, 255)
        // Non-finite points: no trap, no write outside the canvas (the pixmap's own checks).
        for bad in [Double.nan, .infinity, -.infinity, .greatestFiniteMagnitude, -.greatestFiniteMagnitude] {
            var pixmap = Pixmap(width: 8, height: 8)
            rasterizer.fill(
                [
                    Polyline(
                        points: [
                            Point(x: 1, y: 1), Point(x: bad, y: 3), Point(x: 6, y: bad),
                            Point(x: 6, y: 6)
                        ], isClosed: true)
                ],
                paint: .solid(.black), into: &pixmap)
            rasterizer.fill(Path(rect: Rect(x: 1, y: 1, width: bad, height: 5)), paint: .solid(.black), into: &pixmap)
        }
        // The rasterizer is still sound afterwards.
        var after = Pixmap(width: 8, height: 8)
        rasterizer.fill(Path(rect: Rect(x: 2, y: 2, width: 4, height: 4)), paint: .solid(.black), into: &after)
        XCTAssertEqual(after[3, 3].a, 255)
        XCTAssertEqual(after[1, 1].a, 0)
    }

    func testClippedBoxClampsHugeCoordinatesAndRejectsNonFiniteOnes() {
        let huge = [Polyline(points: [Point(x: -1e300, y: -3e19), Point(x: 1e300, y: 4.5)], isClosed: false)]
        XCTAssertEqual(
            Rasterizer.clippedBox(of: huge, width: 10, height: 8), PixelBox(x: 0, y: 0, width: 10, height: 5))
        let offCanvas = [Polyline(points: [Point(x: 1e300, y: 1), Point(x: 2e300, y: 2)], isClosed: false)]
        XCTAssertNil(Rasterizer.clippedBox(of: offCanvas, width: 10, height: 8))
        let infinite = [Polyline(points: [Point(x: 1, y: 1), Point(x: .infinity, y: 2)], isClosed: false)]
        XCTAssertNil(Rasterizer.clippedBox(of: infinite, width: 10, height: 8))
    }
}
