import ReelGeometry
import ReelRaster
import ReelSceneFile
import ReelText
import ReelTimeline
import XCTest

@testable import ReelRender

/// A clip to the bounds that keeps every pixel is left out (no clip mask; no group either when the
/// layer makes one drawing), for the bytes the clip and its group made; and text laid out once is
/// reused while it stays the same.
final class ClipLeftOutTests: XCTestCase {
    /// A 200 × 200 scene: a half-transparent backdrop, and a layer clipped to 120 × 110 bounds at
    /// a fractional position holding `sublayers`; `cornerRadius` above 0 keeps the clip.
    private func scene(cornerRadius: Double, sublayers: String) -> String {
        """
        {"width": 200, "height": 200, "background": null, "layers": [
          {"position": [100, 100], "bounds": [0, 0, 200, 200], "backgroundColor": [0.2, 0.6, 0.3, 0.5]},
          {"position": [90.5, 75.25], "bounds": [0, 0, 120, 110], "masksToBounds": true,
           "cornerRadius": \(cornerRadius), "sublayers": [\(sublayers)]}
        ]}
        """
    }

    private let ellipse = """
        {"type": "shape", "position": [50, 50], "bounds": [0, 0, 41.3, 37.7], "opacity": 0.6,
         "path": {"ellipse": [0, 0, 41.3, 37.7]},
         "fillColor": [0.9, 0.2, 0.1, 0.7]}
        """
    private let square = """
        {"type": "shape", "position": [64, 60], "bounds": [0, 0, 33.3, 29.1], "opacity": 0.5,
         "path": {"roundedRect": [0, 0, 33.3, 29.1], "cornerRadius": 5}, "fillColor": [0.1, 0.4, 0.9, 0.8]}
        """

    private func layers(_ json: String) throws -> [Layer] {
        Timeline(scene: try SceneReader.read(json: Array(json.utf8))).snapshot(at: 0).layers
    }

    func testAClipThatKeepsEveryPixelIsLeftOutForTheSameBytes() throws {
        for sublayers in [ellipse, ellipse + ", " + square] {
            let kept = try LayerEffectsTests.render(scene(cornerRadius: 0.001, sublayers: sublayers))
            let leftOut = try LayerEffectsTests.render(scene(cornerRadius: 0, sublayers: sublayers))
            XCTAssertEqual(leftOut.bytes, kept.bytes, sublayers)
            XCTAssertGreaterThan(leftOut[100, 80].a, 0, "the content is drawn")
        }
        let clipped = try layers(scene(cornerRadius: 0, sublayers: ellipse + ", " + square))[1]
        let toDevice = AffineTransform(translationX: 30.5, y: 20.25)
        let frame = Pixmap(width: 200, height: 200)
        XCTAssertTrue(Renderer.clipChangesNothing(clipped, toDevice: toDevice, in: frame))
        XCTAssertFalse(Renderer.drawsOnceUnblended(clipped), "two drawings: the group stays")
        XCTAssertTrue(
            Renderer.drawsOnceUnblended(try layers(scene(cornerRadius: 0, sublayers: ellipse))[1]),
            "one drawing: drawn directly")
    }

    func testAClipThatCutsTheContentIsKept() throws {
        let reaching = square.replacingOccurrences(of: "[64, 60]", with: "[110, 60]")
        let clipped = try layers(scene(cornerRadius: 0, sublayers: reaching))[1]
        let frame = Pixmap(width: 200, height: 200)
        XCTAssertFalse(
            Renderer.clipChangesNothing(clipped, toDevice: AffineTransform(translationX: 30.5, y: 20.25), in: frame),
            "the square reaches past the right edge")
        XCTAssertFalse(
            Renderer.clipChangesNothing(
                try layers(scene(cornerRadius: 0, sublayers: square))[1],
                toDevice: AffineTransform(rotationAngle: 0.1).concatenating(AffineTransform(translationX: 30, y: 20)),
                in: frame),
            "bounds not on the pixel grid's axes")
        let frameKept = try LayerEffectsTests.render(scene(cornerRadius: 0, sublayers: reaching))
        XCTAssertEqual(frameKept[152, 80], frameKept[190, 190], "clipped at the bounds' right edge (x = 150.5)")
        XCTAssertNotEqual(frameKept[148, 80], frameKept[190, 190], "inside the bounds, the square over the backdrop")
    }

    func testAClipOnThePixelGridIsABoxAndOthersAreMasks() throws {
        let reaching = square.replacingOccurrences(of: "[64, 60]", with: "[110, 60]")
        let clipped = try layers(scene(cornerRadius: 0, sublayers: reaching))[1]
        let frame = Pixmap(width: 200, height: 200)
        XCTAssertEqual(
            Renderer.pixelAlignedClip(of: clipped, toDevice: AffineTransform(translationX: 30, y: 20), in: frame),
            PixelBox(x0: 30, y0: 20, x1: 150, y1: 130))
        XCTAssertEqual(
            Renderer.pixelAlignedClip(
                of: clipped, toDevice: AffineTransform(scaleX: 2, y: -1).concatenating(.init(translationX: 10, y: 150)),
                in: frame),
            PixelBox(x0: 10, y0: 40, x1: 201, y1: 150), "flipped, doubled, and cut one pixel past the canvas")
        XCTAssertNil(
            Renderer.pixelAlignedClip(of: clipped, toDevice: AffineTransform(translationX: 30.5, y: 20), in: frame),
            "an edge between pixels")
        XCTAssertNil(
            Renderer.pixelAlignedClip(
                of: clipped,
                toDevice: AffineTransform(rotationAngle: .pi / 2).concatenating(.init(translationX: 150, y: 20)),
                in: frame),
            "turned a quarter: the matrix's axes are swapped")
        XCTAssertNil(
            Renderer.pixelAlignedClip(
                of: try layers(scene(cornerRadius: 2, sublayers: reaching))[1],
                toDevice: AffineTransform(translationX: 30, y: 20), in: frame),
            "rounded corners")
    }

    func testTextLaidOutOnceIsReused() throws {
        let font = try FontLibrary.font(named: nil)
        var cache = TextLayoutCache()
        let visible = Rect(x: 0, y: 0, width: 200, height: 40)
        let first = cache.layout(
            "Reel", font: font, fontSize: 20, width: 200, alignment: .left, wrapped: false, visible: visible)
        let again = cache.layout(
            "Reel", font: font, fontSize: 20, width: 200, alignment: .left, wrapped: false, visible: visible)
        let fresh = TextLayout(
            "Reel", font: font, fontSize: 20, width: 200, alignment: .left, wrapped: false, visible: visible)
        XCTAssertEqual(first.path, fresh.path)
        XCTAssertEqual(again.path, fresh.path)
        let other = cache.layout(
            "Lee", font: font, fontSize: 20, width: 200, alignment: .left, wrapped: false, visible: visible)
        XCTAssertNotEqual(other.path, first.path, "another string is laid out anew")
        XCTAssertFalse(first.path.isEmpty)
    }
}
