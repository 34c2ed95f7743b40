import Foundation
import ReelCoreAnimation

/// `UIViewController`, reduced to what animation code touches: a lazily loaded `view`
/// (`loadView`, then `viewDidLoad`) and modal presentation with custom transitions
/// (`present`, `dismiss`, `transitioningDelegate`). Put the first one on screen with
/// `stage.show(controller)`. Presentation is full screen: the presenting view leaves the screen
/// when a presentation completes and comes back for the dismissal.
open class UIViewController: NSObject {
    private var loadedView: UIView?
    /// The controller's view, loaded (and `viewDidLoad` called) on first use.
    public var view: UIView! {
        get {
            if loadedView == nil {
                loadView()
                if loadedView == nil { loadedView = UIView(frame: Self.screenBounds) }
                viewDidLoad()
            }
            return loadedView
        }
        set { loadedView = newValue }
    }
    public var isViewLoaded: Bool { loadedView != nil }
    /// The object that vends the animators of this controller's presentation and dismissal.
    public weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    public private(set) weak var presentingViewController: UIViewController?
    public private(set) var presentedViewController: UIViewController?
    /// Accepted; every presentation is full screen.
    public var modalPresentationStyle = UIModalPresentationStyle.fullScreen
    public var title: String?

    public override init() { super.init() }
    /// Reel has no nibs: the same as `init()`.
    public convenience init(nibName: String?, bundle: Bundle?) { self.init() }
    /// Reel has no archives: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// Makes `view` (a view the size of the stage unless overridden).
    open func loadView() { loadedView = UIView(frame: Self.screenBounds) }
    open func viewDidLoad() {}

    /// The stage's bounds (its root view's, whose layer is the clock's root layer).
    private static var screenBounds: CGRect { AuthoringContext.current.stage?.rootLayer?.bounds ?? .zero }

    /// Presents `viewController` over this one: with its `transitioningDelegate`'s animator, or
    /// sliding up from the bottom (0.5 s); `completion` runs when the transition completes.
    /// As in UIKit, a controller whose view is not on screen, or that is already presenting,
    /// presents nothing and never calls `completion`; the stage records a warning instead.
    open func present(_ viewController: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        guard presentedViewController == nil, let container = view.superview else {
            let reason =
                presentedViewController != nil
                ? "the presenting controller is already presenting one"
                : "the presenting controller's view is not on screen (show it with stage.show(_:))"
            AuthoringContext.current.stage?.warn(
                "present(_:animated:completion:) did nothing and skipped its completion: \(reason)")
            return
        }
        viewController.presentingViewController = self
        presentedViewController = viewController
        let animator =
            flag
            ? viewController.transitioningDelegate?.animationController(
                forPresented: viewController, presenting: self, source: self)
                ?? CoverVerticalAnimator(isPresenting: true) : nil
        let context = TransitionContext(container: container, from: self, to: viewController, isAnimated: flag) {
            didComplete in
            if didComplete {
                self.view.removeFromSuperview()
            } else {
                viewController.view.removeFromSuperview()
                self.presentedViewController = nil
                viewController.presentingViewController = nil
            }
            animator?.animationEnded(didComplete)
            completion?()
        }
        viewController.view.frame = container.bounds
        run(animator, context)
    }

    /// Dismisses the controller this one presented, or this one if it was presented.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let presenting = presentedViewController != nil ? self : presentingViewController,
            let presented = presenting.presentedViewController, let container = presented.view.superview
        else { return }
        let animator =
            flag
            ? presented.transitioningDelegate?.animationController(forDismissed: presented)
                ?? CoverVerticalAnimator(isPresenting: false) : nil
        let context = TransitionContext(container: container, from: presented, to: presenting, isAnimated: flag) {
            didComplete in
            if didComplete {
                presented.view.removeFromSuperview()
                presenting.presentedViewController = nil
                presented.presentingViewController = nil
            } else {
                presenting.view.removeFromSuperview()
            }
            animator?.animationEnded(didComplete)
            completion?()
        }
        run(animator, context)
    }

    private func run(_ animator: UIViewControllerAnimatedTransitioning?, _ context: TransitionContext) {
        if let animator {
            animator.animateTransition(using: context)
        } else {
            // Not animated: the destination appears at once, below nothing.
            if let to = context.view(forKey: .to) { context.containerView.addSubview(to) }
            context.completeTransition(true)
        }
    }
}

/// `UIModalPresentationStyle`: accepted; Reel presents every controller full screen.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, automatic
}
