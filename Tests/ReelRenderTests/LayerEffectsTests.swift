import Foundation
import ReelGeometry
import ReelRaster
import ReelRender
import ReelSceneFile
import ReelTimeline
import XCTest

/// masksToBounds, mask layers, shadows, sublayerTransform and hidden, on pixels whose values
/// follow from the scene (exactly, or within the stated tolerance where a blur is involved).
final class LayerEffectsTests: XCTestCase {
    static func render(_ json: String, at time: Double = 0, images: ImageSource? = nil) throws -> Pixmap {
        try Renderer(images: images).render(
            Timeline(scene: try SceneReader.read(json: Array(json.utf8))).snapshot(at: time))
    }

    func testMasksToBoundsClipsSublayersToTheRoundedBounds() throws {
        let frame = try Self.render(
            """
            {"width": 40, "height": 40, "background": null, "layers": [
              {"position": [20, 20], "bounds": [0, 0, 20, 20], "masksToBounds": true, "cornerRadius": 6,
               "sublayers": [{"position": [10, 10], "bounds": [0, 0, 40, 40], "backgroundColor": "#ff0000"}]}
            ]}
            """)
        XCTAssertEqual(frame[20, 20], RGBA8(r: 255, g: 0, b: 0, a: 255), "inside the bounds")
        XCTAssertEqual(frame[5, 20].a, 0, "outside the bounds: clipped")
        XCTAssertEqual(frame[35, 35].a, 0)
        XCTAssertEqual(frame[10, 10].a, 0, "the rounded corner is cut (its centre is 2.8 points outside the arc)")
        XCTAssertEqual(frame[16, 20].a, 255, "just inside the left edge")
    }

    func testWithoutMasksToBoundsSublayersOverflow() throws {
        let frame = try Self.render(
            """
            {"width": 40, "height": 40, "background": null, "layers": [
              {"position": [20, 20], "bounds": [0, 0, 20, 20],
               "sublayers": [{"position": [10, 10], "bounds": [0, 0, 40, 40], "backgroundColor": "#ff0000"}]}
            ]}
            """)
        XCTAssertEqual(frame[5, 20].a, 255)
    }

