import Foundation
import ReelEncode
import ReelLottie
import ReelRaster
import ReelRender
import ReelTestSupport
import ReelTimeline
import XCTest

/// `.lottie` archives (fixture archive.lottie, a zip: a stored manifest listing "square" then
/// "circle", both animations and an image deflated).
final class LottieArchiveTests: XCTestCase {
    private let path = LottieFixtures.fixtures.appendingPathComponent("archive.lottie").path

    private func render(_ imported: LottieImport) throws -> Pixmap {
        // The archive's image is embedded: nothing is read from the folder.
        let images = ImageSource(directory: "/nonexistent", decode: ImageDecoder.decode(contentsOf:))
        return try Renderer(images: images).render(Timeline(scene: imported.scene).snapshot(at: 0))
    }

    func testTheFirstAnimationAndItsImage() throws {
        let imported = try LottieReader.read(contentsOf: path, animation: nil)
        XCTAssertEqual(imported.scene.summary, "a red square")
        XCTAssertEqual(imported.scene.sourceMap.file, path + "(animations/square.json)")
        let image = try render(imported)
        // The square (5…35), and above it the archive's 8 × 8 picture at the top left.
        XCTAssertTrue(image[30, 30].isClose(to: 255, 0, 0, 255), "\(image[30, 30])")
        XCTAssertTrue(image[1, 1].isClose(to: 255, 0, 0, 255), "the picture's red: \(image[1, 1])")
        XCTAssertTrue(image[6, 1].isClose(to: 0, 255, 0, 255), "the picture's green: \(image[6, 1])")
        XCTAssertTrue(image[1, 6].isClose(to: 0, 0, 255, 255), "the picture's blue: \(image[1, 6])")
    }

    func testAnAnimationById() throws {
        let imported = try LottieReader.read(contentsOf: path, animation: "circle")
        XCTAssertEqual(imported.scene.summary, "a blue circle")
        let image = try render(imported)
        XCTAssertTrue(image[20, 20].isClose(to: 0, 0, 255, 255), "\(image[20, 20])")
        XCTAssertTrue(image[6, 6].isClose(to: 0, 0, 0, 0), "outside the circle: \(image[6, 6])")
    }

    func testAnUnknownIdIsAnErrorWithASuggestion() {
        XCTAssertThrowsError(try LottieReader.read(contentsOf: path, animation: "circel")) { error in
            let diagnostic = (error as? SceneError)?.diagnostic
            XCTAssertEqual(diagnostic?.kind, .unknownName)
            XCTAssertEqual(diagnostic?.suggestion, "circle")
            XCTAssertTrue(
                diagnostic?.description.contains("the .lottie archive has no animation \"circel\"") ?? false,
                diagnostic?.description ?? "\(error)")
        }
    }

    func testBadArchivesAreClearErrors() throws {
        let good = try Data(contentsOf: URL(fileURLWithPath: path))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reel-lottie-archive-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func message(_ bytes: Data) -> String {
            let file = folder.appendingPathComponent("bad.lottie")
            try? bytes.write(to: file)
            do {
                _ = try LottieReader.read(contentsOf: file.path, animation: nil)
                return "read"
            } catch {
                return error.diagnostic.message
            }
        }
        // Cut short: the central directory at the end is gone.
        XCTAssertEqual(
            message(good.prefix(good.count / 2)), "not a readable .lottie archive: it has no zip central directory")
        // A byte of the square's deflated JSON changed: it no longer inflates, or not to its CRC.
        var flipped = good
        let at = try XCTUnwrap(good.range(of: Data("animations/square.json".utf8))).upperBound + 40
        flipped[at] ^= 0x55
        let corrupt = message(flipped)
        XCTAssertTrue(corrupt.hasPrefix("not a readable .lottie archive: animations/square.json "), corrupt)
    }
}
