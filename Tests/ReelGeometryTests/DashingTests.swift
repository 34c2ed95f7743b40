import ReelGeometry
import XCTest

/// Trimming and dashing by arc length, checked against lengths computed by hand.
final class DashingTests: XCTestCase {
    private func line(_ points: [(Double, Double)], closed: Bool = false) -> Polyline {
        Polyline(points: points.map { Point(x: $0.0, y: $0.1) }, isClosed: closed)
    }

    func testDashesHaveThePatternLengthsAndStartAtThePhase() {
        let path = [line([(0, 0), (100, 0)])]
        let dashes = path.dashed(pattern: [10, 5], phase: 3)
        // On 0…7 (the first dash, 3 into it), then 12…22, 27…37, …, 87…97.
        XCTAssertEqual(dashes.count, 7)
        XCTAssertEqual(dashes[0].points.first!.x, 0, accuracy: 1e-9)
        XCTAssertEqual(dashes[0].length, 7, accuracy: 1e-9)
        XCTAssertEqual(dashes[1].points.first!.x, 12, accuracy: 1e-9)
        for dash in dashes.dropFirst() { XCTAssertEqual(dash.length, 10, accuracy: 1e-9) }
        XCTAssertEqual(dashes.totalLength, 67, accuracy: 1e-9)
    }

    func testDashesFollowCornersAndRestartOnEverySubpath() {
        let path = [line([(0, 0), (10, 0), (10, 10)]), line([(0, 20), (4, 20)])]
        let dashes = path.dashed(pattern: [15, 100])
        XCTAssertEqual(dashes.count, 2)
        XCTAssertEqual(dashes[0].points.map(\.x), [0, 10, 10])
        XCTAssertEqual(dashes[0].points.last!.y, 5, accuracy: 1e-9)
        XCTAssertEqual(dashes[1].length, 4, accuracy: 1e-9)
    }

    func testADashOverAClosedPathsStartIsOnePiece() {
        let square = [line([(0, 0), (10, 0), (10, 10), (0, 10)], closed: true)]  // length 40
        let dashes = square.dashed(pattern: [30, 5], phase: 35)  // on 0…30, off 30…35, on 35…40
        XCTAssertEqual(dashes.count, 1)
        XCTAssertEqual(dashes[0].length, 35, accuracy: 1e-9)
        XCTAssertEqual(dashes[0].points.first!.x, 0, accuracy: 1e-9)
        XCTAssertEqual(dashes[0].points.first!.y, 5, accuracy: 1e-9)
    }

    func testTrimmingMeasuresOneLengthAcrossSubpaths() {
        let path = [line([(0, 0), (10, 0)]), line([(0, 10), (30, 10)])]  // total 40
        let trimmed = path.trimmed(start: 0.125, end: 0.5)  // 5…20: half the first, 10 of the second
        XCTAssertEqual(trimmed.count, 2)
        XCTAssertEqual(trimmed[0].points.first!.x, 5, accuracy: 1e-9)
        XCTAssertEqual(trimmed[0].length, 5, accuracy: 1e-9)
        XCTAssertEqual(trimmed[1].length, 10, accuracy: 1e-9)
        XCTAssertTrue(path.trimmed(start: 0.6, end: 0.6).isEmpty)
        XCTAssertEqual(path.trimmed(start: 0, end: 1), path)
    }

    func testTrimmingAClosedPathIncludesItsClosingSegment() {
        let square = [line([(0, 0), (10, 0), (10, 10), (0, 10)], closed: true)]
        let trimmed = square.trimmed(start: 0.5, end: 1)  // 20…40: the bottom and the closing left side
        XCTAssertEqual(trimmed.count, 1)
        XCTAssertFalse(trimmed[0].isClosed)
        XCTAssertEqual(trimmed[0].length, 20, accuracy: 1e-9)
        XCTAssertEqual(trimmed[0].points.last!, Point(x: 0, y: 0))
    }

    /// A pattern far finer than the path (1e-5 on a 340-point triangle made 10⁸ dashes, 4.2 GB
    /// and still running): past the limit the subpath comes back whole, at once.
    func testDashesBeyondTheLimitLeaveTheSubpathWhole() {
        let triangle = [line([(170, 0), (340, 340), (0, 340)], closed: true)]
        XCTAssertEqual(triangle.dashed(pattern: [1e-5, 1e-5]), triangle)
        XCTAssertEqual(triangle.dashed(pattern: [1, 1], limit: 100), triangle)
        // 551 on 0…1100.26, the last joined to the first.
        XCTAssertEqual(triangle.dashed(pattern: [1, 1], limit: 1000).count, 550)
        // A period that adding to a position would not move: still bounded, still whole.
        let long = [line([(0, 0), (1e300, 0)])]
        XCTAssertEqual(long.dashed(pattern: [1, 1]), long)
        XCTAssertEqual(Polyline.onFraction(ofDashPattern: [3, 1]), 0.75)
        XCTAssertEqual(Polyline.onFraction(ofDashPattern: [1, 2, 3]), 0.5)  // 1 on 2 off 3 on 1 off 2 on 3 off
        XCTAssertNil(Polyline.onFraction(ofDashPattern: [0, -1]))
    }

    /// Many dashes along one long polyline, cut in one walk: each has the pattern's length and
    /// the gaps between them the pattern's (a resumed search that lost its place would not).
    func testManyDashesOnALongPolylineKeepThePatternAlongIt() {
        let points = (0...4096).map { i -> (Double, Double) in
            let t = Double(i) / 4096 * 6
            return (100 * cos(t), 100 * sin(t))
        }
        let dashes = [line(points)].dashed(pattern: [0.3, 0.2], phase: 0.1)
        XCTAssertGreaterThan(dashes.count, 1190)
        XCTAssertEqual(dashes[0].length, 0.2, accuracy: 1e-9)
        for k in 1..<dashes.count - 1 {
            XCTAssertEqual(dashes[k].length, 0.3, accuracy: 1e-9, "dash \(k)")
            // Chords of 0.2 on a radius of 100: shorter than the arc by 1e-7 at most.
            XCTAssertEqual((dashes[k].points[0] - dashes[k - 1].points.last!).length, 0.2, accuracy: 1e-6, "gap \(k)")
        }
    }
}
