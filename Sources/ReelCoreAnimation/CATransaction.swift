import ReelTimeline

/// `CATransaction`: groups changes; sets the duration and curve of the implicit animations made
/// inside, can disable them, and calls a completion block when every animation added inside has
/// finished, at that virtual time. Outside `begin`/`commit` the settings apply to the implicit
/// transaction, which ends when the stage's clock moves on.
public enum CATransaction {
    /// One transaction's settings and the animations added while it was open.
    final class State {
        let explicit: Bool
        var duration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disableActions = false
        var completion: (() -> Void)?
        var records: [AnimationRecord] = []
        init(explicit: Bool) { self.explicit = explicit }
    }

    private static var context: AuthoringContext { AuthoringContext.current }

    /// Opens a transaction; settings are inherited from the enclosing one.
    public static func begin() {
        let outer = context.transaction
        let state = State(explicit: true)
        (state.duration, state.timingFunction, state.disableActions) = (
            outer.duration, outer.timingFunction, outer.disableActions
        )
        context.transactions.append(state)
    }

    /// Closes the innermost transaction; its completion block is scheduled for when its animations end.
    public static func commit() {
        guard let state = context.transactions.popLast() else { return }
        // Animations added in a nested transaction count for the enclosing one as well.
        context.transaction.records += state.records
        if let completion = state.completion { CompletionTracker.schedule(completion, after: state.records) }
    }

    /// Commits outstanding changes now (a no-op: Reel commits at the end of each virtual instant).
    public static func flush() {}

    /// The duration of implicit animations (0.25 s by default).
    public static func animationDuration() -> CFTimeInterval { context.transaction.duration }
    public static func setAnimationDuration(_ duration: CFTimeInterval) { context.transaction.duration = duration }
    /// The curve of implicit animations (nil: the default curve).
    public static func animationTimingFunction() -> CAMediaTimingFunction? { context.transaction.timingFunction }
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        context.transaction.timingFunction = function
    }
    /// Whether property changes make implicit animations.
    public static func disableActions() -> Bool { context.transaction.disableActions }
    public static func setDisableActions(_ flag: Bool) { context.transaction.disableActions = flag }
    /// The block run when every animation added in this transaction has finished.
    public static func completionBlock() -> (() -> Void)? { context.transaction.completion }
    public static func setCompletionBlock(_ block: (() -> Void)?) { context.transaction.completion = block }

    /// Records an animation added while the transaction is open.
    package static func didAdd(_ record: AnimationRecord) { context.transaction.records.append(record) }

    /// Ends the implicit transaction (the stage does this whenever its clock moves on).
    static func endImplicitTransaction() {
        let state = context.implicitTransaction
        context.implicitTransaction = State(explicit: false)
        if let completion = state.completion { CompletionTracker.schedule(completion, after: state.records) }
    }
}
