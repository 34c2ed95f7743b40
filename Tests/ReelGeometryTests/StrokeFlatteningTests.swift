import ReelGeometry
import XCTest

/// `flattenedForStroking` sizes a cubic's steps by its bend where they are and sets its points off
/// the curve so that the chords straddle it: within 1.5 × tolerance everywhere, about ±tolerance/2
/// on an even bend, with fewer segments than the uniform steps.
final class StrokeFlatteningTests: XCTestCase {
    /// Random cubics like the stroke benchmark's, over a few hundred pixels, with cusps and loops.
    private func randomCubics(count: Int, seed: UInt64) -> [(Point, Point, Point, Point)] {
        var state = seed
        func next() -> Double {  // a 64-bit LCG (Knuth's MMIX constants): enough for test shapes
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53) * 400
        }
        return (0..<count).map { _ in
            (
                Point(x: next(), y: next()), Point(x: next(), y: next()), Point(x: next(), y: next()),
                Point(x: next(), y: next())
            )
        }
    }

    private func cubicPath(_ c: (Point, Point, Point, Point)) -> Path {
        var path = Path()
        path.move(to: c.0)
        path.addCurve(to: c.3, control1: c.1, control2: c.2)
        return path
    }

    private func point(on c: (Point, Point, Point, Point), at t: Double) -> Point {
        let u = 1 - t
        return c.0 * (u * u * u) + c.1 * (3 * u * u * t) + c.2 * (3 * u * t * t) + c.3 * (t * t * t)
    }

    private func distance(from p: Point, toSegment a: Point, _ b: Point) -> Double {
        let ab = b - a
        let lengthSquared = ab.dot(ab)
        let t = lengthSquared > 0 ? max(0, min(1, (p - a).dot(ab) / lengthSquared)) : 0
        return (p - (a + ab * t)).length
    }

    /// Every point of the curve is within 1.5 × tolerance of the polyline, which starts and ends at
    /// the curve's ends; checked on 1 000 points of each of 100 random cubics, against every
    /// segment (a curve with a loop passes near segments far from its own).
    func testEveryPointOfTheCurveIsWithinTheTolerance() {
        let tolerance = 0.05
        for (index, cubic) in randomCubics(count: 100, seed: 4).enumerated() {
            let polyline = cubicPath(cubic).flattenedForStroking(tolerance: tolerance)[0].points
            XCTAssertEqual(polyline.first, cubic.0)
            XCTAssertEqual(polyline.last, cubic.3)
            var worst = 0.0
            for i in 0...1000 {
                let p = point(on: cubic, at: Double(i) / 1000)
                var best = Double.infinity
                for s in 0..<polyline.count - 1 {
                    best = min(best, distance(from: p, toSegment: polyline[s], polyline[s + 1]))
                }
                worst = max(worst, best)
            }
            XCTAssertLessThanOrEqual(worst, 1.5 * tolerance + 1e-9, "cubic \(index): \(cubic)")
        }
    }

    /// On a quarter circle (one cubic, within 0.006 px of the circle at radius 20) the chords
    /// straddle the circle: interior points outside it, chord middles inside, each within 0.75 of
    /// the tolerance; uniform chords lie wholly inside, by up to the tolerance.
    func testChordsStraddleAnEvenBend() {
        let r = 20.0
        let k = 0.552_284_749_831 * r
        let tolerance = 0.05
        var path = Path()
        path.move(to: Point(x: r, y: 0))
        path.addCurve(to: Point(x: 0, y: r), control1: Point(x: r, y: k), control2: Point(x: k, y: r))
        let points = path.flattenedForStroking(tolerance: tolerance)[0].points
        XCTAssertGreaterThan(points.count, 4)
        for p in points.dropFirst().dropLast() {
            XCTAssertGreaterThan(p.length - r, 0.1 * tolerance, "a point sits outside the circle")
            XCTAssertLessThan(p.length - r, 0.75 * tolerance)
        }
        for (a, b) in zip(points, points.dropFirst()) {
            let middle = a.interpolated(to: b, at: 0.5).length - r
            XCTAssertLessThan(middle, 0, "a chord's middle sits inside")
            XCTAssertGreaterThan(middle, -0.75 * tolerance)
        }
    }

    /// Random cubics bend unevenly: sized where they are, the steps are at least 15 % fewer than
    /// uniform steps sized for the sharpest bend (26 % on the benchmark's strokes).
    func testFewerSegmentsThanUniformSteps() {
        var uniform = 0
        var byBend = 0
        for cubic in randomCubics(count: 500, seed: 7) {
            uniform += cubicPath(cubic).flattened(tolerance: 0.05)[0].points.count - 1
            byBend += cubicPath(cubic).flattenedForStroking(tolerance: 0.05)[0].points.count - 1
        }
        XCTAssertLessThan(Double(byBend), 0.85 * Double(uniform), "\(byBend) against \(uniform)")
    }

    /// Lines, quadratic curves (whose bend is the same all along) and closes come out as the
    /// uniform flattening gives them.
    func testPathsWithoutCubicsFlattenAsForFills() {
        var path = Path()
        path.move(to: Point(x: 1, y: 2))
        path.addLine(to: Point(x: 50, y: 3))
        path.addQuadCurve(to: Point(x: 80, y: 90), control: Point(x: 120, y: 10))
        path.closeSubpath()
        path.append(Path(rect: Rect(x: 5, y: 5, width: 10, height: 20)))
        XCTAssertEqual(path.flattenedForStroking(tolerance: 0.05), path.flattened(tolerance: 0.05))
    }
}
