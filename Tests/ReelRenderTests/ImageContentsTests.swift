import Foundation
import ReelGeometry
import ReelRaster
import ReelRender
import ReelSceneFile
import ReelTimeline
import XCTest

/// Image contents: gravity, contentsRect, contentsScale, cross-fades, through an image source
/// whose decoder makes the pictures in memory (the FFmpeg decoder is tested in ReelEncodeTests).
final class ImageContentsTests: XCTestCase {
    static let red = RGBA8(r: 255, g: 0, b: 0, a: 255), green = RGBA8(r: 0, g: 255, b: 0, a: 255)
    static let blue = RGBA8(r: 0, g: 0, b: 255, a: 255), white = RGBA8(r: 255, g: 255, b: 255, a: 255)

    /// "quad.png": 2×2 pixels red, green / blue, white. "black.png": 4×2 black.
    static let source = ImageSource(directory: "/scenes") { path in
        switch URL(fileURLWithPath: path).lastPathComponent {
        case "quad.png":
            var p = Pixmap(width: 2, height: 2)
            (p[0, 0], p[1, 0], p[0, 1], p[1, 1]) = (red, green, blue, white)
            return p
        case "black.png": return Pixmap(width: 4, height: 2, filledWith: .black)
        default: throw CocoaError(.fileNoSuchFile)
        }
    }

    private func render(_ layer: String, at time: Double = 0) throws -> Pixmap {
        try LayerEffectsTests.render(
            """
            {"width": 20, "height": 20, "background": null, "layers": [\(layer)]}
            """, at: time, images: Self.source)
    }

