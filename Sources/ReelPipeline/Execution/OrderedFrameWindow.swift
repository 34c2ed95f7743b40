import Foundation

/// The shared state of a `DispatchFrameExecutor` run: which frame to claim next, the finished
/// frames waiting for the consumer, and the first error.
///
/// Every field is read and written under `condition`'s lock, which makes the class safe to share
/// between the workers and the consumer (hence `@unchecked Sendable`). Waits are on one condition
/// with `broadcast`: there are a handful of threads, and every change may unblock any of them.
/// The lock is taken a few times per frame, never per pixel: next to rendering a frame it is free.
final class OrderedFrameWindow<Output: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private let end: Int
    private let limit: Int
    private var nextToClaim: Int
    /// Frames below this index have been consumed and their slots given back.
    private var released: Int
    private var ready: [Int: Output] = [:]
    private var failure: (any Error)?
    private var stopped = false
    /// How many times the state changed (every `broadcast`): a worker back from a job waits only
    /// if nothing changed meanwhile, or it would sleep through a wake-up it was not waiting for.
    private var changes = 0

    /// A window over `indices` holding at most `limit` frames in flight.
    init(_ indices: Range<Int>, limit: Int) {
        precondition(limit >= 1, "a window holds at least one frame")
        end = indices.upperBound
        nextToClaim = indices.lowerBound
        released = indices.lowerBound
        self.limit = limit
    }

    /// The next frame for a worker to produce; nil when there is nothing left or the run has
    /// stopped. While no frame can be claimed (the window is full), the worker runs `spare`'s
    /// jobs, and waits only when none is waiting; with `spare`, a worker also stays once every
    /// frame is claimed, taking the jobs the consumer posts, until the run stops.
    func claim(runningMeanwhile spare: (() -> Bool)? = nil) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !stopped {
            if nextToClaim < end && nextToClaim - released < limit {
                nextToClaim += 1
                return nextToClaim - 1
            }
            guard let spare else {
                if nextToClaim >= end { return nil }
                condition.wait()
                continue
            }
            // A job posted, a frame released or the run stopped while this one ran (or after it
            // found none) shows in the count.
            let seen = changes
            condition.unlock()
            let ran = spare()
            condition.lock()
            if !ran && changes == seen { condition.wait() }
        }
        return nil
    }

    /// Wakes workers waiting for a frame: the encoder posted a job they may run (`SpareWork`).
    func wake() {
        condition.lock()
        defer { condition.unlock() }
        changed()
    }

    /// Stores a worker's finished frame.
    func deliver(_ output: Output, at index: Int) {
        condition.lock()
        defer { condition.unlock() }
        guard !stopped else { return }
        ready[index] = output
        changed()
    }

    /// Records a worker's error (the first one wins) and stops the run.
    func fail(_ error: any Error) {
        condition.lock()
        defer { condition.unlock() }
        if failure == nil { failure = error }
        stopped = true
        changed()
    }

    /// Waits for frame `index` and hands it to the consumer; throws a worker's error instead.
    func take(_ index: Int) throws -> Output {
        condition.lock()
        defer { condition.unlock() }
        while ready[index] == nil && failure == nil {
            condition.wait()
        }
        if let failure { throw failure }
        return ready.removeValue(forKey: index)!
    }

    /// Gives back the slot of the frame just consumed, so a worker may claim another.
    func release() {
        condition.lock()
        defer { condition.unlock() }
        released += 1
        changed()
    }

    /// Tells the workers to stop claiming frames and drops any that are waiting.
    func stop() {
        condition.lock()
        defer { condition.unlock() }
        stopped = true
        ready.removeAll()
        changed()
    }

    /// Under the lock: wakes every waiting thread and counts the change.
    private func changed() {
        changes += 1
        condition.broadcast()
    }
}
