import ReelTimeline

/// Groups layer changes, with the settings of the implicit animations they make.
///
/// A transaction sets the duration and curve of the implicit animations made inside it, can
/// disable them, and runs a completion block when every animation added inside it has finished,
/// at that virtual time. Outside ``begin()`` and ``commit()`` the settings apply to the implicit
/// transaction, which ends when the stage's clock moves on. The settings do not affect a view's
/// backing layer, which animates only inside a `UIView` animation block.
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

    /// Opens a transaction, nested in any that is open; it starts with the enclosing one's settings.
    public static func begin() {
        let outer = context.transaction
        let state = State(explicit: true)
        (state.duration, state.timingFunction, state.disableActions) = (
            outer.duration, outer.timingFunction, outer.disableActions
        )
        context.transactions.append(state)
    }

    /// Closes the innermost transaction opened with ``begin()``.
    ///
    /// Its completion block is scheduled for the virtual time its animations end (now when it
    /// added none), and its animations count for the enclosing transaction too. Without an open
    /// transaction it does nothing.
    public static func commit() {
        guard let state = context.transactions.popLast() else { return }
        // Animations added in a nested transaction count for the enclosing one as well.
        context.transaction.records += state.records
        if let completion = state.completion { CompletionTracker.schedule(completion, after: state.records) }
    }

    /// Does nothing: changes are recorded as they are made, and Reel commits at the end of each
    /// virtual instant.
    public static func flush() {}

    /// The duration of the implicit animations the current transaction makes.
    ///
    /// - Returns: The duration in seconds; 0.25 by default.
    public static func animationDuration() -> CFTimeInterval { context.transaction.duration }
    /// Sets the duration of the implicit animations the current transaction makes.
    ///
    /// - Parameter duration: The duration in seconds.
    public static func setAnimationDuration(_ duration: CFTimeInterval) { context.transaction.duration = duration }
    /// The curve of the implicit animations the current transaction makes.
    ///
    /// - Returns: The curve, or `nil` (the default) for ``CAMediaTimingFunctionName/default``.
    public static func animationTimingFunction() -> CAMediaTimingFunction? { context.transaction.timingFunction }
    /// Sets the curve of the implicit animations the current transaction makes.
    ///
    /// - Parameter function: The curve, or `nil` for ``CAMediaTimingFunctionName/default``.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        context.transaction.timingFunction = function
    }
    /// Whether property changes in the current transaction make no implicit animations.
    ///
    /// - Returns: `true` when implicit animations are disabled; `false` by default.
    public static func disableActions() -> Bool { context.transaction.disableActions }
    /// Disables or enables the implicit animations of property changes in the current transaction.
    ///
    /// - Parameter flag: `true` to make changes take effect at once, without animation.
    public static func setDisableActions(_ flag: Bool) { context.transaction.disableActions = flag }
    /// The block run when every animation added in the current transaction has finished.
    ///
    /// - Returns: The block, or `nil` when none is set.
    public static func completionBlock() -> (() -> Void)? { context.transaction.completion }
    /// Sets the block to run when every animation added in the current transaction has finished.
    ///
    /// The block runs at the virtual time the last of them ends (at the current time if there are none;
    /// never if one repeats forever), counting animations added after the block was set, until
    /// the transaction ends. It replaces any block set before in the same transaction.
    ///
    /// - Parameter block: The block to run, or `nil` for none.
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
