import Reel
import ReelExamples
import XCTest

/// The examples' frames at key times, checked on pixels (a colour within 12 per channel).
final class ExampleFrameTests: XCTestCase {
    /// The pixel at (x, y) and the colour `hex`, as 0…255 channels.
    private func channels(_ stage: Stage, _ x: Int, _ y: Int, at t: Double, _ hex: String) -> (
        got: [Int], expected: [Int]
    ) {
        let pixel: RGBA8
        do {
            pixel = try stage.frame(at: t)[x, y]
        } catch {
            XCTFail("the frame at \(t) s: \(error)")
            return ([], [0])
        }
        let c = UIColor(hex: hex).cgColor
        return ([Int(pixel.r), Int(pixel.g), Int(pixel.b)], [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) })
    }

    private func assertColor(
        _ stage: Stage, _ x: Int, _ y: Int, at t: Double, _ hex: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let (got, expected) = channels(stage, x, y, at: t, hex)
        XCTAssertTrue(
            zip(expected, got).allSatisfy { abs($0 - $1) <= 12 },
            "(\(x), \(y)) at \(t): \(got), expected \(hex) \(expected)", file: file, line: line)
    }

    /// Clearly another colour: some channel more than 30 away.
    private func assertNotColor(
        _ stage: Stage, _ x: Int, _ y: Int, at t: Double, _ hex: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let (got, expected) = channels(stage, x, y, at: t, hex)
        XCTAssertTrue(
            zip(expected, got).contains { abs($0 - $1) > 30 }, "(\(x), \(y)) at \(t): \(got), expected not \(hex)",
            file: file, line: line)
    }

    func testFragmentDissolveFadesTileByTileAndBack() {
        let background = "#f2f2f7"
        let top = "#ff9500"
        let stage = Examples.fragmentDissolve()
        var completions: [Double] = []
        _ = stage  // the example's own completion chain reverses; check the extension's state too
        assertColor(stage, 30, 25, at: 0.3, top)  // first tile, before the start
        assertColor(stage, 335, 25, at: 1.0, top)  // last tile still shown
        assertColor(stage, 30, 25, at: 1.0, background)  // first tile gone (0.5 … 0.8)
        assertColor(stage, 335, 25, at: 2.2, background)  // all gone (1.96 … 2.56)
        assertColor(stage, 335, 25, at: 3.0, top)  // reverse: last tile back first
        assertColor(stage, 30, 25, at: 3.0, background)
        assertColor(stage, 30, 25, at: 4.6, top)  // all back

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
        assertColor(stage, 120, 200, at: 3.0, "#1e90ff")  // water at the bottom
        assertColor(stage, 120, 60, at: 3.0, "#e9f3ff")  // above the 65 % level
        assertColor(stage, 120, 110, at: 3.0, "#1e90ff")  // below it (top at y 93 ± 5)
        assertColor(stage, 120, 200, at: 5.9, "#e9f3ff")  // drained again before the loop
    }

    func testBouncingBallFrames() {
        let stage = Examples.bouncingBall(duration: 2)
        assertColor(stage, 75, 55, at: 0, "#f2f2f7")  // the ball fades in over the first 5 %
        assertColor(stage, 89, 50, at: 0.1, "#ff9500")  // pushed up and to the right
        assertColor(stage, 95, 267, at: 0, "#007aff")  // the paddle
        assertColor(stage, 95, 267, at: 2, "#007aff")
        assertColor(stage, 75, 55, at: 0.3, "#f2f2f7")  // fallen away
    }

    /// Sky colours of presets/assets/landscape-1/2/3.png at (40, 20) and (300, 20) of the image,
    /// (60, 40) and (320, 40) on the stage. Tiles: (60, 40) is tile 2 (gone 0.38 s into a
    /// dissolve), (320, 40) tile 28 (gone after 1.42 s); a cycle is 1 s + 1.46 s.
    func testBannerCarouselCyclesThreeImagesAndStopsAtTheEnd() {
        let day = "#4c99da"
        let sunset = "#ff745e"
        let night = "#0c1c38"
        let stage = Examples.bannerCarousel()
        let cycle = 2.46
        XCTAssertEqual(stage.duration ?? 0, 3 * cycle, accuracy: 1e-9)
        assertColor(stage, 60, 40, at: 0.5, day)
        assertColor(stage, 164, 181, at: 0.5, "#ffffff")  // page 1 of 3
        assertNotColor(stage, 180, 181, at: 0.5, "#ffffff")
        assertColor(stage, 60, 40, at: 1.8, sunset)  // tile 2 gone: the next image underneath
        assertColor(stage, 320, 40, at: 1.8, day)  // tile 28 not yet
        assertColor(stage, 60, 40, at: 3.0, sunset)  // swapped at 2.46: tiles back, image 2
        assertColor(stage, 320, 40, at: 3.0, sunset)
        assertColor(stage, 180, 181, at: 3.0, "#ffffff")  // page 2
        assertNotColor(stage, 164, 181, at: 3.0, "#ffffff")
        assertColor(stage, 60, 40, at: 4.5, night)
        assertColor(stage, 320, 40, at: 4.5, sunset)
        assertColor(stage, 320, 40, at: 5.5, night)
        assertColor(stage, 196, 181, at: 5.5, "#ffffff")  // page 3
        assertColor(stage, 60, 40, at: 7.0, day)  // and round again
        assertColor(stage, 320, 40, at: 7.0, night)
        // The loop's last completion runs at the stage's end: the frame is the first one again.
        XCTAssertEqual(try stage.frame(at: 3 * cycle, scale: 0.5).bytes, try stage.frame(at: 0, scale: 0.5).bytes)
    }

    func testSlideUpPresentationPresentsAndDismisses() {
        let stage = Examples.slideUpPresentation()
        let red = "#ff0000"
        let yellow = "#ffff00"
        assertColor(stage, 160, 100, at: 0.3, red)
        assertColor(stage, 160, 400, at: 0.3, red)
        assertColor(stage, 160, 100, at: 0.75, red)  // half-way up (ease-in-ease-out): top at 240
        assertColor(stage, 160, 400, at: 0.75, yellow)
        assertColor(stage, 160, 100, at: 1.5, yellow)
        assertColor(stage, 160, 400, at: 1.5, yellow)
        assertColor(stage, 160, 100, at: 2.25, red)  // the first screen half-way down over it
        assertColor(stage, 160, 400, at: 2.25, yellow)
        assertColor(stage, 160, 100, at: 2.9, red)
        assertColor(stage, 160, 400, at: 2.9, red)
        XCTAssertEqual(stage.view.subviews.count, 1, "the presented view left when dismissed")
    }

    /// The UIView guide's snippets, run as written (Examples/ReelExamples/TutorialSnippets.swift).
    func testTutorialSnippetsRunAsWritten() {
        let stage = Examples.tutorialSnippets()
        XCTAssertEqual(stage.warnings, [])
        for (x, y, color) in [(50, 50, "#ff0000"), (130, 50, "#0000ff"), (50, 150, "#ff8000"), (130, 150, "#800080")] {
            assertColor(stage, x, y, at: 0, color)
            assertColor(stage, x, y, at: 4.5, "#ffffff")  // every fade has ended
        }
        assertColor(stage, 50, 50, at: 1, "#ffb3b3")  // easeOut from 1 to 0 over 2 s: 0.3 alpha left at 1 s
        assertColor(stage, 200, 320, at: 0, "#ffffff")  // the bar: 100 wide …
        assertColor(stage, 290, 320, at: 2, "#007aff")  // … 300 after one pass …
        assertColor(stage, 200, 320, at: 4, "#ffffff")  // … back …
        assertColor(stage, 290, 320, at: 6.5, "#007aff")  // … and stretched again after 1.5 cycles
        assertColor(stage, 250, 70, at: 0.3, "#00ff00")  // the card before its flip
        assertColor(stage, 215, 70, at: 1.0, "#ffffff")  // edge-on half-way through the flip
        assertColor(stage, 250, 70, at: 2, "#e6ffe6")  // after it, at alpha 0.1
    }
}
