/// Jobs an encoder posts while frames are drawn, for a render thread that has no frame to draw:
/// the window of frames in flight is full (the consumer is busy with the oldest), or every frame
/// of the pass is claimed and the consumer is still writing the last ones. Without it such a
/// thread sleeps while the consumer runs the jobs itself, one after another (a GIF's last frames'
/// compression, or the frames it must measure before choosing a disposal).
///
/// A job's result must not depend on the thread that runs it, so the output is the same whatever
/// the number of threads.
package struct SpareWork: Sendable {
    /// Runs the oldest job nobody has started, on the calling thread; false when none waits.
    package var runOne: @Sendable () -> Bool
    /// Has the source call the closure given whenever it posts a job, so that threads asleep for
    /// want of a frame look again. Called once, before the pass's frames are drawn.
    package var onPost: @Sendable (_ wake: @escaping @Sendable () -> Void) -> Void

    package init(
        runOne: @escaping @Sendable () -> Bool,
        onPost: @escaping @Sendable (_ wake: @escaping @Sendable () -> Void) -> Void
    ) {
        self.runOne = runOne
        self.onPost = onPost
    }
}
