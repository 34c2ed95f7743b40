import ReelRaster
import ReelTestSupport
import XCTest

extension LottieFixtures {
    /// The fixture's frame `frame`, checked against its golden (`NAME-FRAME.png`, within 2 per
    /// channel) and read without a warning: what every test of a fully supported feature starts with.
    static func renderMatchingGolden(
        _ name: String, frame: Double, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Pixmap {
        let image = try render(name, frame: frame)
        GoldenImage.assertMatches(
            image, named: "\(name)-\(Int(frame))", in: goldens, tolerance: 2, file: file, line: line)
        XCTAssertEqual(try read(name).warnings, [], "\(name) warns", file: file, line: line)
        return image
    }

    /// The fixture's frame `frame`, checked as `renderMatchingGolden` does, and at each of
    /// `expected`'s points the colour given (premultiplied), with what should be there.
    static func assertPixels(
        _ name: String, frame: Double, _ expected: [(x: Int, y: Int, rgba: Premultiplied, what: String)],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let image = try renderMatchingGolden(name, frame: frame, file: file, line: line)
        for (x, y, rgba, what) in expected { assertPixel(image, x, y, rgba, what, file: file, line: line) }
    }
}

/// A premultiplied RGBA colour as the tests write it.
typealias Premultiplied = (UInt8, UInt8, UInt8, UInt8)

/// Asserts that `image`'s pixel at (x, y) is within 3 per channel of `rgba` (premultiplied),
/// saying `what` should be there when it is not.
func assertPixel(
    _ image: Pixmap, _ x: Int, _ y: Int, _ rgba: Premultiplied, _ what: String,
    file: StaticString = #filePath, line: UInt = #line
) {
    XCTAssertTrue(
        image[x, y].isClose(to: rgba.0, rgba.1, rgba.2, rgba.3), "\(what): \(image[x, y])", file: file, line: line)
}
