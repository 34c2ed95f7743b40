import ReelEncode
import ReelGeometry
import ReelRaster

/// One PNG file per frame (RGBA, straight alpha), written into an `AtomicDirectory`'s temporary
/// folder. The bytes depend only on the pixels (`PNGWriter` is bit-exact), so a sequence is the
/// same whatever the thread count.
final class PNGSequenceEncoder: FrameEncoder {
    let passCount = 1
    private let output: AtomicDirectory
    /// Where frames go back once written.
    private var frameBuffers: FrameBufferPool?

    init(output: AtomicDirectory) {
        self.output = output
    }

    func recycleFrames(into pool: FrameBufferPool) { frameBuffers = pool }

    func encode(_ frame: Pixmap, index: Int, pass: Int) throws {
        try PNGWriter.write(frame, to: output.pathForFrame(index))
        var done = frame
        frameBuffers?.recycle(&done)
    }

    func finish() throws {}
}
