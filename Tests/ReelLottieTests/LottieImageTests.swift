import Foundation
import ReelEncode
import ReelLottie
import ReelRaster
import ReelRender
import ReelTestSupport
import ReelTimeline
import XCTest

/// Image layers: the asset's picture stretched to its `w` × `h` at the layer's origin, embedded
/// (a base64 data URI) or a file beside the Lottie file (`u` + `p`). Both hold the same 8 × 8
/// picture of four quadrants (red, green; blue, white), shown at 40 × 40.
final class LottieImageTests: XCTestCase {
    func testEmbeddedAndFileImages() throws {
        let image = try LottieFixtures.render("image", frame: 0)
        GoldenImage.assertMatches(image, named: "image-0", in: LottieFixtures.goldens, tolerance: 2)
        XCTAssertEqual(try LottieFixtures.read("image").warnings, [])
        for (x, what) in [(0, "embedded"), (50, "file")] {
            XCTAssertTrue(image[x + 10, 10].isClose(to: 255, 0, 0, 255), "\(what): \(image[x + 10, 10])")
            XCTAssertTrue(image[x + 30, 10].isClose(to: 0, 255, 0, 255), "\(what): \(image[x + 30, 10])")
            XCTAssertTrue(image[x + 10, 30].isClose(to: 0, 0, 255, 255), "\(what): \(image[x + 10, 30])")
            XCTAssertTrue(image[x + 30, 30].isClose(to: 255, 255, 255, 255), "\(what): \(image[x + 30, 30])")
            XCTAssertTrue(image[x + 45, 20].isClose(to: 0, 0, 0, 0), "\(what), beside it: \(image[x + 45, 20])")
        }
        let scene = try LottieFixtures.read("image").scene
        // The file is named relative to the Lottie file, as scenes name images; embedded images
        // are no files, so nothing watches or fingerprints them.
        XCTAssertEqual(ImageReferences.names(in: scene), ["images/quadrants.png"])
    }

    func testABrokenEmbeddedImageIsAnAssetError() throws {
        let text = """
            {"v": "5.7.4", "fr": 10, "ip": 0, "op": 10, "w": 10, "h": 10,
             "assets": [{"id": "i", "w": 4, "h": 4, "p": "data:image/png;base64,AAAA"}],
             "layers": [{"ty": 2, "ind": 1, "ip": 0, "op": 10, "refId": "i", "ks": {}}]}
            """
        let scene = try LottieReader.read(data: Data(text.utf8), file: "anim.json").scene
        let images = ImageSource(directory: "/nonexistent", decode: ImageDecoder.decode(contentsOf:))
        XCTAssertThrowsError(try images.loadAssets(of: scene, warn: { _, _ in })) { error in
            let message = (error as? AssetError)?.diagnostic.description ?? "\(error)"
            XCTAssertTrue(
                message.contains(
                    "cannot load the image 'data:image/png;base64,… (26 bytes)' (embedded): Cannot decode the image embedded"
                ), message)
        }
    }

    func testAnImageLayerNamingNoAssetIsAnError() {
        let text = """
            {"v": "5.7.4", "fr": 10, "ip": 0, "op": 10, "w": 10, "h": 10, "assets": [],
             "layers": [{"ty": 2, "ind": 1, "ip": 0, "op": 10, "refId": "missing", "ks": {}}]}
            """
        XCTAssertThrowsError(try LottieReader.read(data: Data(text.utf8), file: "anim.json")) { error in
            XCTAssertEqual(
                (error as? SceneError)?.diagnostic.description,
                "anim.json:2:61: layers[0].refId: no asset has the id \"missing\"")
        }
    }
}
