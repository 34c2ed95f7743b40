import Foundation
import Reel
import ReelTestSupport
import XCTest

// The code of the DocC articles (Sources/Reel/Reel.docc), compiled and run: `scripts/docs` checks
// that every Swift and JSON block of an article appears, line for line, in a test or an example.

/// An orange square turning once a second for two seconds, exported as a GIF at `path`.
func exportTurningSquare(to path: String) throws {
    let stage = Stage(width: 200, height: 200, fps: 30, duration: 2)  // white by default

    let square = CAShapeLayer()
    square.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    square.path = UIBezierPath(roundedRect: square.bounds, cornerRadius: 16).cgPath
    square.fillColor = UIColor.systemOrange.cgColor
    stage.view.layer.addSublayer(square)

    let turn = CABasicAnimation(keyPath: "transform.rotation.z")
    turn.toValue = CGFloat.pi * 2
    turn.duration = 1
    turn.repeatCount = .infinity
    square.add(turn, forKey: "turn")

    try stage.export(to: path)  // the format from the extension
}

/// The Lottie article's snippet: a Lottie file's poster at 0.5 s and its MP4, each warning printed.
func exportLottie(_ path: String, to output: String) throws -> (poster: Pixmap, warnings: Int) {
    let lottie = try LottieReader.read(contentsOf: path)
    for warning in lottie.warnings {
        print("warning: \(warning)")  // what the scene leaves out, and where the file asks for it
    }
    let timeline = Timeline(scene: lottie.scene)
    let poster = try Renderer(scale: 2).render(timeline.snapshot(at: 0.5))
    try Exporter(timeline: timeline, options: ExportOptions(format: .mp4)).export(to: output)
    return (poster, lottie.warnings.count)
}

/// The user-facing articles' snippets. Colours decoded from a GIF are compared within 8 of 255
/// per channel (the palette is shared by every frame); model values within 1e-9.
final class DocumentationSnippetTests: XCTestCase {
    private func pixel(_ frame: [UInt8], x: Int, y: Int, width: Int) -> [Int] {
        let start = (y * width + x) * 4
        return frame[start..<start + 4].map(Int.init)
    }

    private func assertColor(
        _ actual: [Int], _ expected: [Int], _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let worst = zip(actual, expected).map { abs($0 - $1) }.max() ?? .max
        XCTAssertLessThanOrEqual(worst, 8, "\(message): \(actual), expected \(expected)", file: file, line: line)
    }

    func testGettingStartedExportsATurningSquare() throws {
        let path = try makeTemporaryDirectory().file("square.gif")
        try exportTurningSquare(to: path)

        let frames = try FFmpegCLI.decodeRGBA(path, width: 200, height: 200)
        // 2 s at 30 fps; every frame differs from the one before, so none is merged into it.
        XCTAssertEqual(frames.count, 60)
        guard frames.count == 60 else { return }
        let orange = [255, 149, 0, 255]
        let white = [255, 255, 255, 255]
        assertColor(pixel(frames[0], x: 100, y: 100, width: 200), orange, "centre at 0 s")
        assertColor(pixel(frames[0], x: 5, y: 5, width: 200), white, "corner at 0 s")
        // 60 points right of the centre: outside the upright square, inside it turned by 48° (frame 4).
        assertColor(pixel(frames[0], x: 160, y: 100, width: 200), white, "beside the square at 0 s")
        assertColor(pixel(frames[4], x: 160, y: 100, width: 200), orange, "beside the square at 4/30 s")
    }

