import Foundation
import ReelTimeline

/// The per-thread state of authoring: the stage whose clock runs, the open transactions and
/// UIView animation blocks. Authoring is synchronous and single-threaded (like UIKit's main
/// thread); each thread gets its own context so tests on different threads do not meet.
package final class AuthoringContext {
    /// The clock of the stage most recently created or running on this thread.
    package weak var stage: StageClock?
    /// Explicit transactions, innermost last; the implicit one is `implicitTransaction`.
    var transactions: [CATransaction.State] = []
    var implicitTransaction = CATransaction.State(explicit: false)
    /// UIView animation blocks being recorded, innermost last.
    package var viewAnimations: [any ViewAnimationBlock] = []

    package static var current: AuthoringContext {
        let key = "ReelCoreAnimation.AuthoringContext"
        if let context = Thread.current.threadDictionary[key] as? AuthoringContext { return context }
        let context = AuthoringContext()
        Thread.current.threadDictionary[key] = context
        return context
    }

    /// The innermost transaction (explicit, else the implicit one).
    var transaction: CATransaction.State {
        transactions.last ?? implicitTransaction
    }
}

/// A UIView animation block being recorded (UIKit's `UIView.animate`): a view's backing layer
/// hands it the changes made inside instead of animating them itself.
package protocol ViewAnimationBlock: AnyObject {
    /// A change of `keyPath` on `layer` from the model value `from` (`presentation` on screen) to `to`.
    func record(
        layer: CALayer, keyPath: String, from: AnimationValue, presentation: AnimationValue, to: AnimationValue)
}

/// The current time of Core Animation's clock: on Reel, the virtual time of the stage on this thread.
///
/// An animation whose ``CAAnimation/beginTime`` is 0 begins now; `CACurrentMediaTime() + 1` is a
/// second from now. The time moves only when the stage's clock does, never with the wall clock.
///
/// - Returns: The stage's current time in seconds, or 0 when this thread has no stage.
public func CACurrentMediaTime() -> CFTimeInterval {
    AuthoringContext.current.stage?.now ?? 0
}
