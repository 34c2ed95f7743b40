import ReelGeometry
import ReelSceneFile
import ReelTimeline
import XCTest

/// `compositingFilter` in scene files: Core Image's blend-mode names, `null`, and the errors.
final class CompositingFilterSceneTests: XCTestCase {
    private func layer(_ value: String) throws -> Layer {
        try SceneReader.read(
            json: Array(#"{"width": 10, "height": 10, "layers": [{"compositingFilter": \#(value)}]}"#.utf8)
        ).layers[0]
    }

    func testEveryBlendModeIsReadByItsName() throws {
        for mode in BlendMode.allCases {
            XCTAssertEqual(try layer("\"\(mode.rawValue)\"").compositingFilter, mode)
        }
        XCTAssertEqual(try layer(#""softLightBlendMode""#).compositingFilter, .softLight)
        XCTAssertNil(try layer("null").compositingFilter)
        let plain = try SceneReader.read(json: Array(#"{"width": 10, "height": 10, "layers": [{}]}"#.utf8))
        XCTAssertNil(plain.layers[0].compositingFilter, "source-over by default")
    }

    func testAnUnknownNameSaysWhichOnesExist() {
        let e = sceneError(#"{"width": 10, "height": 10, "layers": [{"compositingFilter": "multiply"}]}"#)
        XCTAssertEqual(e?.path, "layers[0].compositingFilter")
        XCTAssertTrue(e?.message.contains(#"unknown value "multiply""#) ?? false, e?.message ?? "no error")
        XCTAssertTrue(e?.message.contains(#""multiplyBlendMode""#) ?? false, e?.message ?? "no error")
        let wrongType = sceneError(#"{"width": 10, "height": 10, "layers": [{"compositingFilter": 3}]}"#)
        XCTAssertEqual(wrongType?.path, "layers[0].compositingFilter")
    }

    func testItSwitchesInAnimations() throws {
        let scene = try SceneReader.read(
            json: Array(
                """
                {"width": 10, "height": 10, "duration": 2, "layers": [{"animations": [
                  {"keyPath": "compositingFilter", "type": "keyframe", "values": ["screenBlendMode", "darkenBlendMode"],
                   "keyTimes": [0, 0.5], "duration": 2, "calculationMode": "discrete"}]}]}
                """.utf8))
        let timeline = Timeline(scene: scene)
        XCTAssertEqual(timeline.snapshot(at: 0.5).layers[0].compositingFilter, .screen)
        XCTAssertEqual(timeline.snapshot(at: 1.5).layers[0].compositingFilter, .darken)
    }
}