    func testResizeStretchesTheImageOverTheBounds() throws {
        let frame = try render(#"{"position": [10, 10], "bounds": [0, 0, 20, 20], "contents": "quad.png"}"#)
        // Pixel centres within half an image pixel of the edge sample the edge pixel alone.
        XCTAssertEqual(frame[2, 2], Self.red)
        XCTAssertEqual(frame[17, 2], Self.green)
        XCTAssertEqual(frame[2, 17], Self.blue)
        XCTAssertEqual(frame[17, 17], Self.white)
        // Bilinear in between: pixel 10's centre is at image x 1.05, 55 % of the way from red to green.
        XCTAssertEqual(Double(frame[10, 2].g), 255 * 0.55, accuracy: 1.5)
        XCTAssertEqual(Double(frame[10, 2].r), 255 * 0.45, accuracy: 1.5)
    }

    func testCenterGravityKeepsTheNaturalSizeAtContentsScale() throws {
        // 2×2 pixels at contentsScale 0.25 are 8×8 points, centred: x and y 6…14.
        let frame = try render(
            #"{"position": [10, 10], "bounds": [0, 0, 20, 20], "contents": "quad.png", "contentsGravity": "center", "contentsScale": 0.25}"#
        )
        XCTAssertEqual(frame[5, 10].a, 0)
        XCTAssertEqual(frame[6, 6], Self.red)
        XCTAssertEqual(frame[13, 13], Self.white)
        XCTAssertEqual(frame[14, 10].a, 0)
    }

    func testAspectGravities() throws {
        // black.png is 4×2: fit in 20×20 is 20×10 (y 5…15); fill is 40×20 (x −10…30).
        let fit = try render(
            #"{"position": [10, 10], "bounds": [0, 0, 20, 20], "contents": "black.png", "contentsGravity": "resizeAspect"}"#
        )
        XCTAssertEqual(fit[10, 4].a, 0)
        XCTAssertEqual(fit[10, 5].a, 255)
        XCTAssertEqual(fit[10, 14].a, 255)
        XCTAssertEqual(fit[10, 15].a, 0)
        let fill = try render(
            #"{"position": [10, 10], "bounds": [0, 0, 20, 20], "contents": "black.png", "contentsGravity": "resizeAspectFill"}"#
        )
        XCTAssertEqual(fill[0, 0].a, 255)
        XCTAssertEqual(fill[19, 19].a, 255)
    }

    func testCornerGravitiesAndContentsRect() throws {
        // The right half of quad.png (green over white), 1×2 pixels at scale 0.2 = 5×10 points, bottom right.
        let frame = try render(
            #"{"position": [10, 10], "bounds": [0, 0, 20, 20], "contents": "quad.png", "contentsGravity": "bottomRight", "contentsScale": 0.2, "contentsRect": [0.5, 0, 0.5, 1]}"#
        )
        XCTAssertEqual(frame[14, 15].a, 0)
        XCTAssertEqual(frame[16, 11], Self.green)
        XCTAssertEqual(frame[16, 18], Self.white)
        XCTAssertEqual(frame[16, 9].a, 0)
    }

    func testContentsCrossFadeIsADissolve() throws {
        // Half-way from quad.png to black.png: every pixel is the average, not black over red.
        let frame = try render(
            """
            {"position": [10, 10], "bounds": [0, 0, 20, 20], "contents": "quad.png",
             "animations": [{"keyPath": "contents", "fromValue": "quad.png", "toValue": "black.png", "duration": 2}]}
            """, at: 1)
        XCTAssertEqual(Double(frame[2, 2].r), 127.5, accuracy: 1)
        XCTAssertEqual(frame[2, 2].a, 255)
        XCTAssertEqual(Double(frame[17, 17].g), 127.5, accuracy: 1)
    }

    func testImageSequenceByDiscreteKeyframes() throws {
        let json = """
            {"position": [10, 10], "bounds": [0, 0, 20, 20], "contents": "quad.png",
             "animations": [{"type": "keyframe", "keyPath": "contents", "values": ["quad.png", "black.png"],
                             "calculationMode": "discrete", "duration": 2}]}
            """
        XCTAssertEqual(try render(json, at: 0.5)[2, 2], Self.red)
        XCTAssertEqual(try render(json, at: 1.5)[2, 2], RGBA8(r: 0, g: 0, b: 0, a: 255))
    }

    /// `null` among a contents animation's values is no image: a keyframe to it shows the
    /// background, and a basic animation from it fades the image in over nothing.
    func testContentsAnimateFromAndToNoImage() throws {
        let sequence = """
            {"position": [10, 10], "bounds": [0, 0, 20, 20], "contents": "quad.png",
             "animations": [{"type": "keyframe", "keyPath": "contents", "values": ["quad.png", null],
                             "calculationMode": "discrete", "duration": 2}]}
            """
        XCTAssertEqual(try render(sequence, at: 0.5)[2, 2], Self.red)
        XCTAssertEqual(try render(sequence, at: 1.5)[2, 2].a, 0, "no image, on a clear background")
        let fadeIn = try render(
            """
            {"position": [10, 10], "bounds": [0, 0, 20, 20], "contents": "quad.png",
             "animations": [{"keyPath": "contents", "fromValue": null, "toValue": "quad.png", "duration": 2}]}
            """, at: 0.5)
        XCTAssertEqual(Double(fadeIn[2, 2].a), 255 * 0.25, accuracy: 1, "a quarter of the way in")
        XCTAssertEqual(fadeIn[2, 2].r, fadeIn[2, 2].a, "red, premultiplied")
    }

    func testImageSourceResolvesNamesAgainstItsDirectoryAndReportsFailures() throws {
        XCTAssertEqual(Self.source.path(for: "a/b.png"), "/scenes/a/b.png")
        XCTAssertEqual(Self.source.path(for: "/abs.png"), "/abs.png")
        XCTAssertThrowsError(try Self.source.image(named: "missing.png")) { error in
            XCTAssertTrue(String(describing: error).contains("/scenes/missing.png"), "\(error)")
        }
        let scene = try SceneReader.read(
            json: Array(
                """
                {"width": 10, "height": 10, "layers": [{"contents": "quad.png", "sublayers": [{"contents": "a.png",
                  "animations": [{"type": "keyframe", "keyPath": "contents", "values": ["b.png", "c.png"]}]}]}]}
                """.utf8))
        XCTAssertEqual(ImageReferences.names(in: scene), ["a.png", "b.png", "c.png", "quad.png"])
    }
}