    func testSceneModelSnippetMatchesItsSceneFile() throws {
        var square = Layer()
        square.position = Point(x: 100, y: 100)
        square.bounds = Rect(x: 0, y: 0, width: 80, height: 80)
        square.backgroundColor = Color(red: 1, green: 149 / 255, blue: 0)
        var fade = Animation.basic("opacity", from: .scalar(1), to: .scalar(0))
        fade.timing.duration = 2
        square.animations = [fade]
        let scene = Scene(width: 200, height: 200, duration: 2, layers: [square])

        let timeline = Timeline(scene: scene)
        let halfway = timeline.snapshot(at: 1)  // the presentation tree at 1 s
        let frame = try Renderer(scale: 2).render(halfway)  // 400 × 400 pixels

        let json = """
            {
              "width": 200, "height": 200, "duration": 2,
              "layers": [
                { "position": [100, 100], "bounds": [0, 0, 80, 80], "backgroundColor": "#ff9500",
                  "animations": [ { "keyPath": "opacity", "fromValue": 1, "toValue": 0, "duration": 2 } ] }
              ]
            }
            """
        let file = try SceneReader.read(json: Array(json.utf8))
        XCTAssertEqual(file.layers, scene.layers)
        XCTAssertEqual(file.duration, scene.duration)

        XCTAssertEqual(halfway.layers[0].opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(timeline.scene.layers[0].opacity, 1, "the model keeps its value")
        XCTAssertEqual([frame.width, frame.height], [400, 400])
        // Orange at half opacity over white: (255, 202, 127.5), to within a rounding.
        let centre = frame[200, 200]
        XCTAssertEqual(Double(centre.r), 255, accuracy: 1)
        XCTAssertEqual(Double(centre.g), 202, accuracy: 1)
        XCTAssertEqual(Double(centre.b), 127.5, accuracy: 1)
    }

    func testVirtualClockSnippet() throws {
        let stage = Stage(width: 200, height: 120, duration: 3)
        let box = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        box.backgroundColor = .systemBlue
        stage.view.addSubview(box)
        let dot = CALayer()
        dot.frame = CGRect(x: 35, y: 90, width: 10, height: 10)
        dot.backgroundColor = UIColor.systemRed.cgColor
        stage.rootLayer.addSublayer(dot)

        var arrival: CFTimeInterval = 0
        stage.at(0.5) {  // where the app would react to a tap
            UIView.animate(
                withDuration: 1,
                animations: { box.center.x = 160 },
                completion: { _ in
                    arrival = CACurrentMediaTime()  // 1.5: the stage's time, not the wall clock's
                    CATransaction.begin()
                    CATransaction.setAnimationDuration(1)
                    dot.position.x = 160  // a standalone layer animates the change implicitly
                    CATransaction.commit()
                })
        }
        let timeline = stage.timeline  // runs the clock to 3 s, then compiles the scene

        XCTAssertEqual(arrival, 1.5, accuracy: 1e-9)
        func x(_ layer: Int, at time: Double) -> Double { timeline.snapshot(at: time).layers[layer].position.x }
        XCTAssertEqual(x(0, at: 0.4), 40, accuracy: 1e-9)
        XCTAssertEqual(x(0, at: 1), 100, accuracy: 1e-9, "half-way through ease-in-ease-out")
        XCTAssertEqual(x(0, at: 2), 160, accuracy: 1e-9)
        XCTAssertEqual(x(1, at: 1.4), 40, accuracy: 1e-9)
        XCTAssertEqual(x(1, at: 2), 40 + 120 * TimingFunction.default(0.5), accuracy: 1e-9)
        XCTAssertEqual(x(1, at: 2.6), 160, accuracy: 1e-9)
    }

    func testLottieSnippetRendersAndExports() throws {
        let dir = try makeTemporaryDirectory()
        // 100 × 100 at 10 fps for 1 s: a red square moving from x 20 to 80 over frames 0…10,
        // linearly, with one expression (reported, its keyframes used).
        let path = try dir.write(
            "square.json",
            """
            {"v": "5.7.4", "fr": 10, "ip": 0, "op": 10, "w": 100, "h": 100, "layers": [
              {"ty": 4, "ind": 1, "ip": 0, "op": 10, "st": 0,
               "ks": {"p": {"a": 1, "x": "wiggle(1, 2)", "k": [
                 {"t": 0, "s": [20, 50], "o": {"x": [0], "y": [0]}, "i": {"x": [1], "y": [1]}}, {"t": 10, "s": [80, 50]}]}},
               "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [20, 20]}, "r": {"a": 0, "k": 0}},
                          {"ty": "fl", "c": {"a": 0, "k": [1, 0, 0, 1]}, "o": {"a": 0, "k": 100}}]}]}
            """)
        let output = dir.file("square.mp4")
        let (poster, warnings) = try exportLottie(path, to: output)

        XCTAssertEqual(warnings, 1, "the expression")
        // At 0.5 s (frame 5) the square is centred on x 50, at scale 2: pixels 80…119 of 200.
        XCTAssertEqual(poster.width, 200)
        XCTAssertEqual(poster[100, 100], RGBA8(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(poster[75, 100], RGBA8(r: 0, g: 0, b: 0, a: 0))
        XCTAssertEqual(poster[125, 100], RGBA8(r: 0, g: 0, b: 0, a: 0))
        let frames = try FFmpegCLI.decodeRGBA(output, width: 100, height: 100)
        XCTAssertEqual(frames.count, 10)
        guard frames.count == 10 else { return }
        // Frame 0: the square covers x 10…29; x 45 is still the transparent canvas, black in H.264.
        assertColor(pixel(frames[0], x: 20, y: 50, width: 100), [255, 0, 0, 255], "the square at frame 0")
        assertColor(pixel(frames[0], x: 45, y: 50, width: 100), [0, 0, 0, 255], "beside it at frame 0")
        assertColor(pixel(frames[9], x: 74, y: 50, width: 100), [255, 0, 0, 255], "the square at frame 9")
    }
}
