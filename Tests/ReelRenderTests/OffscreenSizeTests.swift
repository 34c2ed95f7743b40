import Foundation
import ReelEncode
import ReelGeometry
import ReelRaster
import ReelSceneFile
import ReelTimeline
import XCTest

@testable import ReelRender

/// Offscreens (groups, clips, masks, shadows, clipped text, cross-fades) cover what their layer can
/// draw, not the whole frame; a too-small estimate is drawn again at the frame's size, which costs
/// the memory saved. The feature scenes, which use every kind, must never need it.
final class OffscreenSizeTests: XCTestCase {
    func testFeatureScenesFitTheirOffscreenEstimates() throws {
        let features = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/features").standardized
        for name in ["contents", "effects", "text", "flip", "cube", "replicator"] {
            let path = features.appendingPathComponent(name + ".json").path
            let scene = try SceneReader.read(contentsOf: path)
            let timeline = Timeline(scene: scene)
            let images = ImageSource(sceneFile: path, decode: ImageDecoder.decode(contentsOf:))
            let renderer = Renderer(scale: 1, images: images)
            for percent in stride(from: 0.0, through: 100, by: 10) {
                _ = try renderer.render(timeline.snapshot(at: (timeline.duration ?? 0) * percent / 100))
            }
            XCTAssertEqual(renderer.offscreenRedraws, 0, name)
        }
    }

    func testAnOffscreenThatOverflowsItsEstimateIsDrawnAgainAtTheFramesSize() throws {
        let renderer = Renderer()
        let frame = Pixmap(width: 40, height: 30)
        let square = Path(rect: Rect(x: 5, y: 5, width: 20, height: 10))
        let fits = renderer.offscreen(PixelBox(x0: 5, y0: 5, x1: 25, y1: 15), like: frame) {
            renderer.rasterizer.fill(square, paint: .solid(.white), into: &$0)
        }
        XCTAssertEqual(fits.window, PixelBox(x0: 5, y0: 5, x1: 25, y1: 15))
        XCTAssertEqual(renderer.offscreenRedraws, 0)
        let overflows = renderer.offscreen(PixelBox(x0: 5, y0: 5, x1: 24, y1: 15), like: frame) {
            renderer.rasterizer.fill(square, paint: .solid(.white), into: &$0)
        }
        XCTAssertEqual(overflows.window, PixelBox(x0: 0, y0: 0, x1: 40, y1: 30))
        XCTAssertEqual(overflows[24, 14], RGBA8(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(renderer.offscreenRedraws, 1)
    }
}
