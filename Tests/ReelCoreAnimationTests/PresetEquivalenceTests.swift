import Foundation
import Reel
import ReelExamples
import XCTest

/// A scene written in Swift renders the same pixels as the preset written in JSON: the Swift API
/// and the scene format are one model. Tolerance: none (every byte of every compared frame).
final class PresetEquivalenceTests: XCTestCase {
    static let presets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("presets")

    func assertSameFrames(
        _ preset: String, _ stage: Stage, at times: [Double],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let json = try SceneReader.read(contentsOf: Self.presets.appendingPathComponent(preset).path)
        let swift = stage.scene
        XCTAssertEqual(swift.duration, json.duration, "duration", file: file, line: line)
        XCTAssertEqual(swift.width, json.width, file: file, line: line)
        XCTAssertEqual(stage.warnings, [], file: file, line: line)
        let a = Timeline(scene: json)
        let b = Timeline(scene: swift)
        let renderer = Renderer(scale: 0.5)
        for t in times {
            let expected = try renderer.render(a.snapshot(at: t))
            let actual = try renderer.render(b.snapshot(at: t))
            var worst = 0
            for (x, y) in zip(expected.bytes, actual.bytes) { worst = max(worst, abs(Int(x) - Int(y))) }
            XCTAssertEqual(worst, 0, "\(preset) at \(t) s: largest channel difference", file: file, line: line)
        }
    }

    func testCounterRotation() throws {
        // Across both halves of the view's turn, the completion that starts the second, and after.
        try assertSameFrames(
            "counter-rotation.json", Examples.counterRotation(), at: [0, 0.3, 0.8, 1.3, 1.55, 2.05, 2.3, 2.6])
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

    /// The Swift port nests UIView blocks as the seed does: the inheriting block fades with the
    /// outer 2 s easeOut, the overriding one over its own 4 s linearly, as the preset draws them.
    func testChainedRepeating() throws {
        try assertSameFrames(
            "chained-repeating.json", Examples.chainedRepeating(),
            at: [0, 0.6, 0.95, 1.3, 1.7, 2.45, 3.0, 3.25, 4.1, 5.5, 6.9, 8.6, 8.75, 8.99])
    }

    /// The preset simulates with scene-file dynamics, the Swift example with UIDynamicAnimator:
    /// the same engine, so the tracks are equal value for value and the frames byte for byte,
    /// at the defaults and with another elasticity or push direction given as a parameter.
    func testBouncingBall() throws {
        try assertSameFrames("bouncing-ball.json", Examples.bouncingBall(), at: [0, 0.4, 0.75, 1.3, 2.9, 4.45, 6])
        let cases: [([String: String], CGFloat, Double)] = [
            ([:], 1.0, -30), (["elasticity": "0.6"], 0.6, -30), (["pushAngle": "-150"], 1, -150)
        ]
        for (parameters, elasticity, pushAngle) in cases {
            let json = try SceneReader.read(
                contentsOf: Self.presets.appendingPathComponent("bouncing-ball.json").path,
                parameters: parameters)
            let swift = Examples.bouncingBall(elasticity: elasticity, pushAngle: pushAngle).scene
            XCTAssertEqual(json.layers.map(\.animations), swift.layers.map(\.animations), "elasticity \(elasticity)")
            XCTAssertEqual(json.layers.map(\.position), swift.layers.map(\.position))
            guard case .keyframes(let track) = json.layers[0].animations.first?.kind else { return XCTFail("no track") }
            XCTAssertEqual(track.values.count, 6 * 60 + 1, "a sample every 1/60 s from 0 to 6 s")
        }
    }
}
