import ReelGeometry
import ReelSceneFile
import ReelTimeline
import XCTest

/// `cornerCurve` and `maskedCorners` in scene files, as `CALayer`'s properties of those names.
final class CornerSceneTests: XCTestCase {
    private func layer(_ keys: String) throws -> Layer {
        let json = #"{"width": 10, "height": 10, "layers": [{"cornerRadius": 4, "#
        return try SceneReader.read(json: Array((json + keys + "}]}").utf8)).layers[0]
    }

    func testCornersAreCircularAndAllRoundedByDefault() throws {
        let plain = try layer(#""opacity": 1"#)
        XCTAssertFalse(plain.continuousCorners)
        XCTAssertEqual(plain.maskedCorners, .all)
    }

    func testCornerCurveAndMaskedCornersRead() throws {
        let read = try layer(#""cornerCurve": "continuous", "maskedCorners": ["minXMinY", "maxXMaxY"]"#)
        XCTAssertTrue(read.continuousCorners)
        XCTAssertEqual(read.maskedCorners, [.minXMinY, .maxXMaxY])
        XCTAssertEqual(try layer(#""maskedCorners": []"#).maskedCorners, [], "an empty list rounds no corner")
        XCTAssertFalse(try layer(#""cornerCurve": "circular""#).continuousCorners)
    }

    func testBadCornerValuesAreErrorsNamingThePath() {
        let curve = sceneError(#"{"width": 10, "height": 10, "layers": [{"cornerCurve": "smooth"}]}"#)
        XCTAssertEqual(curve?.path, "layers[0].cornerCurve")
        XCTAssertEqual(curve?.message, #"unknown value "smooth"; expected one of "circular", "continuous""#)
        let corner = sceneError(#"{"width": 10, "height": 10, "layers": [{"maskedCorners": ["topLeft"]}]}"#)
        XCTAssertEqual(corner?.path, "layers[0].maskedCorners[0]")
        let twice = sceneError(
            #"{"width": 10, "height": 10, "layers": [{"maskedCorners": ["maxXMinY", "maxXMinY"]}]}"#)
        XCTAssertEqual(twice?.path, "layers[0].maskedCorners[1]")
        XCTAssertEqual(twice?.message, "corner listed twice")
        let transformLayer = sceneError(
            #"{"width": 10, "height": 10, "layers": [{"type": "transform", "cornerCurve": "continuous"}]}"#)
        XCTAssertEqual(transformLayer?.path, "layers[0].cornerCurve")
    }
}
