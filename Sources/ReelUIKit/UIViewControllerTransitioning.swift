import Foundation
import ReelCoreAnimation

/// `UIViewControllerAnimatedTransitioning`: animates a presentation or dismissal in the
/// context's container view, then calls `completeTransition`.
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// `UIViewControllerTransitioningDelegate`: vends the animators of custom transitions (nil for
/// the default slide from the bottom).
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController,
        source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    { nil }
}

/// `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewKey(rawValue: "from")
    public static let to = UITransitionContextViewKey(rawValue: "to")
}

/// `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let from = UITransitionContextViewControllerKey(rawValue: "from")
    public static let to = UITransitionContextViewControllerKey(rawValue: "to")
}

/// `UIViewControllerContextTransitioning`: what an animator is given.
public protocol UIViewControllerContextTransitioning: AnyObject {
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Ends the transition (at the current virtual time); call it exactly once.
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
