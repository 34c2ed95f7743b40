import Foundation
import ReelLottie
import ReelRaster
import ReelRender
import ReelTestSupport
import ReelTimeline
import XCTest

/// What Reel does not render is reported, naming the layer, the feature and its place; the rest
/// still renders.
final class LottieWarningTests: XCTestCase {
    func testUnsupportedFeaturesAreReportedWithTheirLayerAndPlace() throws {
        let imported = try LottieFixtures.read("unsupported")
        let lines = imported.warnings.map(\.description)
        XCTAssertEqual(
            lines,
            [
                "4:5: layers[0]: layer \"title\" (ind 1): layers of type 6 not rendered",
                "6:47: layers[1].ks.p.x: layer \"wiggle\" (ind 2): expressions not rendered",
                "7:12: layers[1].ef: layer \"wiggle\" (ind 2): effects (ef) not rendered",
                "8:12: layers[1].sy: layer \"wiggle\" (ind 2): layer styles (sy) not rendered",
                "10:24: layers[1].shapes[1].ty: layer \"wiggle\" (ind 2): twist (tw) not rendered",
                "12:5: layers[2]: layer \"card\" (ind 3): 3D layers (ddd) not rendered",
                "12:83: layers[2].bm: layer \"card\" (ind 3): the blend mode add (bm 16) not rendered"
            ])
    }

    func testWhatIsSupportedStillRenders() throws {
        let scene = try LottieFixtures.read("unsupported").scene
        let image = try Renderer().render(Timeline(scene: scene).snapshot(at: 0))
        // The expression's layer at its written position, the 3D layer flat.
        XCTAssertTrue(image[50, 50].isClose(to: 255, 0, 0, 255), "\(image[50, 50])")
        XCTAssertTrue(image[20, 20].isClose(to: 0, 0, 255, 255), "\(image[20, 20])")
    }

    func testStrictTurnsAWarningIntoAnError() throws {
        let warning = try XCTUnwrap(try LottieFixtures.read("unsupported").warnings.first)
        XCTAssertEqual(
            warning.error(file: "anim.json").diagnostic.description,
            "anim.json:4:5: layers[0]: layer \"title\" (ind 1): layers of type 6 not rendered (--strict)")
    }
}

/// A feature inside a precomposition used twice is reported once.
final class LottieWarningOnceTests: XCTestCase {
    func testAPrecompositionUsedTwiceReportsOnce() throws {
        let text = """
            {"v": "5.7.4", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100,
             "assets": [{"id": "c", "layers": [{"ty": 4, "ind": 1, "ip": 0, "op": 10, "ks": {}, "bm": 16, "shapes": []}]}],
             "layers": [{"ty": 0, "ind": 1, "ip": 0, "op": 10, "refId": "c", "ks": {}},
                        {"ty": 0, "ind": 2, "ip": 0, "op": 10, "refId": "c", "ks": {}}]}
            """
        let warnings = try LottieReader.read(data: Data(text.utf8), file: "anim.json").warnings
        XCTAssertEqual(
            warnings.map(\.description),
            ["2:91: assets[0].layers[0].bm: layer (ind 1): the blend mode add (bm 16) not rendered"])
    }
}
