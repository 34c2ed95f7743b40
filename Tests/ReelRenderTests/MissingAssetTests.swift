import Foundation
import ReelRender
import ReelTimeline
import XCTest

/// A frame that cannot load what it shows is an error, never a frame with a blank layer.
final class MissingAssetTests: XCTestCase {
    func testAMissingImageIsAnErrorFromRender() {
        XCTAssertThrowsError(
            try LayerEffectsTests.render(
                #"{"width": 20, "height": 20, "layers": [{"bounds": [0, 0, 20, 20], "contents": "gone.png"}]}"#,
                images: ImageContentsTests.source)
        ) {
            let error = $0 as? ImageSourceError
            XCTAssertEqual(error?.name, "gone.png")
            XCTAssertEqual(error?.asset, .image)
            XCTAssertEqual(error?.diagnostic.kind, .asset)
        }
        // The image it dissolves from counts too, while the dissolve lasts.
        XCTAssertThrowsError(
            try LayerEffectsTests.render(
                #"{"width": 20, "height": 20, "duration": 1, "layers": [{"bounds": [0, 0, 20, 20], "contents": "quad.png", "#
                    + #""animations": [{"keyPath": "contents", "fromValue": "gone.png", "toValue": "quad.png", "duration": 1}]}]}"#,
                at: 0.5, images: ImageContentsTests.source))
    }

    func testAMissingFontFileIsAnErrorFromRender() {
        XCTAssertThrowsError(
            try LayerEffectsTests.render(
                #"{"width": 20, "height": 20, "layers": [{"type": "text", "bounds": [0, 0, 20, 20], "string": "a", "font": "gone.ttf"}]}"#,
                images: ImageContentsTests.source)
        ) {
            let error = $0 as? ImageSourceError
            XCTAssertEqual(error?.name, "gone.ttf")
            XCTAssertEqual(error?.asset, .font)
        }
    }
}
