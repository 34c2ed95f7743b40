import Reel
import ReelExamples
import XCTest

/// The examples' frames at key times, checked on pixels (a colour within 12 per channel).
final class ExampleFrameTests: XCTestCase {
    private func assertColor(_ stage: Stage, _ x: Int, _ y: Int, at t: Double, _ hex: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        let pixel = stage.frame(at: t)[x, y]
        let c = UIColor(named: hex).cgColor
        let expected = [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
        let got = [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
        XCTAssertTrue(zip(expected, got).allSatisfy { abs($0 - $1) <= 12 }, "(\(x), \(y)) at \(t): \(got), expected \(hex) \(expected)", file: file, line: line)
    }

    func testFragmentDissolveFadesTileByTileAndBack() {
        let background = "#f2f2f7", top = "#ff9500"
        let stage = Examples.fragmentDissolve()
        var completions: [Double] = []
        _ = stage // the example's own completion chain reverses; check the extension's state too
        assertColor(stage, 30, 25, at: 0.3, top)          // first tile, before the start
        assertColor(stage, 335, 25, at: 1.0, top)         // last tile still shown
        assertColor(stage, 30, 25, at: 1.0, background)   // first tile gone (0.5 … 0.8)
        assertColor(stage, 335, 25, at: 2.2, background)  // all gone (1.96 … 2.56)
        assertColor(stage, 335, 25, at: 3.0, top)         // reverse: last tile back first
        assertColor(stage, 30, 25, at: 3.0, background)
        assertColor(stage, 30, 25, at: 4.6, top)          // all back

        let other = Stage(width: 100, height: 100, duration: 5)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        other.view.addSubview(view)
        view.configureFragments(rows: 3, columns: 4, interval: 0.1, duration: 0.2)
        other.at(0) {
            view.fadeFragments {
                completions.append(CACurrentMediaTime())
                XCTAssertEqual(view.fragmentMask?.isFade, true)
                view.reverseFragments { completions.append(CACurrentMediaTime()) }
            }
            view.fadeFragments { XCTFail("ignored while fading") }
        }
        other.finish()
        XCTAssertEqual(view.fragmentMask?.tiles.count, 12)
        XCTAssertEqual(completions.count, 2)
        XCTAssertEqual(completions.first ?? 0, 11 * 0.1 + 0.2, accuracy: 1e-9)
        XCTAssertEqual(completions.last ?? 0, 2 * (11 * 0.1 + 0.2), accuracy: 1e-9)
        XCTAssertEqual(view.fragmentMask?.isFade, false)
    }

    func testFlipTransitionTurnsTheCardOverAndBack() {
        let stage = Examples.flipTransition()
        assertColor(stage, 60, 100, at: 0.3, "#007aff")
        assertColor(stage, 60, 100, at: 0.95, "#f2f2f7")  // a third of the way: the old card narrowed
        assertColor(stage, 120, 60, at: 0.95, "#007aff")
        assertColor(stage, 120, 100, at: 1.1, "#f2f2f7")  // edge-on half-way through the flip
        assertColor(stage, 60, 100, at: 1.9, "#ff9500")
        assertColor(stage, 60, 100, at: 3.7, "#007aff")
    }

    func testWaveProgressRisesToTheLevel() {
        let stage = Examples.waveProgress()
        assertColor(stage, 120, 200, at: 0.2, "#e9f3ff")  // empty
        assertColor(stage, 120, 200, at: 5.9, "#1e90ff")  // water at the bottom
        assertColor(stage, 120, 60, at: 5.9, "#e9f3ff")   // above the 65 % level
        assertColor(stage, 120, 110, at: 5.9, "#1e90ff")  // below it (top at y 93 ± 5)
    }

    func testBouncingBallFrames() {
        let stage = Examples.bouncingBall(duration: 2)
        assertColor(stage, 75, 55, at: 0, "#ff9500")      // the ball where it starts
        assertColor(stage, 95, 267, at: 0, "#007aff")     // the paddle
        assertColor(stage, 95, 267, at: 2, "#007aff")
        assertColor(stage, 75, 55, at: 0.3, "#f2f2f7")    // fallen away
    }
}
