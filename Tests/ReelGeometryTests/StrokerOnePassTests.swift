import ReelGeometry
import XCTest

/// An open line's outline comes from one pass over both sides, or, when the line repeats a point,
/// from the repeats dropped and one pass a side: the two must give the same bits.
final class StrokerOnePassTests: XCTestCase {
    /// Random zigzags: gentle turns (one-point joins), sharp ones and hairpins (arcs, bevels,
    /// miters and inner loops), and segments shorter than the width.
    private func lines(seed: UInt64) -> [[Point]] {
        var state = seed
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        return (0..<40).map { _ in
            var p = Point(x: 100 * next(), y: 100 * next())
            var angle = 6.3 * next()
            var points = [p]
            for _ in 0..<(2 + Int(next() * 30)) {
                angle += next() < 0.7 ? 0.3 * (next() - 0.5) : 6 * (next() - 0.5)
                let step = 0.05 + 20 * next()
                p = p + Point(x: cos(angle), y: sin(angle)) * step
                points.append(p)
            }
            return points
        }
    }

    func testOnePassGivesTheBitsOfTheTwoPassesForEveryJoinAndCap() {
        var compared = 0
        for join in [StrokeStyle.Join.round, .miter, .bevel] {
            for cap in [StrokeStyle.Cap.butt, .round, .square] {
                for width in [0.7, 6, 40] {
                    let stroker = Stroker(style: StrokeStyle(lineWidth: width, lineCap: cap, lineJoin: join))
                    for points in lines(seed: UInt64(width * 10) + 7) {
                        // The same line with its second point repeated takes the other path.
                        var repeated = points
                        repeated.insert(points[1], at: 1)
                        let onePass = stroker.outline([Polyline(points: points, isClosed: false)])
                        let twoPasses = stroker.outline([Polyline(points: repeated, isClosed: false)])
                        XCTAssertEqual(onePass.count, 1)
                        XCTAssertEqual(onePass.map(\.points.count), twoPasses.map(\.points.count))
                        for (a, b) in zip(onePass[0].points, twoPasses[0].points) {
                            XCTAssertEqual(a.x.bitPattern, b.x.bitPattern)
                            XCTAssertEqual(a.y.bitPattern, b.y.bitPattern)
                        }
                        compared += onePass[0].points.count
                    }
                }
            }
        }
        XCTAssertGreaterThan(compared, 10_000)
    }
}
