import Foundation
import ReelEncode
import ReelRaster
import ReelRender
import ReelSceneFile
import ReelTimeline
import XCTest

/// Whole frames rendered with the AVX2 span loops and with the portable ones: byte for byte the
/// same, so a frame does not depend on the CPU that drew it.
final class RasterKernelsRenderTests: XCTestCase {
    private func assertSameBothWays(_ name: String) throws {
        try XCTSkipUnless(RasterKernels.avx2Supported, "this CPU has no AVX2")
        let path = FeatureGoldenTests.features.appendingPathComponent(name + ".json").path
        let scene = try SceneReader.read(contentsOf: path)
        let timeline = Timeline(scene: scene)
        let images = ImageSource(sceneFile: path, decode: ImageDecoder.decode(contentsOf:))
        try images.preload(ImageReferences.names(in: scene))
        let renderer = Renderer(scale: 1, images: images)
        for percent in [0, 40, 100] {
            let snapshot = timeline.snapshot(at: (timeline.duration ?? 0) * Double(percent) / 100)
            let portable = try RasterKernels.with(avx2: false) { try renderer.render(snapshot) }
            let avx2 = try RasterKernels.with(avx2: true) { try renderer.render(snapshot) }
            XCTAssertTrue(avx2.bytes.contains { $0 != 0 }, "\(name) at \(percent) % draws nothing")
            XCTAssertEqual(avx2.bytes, portable.bytes, "\(name) at \(percent) %")
        }
    }

    func testEffects() throws { try assertSameBothWays("effects") }
    func testFlip() throws { try assertSameBothWays("flip") }
    func testReplicator() throws { try assertSameBothWays("replicator") }
    func testText() throws { try assertSameBothWays("text") }
}
