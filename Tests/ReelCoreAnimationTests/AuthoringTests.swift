import Foundation
import Reel
import XCTest

/// The authoring semantics: implicit animations, the virtual clock, completion blocks, UIView
/// blocks and transitions, checked on presentation values (tolerance 1e-9 unless stated).
final class AuthoringTests: XCTestCase {
    private func value(_ stage: Stage, _ path: [Int], _ keyPath: String, at t: Double) -> AnimationValue {
        var layer = stage.timeline.snapshot(at: t).layers[path[0]]
        for i in path.dropFirst() { layer = layer.sublayers[i] }
        return AnimatableProperty.named(keyPath)!.value(of: layer)
    }

    private func scalar(_ v: AnimationValue) -> Double {
        if case .scalar(let x) = v { return x }
        if case .point(let p) = v { return p.x }
        return .nan
    }

    func testStandaloneLayerAnimatesImplicitlyButViewDoesNot() {
        let stage = Stage(width: 100, height: 100, duration: 2)
        let layer = CALayer()
        layer.position = CGPoint(x: 10, y: 10)
        stage.rootLayer.addSublayer(layer)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.view.addSubview(view)
        stage.at(1) {
            layer.position = CGPoint(x: 50, y: 10)
            view.center = CGPoint(x: 55, y: 5)
        }
        XCTAssertEqual(scalar(value(stage, [0], "position", at: 0.5)), 10, accuracy: 1e-9)
        // Half-way through 0.25 s with the default curve (0.25, 0.1, 0.25, 1).
        let expected = 10 + 40 * TimingFunction.default(0.5)
        XCTAssertEqual(scalar(value(stage, [0], "position", at: 1.125)), expected, accuracy: 1e-9)
        XCTAssertEqual(scalar(value(stage, [0], "position", at: 1.5)), 50, accuracy: 1e-9)
        XCTAssertEqual(scalar(value(stage, [1], "position", at: 0.99)), 5, accuracy: 1e-9)
        XCTAssertEqual(scalar(value(stage, [1], "position", at: 1.01)), 55, accuracy: 1e-9)
    }

