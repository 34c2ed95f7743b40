import Foundation
import Reel
import XCTest

/// View controllers: the lazily loaded view, and modal presentation and dismissal with the
/// default slide from the bottom or a custom animator, checked on the layer values drawn.
final class UIViewControllerTests: XCTestCase {
    private let white = RGBA8(r: 255, g: 255, b: 255, a: 255)

    /// Counts its lifecycle calls and makes a view of its own.
    final class Counting: UIViewController {
        var calls: [String] = []
        override func loadView() {
            calls.append("loadView")
            view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        override func viewDidLoad() { calls.append("viewDidLoad") }
    }

    func testTheViewLoadsOnceOnFirstUse() {
        let controller = Counting(nibName: nil, bundle: nil)
        XCTAssertFalse(controller.isViewLoaded)
        XCTAssertEqual(controller.view.bounds.width, 10)
        _ = controller.view
        XCTAssertTrue(controller.isViewLoaded)
        XCTAssertEqual(controller.calls, ["loadView", "viewDidLoad"])
        let stage = Stage(width: 60, height: 40)
        XCTAssertEqual(UIViewController().view.frame, CGRect(x: 0, y: 0, width: 60, height: 40), "the stage's size")
        controller.title = "Counting"
        controller.modalPresentationStyle = .overFullScreen
        XCTAssertEqual(controller.title, "Counting")
        XCTAssertEqual(UIModalPresentationStyle.automatic.rawValue, 7)
        stage.show(controller)
        XCTAssertTrue(controller.view.superview === stage.view)
        XCTAssertEqual(controller.view.frame, stage.view.bounds, "shown filling the stage")
    }

    /// The default presentation slides the presented view up from below the screen in 0.5 s
    /// (ease-in-ease-out), then takes the presenting view off screen; the dismissal slides it back.
    func testTheDefaultPresentationSlidesUpAndTheDismissalDown() {
        let stage = Stage(width: 100, height: 200, duration: 3)
        let presenting = UIViewController()
        let presented = UIViewController()
        stage.show(presenting)
        var log: [(String, Double)] = []
        stage.at(0.5) {
            presenting.present(presented, animated: true) { log.append(("presented", CACurrentMediaTime())) }
            XCTAssertTrue(presenting.presentedViewController === presented)
            XCTAssertTrue(presented.presentingViewController === presenting)
        }
        stage.at(2) {
            presented.dismiss(animated: true) { log.append(("dismissed", CACurrentMediaTime())) }
        }
        stage.finish()
        XCTAssertEqual(log.map(\.0), ["presented", "dismissed"])
        XCTAssertEqual(log[0].1, 1, accuracy: 1e-9)
        XCTAssertEqual(log[1].1, 2.5, accuracy: 1e-9)
        XCTAssertNil(presenting.presentedViewController)
        XCTAssertNil(presented.presentingViewController)
        XCTAssertNil(presented.view.superview)
        XCTAssertTrue(presenting.view.superview === stage.view, "back on screen")
        let timeline = stage.timeline
        // Layers drawn: the presenting view, the presented view.
        for t in [0.6, 0.75, 0.9] {
            let y = 300 - 200 * easeInOut((t - 0.5) / 0.5)
            XCTAssertEqual(timeline.point("position", [1], at: t).y, y, accuracy: 1e-6, "presenting at \(t)")
        }
        XCTAssertEqual(timeline.point("position", [1], at: 1.5).y, 100)
        XCTAssertEqual(timeline.value("hidden", [0], at: 1.5), .bool(true), "the presenting view left the screen")
        XCTAssertEqual(timeline.value("hidden", [0], at: 0.9), .bool(false))
        XCTAssertEqual(timeline.point("position", [1], at: 2.25).y, 100 + 200 * easeInOut(0.5), accuracy: 1e-6)
        XCTAssertEqual(timeline.value("hidden", [1], at: 2.75), .bool(true), "dismissed")
        XCTAssertEqual(timeline.value("hidden", [0], at: 2.25), .bool(false), "back below it for the dismissal")
    }

