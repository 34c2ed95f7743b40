import Foundation

/// The per-thread state of authoring: the stage whose clock runs, the open transactions and
/// UIView animation blocks. Authoring is synchronous and single-threaded (like UIKit's main
/// thread); each thread gets its own context so tests on different threads do not meet.
final class AuthoringContext {
    /// The stage most recently created or running on this thread.
    weak var stage: Stage?
    /// Explicit transactions, innermost last; the implicit one is `implicitTransaction`.
    var transactions: [CATransaction.State] = []
    var implicitTransaction = CATransaction.State(explicit: false)
    /// UIView animation blocks being recorded, innermost last.
    var viewAnimations: [UIView.AnimationContext] = []

    static var current: AuthoringContext {
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

/// The current virtual time of the stage running on this thread (Core Animation's clock), 0 when
/// there is none. Animations whose `beginTime` is 0 begin now; `CACurrentMediaTime() + 1` is a
/// second from now.
public func CACurrentMediaTime() -> CFTimeInterval {
    AuthoringContext.current.stage?.now ?? 0
}