    func testDisabledActionsAndNewLayersJump() {
        let stage = Stage(width: 100, height: 100, duration: 2)
        let layer = CALayer()
        stage.rootLayer.addSublayer(layer)
        stage.at(1) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0.5
            CATransaction.commit()
            let late = CALayer()
            late.opacity = 0.25
            stage.rootLayer.addSublayer(late)
        }
        XCTAssertEqual(scalar(value(stage, [0], "opacity", at: 1.05)), 0.5, accuracy: 1e-9)
        XCTAssertEqual(value(stage, [1], "hidden", at: 0.5), .bool(true))
        XCTAssertEqual(value(stage, [1], "hidden", at: 1.0), .bool(false))
        XCTAssertEqual(scalar(value(stage, [1], "opacity", at: 1.05)), 0.25, accuracy: 1e-9)
    }

    func testTransactionCompletionFiresAtVirtualTimeAndLoopStopsAtEnd() {
        let stage = Stage(width: 100, height: 100, duration: 3)
        let layer = CALayer()
        stage.rootLayer.addSublayer(layer)
        var fired: [Double] = []
        func loop() {
            CATransaction.begin()
            CATransaction.setCompletionBlock {
                fired.append(CACurrentMediaTime())
                loop()
            }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 0.8
            layer.add(fade, forKey: "fade")
            CATransaction.commit()
        }
        stage.at(0.2, loop)
        _ = stage.scene
        XCTAssertEqual(fired.count, 3)
        for (i, t) in fired.enumerated() { XCTAssertEqual(t, 0.2 + 0.8 * Double(i + 1), accuracy: 1e-9) }
    }

    func testUIViewAnimateWithDelayRepeatAndCompletion() {
        let stage = Stage(width: 100, height: 100, duration: 4)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.view.addSubview(view)
        var done: Double?
        stage.at(1) {
            UIView.animate(
                withDuration: 1, delay: 0.5, options: [.curveLinear],
                animations: {
                    view.alpha = 0
                }, completion: { _ in done = CACurrentMediaTime() })
        }
        XCTAssertEqual(scalar(value(stage, [0], "opacity", at: 1.25)), 1, accuracy: 1e-9)  // held during the delay
        XCTAssertEqual(scalar(value(stage, [0], "opacity", at: 2.0)), 0.5, accuracy: 1e-9)
        XCTAssertEqual(scalar(value(stage, [0], "opacity", at: 3.0)), 0, accuracy: 1e-9)
        XCTAssertEqual(done ?? -1, 2.5, accuracy: 1e-9)
    }

    func testKeyframeBlockAndRemoval() {
        let stage = Stage(width: 100, height: 100, duration: 4)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.view.addSubview(view)
        stage.at(0) {
            UIView.animateKeyframes(
                withDuration: 2, delay: 0, options: [],
                animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                        view.center = CGPoint(x: 45, y: 5)
                    }
                })
        }
        let moved = UIView(frame: .zero)
        stage.view.addSubview(moved)
        stage.at(3) { moved.removeFromSuperview() }
        XCTAssertEqual(scalar(value(stage, [0], "position", at: 0.9)), 5, accuracy: 1e-9)
        XCTAssertEqual(scalar(value(stage, [0], "position", at: 2.5)), 45, accuracy: 1e-9)
        XCTAssertEqual(value(stage, [1], "hidden", at: 3.5), .bool(true))
    }

    func testCrossDissolveTransitionFadesTheSnapshot() {
        let stage = Stage(width: 100, height: 100, duration: 2)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.backgroundColor = .red
        stage.view.addSubview(view)
        stage.at(0.5) {
            UIView.transition(
                with: view, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                animations: {
                    view.backgroundColor = .blue
                })
        }
        let snapshot = stage.timeline.snapshot(at: 1)
        XCTAssertEqual(snapshot.layers.count, 2)
        XCTAssertEqual(snapshot.layers[1].backgroundColor, UIColor.red.cgColor)
        XCTAssertEqual(snapshot.layers[1].opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(snapshot.layers[0].backgroundColor, UIColor.blue.cgColor)
        XCTAssertEqual(stage.timeline.snapshot(at: 1.6).layers[1].isHidden, true)
    }
}

/// The Swift API's exports check the images and fonts a scene names before rendering, as the
/// command line does: the renderer draws nothing for an asset it cannot load.
final class StageAssetTests: XCTestCase {
    /// Exports a stage whose one layer `configure` sets up, with its images in an empty folder.
    private func exportError(_ configure: (CALayer) -> Void) throws -> String? {
        let directory = NSTemporaryDirectory() + "reel-stage-assets-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stage = Stage(width: 20, height: 20, duration: 0.1)
        stage.imageDirectory = directory
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        configure(layer)
        stage.rootLayer.addSublayer(layer)
        defer { XCTAssertEqual(try? FileManager.default.contentsOfDirectory(atPath: directory), [], "nothing written") }
        do {
            try stage.export(to: directory + "/out.gif", quiet: true)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testAMissingImageFailsTheExportNamingIt() throws {
        let message = try exportError { $0.contents = "missing.png" }
        XCTAssertEqual(
            message?.hasPrefix("layers[0].contents: cannot load the image 'missing.png'"), true, message ?? "no error")
    }

    func testAMissingFontFileFailsTheExportNamingIt() throws {
        let message = try exportError { layer in
            let text = CATextLayer()
            text.string = "A"
            text.font = "missing.ttf"
            layer.addSublayer(text)
        }
        XCTAssertEqual(
            message?.hasPrefix("layers[0].sublayers[0].font: cannot load the font 'missing.ttf'"), true,
            message ?? "no error")
    }
}
