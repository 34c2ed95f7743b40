import ReelEncode
import ReelGeometry
import ReelRaster

/// A GIF in two passes: the first counts every frame's colours into one global palette, the
/// second writes the frames mapped onto it.
///
/// The render threads do the work that needs one frame only: counting its colours (each thread
/// into a builder of its own, merged into the same palette whatever frames each saw:
/// `GIFPaletteCounting`), then mapping it onto the palette, dithering included
/// (`GIFFrameMapping`); in the first pass they also pack it (`GIFChangedFrame`). Between frames
/// they take the work the consumer hands out in order: in the first pass, counting the colours
/// of the pixels that change from one frame to the next (the order the palette is written in,
/// `GIFChangeCounting`), in the second, compressing the frames the writer has decided
/// (`GIFCompressionQueue`). The consumer pairs each first-pass frame with the one before, and in
/// the second pass compares each frame with the one before, chooses its disposal and writes the
/// compressed frames, in order, so the bytes are the same whatever the number of threads.
final class GIFFrameEncoder: FrameEncoder {
    /// A frame as a render thread leaves it for the consumer.
    enum Prepared: Sendable {
        /// Pass 0: the frame's colours are counted and its pixels packed; the consumer counts the
        /// colours of those that changed.
        case counted(GIFChangedFrame)
        /// Pass 1: the frame mapped onto the palette, for the writer.
        case mapped(GIFMappedFrame)
    }

    let passCount = 2
    private let path: String
    private let width: Int
    private let height: Int
    private let fps: Double
    private let loop: GIFLoop
    private let options: GIFOptions
    /// Dropped once the palette is built: a builder a thread, each up to 10 MB.
    private var palette: GIFPaletteCounting? = GIFPaletteCounting()
    /// The colours of changed pixels, in frame order: the file's palette order (`GIFChangeCounting`).
    /// Made with the first pass, to give counted frames back to the pipeline's buffers.
    private var changes: GIFChangeCounting?
    private var writer: GIFWriter?
    /// Where the first pass's frames go once counted, and where the second's buffers go once
    /// mapped (`releasesFrame`): each frame is drawn into a buffer used before, not one the
    /// system hands out and clears, a page at a time, for every frame.
    private var frameBuffers: FrameBufferPool?

    init(path: String, width: Int, height: Int, fps: Double, loop: GIFLoop, options: GIFOptions) {
        self.options = options
        self.path = path
        self.width = width
        self.height = height
        self.fps = fps
        self.loop = loop
    }

    func beginPass(_ pass: Int) throws {
        if pass == 0 { changes = GIFChangeCounting(recycling: frameBuffers) }
        // The transparent entry is reserved even for opaque animations: the writer marks
        // unchanged pixels with it.
        guard pass == 1, let built = palette?.merged().build(maxColors: options.maxColors, reserveTransparent: true)
        else {
            return
        }
        palette = nil
        let order = changes?.order(for: built)
        changes = nil
        writer = try GIFWriter(
            path: path, width: width, height: height, palette: built, loop: loop, options: options, order: order)
    }

    func preparation(forPass pass: Int) -> @Sendable (inout Pixmap, Int) throws -> Prepared {
        guard pass == 1, let mapping = writer?.mapping else {
            let palette = palette
            let changes = changes
            return { frame, _ in
                palette?.add(frame)
                // Packed here, not on the consumer, which is left pairing packed frames.
                let changed = GIFChangedFrame(packing: frame)
                // Pairs the consumer has posted are counted here, between frames.
                while changes?.runWaiting() == true {}
                return .counted(changed)
            }
        }
        let compression = writer?.compression
        return { frame, _ in
            // The frame's own buffer becomes the mapped frame's straight pixels: no second frame.
            // Once they are packed, the buffer is the frame's again, for the pipeline to recycle.
            let mapped = mapping.map(taking: &frame)
            // Frames the writer has decided wait to be compressed: the render threads take them
            // between frames, so the consumer is left with deciding and writing.
            while compression?.runWaiting() == true {}
            return .mapped(mapped)
        }
    }

    /// The larger of the passes: straight RGBA and an index a pixel.
    func preparedBytes(pixels: Int) -> Int { pixels * 5 }

    /// The second pass maps the frame, taking its buffer (and giving it back once packed).
    func releasesFrame(afterPreparationIn pass: Int) -> Bool { pass == 1 && writer?.mapping != nil }

    func recycleFrames(into pool: FrameBufferPool) { frameBuffers = pool }

    /// The pairs to count in the first pass, the frames to compress in the second: the same jobs
    /// the render threads take between frames.
    func spareWork(forPass pass: Int) -> SpareWork? {
        if pass == 0, let changes {
            return SpareWork(runOne: { changes.runWaiting() }, onPost: { changes.whenPosted = $0 })
        }
        guard let compression = writer?.compression else { return nil }
        return SpareWork(runOne: { compression.runWaiting() }, onPost: { compression.whenPosted = $0 })
    }

    func encode(_ frame: Prepared, index: Int, pass: Int) throws {
        switch frame {
        case .counted(let changed):
            // Counted by a render thread, which then gives its buffer back.
            changes?.add(changed)
        case .mapped(let mapped):
            guard let writer else { return }
            try writer.write(mapped, delayCentiseconds: GIFTiming.delay(ofFrame: index, fps: fps))
        }
    }

    func finish() throws {
        guard let writer else { throw ExportError("the GIF '\(path)' was finished before its frames were written") }
        try writer.finish()
    }
}
