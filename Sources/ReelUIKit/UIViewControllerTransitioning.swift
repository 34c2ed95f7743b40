import Foundation
import ReelCoreAnimation

/// An object that animates a presentation or a dismissal, as in UIKit.
///
/// ``UIViewController/present(_:animated:completion:)`` and
/// ``UIViewController/dismiss(animated:completion:)`` call ``animateTransition(using:)`` at the
/// stage's current time; the animator adds the incoming view to the context's container view,
/// animates (with ``UIView/animate(withDuration:delay:options:animations:completion:)`` or layer
/// animations), and calls ``UIViewControllerContextTransitioning/completeTransition(_:)`` when
/// done, typically from the animation's completion block.
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition lasts; Reel does not call it, so it is for
    /// ``animateTransition(using:)`` to use.
    ///
    /// - Parameter transitionContext: The transition's context.
    /// - Returns: Seconds.
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Runs the transition: add the `to` view to the container, animate, then complete the
    /// context.
    ///
    /// - Parameter transitionContext: The container, the two controllers and their views, and
    ///   the completion to call.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called after the transition completed, at that virtual time; optional.
    ///
    /// - Parameter transitionCompleted: The value passed to
    ///   ``UIViewControllerContextTransitioning/completeTransition(_:)``.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// Does nothing.
    ///
    /// - Parameter transitionCompleted: Whether the transition completed.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// An object that vends the animators of a controller's custom presentation and dismissal.
///
/// Set it as the presented controller's ``UIViewController/transitioningDelegate``; a method
/// that returns nil (as both do unless implemented) leaves the default transition, a 0.5 s slide
/// up from the bottom and back down.
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animator of a presentation.
    ///
    /// - Parameters:
    ///   - presented: The controller being presented.
    ///   - presenting: The controller presenting it.
    ///   - source: The controller whose ``UIViewController/present(_:animated:completion:)`` was
    ///     called; the same as `presenting` in Reel.
    /// - Returns: An animator, or nil for the default transition.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// The animator of a dismissal.
    ///
    /// - Parameter dismissed: The controller being dismissed.
    /// - Returns: An animator, or nil for the default transition.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
}

extension UIViewControllerTransitioningDelegate {
    /// No animator: the presentation slides up from the bottom.
    ///
    /// - Parameters:
    ///   - presented: The controller being presented.
    ///   - presenting: The controller presenting it.
    ///   - source: The controller whose `present` was called.
    /// - Returns: nil.
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    /// No animator: the dismissal slides down.
    ///
    /// - Parameter dismissed: The controller being dismissed.
    /// - Returns: nil.
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    { nil }
}

/// A key naming one of a transition's two views, for
/// ``UIViewControllerContextTransitioning/view(forKey:)``.
public struct UITransitionContextViewKey: Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key with a name; only ``from`` and ``to`` name a view.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving: the presenting one in a presentation, the presented one in a dismissal.
    public static let from = UITransitionContextViewKey(rawValue: "from")
    /// The view arriving: the presented one in a presentation, the presenting one in a dismissal.
    public static let to = UITransitionContextViewKey(rawValue: "to")
}

/// A key naming one of a transition's two controllers, for
/// ``UIViewControllerContextTransitioning/viewController(forKey:)``.
public struct UITransitionContextViewControllerKey: Hashable, Sendable {
    /// The key's name.
    public let rawValue: String
    /// A key with a name; only ``from`` and ``to`` name a controller.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller leaving: the presenting one in a presentation, the presented one in a
    /// dismissal.
    public static let from = UITransitionContextViewControllerKey(rawValue: "from")
    /// The controller arriving: the presented one in a presentation, the presenting one in a
    /// dismissal.
    public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

/// What an animator is given: the container view, the two controllers and their views, and the
/// completion to call.
///
/// Reel makes it; an animator only uses it.
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition runs in: the superview of the presenting controller's view in a
    /// presentation, of the presented controller's in a dismissal.
    var containerView: UIView { get }
    /// Whether the transition is animated; always true for an animator, since Reel runs an
    /// unanimated transition without one.
    var isAnimated: Bool { get }
    /// One of the two controllers' views.
    ///
    /// - Parameter key: ``UITransitionContextViewKey/from`` or ``UITransitionContextViewKey/to``.
    /// - Returns: That controller's view (loading it if needed); nil for another key.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// One of the two controllers.
    ///
    /// - Parameter key: ``UITransitionContextViewControllerKey/from`` or
    ///   ``UITransitionContextViewControllerKey/to``.
    /// - Returns: That controller; nil for another key.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// Where a controller's view is when the transition starts.
    ///
    /// - Parameter vc: One of the transition's controllers.
    /// - Returns: The container's bounds for the `from` controller; a zero rectangle for the
    ///   other (its starting place is the animator's choice).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where a controller's view must be when the transition ends.
    ///
    /// - Parameter vc: One of the transition's controllers.
    /// - Returns: The container's bounds for the `to` controller; a zero rectangle for the other
    ///   (it leaves the screen).
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Ends the transition at the current virtual time; call it exactly once (later calls are
    /// ignored).
    ///
    /// With true, the presentation or dismissal takes effect (the `from` view leaves the screen);
    /// with false, it is cancelled (the `to` view is removed). Then the animator's
    /// ``UIViewControllerAnimatedTransitioning/animationEnded(_:)`` and the completion of
    /// `present` or `dismiss` are called.
    ///
    /// - Parameter didComplete: Whether the transition completed.
    func completeTransition(_ didComplete: Bool)
}

/// The context of one presentation or dismissal.
final class TransitionContext: UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    private let from: UIViewController, to: UIViewController
    private var finish: ((Bool) -> Void)?

    init(
        container: UIView, from: UIViewController, to: UIViewController, isAnimated: Bool,
        finish: @escaping (Bool) -> Void
    ) {
        (containerView, self.from, self.to, self.isAnimated, self.finish) = (container, from, to, isAnimated, finish)
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? from.view : key == .to ? to.view : nil
    }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }
    func initialFrame(for vc: UIViewController) -> CGRect { vc === from ? containerView.bounds : .zero }
    func finalFrame(for vc: UIViewController) -> CGRect { vc === to ? containerView.bounds : .zero }
    func completeTransition(_ didComplete: Bool) {
        let finish = self.finish
        self.finish = nil
        finish?(didComplete)
    }
}

/// The default modal transition: the presented view slides up from the bottom, and back down.
final class CoverVerticalAnimator: UIViewControllerAnimatedTransitioning {
    let isPresenting: Bool
    init(isPresenting: Bool) { self.isPresenting = isPresenting }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let bounds = container.bounds
        let below = CGRect(x: bounds.minX, y: bounds.maxY, width: bounds.width, height: bounds.height)
        if isPresenting, let to = transitionContext.view(forKey: .to) {
            container.addSubview(to)
            to.frame = below
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), animations: { to.frame = bounds }
            ) { _ in
                transitionContext.completeTransition(true)
            }
        } else if let from = transitionContext.view(forKey: .from), let to = transitionContext.view(forKey: .to) {
            container.insertSubview(to, belowSubview: from)
            UIView.animate(
                withDuration: transitionDuration(using: transitionContext), animations: { from.frame = below }
            ) { _ in
                transitionContext.completeTransition(true)
            }
        }
    }
}