    /// A fade-in animator from a transitioning delegate, recording what its context gave it.
    final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning,
        UIViewControllerTransitioningDelegate
    {
        var seen: [String: Bool] = [:]
        var ended: [Bool] = []
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
            guard let to = context.view(forKey: .to), let toController = context.viewController(forKey: .to),
                let fromController = context.viewController(forKey: .from)
            else { return }
            seen["animated"] = context.isAnimated
            seen["initial"] = context.initialFrame(for: fromController) == context.containerView.bounds
            seen["final"] = context.finalFrame(for: toController) == context.containerView.bounds
            seen["unknown"] = context.finalFrame(for: fromController) == .zero
            seen["from view"] = context.view(forKey: UITransitionContextViewKey.from) === fromController.view
            seen["controllers"] =
                context.viewController(forKey: UITransitionContextViewControllerKey(rawValue: "from"))
                === fromController
            context.containerView.addSubview(to)
            to.alpha = 0
            UIView.animate(
                withDuration: transitionDuration(using: context), delay: 0, options: .curveLinear,
                animations: { to.alpha = 1 }, completion: { context.completeTransition($0) })
        }
        func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
        func animationController(
            forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
        ) -> UIViewControllerAnimatedTransitioning? { self }
    }

    func testACustomAnimatorPresentsAndTheDefaultDismisses() {
        let stage = Stage(width: 100, height: 100, duration: 3)
        let presenting = UIViewController()
        let presented = UIViewController()
        let animator = FadeAnimator()
        presented.transitioningDelegate = animator
        stage.show(presenting)
        stage.at(1) { presenting.present(presented, animated: true) }
        stage.at(2) { presenting.dismiss(animated: true) }
        stage.finish()
        XCTAssertEqual(
            animator.seen,
            ["animated": true, "initial": true, "final": true, "unknown": true, "from view": true, "controllers": true])
        XCTAssertEqual(animator.ended, [true], "the default dismissal is not the delegate's")
        let timeline = stage.timeline
        XCTAssertEqual(timeline.number("opacity", [1], at: 1.1), 0.25, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("opacity", [1], at: 1.3), 0.75, accuracy: 1e-9)
        XCTAssertEqual(timeline.value("hidden", [0], at: 1.5), .bool(true))
        XCTAssertEqual(
            timeline.point("position", [1], at: 2.25).y, 50 + 100 * easeInOut(0.5), accuracy: 1e-6, "slides down")
    }

    func testAPresentationWithoutAnimationIsImmediate() {
        let stage = Stage(width: 100, height: 100, duration: 2)
        let presenting = UIViewController()
        let presented = UIViewController()
        stage.show(presenting)
        var completed: Double?
        stage.at(1) { presenting.present(presented, animated: false) { completed = CACurrentMediaTime() } }
        stage.at(1.5) { presenting.present(UIViewController(), animated: false) }
        stage.finish()
        XCTAssertEqual(completed, 1)
        XCTAssertTrue(presented.view.superview === stage.view)
        XCTAssertNil(presenting.view.superview)
        XCTAssertEqual(stage.warnings.count, 1, "presenting twice: \(stage.warnings)")
        XCTAssertTrue(stage.warnings.first?.contains("already presenting") == true)
        let timeline = stage.timeline
        XCTAssertEqual(timeline.value("hidden", [1], at: 0.5), .bool(true))
        XCTAssertEqual(timeline.value("hidden", [1], at: 1), .bool(false))
        XCTAssertEqual(timeline.point("position", [1], at: 1).y, 50, "in place at once")
    }

    /// Presenting from a controller whose view is not on screen does nothing, as in UIKit: no
    /// completion, the presented view never appears, and the stage says why.
    func testPresentingFromAControllerOffScreenWarnsAndSkipsTheCompletion() throws {
        let stage = Stage(width: 30, height: 10, duration: 1)
        let presenting = UIViewController()
        let presented = UIViewController()
        presented.view.backgroundColor = UIColor(hex: "#0000ff")
        var completed = false
        presenting.present(presented, animated: false) { completed = true }
        stage.finish()
        XCTAssertFalse(completed)
        XCTAssertNil(presenting.presentedViewController)
        XCTAssertEqual(stage.warnings.count, 1)
        XCTAssertTrue(stage.warnings.first?.contains("stage.show(_:)") == true, "\(stage.warnings)")
        XCTAssertEqual(try stage.frame(at: 1)[15, 5], white)
    }
}
