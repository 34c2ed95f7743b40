import ReelEncode
import ReelGeometry
import ReelRaster

/// A GIF in two passes: the first counts every frame's colours into one global palette, the
/// second writes the frames mapped onto it.
///
/// Frames reach the palette in frame order on one thread, so the palette is the same whatever
/// the number of render threads.
final class GIFFrameEncoder: FrameEncoder {
    let passCount = 2
    private let path: String
    private let width: Int
    private let height: Int
    private let fps: Double
    private let loop: GIFLoop
    private let options: GIFOptions
    /// Dropped once the palette is built: it holds about 9 MB of histogram.
    private var palette: GIFPaletteBuilder? = GIFPaletteBuilder()
    private var writer: GIFWriter?

    init(path: String, width: Int, height: Int, fps: Double, loop: GIFLoop, options: GIFOptions) {
        self.options = options
        self.path = path
        self.width = width
        self.height = height
        self.fps = fps
        self.loop = loop
    }

    func beginPass(_ pass: Int) throws {
        // The transparent entry is reserved even for opaque animations: the writer marks
        // unchanged pixels with it.
        guard pass == 1, let built = palette?.build(maxColors: options.maxColors, reserveTransparent: true) else {
            return
        }
        palette = nil
        writer = try GIFWriter(path: path, width: width, height: height, palette: built, loop: loop, options: options)
    }

    func encode(_ frame: Pixmap, index: Int, pass: Int) throws {
        if pass == 0 {
            palette?.add(frame)
        } else if let writer {
            try writer.write(frame, delayCentiseconds: GIFTiming.delay(ofFrame: index, fps: fps))
        }
    }

    func finish() throws {
        guard let writer else { throw ExportError("the GIF '\(path)' was finished before its frames were written") }
        try writer.finish()
    }
}
