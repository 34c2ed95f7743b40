import ReelGeometry
import ReelRaster

/// An output format's encoder as the pipeline drives it: frames arrive in order, once per pass.
///
/// Most formats take one pass. One that must see every frame before writing the first (a GIF's
/// global palette) asks for two: the pipeline renders the frames again rather than keep them,
/// because frames are pure and memory must not grow with the animation's length. A new format
/// (APNG, WebP, …) is a new conforming type and a case in `OutputFormat.makeEncoder`.
///
/// Encoders run on one thread (the pipeline's consumer) and are never shared. Work on a frame
/// that needs no other frame (a GIF maps each frame onto its palette) can run on the render
/// threads instead: `preparation(forPass:)` gives it, and `encode` takes its result in order.
package protocol FrameEncoder: AnyObject {
    /// What `encode` takes for each frame: the rendered frame itself unless the encoder prepares it.
    associatedtype Prepared: Sendable = Pixmap

    /// How many times every frame is rendered and passed to `encode`: 1, or 2 for encoders that
    /// analyse the whole animation first.
    var passCount: Int { get }

    /// Called before the first frame of each pass (0-based), in order.
    func beginPass(_ pass: Int) throws

    /// The work of pass `pass` on one frame that depends on no other frame: called once per pass
    /// after `beginPass`, on the consumer; the function it returns runs on any render thread, in
    /// any order, with the frame and its index (as `encode` numbers them). It may take the frame's
    /// buffer (leaving the frame empty) when its result keeps the pixels in another form.
    func preparation(forPass pass: Int) -> @Sendable (inout Pixmap, Int) throws -> Prepared

    /// The memory one prepared frame of `pixels` pixels takes, which bounds how many the
    /// pipeline holds between the render threads and `encode`.
    func preparedBytes(pixels: Int) -> Int

    /// Whether the function `preparation(forPass: pass)` returns keeps nothing of the frame it is
    /// given (it converts it): the pipeline then draws a later frame into that frame's buffer.
    func releasesFrame(afterPreparationIn pass: Int) -> Bool

    /// Called once before the first pass with the pool rendered frames come from, for an encoder
    /// whose `encode` takes the frame itself to hand it back there once written.
    func recycleFrames(into pool: FrameBufferPool)

    /// Jobs `encode` posts during pass `pass` that render threads with no frame to draw may run
    /// (`SpareWork`); nil when it posts none. Called once per pass, after `preparation(forPass:)`.
    func spareWork(forPass pass: Int) -> SpareWork?

    /// Takes frame `index` of the output (0-based, counted from the first exported frame).
    func encode(_ frame: Prepared, index: Int, pass: Int) throws

    /// Completes the file after the last pass; it must be on disk (closed) when this returns.
    func finish() throws
}

extension FrameEncoder {
    package func beginPass(_ pass: Int) throws {}

    /// A frame's worth: 4 bytes a pixel.
    package func preparedBytes(pixels: Int) -> Int { pixels * 4 }

    /// No: the prepared frame may be the frame itself.
    package func releasesFrame(afterPreparationIn pass: Int) -> Bool { false }

    /// Frames written are left to the allocator.
    package func recycleFrames(into pool: FrameBufferPool) {}

    /// No jobs for other threads.
    package func spareWork(forPass pass: Int) -> SpareWork? { nil }

    /// Prepares and encodes `frame` on the calling thread, for callers that have frames one at
    /// a time and in order (converting a video).
    package func prepareAndEncode(_ frame: Pixmap, index: Int, pass: Int) throws {
        // A copy the preparation may take from; the caller's frame keeps its pixels.
        var frame = frame
        try encode(preparation(forPass: pass)(&frame, index), index: index, pass: pass)
    }
}

extension FrameEncoder where Prepared == Pixmap {
    /// No preparation: `encode` takes the rendered frame.
    package func preparation(forPass pass: Int) -> @Sendable (inout Pixmap, Int) throws -> Pixmap {
        { frame, _ in frame }
    }
}
