import Foundation
import ReelCoreAnimation

/// A screen's worth of views, reduced to what animation code touches: a lazily loaded ``view``
/// and modal presentation with custom transitions.
///
/// The view is made on first use (``loadView()``, then ``viewDidLoad()``). ``present(_:animated:completion:)``
/// and ``dismiss(animated:completion:)`` run the ``transitioningDelegate``'s animators on the
/// stage's clock. Put the first controller on screen with ``Stage/show(_:)``, as a window's root
/// view controller. Every presentation is full screen: the presenting view leaves the screen when
/// a presentation completes and comes back for the dismissal.
open class UIViewController: NSObject {
    private var loadedView: UIView?
    /// The controller's root view, loaded on first use: ``loadView()``, then ``viewDidLoad()``.
    ///
    /// Setting it replaces the view without calling either.
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
    /// Whether ``view`` has been loaded (or set); reading it does not load the view.
    public var isViewLoaded: Bool { loadedView != nil }
    /// The object that vends the animators of this controller's presentation and dismissal; nil
    /// for the default transition (sliding up from the bottom, and back down).
    public weak var transitioningDelegate: UIViewControllerTransitioningDelegate?
    /// The controller that presented this one; nil when it was not presented or has been
    /// dismissed.
    public private(set) weak var presentingViewController: UIViewController?
    /// The controller this one presents; nil when it presents none.
    public private(set) var presentedViewController: UIViewController?
    /// Accepted and ignored: every presentation is full screen.
    public var modalPresentationStyle = UIModalPresentationStyle.fullScreen
    /// A title; accepted and shown nowhere (Reel has no navigation bars).
    public var title: String?

    /// A controller whose view is not loaded yet.
    public override init() { super.init() }
    /// The same as ``init()``: Reel has no nibs.
    ///
    /// - Parameters:
    ///   - nibName: Ignored.
    ///   - bundle: Ignored.
    public convenience init(nibName: String?, bundle: Bundle?) { self.init() }
    /// Always nil: Reel has no archives.
    ///
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) { return nil }

    /// Makes ``view``; called once, on first use of the view.
    ///
    /// The default makes a plain ``UIView`` the size of the stage (zero outside a stage).
    /// Override it to build your own view and assign it to ``view``, without calling `super`.
    open func loadView() { loadedView = UIView(frame: Self.screenBounds) }
    /// Called once, after the view is loaded: override it to set the view up. Does nothing by
    /// default.
    open func viewDidLoad() {}

    /// The stage's bounds (its root view's, whose layer is the clock's root layer).
    private static var screenBounds: CGRect { AuthoringContext.current.stage?.rootLayer?.bounds ?? .zero }

    /// Presents a controller over this one, full screen.
    ///
    /// The presented view takes the bounds of this view's superview (the container), and the
    /// transition runs there: the presented controller's ``transitioningDelegate`` animator, or a
    /// 0.5 s slide up from the bottom. This view leaves the screen when the transition completes.
    /// As in UIKit, a controller whose view is not on screen, or that is already presenting,
    /// presents nothing and never calls `completion`; the stage records a warning instead
    /// (``Stage/warnings``).
    ///
    /// - Parameters:
    ///   - viewController: The controller to present.
    ///   - flag: Whether to animate; false shows the presented view at once.
    ///   - completion: Called when the transition completes, at that virtual time.
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

    /// Dismisses the controller this one presented, or this one if it presents none and was
    /// presented.
    ///
    /// The presenting view must be put back by the animator (the default one, a 0.5 s slide down,
    /// inserts it below the presented view); the presented view leaves the screen when the
    /// transition completes. Does nothing, and never calls `completion`, when there is nothing to
    /// dismiss.
    ///
    /// - Parameters:
    ///   - flag: Whether to animate; false removes the presented view at once.
    ///   - completion: Called when the transition completes, at that virtual time.
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

/// How a presented controller covers the screen, with UIKit's cases (`popover` aside).
///
/// Accepted and ignored: Reel presents every controller full screen, the presenting view leaving
/// the screen when the presentation completes.
public enum UIModalPresentationStyle: Int, Sendable {
    /// Covers the screen, the presenting view leaving it; what Reel always does.
    case fullScreen
    /// UIKit's sheet, partly covering the presenting view; full screen in Reel.
    case pageSheet
    /// UIKit's centred form; full screen in Reel.
    case formSheet
    /// UIKit covers the presenting context's view only; full screen in Reel.
    case currentContext
    /// UIKit's custom presentation controller; full screen in Reel.
    case custom
    /// UIKit covers the screen, keeping the presenting view under it; full screen in Reel.
    case overFullScreen
    /// UIKit covers the presenting context's view, keeping it under; full screen in Reel.
    case overCurrentContext
    /// UIKit's choice for the platform (a sheet on iOS 13 and later); full screen in Reel.
    case automatic
}
