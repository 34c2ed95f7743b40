import Foundation
import ReelEncode
import ReelGeometry
import ReelRaster
import ReelRender
import ReelSceneFile
import ReelTestSupport
import ReelTimeline
import XCTest

/// Every feature scene in docs/features, rendered at 0, 25, 50, 75 and 100 % of its duration at
/// half scale, against PNG goldens in Goldens/ next to this file.
///
/// Tolerance: every channel within 2 (PNG stores straight alpha, so the premultiplied pixels make
/// a round trip that may move a channel by 1; float rounding between compilers may add 1).
/// Regenerate after an intended change with
///
///     REEL_RECORD_GOLDENS=1 swift test --filter ReelRenderTests.FeatureGoldenTests
///
/// (see GoldenImage); a golden with no scene or progress point behind it fails too.
final class FeatureGoldenTests: XCTestCase {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let goldens = here.appendingPathComponent("Goldens")
    static let features = here.appendingPathComponent("../../docs/features").standardized
    static let progress = [0, 25, 50, 75, 100]
    static let scenes = ["contents", "cube", "effects", "flip", "mesh", "replicator", "text"]

    private func check(_ name: String) throws {
        let path = Self.features.appendingPathComponent(name + ".json").path
        let scene = try SceneReader.read(contentsOf: path)
        let timeline = Timeline(scene: scene)
        let images = ImageSource(sceneFile: path, decode: ImageDecoder.decode(contentsOf:))
        try images.preload(ImageReferences.names(in: scene))
        let renderer = Renderer(scale: 0.5, images: images)
        for percent in Self.progress {
            let frame = try renderer.render(timeline.snapshot(at: (timeline.duration ?? 0) * Double(percent) / 100))
            GoldenImage.assertMatches(frame, named: "\(name)-\(percent)", in: Self.goldens, tolerance: 2)
        }
    }

    func testContents() throws { try check("contents") }
    func testCube() throws { try check("cube") }
    func testEffects() throws { try check("effects") }
    func testFlip() throws { try check("flip") }
    func testMesh() throws { try check("mesh") }
    func testReplicator() throws { try check("replicator") }
    func testText() throws { try check("text") }

    func testEveryGoldenAndEverySceneHasACase() throws {
        let expected = Set(Self.scenes.flatMap { name in Self.progress.map { "\(name)-\($0).png" } })
        let present = Set((try? FileManager.default.contentsOfDirectory(atPath: Self.goldens.path)) ?? [])
        XCTAssertEqual(present.subtracting(expected).sorted(), [], "goldens without a case")
        let scenes = try FileManager.default.contentsOfDirectory(atPath: Self.features.path).filter {
            $0.hasSuffix(".json")
        }
        XCTAssertEqual(Set(scenes.map { String($0.dropLast(5)) }), Set(Self.scenes), "feature scenes without a case")
    }
}
