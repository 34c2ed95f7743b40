import Foundation
import ReelLottie
import ReelRaster
import ReelTestSupport
import ReelTimeline
import XCTest

/// The composition: size, rate and length; precompositions with their start, stretch and clip;
/// in and out points; solids.
final class LottieCompositionTests: XCTestCase {
    func testTheCompositionBecomesTheScene() throws {
        let scene = try LottieFixtures.read("precomp").scene
        XCTAssertEqual(scene.width, 200)
        XCTAssertEqual(scene.height, 100)
        XCTAssertEqual(scene.fps, 10)
        XCTAssertEqual(scene.duration, 4)
        XCTAssertNil(scene.background)
    }

    func testPrecompositionTimeAndInOutPoints() throws {
        // The precomposition starts at frame 10 at half speed and shows from frame 10 to 29: at
        // frame f its square is at x = 10 + 80 · ((f − 10) / 2) / 8 (until x 90).
        XCTAssertNil(try LottieFixtures.render("precomp", frame: 9).centroid(r: 255, g: 0, b: 0), "before the in point")
        for (frame, x) in [(10.0, 10.0), (14, 30), (18, 50), (26, 90), (29, 90)] {
            let image = try LottieFixtures.render("precomp", frame: frame)
            let c = try XCTUnwrap(image.centroid(r: 255, g: 0, b: 0), "frame \(frame)")
            XCTAssertEqual(c.x, x, accuracy: 0.5, "frame \(frame)")
            if frame == 18 {
                GoldenImage.assertMatches(image, named: "precomp-18", in: LottieFixtures.goldens, tolerance: 2)
            }
        }
        XCTAssertNil(try LottieFixtures.render("precomp", frame: 30).centroid(r: 255, g: 0, b: 0), "at the out point")
    }

    func testPrecompositionClipsToItsSizeAndSolidsFill() throws {
        let image = try LottieFixtures.render("precomp", frame: 14)
        // The green square at y 60…80 lies below the precomposition's 50-point height.
        XCTAssertNil(image.centroid(r: 0, g: 204, b: 0))
        // The solid: 50 × 20, anchor at its centre, at (150, 80).
        XCTAssertTrue(image[126, 71].isClose(to: 0, 0, 255, 255), "\(image[126, 71])")
        XCTAssertTrue(image[150, 68].isClose(to: 0, 0, 0, 0))
        XCTAssertTrue(image[174, 89].isClose(to: 0, 0, 255, 255))
    }
}

/// Time remapping of precompositions: a fixed time, and a linear remapping (here backwards).
final class LottieTimeRemapTests: XCTestCase {
    func testTimeRemapping() throws {
        XCTAssertEqual(try LottieFixtures.read("timeremap").warnings, [])
        // Backwards: the precomposition's time goes 0.8 s → 0 over frames 0–8, its square from
        // x 90 back to 10; the frozen one stays at its frame 2 (x 30), 50 lower.
        for (frame, x) in [(0.0, 90.0), (4, 50), (8, 10)] {
            let image = try LottieFixtures.render("timeremap", frame: frame)
            let red = try XCTUnwrap(image.centroid(r: 255, g: 0, b: 0), "frame \(frame)")
            XCTAssertEqual(red.x, x, accuracy: 0.5, "frame \(frame)")
            let green = try XCTUnwrap(image.centroid(r: 0, g: 204, b: 0), "frame \(frame)")
            XCTAssertEqual(green.x, 30, accuracy: 0.5, "frame \(frame)")
            XCTAssertEqual(green.y, 60, accuracy: 0.5, "frame \(frame)")
        }
    }
}
