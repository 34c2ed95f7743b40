import Foundation
import Reel
import ReelExamples
import XCTest

/// `CATransformLayer` in the Swift API is the scene format's `"type": "transform"`.
final class CATransformLayerTests: XCTestCase {
    static let features = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs/features")

    /// Tolerance: none (every byte of every compared frame), as for the presets.
    func testRotatingCubeInSwiftRendersTheSameFramesAsTheFeatureScene() throws {
        let json = try SceneReader.read(contentsOf: Self.features.appendingPathComponent("cube.json").path)
        let stage = Examples.rotatingCube()
        XCTAssertEqual(stage.warnings, [])
        let swift = stage.scene
        XCTAssertEqual(swift.duration, json.duration)
        XCTAssertEqual(swift.background, json.background)
        let a = Timeline(scene: json)
        let b = Timeline(scene: swift)
        let renderer = Renderer(scale: 0.5)
        for t in [0, 0.7, 1.3, 2, 2.9, 3.6, 4] {
            let expected = try renderer.render(a.snapshot(at: t))
            let actual = try renderer.render(b.snapshot(at: t))
            let worst = zip(expected.bytes, actual.bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
            XCTAssertEqual(worst, 0, "cube at \(t) s: largest channel difference")
        }
    }

    /// A blue single-sided square in a transform layer with a red background, on a white stage.
    private func stage(turnedAway: Bool) -> Stage {
        let stage = Stage(width: 20, height: 20, duration: 1)
        let transformLayer = CATransformLayer()
        transformLayer.position = CGPoint(x: 10, y: 10)
        transformLayer.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        transformLayer.backgroundColor = UIColor(hex: "#ff0000").cgColor  // ignored, as on iOS
        let face = CALayer()
        face.position = CGPoint(x: 10, y: 10)
        face.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
        face.backgroundColor = UIColor(hex: "#0000ff").cgColor
        XCTAssertTrue(face.isDoubleSided, "double-sided by default")
        face.isDoubleSided = false
        if turnedAway { face.transform = CATransform3DMakeRotation(CGFloat.pi, 0, 1, 0) }
        transformLayer.addSublayer(face)
        stage.rootLayer.addSublayer(transformLayer)
        return stage
    }

    func testTransformLayerMapsToTheModelAndDrawsNothingOfItsOwn() throws {
        let facing = stage(turnedAway: false)
        let model = facing.scene.layers[0]
        XCTAssertTrue(model.isTransformLayer)
        XCTAssertFalse(model.sublayers[0].isDoubleSided)
        let frame = try facing.frame(at: 0)
        XCTAssertEqual(
            frame[1, 1], RGBA8(r: 255, g: 255, b: 255, a: 255), "the stage's white, not the transform layer's red")
        XCTAssertEqual(frame[10, 10], RGBA8(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(
            try stage(turnedAway: true).frame(at: 0)[10, 10], RGBA8(r: 255, g: 255, b: 255, a: 255),
            "turned away: culled")
    }
}
