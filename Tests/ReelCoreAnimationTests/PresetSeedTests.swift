import Foundation
import Reel
import XCTest

/// Presets behave as their seeds' code does, and their gallery loops join without a jump.
final class PresetSeedTests: XCTestCase {
    static let presets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("presets")

    private func frames(_ preset: String, at times: [Double], parameters: [String: String] = [:]) throws -> [Pixmap] {
        let scene = try SceneReader.read(
            contentsOf: Self.presets.appendingPathComponent(preset).path, parameters: parameters)
        let timeline = Timeline(scene: scene)
        let renderer = Renderer(scale: 1)
        return try times.map { try renderer.render(timeline.snapshot(at: $0)) }
    }

    private func duration(_ preset: String) throws -> Double {
        try XCTUnwrap(SceneReader.read(contentsOf: Self.presets.appendingPathComponent(preset).path).duration)
    }

    private func rgb(_ pixmap: Pixmap, _ x: Int, _ y: Int) -> [UInt8] {
        let i = y * pixmap.stride + x * 4
        return Array(pixmap.bytes[i..<i + 3])
    }

    /// A GIF loops from its last frame back to its first: the frame one period on (at the scene's
    /// duration) must be the first frame, within 2/255 per channel, or the loop shows a jump.
    func testPresetsLoopWithoutAJump() throws {
        // springs holds each spring where it is at its cutoff, a fraction of a point short of rest
        // (testSpringsRestWithinHalfAPointBeforeEachMove), which moves edge pixels a little.
        let excused: Set<String> = ["springs.json"]
        let presets = try FileManager.default.contentsOfDirectory(atPath: Self.presets.path)
            .filter { $0.hasSuffix(".json") && !excused.contains($0) }
        XCTAssertGreaterThan(presets.count, 10)
        for preset in presets.sorted() {
            let end = try duration(preset)
            let pair = try frames(preset, at: [0, end])
            let worst = zip(pair[0].bytes, pair[1].bytes).map { abs(Int($0) - Int($1)) }.max() ?? 0
            XCTAssertLessThanOrEqual(worst, 2, "\(preset): the frame at \(end) s differs from the first")
        }
    }

    /// Each move of springs runs until even the least damped ball (ζ 0.25) is within half a point
    /// of where it is going, so neither the move back nor the loop starts with a visible jump.
    func testSpringsRestWithinHalfAPointBeforeEachMove() throws {
        let scene = try SceneReader.read(contentsOf: Self.presets.appendingPathComponent("springs.json").path)
        let timeline = Timeline(scene: scene)
        let end = try XCTUnwrap(timeline.duration)
        let balls = scene.layers.indices.filter { scene.layers[$0].name?.hasPrefix("ball") == true }
        XCTAssertEqual(balls.count, 5)
        // The move there ends at start + cutoff = 3.3 s, the move back at the scene's end.
        for (time, expected) in [(3.29, 250.0), (end, 90.0)] {
            let snapshot = timeline.snapshot(at: time)
            for index in balls {
                XCTAssertEqual(snapshot.layers[index].position.x, expected, accuracy: 0.5, "\(time) s, layer \(index)")
            }
        }
        XCTAssertEqual(timeline.snapshot(at: 0).layers[balls[0]].position.x, 90)
    }

    /// The water drains smoothly before the loop rather than emptying at once: half way through
    /// the drain the level is between full and empty.
    func testTheWaveDrainsGradually() throws {
        // Drain: from 2 × 3 − 0.3 − 2.5 = 3.2 s for 2.5 s. At 120, 90 (a third down the container,
        // above the full level's wave) the water shows while full and is gone once drained.
        let water: [UInt8] = [0x1e, 0x90, 0xff]
        let shots = try frames("wave-progress.json", at: [3.1, 4.45, 5.8])
        XCTAssertEqual(rgb(shots[0], 120, 180), water, "full before the drain")
        XCTAssertNotEqual(rgb(shots[2], 120, 180), water, "empty after it")
        XCTAssertEqual(rgb(shots[1], 120, 200), water, "still water low down half way")
        XCTAssertNotEqual(rgb(shots[1], 120, 110), water, "already drained high up half way")
    }

    /// The seed (iOS动画学习笔记, 转场动画) presents full screen without a dimming view, and on dismiss
    /// adds the first screen on top and drops it in from above while the second stays put.
    func testPresentDismissIsFullScreenAndDropsTheFirstScreenFromTheTop() throws {
        let shots = try frames("present-dismiss.json", at: [1.5, 2.45])
        let white: [UInt8] = [0xff, 0xff, 0xff]
        XCTAssertEqual(rgb(shots[0], 160, 4), white, "the second screen covers the top, undimmed")
        XCTAssertEqual(rgb(shots[0], 4, 476), white, "and the bottom corner (no card corners)")
        // Half way through the dismissal, the first screen's lower (empty) part is above the middle
        // and the second screen, not moving, still shows below it.
        XCTAssertEqual(rgb(shots[1], 160, 200), [0xf2, 0xf2, 0xf7], "the first screen coming down")
        XCTAssertEqual(rgb(shots[1], 160, 470), white, "the second screen staying put")
        // The card sheet, a parameter, dims the screen behind it and slides back down.
        let card = try frames("present-dismiss.json", at: [1.5, 2.45], parameters: ["card": "1"])
        XCTAssertNotEqual(rgb(card[0], 160, 4), rgb(shots[0], 160, 4), "dimmed above the card")
        XCTAssertEqual(rgb(card[0], 40, 100), white, "the card's top")
        XCTAssertNotEqual(rgb(card[1], 40, 100), white, "the card's top gone down half way")
    }

    /// The seed's setupCircleLayer and setupLineLayer (实战stroke动画) never set lineCap, so its
    /// strokes keep CAShapeLayer's default, butt.
    func testMagnifierStrokesKeepButtCaps() throws {
        let scene = try SceneReader.read(contentsOf: Self.presets.appendingPathComponent("magnifier-back.json").path)
        func shapes(_ layers: [Layer]) -> [ShapeContent] {
            layers.flatMap { [$0.shape].compactMap { $0 } + shapes($0.sublayers) }
        }
        let caps = shapes(scene.layers).filter { $0.strokeColor != nil }.map(\.stroke.lineCap)
        XCTAssertEqual(caps.count, 5, "two half-circles, the handle and the arrow's two lines")
        XCTAssertEqual(Set(caps), [.butt])
    }
}
