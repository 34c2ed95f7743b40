import Foundation
import ReelLottie
import ReelRaster
import ReelTestSupport
import ReelTimeline
import XCTest

/// Trim paths: an animated end, an offset that wraps round the path's end, and several paths
/// trimmed by the same fractions.
final class LottieTrimTests: XCTestCase {
    func testTrimPaths() throws {
        let image = try LottieFixtures.render("trim", frame: 5)
        GoldenImage.assertMatches(image, named: "trim-5", in: LottieFixtures.goldens, tolerance: 2)
        let black: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 255)
        func isBlack(_ x: Int, _ y: Int) -> Bool { image[x, y].isClose(to: black.0, black.1, black.2, black.3) }
        func isEmpty(_ x: Int, _ y: Int) -> Bool { image[x, y].isClose(to: 0, 0, 0, 0) }
        // The line from x 20 to 180, its end going 0 → 100 % over frames 0–10: to x 100 at frame 5.
        XCTAssertTrue(isBlack(60, 50))
        XCTAssertTrue(isBlack(98, 50))
        XCTAssertTrue(isEmpty(102, 50))
        // 25 %…75 % moved on by half the path: 75 %…125 %, i.e. 75 %…100 % and 0 %…25 %.
        XCTAssertTrue(isBlack(160, 100))
        XCTAssertTrue(isBlack(40, 100))
        XCTAssertTrue(isEmpty(100, 100))
        XCTAssertTrue(isEmpty(62, 100))
        // Two lines, each trimmed to its first half.
        XCTAssertTrue(isBlack(35, 150))
        XCTAssertTrue(isEmpty(65, 150))
        XCTAssertTrue(isBlack(135, 150))
        XCTAssertTrue(isEmpty(165, 150))
    }
}