    func testMaskLayerAlphaMultipliesTheLayer() throws {
        // The mask covers the left half with alpha 1 and the right half with alpha 0.5.
        let frame = try Self.render(
            """
            {"width": 20, "height": 10, "background": null, "layers": [
              {"position": [10, 5], "bounds": [0, 0, 20, 10], "backgroundColor": "#0000ff",
               "mask": {"position": [10, 5], "bounds": [0, 0, 20, 10], "sublayers": [
                 {"position": [5, 5], "bounds": [0, 0, 10, 10], "backgroundColor": "#000000"},
                 {"position": [15, 5], "bounds": [0, 0, 10, 10], "backgroundColor": [0, 0, 0, 0.5]}]}}
            ]}
            """)
        XCTAssertEqual(frame[3, 5], RGBA8(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(frame[15, 5], RGBA8(r: 0, g: 0, b: 128, a: 128), "half alpha, premultiplied")
    }

    func testMaskLayerAnimatesWithItsOwnAnimations() throws {
        // The mask slides right by 10 points over 1 s: at 0.5 s it starts 5 points in.
        let json = """
            {"width": 20, "height": 10, "background": null, "layers": [
              {"position": [10, 5], "bounds": [0, 0, 20, 10], "backgroundColor": "#000000",
               "mask": {"position": [10, 5], "bounds": [0, 0, 20, 10], "backgroundColor": "#000000",
                        "animations": [{"keyPath": "position.x", "fromValue": 10, "toValue": 20, "duration": 1}]}}
            ]}
            """
        let frame = try Self.render(json, at: 0.5)
        XCTAssertEqual(frame[4, 5].a, 0)
        XCTAssertEqual(frame[5, 5].a, 255)
    }

    func testShadowWithoutBlurIsTheShapeMovedByTheOffset() throws {
        let frame = try Self.render(
            """
            {"width": 40, "height": 40, "background": "#ffffff", "layers": [
              {"position": [15, 15], "bounds": [0, 0, 10, 10], "backgroundColor": "#ff0000",
               "shadowOpacity": 0.5, "shadowRadius": 0, "shadowOffset": [6, 8], "shadowColor": "#000000"}
            ]}
            """)
        XCTAssertEqual(frame[12, 12], RGBA8(r: 255, g: 0, b: 0, a: 255), "the layer over its shadow")
        XCTAssertEqual(
            frame[25, 25], RGBA8(r: 127, g: 127, b: 127, a: 255), "50 % black (alpha 128) over white: 255 · 127 / 255")
        XCTAssertEqual(frame[17, 27], RGBA8(r: 127, g: 127, b: 127, a: 255), "shadow x 16…26, y 18…28")
        XCTAssertEqual(frame[14, 29], RGBA8(r: 255, g: 255, b: 255, a: 255), "past the shadow")
        XCTAssertEqual(frame[30, 12], RGBA8(r: 255, g: 255, b: 255, a: 255))
    }

    func testShadowBlurIsAGaussianWithSigmaEqualToTheRadius() throws {
        // A 40-point square shadow path (no content), σ = 4: across its left edge the shadow's
        // alpha follows Φ(−d/σ) (σ widened by the pixel's own box: √(σ² + 1/12)), within 2/255.
        let frame = try Self.render(
            """
            {"width": 80, "height": 80, "background": null, "layers": [
              {"position": [40, 40], "bounds": [0, 0, 40, 40], "shadowOpacity": 1, "shadowRadius": 4,
               "shadowOffset": [0, 0], "shadowPath": {"rect": [0, 0, 40, 40]}}
            ]}
            """)
        let sigma = (16.0 + 1.0 / 12).squareRoot()
        for x in 8..<32 {
            let d = 20 - (Double(x) + 0.5)  // distance outside the edge at x = 20
            let expected = 255 * 0.5 * erfc(d / (sigma * 2.0.squareRoot()))
            XCTAssertEqual(Double(frame[x, 40].a), expected, accuracy: 2, "x = \(x)")
        }
        XCTAssertEqual(frame[40, 40].a, 255, "deep inside: fully shadowed")
    }

    func testShadowIsClippedWithMasksToBounds() throws {
        let frame = try Self.render(
            """
            {"width": 40, "height": 40, "background": null, "layers": [
              {"position": [15, 15], "bounds": [0, 0, 10, 10], "backgroundColor": "#ff0000", "masksToBounds": true,
               "sublayers": [{"position": [5, 5], "bounds": [0, 0, 4, 4], "backgroundColor": "#00ff00"}],
               "shadowOpacity": 1, "shadowRadius": 0, "shadowOffset": [10, 10]}
            ]}
            """)
        XCTAssertEqual(frame[25, 25].a, 0, "as on iOS, masksToBounds hides the shadow outside the bounds")
    }

    func testSublayerTransformAppliesAboutTheAnchorPoint() throws {
        // sublayerTransform scale 2 about the centre (10, 10): a 4×4 sublayer at (12, 10) becomes
        // 8×8 centred at (14, 10).
        let frame = try Self.render(
            """
            {"width": 20, "height": 20, "background": null, "layers": [
              {"position": [10, 10], "bounds": [0, 0, 20, 20], "sublayerTransform": {"scale": 2},
               "sublayers": [{"position": [12, 10], "bounds": [0, 0, 4, 4], "backgroundColor": "#000000"}]}
            ]}
            """)
        XCTAssertEqual(frame[10, 6].a, 255)
        XCTAssertEqual(frame[17, 13].a, 255)
        XCTAssertEqual(frame[9, 10].a, 0)
        XCTAssertEqual(frame[18, 10].a, 0)
    }

    func testHiddenHidesTheLayerAndItsSublayers() throws {
        let frame = try Self.render(
            """
            {"width": 10, "height": 10, "background": null, "layers": [
              {"position": [5, 5], "bounds": [0, 0, 10, 10], "backgroundColor": "#000000", "hidden": true,
               "sublayers": [{"position": [5, 5], "bounds": [0, 0, 10, 10], "backgroundColor": "#ff0000"}]}
            ]}
            """)
        XCTAssertEqual(frame[5, 5].a, 0)
    }

    func testHalfOpacityGroupOverAKnownBackground() throws {
        // Two overlapping opaque sublayers in a 50 % group: one colour, not a darker overlap.
        let frame = try Self.render(
            """
            {"width": 20, "height": 10, "background": "#ffffff", "layers": [
              {"position": [10, 5], "bounds": [0, 0, 20, 10], "opacity": 0.5, "sublayers": [
                {"position": [7, 5], "bounds": [0, 0, 14, 10], "backgroundColor": "#000000"},
                {"position": [13, 5], "bounds": [0, 0, 14, 10], "backgroundColor": "#000000"}]}
            ]}
            """)
        XCTAssertEqual(frame[10, 5], RGBA8(r: 127, g: 127, b: 127, a: 255), "alpha 128 of black over white")
        XCTAssertEqual(frame[2, 5], frame[10, 5])
    }
}
