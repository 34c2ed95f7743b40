import Foundation
import Reel
import ReelAPITestSupport
import XCTest

/// UIView animation blocks and transitions on the virtual clock, checked on presentation values
/// (tolerance 1e-9 unless stated).
final class UIViewAnimationTests: XCTestCase {
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
        XCTAssertEqual(stage.timeline.number("position", [0], at: 0.5), 10, accuracy: 1e-9)
        // Half-way through 0.25 s with the default curve (0.25, 0.1, 0.25, 1).
        let expected = 10 + 40 * TimingFunction.default(0.5)
        XCTAssertEqual(stage.timeline.number("position", [0], at: 1.125), expected, accuracy: 1e-9)
        XCTAssertEqual(stage.timeline.number("position", [0], at: 1.5), 50, accuracy: 1e-9)
        XCTAssertEqual(stage.timeline.number("position", [1], at: 0.99), 5, accuracy: 1e-9)
        XCTAssertEqual(stage.timeline.number("position", [1], at: 1.01), 55, accuracy: 1e-9)
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
        XCTAssertEqual(stage.timeline.number("opacity", [0], at: 1.25), 1, accuracy: 1e-9)  // held during the delay
        XCTAssertEqual(stage.timeline.number("opacity", [0], at: 2.0), 0.5, accuracy: 1e-9)
        XCTAssertEqual(stage.timeline.number("opacity", [0], at: 3.0), 0, accuracy: 1e-9)
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
        XCTAssertEqual(stage.timeline.number("position", [0], at: 0.9), 5, accuracy: 1e-9)
        XCTAssertEqual(stage.timeline.number("position", [0], at: 2.5), 45, accuracy: 1e-9)
        XCTAssertEqual(stage.timeline.value("hidden", [1], at: 3.5), .bool(true))
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
