import ReelGeometry
import XCTest

/// Geometry near Double's range or not finite, as the Swift API can pass it: flattening and
/// stroking stay within a fixed number of points and never trap or loop.
final class HugeGeometryTests: XCTestCase {
    private func pointCount(_ lines: [Polyline]) -> Int { lines.reduce(0) { $0 + $1.points.count } }

    /// An arc centred at x = 1e308 with radius 1e308 has points at ∞ and bends of ∞ − ∞ (NaN):
    /// stroke flattening looped on a NaN step (2.2 GB, no exit) before.
    func testCurvesWithNonFinitePointsFlattenToTheirChords() {
        var arc = Path()
        arc.addArc(center: Point(x: 1e308, y: 32), radius: 1e308, startAngle: 0, endAngle: 6.28, clockwise: true)
        // Its quarters with a point at ∞ are chords; the others (finite, bends overflowing to ∞)
        // take the shortest step: 4096 points at most, with no culling box.
        XCTAssertLessThanOrEqual(pointCount(arc.flattenedForStroking(tolerance: 0.05)), 4 * 4096 + 1)
        XCTAssertLessThanOrEqual(pointCount(arc.flattened()), 4 * 4096 + 1)
        let visible = Rect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertLessThanOrEqual(
            pointCount(arc.flattenedForStroking(tolerance: 0.05, culledOutside: visible)), 2 * 4096 + 3)
        // A NaN bend between finite points (1e308-sized differences): bounded by the step cap.
        var cubic = Path()
        cubic.move(to: Point(x: -1e308, y: 0))
        cubic.addCurve(
            to: Point(x: 1e308, y: 0), control1: Point(x: 1e308, y: 1e308), control2: Point(x: -1e308, y: -1e308))
        XCTAssertLessThanOrEqual(pointCount(cubic.flattenedForStroking(tolerance: 0.05)), 4097)
    }

    /// Sweeps of 1e308 radians or ∞ neither trap `Int(_:)` nor make 10³⁰⁸ curves.
    func testArcSweepsBeyondAFewHundredTurnsAreBounded() {
        for end in [1e308, -1e308, .infinity, .nan, 2 * Double.pi * 300] {
            for clockwise in [true, false] {
                var path = Path()
                path.addArc(center: Point(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: end, clockwise: clockwise)
                XCTAssertLessThanOrEqual(path.elements.count, 1 + 1024, "end \(end)")
            }
        }
    }

    /// Curves wholly beyond one side of the visible box become chords; those that reach into it
    /// flatten exactly as before, so nothing inside the box changes.
    func testCurvesBeyondTheVisibleBoxAreCulledOthersUnchanged() {
        let visible = Rect(x: 0, y: 0, width: 100, height: 100)
        let far = Path(ellipseIn: Rect(x: 1e6, y: 0, width: 1e7, height: 50))
        XCTAssertEqual(pointCount(far.flattened(culledOutside: visible)), 5)  // the start and four chords
        XCTAssertGreaterThan(pointCount(far.flattened()), 4000)
        let huge = Path(ellipseIn: Rect(x: 0, y: 0, width: 1e308, height: 50))
        XCTAssertLessThanOrEqual(pointCount(huge.flattenedForStroking(culledOutside: visible)), 2 * 4097 + 3)
        let near = Path(ellipseIn: Rect(x: -20, y: 30, width: 60, height: 40))
        XCTAssertEqual(near.flattened(culledOutside: visible), near.flattened())
        XCTAssertEqual(near.flattenedForStroking(culledOutside: visible), near.flattenedForStroking())
    }

    /// A stroked subpath reserves its points when it begins, counting each curve's uniform steps
    /// (up to 4096), culled ones too: the reservation is capped, so a path of many huge curves
    /// beyond the visible box holds a buffer of at most the cap, not 4096 points a curve.
    func testCulledCurvesDoNotInflateAStrokedSubpathsReservation() {
        let visible = Rect(x: 0, y: 0, width: 100, height: 100)
        var path = Path()
        path.move(to: Point(x: 1e7, y: 1e6))
        for i in 0..<200 {
            let y = Double(i + 1) * 1e6  // every control point below the box: culled
            path.addCurve(
                to: Point(x: 1e7, y: y + 1e6), control1: Point(x: 1e12, y: y), control2: Point(x: -1e12, y: y + 1e6))
        }
        let lines = path.flattenedForStroking(culledOutside: visible)
        XCTAssertEqual(pointCount(lines), 201)  // the start and 200 chords
        XCTAssertLessThanOrEqual(lines[0].points.capacity, 2 * 4096)
    }

    /// Infinite and enormous line widths make a zero arc step: `Int(∞)` trapped in `arcSteps`.
    func testStrokesOfInfiniteWidthDoNotTrap() {
        let line = [Polyline(points: [Point(x: 0, y: 0), Point(x: 10, y: 0), Point(x: 10, y: 10)], isClosed: false)]
        for width in [Double.infinity, 1e308] {
            let outline = Stroker(style: StrokeStyle(lineWidth: width, lineCap: .round, lineJoin: .round)).outline(line)
            XCTAssertLessThanOrEqual(pointCount(outline), 4 * 1024 + 64)
        }
    }

    func testClampingConversionNeverTraps() {
        XCTAssertEqual(Int(clamping: .nan, to: -1...5), -1)
        XCTAssertEqual(Int(clamping: .infinity, to: -1...5), 5)
        XCTAssertEqual(Int(clamping: -1e308, to: -1...5), -1)
        XCTAssertEqual(Int(clamping: 3.7, to: -1...5), 3)
        XCTAssertEqual(Int(clamping: 1e300, to: 0...Int.max), Int.max)
    }
}
