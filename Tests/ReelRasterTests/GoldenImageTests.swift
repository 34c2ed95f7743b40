import ReelGeometry
import ReelRaster
import ReelTestSupport
import XCTest

/// The golden comparison itself: a change beyond the tolerance is found and located, one within it is not.
final class GoldenImageTests: XCTestCase {
    private func pixmap() -> Pixmap { Pixmap(width: 4, height: 3, filledWith: Color(red: 0.5, green: 0.25, blue: 1)) }

    func testWithinTheToleranceMatches() {
        let golden = pixmap()
        var actual = golden
        actual.bytes[5] += 1
        XCTAssertNil(GoldenImage.compare(actual, with: golden, tolerance: 1))
        XCTAssertNotNil(GoldenImage.compare(actual, with: golden, tolerance: 0))
    }

    func testTheWorstChannelIsNamedWithItsPixel() throws {
        let golden = pixmap()
        var actual = golden
        actual.bytes[4 * (2 * 4 + 1) + 1] -= 30  // pixel (1, 2), green
        actual.bytes[4 * (0 * 4 + 3) + 2] -= 5  // pixel (3, 0), blue
        let mismatch = try XCTUnwrap(GoldenImage.compare(actual, with: golden, tolerance: 2))
        XCTAssertEqual(mismatch.channels, 2)
        XCTAssertEqual(mismatch.worst, 30)
        XCTAssertEqual([mismatch.x, mismatch.y, mismatch.channel], [1, 2, 1])
        XCTAssertEqual(Int(mismatch.golden) - Int(mismatch.actual), 30)
        XCTAssertTrue(mismatch.description.contains("pixel (1, 2) green"), mismatch.description)
    }

    func testTheDifferenceImageMarksOnlyDifferingPixels() {
        let golden = pixmap()
        var actual = golden
        actual.bytes[4 * 6 + 3] = 0
        let diff = GoldenImage.difference(actual, golden, tolerance: 1)
        for p in 0..<12 {
            let rgba = Array(diff.bytes[(p * 4)..<(p * 4 + 4)])
            if p == 6 {
                XCTAssertEqual(rgba, [255, 0, 0, 255])
            } else {
                XCTAssertEqual(rgba[0], rgba[1], "pixel \(p) is grey")
                XCTAssertEqual(rgba[3], 255)
            }
        }
    }
}
