import Foundation
import Reel
import ReelTestSupport
import XCTest

/// A frame encoder as "Adding an output format" shows one: each frame's straight RGBA bytes, one
/// after another, written when the export finishes (the `rgba` format's bytes).
final class RawRGBAEncoder: FrameEncoder {
    let passCount = 1
    private let path: String
    private var bytes: [UInt8] = []

    init(path: String) { self.path = path }

    func encode(_ frame: Pixmap, index: Int, pass: Int) throws {
        bytes += frame.unpremultipliedRGBA()
    }

    func finish() throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}

/// The contributor articles' snippets ("Writing a new layer type", "Adding an output format"),
/// compiled and run. Model values are compared exactly, bytes byte for byte.
final class ContributingSnippetTests: XCTestCase {
    func testShapeLayerMatchesItsSceneFile() throws {
        let stage = Stage(width: 100, height: 100, duration: 1)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 10, y: 10, width: 80, height: 80)
        shape.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 80, height: 80)).cgPath
        shape.fillColor = UIColor.systemOrange.cgColor
        stage.rootLayer.addSublayer(shape)

        let file = try SceneReader.read(
            json: Array(
                """
                { "width": 100, "height": 100, "duration": 1,
                  "layers": [ { "type": "shape", "position": [50, 50], "bounds": [0, 0, 80, 80],
                                "path": { "ellipse": [0, 0, 80, 80] }, "fillColor": "#ff9500" } ] }
                """.utf8))
        XCTAssertEqual(stage.scene.layers, file.layers)
    }

    func testRawEncoderWritesWhatTheRGBAFormatWrites() throws {
        let directory = try makeTemporaryDirectory()
        var square = Layer()
        square.position = Point(x: 8, y: 8)
        square.bounds = Rect(x: 0, y: 0, width: 8, height: 8)
        square.backgroundColor = Color(red: 0, green: 0.5, blue: 1, alpha: 0.75)
        square.animations = [.basic("position.x", from: .scalar(4), to: .scalar(12))]
        square.animations[0].timing.duration = 1
        let timeline = Timeline(scene: Scene(width: 16, height: 16, fps: 10, duration: 1, layers: [square]))

        let ours = directory.file("ours.rgba")
        let reels = directory.file("reel.rgba")
        // What the exporter does with an encoder: every frame in order, once per pass, then finish.
        let encoder = RawRGBAEncoder(path: ours)
        let renderer = Renderer()
        for index in 0..<10 {
            let frame = try renderer.render(timeline.snapshot(at: Double(index) / 10))
            try encoder.encode(frame, index: index, pass: 0)
        }
        try encoder.finish()

        let exporter = Exporter(timeline: timeline, options: ExportOptions(format: .rgba))
        let schedule = try exporter.export(to: reels)

        XCTAssertEqual(schedule.frames.count, 10)
        let ourBytes = try Data(contentsOf: URL(fileURLWithPath: ours))
        XCTAssertEqual(ourBytes.count, 10 * 16 * 16 * 4)
        XCTAssertEqual(ourBytes, try Data(contentsOf: URL(fileURLWithPath: reels)))
    }
}
