import Foundation
import Reel
import ReelExamples
import XCTest

/// A scene written in Swift renders the same pixels as the preset written in JSON: the Swift API
/// and the scene format are one model. Tolerance: none (every byte of every compared frame).
final class PresetEquivalenceTests: XCTestCase {
    static let presets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("presets")

    func assertSameFrames(_ preset: String, _ stage: Stage, at times: [Double],
                          file: StaticString = #filePath, line: UInt = #line) throws {
        let json = try SceneReader.read(contentsOf: Self.presets.appendingPathComponent(preset).path)
        let swift = stage.scene
        XCTAssertEqual(swift.duration, json.duration, "duration", file: file, line: line)
        XCTAssertEqual(swift.width, json.width, file: file, line: line)
        XCTAssertEqual(stage.warnings, [], file: file, line: line)
        let a = Timeline(scene: json), b = Timeline(scene: swift)
        let renderer = Renderer(scale: 0.5)
        for t in times {
            let expected = renderer.render(a.snapshot(at: t)), actual = renderer.render(b.snapshot(at: t))
            var worst = 0
            for (x, y) in zip(expected.bytes, actual.bytes) { worst = max(worst, abs(Int(x) - Int(y))) }
            XCTAssertEqual(worst, 0, "\(preset) at \(t) s: largest channel difference", file: file, line: line)
        }
    }

    func testPop() throws {
        try assertSameFrames("pop.json", Examples.pop(), at: [0, 0.35, 0.5, 0.7, 0.95, 1.5])
    }

    func testMagnifierBack() throws {
        try assertSameFrames("magnifier-back.json", Examples.magnifierBack(), at: [0.5, 1.1, 1.5, 2.5, 3.2, 3.7, 3.99])
    }

    func testLoadingIndicators() throws {
        try assertSameFrames("loading-indicators.json", Examples.loadingIndicators(), at: [0, 0.4, 1.1, 1.9, 2.7])
    }

    /// The preset carries the Swift simulation's track: it must be the generator's output, and
    /// render as the Swift scene does.
    func testBouncingBall() throws {
        let text = try String(contentsOf: Self.presets.appendingPathComponent("bouncing-ball.json"), encoding: .utf8)
        XCTAssertTrue(text == Examples.bouncingBallPreset(),
                      "presets/bouncing-ball.json is stale: regenerate it with reel-examples --bouncing-ball-preset")
        try assertSameFrames("bouncing-ball.json", Examples.bouncingBall(), at: [0, 0.4, 0.75, 1.3, 2.9, 4.45, 6])
    }
}
