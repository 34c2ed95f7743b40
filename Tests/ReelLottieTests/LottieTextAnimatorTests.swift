import Foundation
import ReelLottie
import ReelRaster
import ReelTestSupport
import XCTest

/// Text animators with a range selector on glyph-shaped text "IIII" (each I 5 wide and 35 tall,
/// 10 apart, red): the first layer's range covers half the characters and its offset sweeps it
/// by half over frames 0–10, fading what it covers to 50 %, moving it 10 down and turning it
/// blue; the second layer's covers character 1 by index and doubles it (fixture
/// text-animators.json).
final class LottieTextAnimatorTests: XCTestCase {
    func testTheRangeSelectorFadesMovesAndRecolours() throws {
        XCTAssertEqual(try LottieFixtures.read("text-animators").warnings, [])
        // Frame 0: characters 0 and 1 (x 10…15, 20…25) in full; 2 and 3 (x 30…35, 40…45) not.
        var image = try LottieFixtures.render("text-animators", frame: 0)
        GoldenImage.assertMatches(image, named: "text-animators-0", in: LottieFixtures.goldens, tolerance: 2)
        XCTAssertTrue(image[12, 55].isClose(to: 0, 0, 128, 128), "moved, faded, blue: \(image[12, 55])")
        XCTAssertTrue(image[12, 20].isClose(to: 0, 0, 0, 0), "moved down from the top: \(image[12, 20])")
        XCTAssertTrue(image[32, 20].isClose(to: 255, 0, 0, 255), "untouched: \(image[32, 20])")
        XCTAssertTrue(image[32, 55].isClose(to: 0, 0, 0, 0), "untouched, not moved: \(image[32, 55])")
        // Frame 5: the offset is 25 %, one character: characters 1 and 2 in full.
        image = try LottieFixtures.render("text-animators", frame: 5)
        XCTAssertTrue(image[12, 20].isClose(to: 255, 0, 0, 255), "\(image[12, 20])")
        XCTAssertTrue(image[32, 55].isClose(to: 0, 0, 128, 128), "\(image[32, 55])")
        // Frame 3: the range is 0.6…2.6 characters: character 0 at 0.4 of the effect (opacity
        // 0.8, 4 down, colour 0.6 red 0.4 blue), character 2 at 0.6.
        image = try LottieFixtures.render("text-animators", frame: 3)
        XCTAssertTrue(image[12, 30].isClose(to: 122, 0, 82, 204), "\(image[12, 30])")
        XCTAssertTrue(image[12, 17].isClose(to: 0, 0, 0, 0), "\(image[12, 17])")
        XCTAssertTrue(image[12, 20].isClose(to: 122, 0, 82, 204), "\(image[12, 20])")
        XCTAssertTrue(image[32, 30].isClose(to: 71, 0, 107, 179), "\(image[32, 30])")
    }

    func testTheRangeSelectorScalesByIndex() throws {
        // Character 1 (x 20…25, y 85…120) doubled about the middle of its advance on the
        // baseline (25, 120): x 15…25, y 50…120.
        let image = try LottieFixtures.render("text-animators", frame: 0)
        XCTAssertTrue(image[17, 60].isClose(to: 255, 0, 0, 255), "\(image[17, 60])")
        XCTAssertTrue(image[22, 70].isClose(to: 255, 0, 0, 255), "\(image[22, 70])")
        XCTAssertTrue(image[26, 100].isClose(to: 0, 0, 0, 0), "\(image[26, 100])")
        // Character 0 (x 10…15) unscaled: from y 85.
        XCTAssertTrue(image[12, 90].isClose(to: 255, 0, 0, 255), "\(image[12, 90])")
        XCTAssertTrue(image[12, 80].isClose(to: 0, 0, 0, 0), "\(image[12, 80])")
    }
}
