import ReelEncode
import ReelGeometry
import ReelRaster

/// One PNG file per frame (RGBA, straight alpha), written into an `AtomicDirectory`'s temporary
/// folder. The bytes depend only on the pixels (`PNGWriter` is bit-exact), so a sequence is the
/// same whatever the thread count.
final class PNGSequenceEncoder: FrameEncoder {
    let passCount = 1
    private let output: AtomicDirectory

    init(output: AtomicDirectory) {
        self.output = output
    }

    func encode(_ frame: Pixmap, index: Int, pass: Int) throws {
        try PNGWriter.write(frame, to: output.pathForFrame(index))
    }

    func finish() throws {}
}
