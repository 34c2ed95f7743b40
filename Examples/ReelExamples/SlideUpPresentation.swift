import Reel

// The seed's custom present/dismiss transition (iOS动画学习笔记, "转场动画"), copied as written.
// What changed from the iOS code: `import Reel` for `import UIKit`; the swipe gesture recognizers
// are gone (Reel has no touches), so `@objc` goes and the stage calls `handleSwipe` at set
// times instead. Everything else compiles unchanged.

class TransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    let duration = 0.5

    var isPresenting = false

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        return duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!
        container.addSubview(toView)

        var animation = {}

        if isPresenting {
            toView.frame = CGRect(
                x: 0, y: toView.bounds.height, width: toView.bounds.width, height: toView.bounds.height)
            animation = {
                toView.frame = CGRect(x: 0, y: 0, width: toView.bounds.width, height: toView.bounds.height)
            }
        } else {
            toView.frame = CGRect(
                x: 0, y: -toView.bounds.height, width: toView.bounds.width, height: toView.bounds.height)
            animation = {
                toView.frame = CGRect(x: 0, y: 0, width: toView.bounds.width, height: toView.bounds.height)
            }
        }

        UIView.animate(
            withDuration: duration,
            animations: {
                animation()
            }
        ) { _ in
            transitionContext.completeTransition(true)
        }

    }
}

class TransViewController: UIViewController, UIViewControllerTransitioningDelegate {

    let animator = TransitionAnimator()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.red
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.isPresenting = false
        return animator
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator.isPresenting = true
        return animator
    }

    func handleSwipe() {
        let vc = SecondVC()
        vc.transitioningDelegate = self
        present(vc, animated: true, completion: nil)

    }

}

class SecondVC: UIViewController {

    override func viewDidLoad() {
        view.backgroundColor = UIColor.yellow
    }

    func handleSwipe() {
        dismiss(animated: true, completion: nil)
    }
}

extension Examples {
    /// The seed's slide-up presentation: the second screen slides up from the bottom at
    /// `presentAt`, and the first slides back down over it at `dismissAt` (0.5 s each, UIKit's
    /// default ease-in-ease-out curve).
    public static func slideUpPresentation(presentAt: Double = 0.5, dismissAt: Double = 2) -> Stage {
        let stage = Stage(width: 320, height: 480, fps: 30, duration: dismissAt + 1)
        let root = TransViewController()
        stage.show(root)
        stage.at(presentAt) { root.handleSwipe() }
        stage.at(dismissAt) { (root.presentedViewController as? SecondVC)?.handleSwipe() }
        return stage
    }
}
