import ReelTimeline

/// An animation added to a layer: the copy the layer keeps, its compiled value, and when it ends
/// in stage time (infinite while it repeats forever). Removing it early moves the end.
package final class AnimationRecord {
    let key: String?
    let object: CAAnimation
    var animation: Animation
    /// Stage time when it was added.
    let addedAt: Double
    /// Stage times of its active period.
    let start: Double
    private(set) var end: Double
    /// Set when the animation was removed (or replaced) before it ended.
    package private(set) var removedAt: Double?
    private var observers: [() -> Void] = []
    /// Whether a UIView animation block made it (UIKit retargets those additively).
    package var isViewAnimation = false

    init(key: String?, object: CAAnimation, animation: Animation, addedAt: Double, start: Double, end: Double) {
        (self.key, self.object, self.animation, self.addedAt, self.start, self.end) = (
            key, object, animation, addedAt, start, end
        )
    }

    /// Cuts the animation off at `time`.
    func remove(at time: Double) {
        guard removedAt == nil else { return }
        removedAt = time
        if time < end {
            end = time
            observers.forEach { $0() }
        }
    }

    func observe(_ observer: @escaping () -> Void) { observers.append(observer) }

    /// Whether it still affects its layer at `time` (what `animation(forKey:)` reports).
    func isAttached(at time: Double) -> Bool {
        if let removedAt, removedAt <= time { return false }
        return !(animation.isRemovedOnCompletion && time >= end)
    }
}

/// Runs completion blocks (transactions, UIView animations, delegates) once every animation they
/// wait for has ended, at that virtual time.
package enum CompletionTracker {
    /// Calls `block` at the latest end of `records` (now when there are none; never when one
    /// repeats forever).
    package static func schedule(
        _ block: @escaping () -> Void, after records: [AnimationRecord], stage: StageClock? = nil
    ) {
        guard let stage = stage ?? AuthoringContext.current.stage else { return }
        final class Pending {
            var fired = false
            var scheduledFor = -Double.infinity
        }
        let pending = Pending()
        func arm() {
            let end = records.map(\.end).max() ?? stage.now
            guard end.isFinite, !pending.fired, end != pending.scheduledFor else { return }
            pending.scheduledFor = end
            stage.at(max(end, stage.now)) {
                guard !pending.fired, pending.scheduledFor == end else { return }
                pending.fired = true
                block()
            }
        }
        for record in records { record.observe { arm() } }
        arm()
    }
}
