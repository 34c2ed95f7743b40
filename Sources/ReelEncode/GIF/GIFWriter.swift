public import ReelRaster

/// Writes an animated GIF, one frame at a time, with one global palette (giflib), optimising
/// each frame against what the viewer already shows.
///
/// Every frame is mapped onto the palette (see `GIFFrameMapper` for dithering), then compared
/// with the picture on screen: only the rectangle that changed is written, and inside it every
/// pixel that did not change may be the transparent entry ("keep") or its own colour, whichever
/// compresses better (`GIFCompressionJob`). A frame identical to the one before is not written;
/// its delay is added to that frame's. A pixel whose source colour did not change keeps its index,
/// so a static region never crawls whatever the dithering, and a changed pixel whose colour the
/// palette only approximates keeps the colour shown when that is within `GIFOptions.keepDistance`
/// of as good as the new choice (at quality 100: at least as good).
///
/// Disposal: frames are "do not dispose" (the next one draws over them), except when the next
/// frame makes a shown pixel transparent, which only "restore to background" can do: that frame's
/// rectangle is then grown to cover those pixels and disposed to transparent, and the next frame
/// redraws what it needs inside it. Either may give way to "restore to previous" (the canvas as it
/// was before the frame) when the next frame differs from that canvas in fewer pixels and the two
/// compressed measure smaller: a frame shown once (a flash, a passing overlay) is then drawn over
/// and taken away. The last frame of a GIF with transparency is disposed over the whole canvas, so
/// a player that loops onto its current canvas starts from a clear one. A frame is written only
/// once the next is known (or at `finish`), since its disposal depends on it.
///
/// Compression runs off the writer: each decided frame becomes a `GIFCompressionJob` that render
/// threads take between frames (`compression`), and the writer writes finished ones in order. The
/// global palette is written in `order` (the entries later frames redraw most first, from
/// `GIFChangeCounting`), and each image's LZW code size covers only the indices it uses.
///
/// A palette without a transparent entry (and with no transparent pixels) still gets cropped
/// rectangles, with unchanged pixels written as their colour.
///
/// Local palettes (`GIFOptions.localPalettes`, quality ≥ 95): a frame whose redrawn pixels the
/// global palette renders with any error may get a colour table of its own, built from those
/// pixels' exact colours, when that at least halves the error. The canvases hold colours rather
/// than indices so frames on different palettes compare; while every frame is on the global
/// palette, its indices are kept alongside and copied, not looked up.
package final class GIFWriter {
    /// The canvas width in pixels.
    package let width: Int
    /// The canvas height in pixels.
    package let height: Int
    /// The global colour table frames are mapped onto (unless they get their own).
    package let palette: GIFPalette
    /// Dithering and quality.
    package let options: GIFOptions

    /// Maps frames onto `palette`, from any thread: an exporter maps frames where it renders them
    /// and passes the results to `write(_:delayCentiseconds:)` in order.
    package let mapping: GIFFrameMapping
    private let file: GIFFile
    private var finished = false
    /// The transparent entry: "keep what is shown" inside a frame, "no pixel" on the canvas.
    private let keep: UInt8?
    /// Where each entry of the global palette is written in the file's colour table (the
    /// `order` given at creation): the entries frames redraw most come first, so that their
    /// images need fewer bits a code (`GIFCompressionJob`).
    private let written: [UInt8]
    /// The canvases hold colours, not indices, so that frames with palettes of their own compare
    /// with the rest: `0xFF_RRGGBB` for an opaque colour, `0` for no pixel (the transparent entry).
    /// The canvas before the pending frame is drawn.
    private var base: [UInt32]
    /// The canvas once the pending frame is drawn.
    private var shown: [UInt32]
    /// The frame being written, mapped.
    private var target: [UInt32]
    /// The frame being written as indices into its palette.
    private var indices: [UInt8]
    /// `shown` as indices into the global palette, while every frame so far has used it
    /// (`globalOnly`): then the pending frame's pixels are copied, not looked up.
    private var shownIndices: [UInt8]
    private var globalOnly = true
    /// The palette the pending frame (`shown`) was mapped with: the global one or its own.
    private var pendingPalette: GIFPalette
    /// The pending frame's source pixels (straight RGBA), to see which pixels change next.
    private var previousSource: [UInt8] = []
    /// The delay of the frame shown but not yet written; nil before the first frame.
    private var pendingDelay: Int?
    /// Whether any frame had a transparent pixel.
    private var hasTransparency = false
    /// Frames compressed away from the writer: render threads run the jobs between frames
    /// (`GIFCompressionQueue.runWaiting()`), the writer writes them in order.
    package let compression = GIFCompressionQueue()
    private var queued: [QueuedImage] = []
    /// How many frames may wait for their compression before the writer needs the oldest.
    private static let imagesInFlight = 4
    /// Counts the colours of a frame for its own palette (allocated only at quality ≥ 95).
    private lazy var localColors = GIFPaletteBuilder()
    /// What the viewer shows in the lossy mode (`GIFOptions.lossiness` above 0), nil otherwise.
    private let lossy: GIFLossyCanvas?
    /// How many frames were written with a palette of their own.
    package private(set) var localPaletteCount = 0

    /// Creates the file at `path` and writes the header, the palette and the loop block.
    /// Throws if the size is not 1…65535 in each direction or the file cannot be created.
    package init(
        path: String, width: Int, height: Int, palette: GIFPalette, loop: GIFLoop = .forever,
        options: GIFOptions = GIFOptions(), order: [Int]? = nil
    ) throws {
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw EncodeError("A GIF is 1 to 65535 pixels wide and high; '\(path)' would be \(width)×\(height)")
        }
        self.width = width
        self.height = height
        self.palette = palette
        self.options = options
        keep = palette.transparentIndex.map(UInt8.init)
        base = [UInt32](repeating: keep == nil ? Self.pack(palette.colors[0]) : 0, count: width * height)
        shown = base
        target = base
        indices = [UInt8](repeating: 0, count: width * height)
        shownIndices = indices
        pendingPalette = palette
        mapping = GIFFrameMapping(width: width, height: height, palette: palette, options: options)
        lossy =
            options.lossiness > 0
            ? GIFLossyCanvas(width: width, height: height, initial: base, lossiness: options.lossiness) : nil
        self.file = try GIFFile(path: path)
        let order = order ?? Array(palette.colors.indices)
        precondition(order.sorted() == Array(palette.colors.indices), "the order places every entry once")
        written = order.map(UInt8.init)
        var table = palette.colors
        for (entry, place) in order.enumerated() { table[place] = palette.colors[entry] }
        try file.putScreen(
            width: width, height: height,
            colors: table.map { ($0.r, $0.g, $0.b) },
            background: palette.transparentIndex.map { order[$0] } ?? 0)
        if let count = loop.netscapeLoopCount { try file.putNetscapeLoop(count) }
    }

    @inline(__always)
    static func pack(_ color: RGBA8) -> UInt32 {
        color.a == 0 ? 0 : 0xFF00_0000 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
    }

    /// Appends `frame`, shown for `delayCentiseconds` hundredths of a second (see `GIFTiming`).
    package func write(_ frame: Pixmap, delayCentiseconds: Int) throws {
        guard !finished else { throw EncodeError("The GIF file '\(file.path)' is already finished") }
        guard frame.width == width, frame.height == height else {
            throw EncodeError(
                "A \(frame.width)×\(frame.height) frame cannot go into the \(width)×\(height) GIF '\(file.path)'")
        }
        try write(mapping.map(frame), delayCentiseconds: delayCentiseconds)
    }

    /// Appends a frame `mapping` mapped (on any thread), shown for `delayCentiseconds`
    /// hundredths of a second: the same bytes as writing the frame itself.
    package func write(_ frame: GIFMappedFrame, delayCentiseconds: Int) throws {
        guard !finished else { throw EncodeError("The GIF file '\(file.path)' is already finished") }
        guard frame.indices.count == width * height else {
            throw EncodeError(
                "A frame of \(frame.indices.count) pixels cannot go into the \(width)×\(height) GIF '\(file.path)'")
        }
        // The arrays are taken, not copied: the writer mutates them in place.
        swap(&indices, &frame.indices)
        swap(&target, &frame.colors)
        var pixels: [UInt8] = []
        swap(&pixels, &frame.pixels)
        // Which pixels are transparent depends on alpha alone, not on the palette, so the global
        // mapping already tells the pending frame's disposal, which a local palette must know.
        if keep != nil, !hasTransparency, frame.hasTransparency { hasTransparency = true }
        // The pending frame's disposal: needed now when this frame may get a palette of its own
        // (which must cover what the disposal makes it redraw), else only to write the pending frame.
        let disposal = options.localPalettes && pendingDelay != nil ? disposal(next: target) : nil
        var framePalette = palette
        if options.localPalettes,
            let local = localPalette(for: pixels, redrawing: disposal?.clears == true ? disposal?.box : nil)
        {
            framePalette = local
            globalOnly = false
            fillTarget(local)
        }
        guard let delay = pendingDelay else {
            swap(&shown, &target)
            swap(&shownIndices, &indices)
            pendingPalette = framePalette
            previousSource = pixels
            pendingDelay = delayCentiseconds
            return
        }
        let differs = stabilize(pixels, palette: framePalette, redrawn: disposal?.clears == true ? disposal?.box : nil)
        if !differs && delay + delayCentiseconds <= Int(UInt16.max) {
            pendingDelay = delay + delayCentiseconds
        } else {
            // Only which pixels of `target` are transparent matters, and `stabilize` keeps those.
            try writePending(disposal ?? chooseDisposal(next: target))
            swap(&shown, &target)
            swap(&shownIndices, &indices)
            pendingPalette = framePalette
            pendingDelay = delayCentiseconds
        }
        previousSource = pixels
    }

    /// `target` from `indices`, as colours of `palette`.
    private func fillTarget(_ palette: GIFPalette) {
        let table = palette.colors.map(Self.pack)
        table.withUnsafeBufferPointer { table in
            indices.withUnsafeBufferPointer { indices in
                target.withUnsafeMutableBufferPointer { target in
                    for p in 0..<target.count { target[p] = table[Int(indices[p])] }
                }
            }
        }
    }

    /// A palette of the frame's own, from the exact colours of the pixels it redraws, when that
    /// renders them with at most half the squared error of the global one; `indices` are then
    /// remapped onto it. Only with a transparent entry (the writer needs one for unchanged pixels).
    ///
    /// The pixels it redraws are those whose source changed and, when the frame before is
    /// disposed to transparent over `redrawing`, every pixel inside that box: those are drawn
    /// again even where nothing changed, so the palette must hold their colours too.
    private func localPalette(for pixels: [UInt8], redrawing cleared: PixelBox?) -> GIFPalette? {
        guard palette.transparentIndex != nil else { return nil }
        let previous = previousSource.isEmpty ? nil : previousSource
        let redrawn = Self.redrawn(width: width, height: height, cleared: cleared)
        let (globalError, count) = Self.squaredError(
            pixels, indices, palette, unchangedFrom: previous, redrawn: redrawn)
        guard count > 0, globalError > 0 else { return nil }
        // The same palette as a global one, from the exact colours of the redrawn pixels only.
        localColors.removeAll()
        localColors.add(straight: pixels, skippingUnchangedFrom: previous, redrawn: redrawn)
        let local = localColors.build(maxColors: options.maxColors, reserveTransparent: true, alwaysPrecise: true)
        guard local != palette else { return nil }
        var localMapper = GIFFrameMapper(
            width: width, height: height, colors: GIFColorCache(palette: local),
            dither: options.dither, amplitude: options.orderedAmplitude)
        var localIndices = [UInt8](repeating: 0, count: width * height)
        localMapper.map(pixels, into: &localIndices)
        let (localError, _) = Self.squaredError(
            pixels, localIndices, local, unchangedFrom: previous, redrawn: redrawn)
        guard 2 * localError <= globalError else { return nil }
        indices = localIndices
        return local
    }

    /// Per pixel, whether it is inside `cleared` (nil: no pixel is): those are redrawn whether or
    /// not they changed. Empty when nothing is cleared.
    private static func redrawn(width: Int, height: Int, cleared: PixelBox?) -> [Bool] {
        guard let cleared, !cleared.isEmpty else { return [] }
        var redrawn = [Bool](repeating: false, count: width * height)
        for y in cleared.y0..<cleared.y1 {
            for x in cleared.x0..<cleared.x1 { redrawn[y * width + x] = true }
        }
        return redrawn
    }

    /// The squared error (r, g, b summed) of `indices` on `palette` against `pixels`, over the
    /// opaque pixels that differ from `previous` or are marked in `redrawn` (empty: none are),
    /// and how many there are.
    private static func squaredError(
        _ pixels: [UInt8], _ indices: [UInt8], _ palette: GIFPalette,
        unchangedFrom previous: [UInt8]?, redrawn: [Bool]
    ) -> (error: Int, count: Int) {
        let colors = palette.colors
        var error = 0
        var count = 0
        let previous = previous ?? []
        let marked = !redrawn.isEmpty
        pixels.withUnsafeBufferPointer { pixels in
            previous.withUnsafeBytes { before in
                let compare = before.count == pixels.count
                let raw = UnsafeRawBufferPointer(pixels)
                colors.withUnsafeBufferPointer { colors in
                    indices.withUnsafeBufferPointer { indices in
                        for p in 0..<indices.count {
                            let i = p * 4
                            if compare && before.pixelWord(at: p) == raw.pixelWord(at: p) && !(marked && redrawn[p]) {
                                continue
                            }
                            guard pixels[i + 3] >= 128 else { continue }
                            let c = colors[Int(indices[p])]
                            let dr = Int(pixels[i]) - Int(c.r)
                            let dg = Int(pixels[i + 1]) - Int(c.g)
                            let db = Int(pixels[i + 2]) - Int(c.b)
                            error += dr * dr + dg * dg + db * db
                            count += 1
                        }
                    }
                }
            }
        }
        return (error, count)
    }

    /// Writes the last frame and the trailer, and closes the file. The writer cannot be used afterwards.
    package func finish() throws {
        guard !finished else { return }
        finished = true
        if pendingDelay != nil { try writePending(disposal(next: nil)) }
        try writeQueued(leaving: 0)
        try file.close()
    }

    /// Where the new frame would redraw a pixel without need, takes what is shown instead:
    /// pixels whose source did not change, and (below quality 100) those whose shown colour is
    /// within the tolerance of the newly chosen one.
    ///
    /// Pixels inside `cleared` (the box the frame before is disposed to transparent over) are
    /// redrawn whatever they show. Once palettes differ between frames (`globalOnly` false), they
    /// take the new frame's own colours: a colour kept from another palette may have no close
    /// entry in this frame's, and the frame must draw it with one.
    ///
    /// Returns whether the frame still differs from what is shown (`target != shown`).
    private func stabilize(_ pixels: [UInt8], palette: GIFPalette, redrawn cleared: PixelBox?) -> Bool {
        let keepDistance = Int32(options.keepDistance)
        let globalOnly = self.globalOnly
        let redrawn = globalOnly ? [] : Self.redrawn(width: width, height: height, cleared: cleared)
        let marked = !redrawn.isEmpty
        var differs = false
        shownIndices.withUnsafeBufferPointer { shownIndices in
            indices.withUnsafeMutableBufferPointer { indices in
                pixels.withUnsafeBytes { source in
                    previousSource.withUnsafeBytes { previous in
                        shown.withUnsafeBufferPointer { shown in
                            target.withUnsafeMutableBufferPointer { target in
                                for p in 0..<target.count where target[p] != shown[p] {
                                    if marked && redrawn[p] {
                                        differs = true
                                        continue
                                    }
                                    if source.pixelWord(at: p) == previous.pixelWord(at: p) {
                                        target[p] = shown[p]
                                        if globalOnly { indices[p] = shownIndices[p] }
                                        continue
                                    }
                                    let old = shown[p]
                                    let new = target[p]
                                    guard old != 0, new != 0 else {
                                        differs = true
                                        continue
                                    }
                                    let i = p * 4
                                    // A colour the palette holds exactly is always drawn: flat artwork stays exact.
                                    if palette.exactIndex(source[i], source[i + 1], source[i + 2]) != nil {
                                        differs = true
                                        continue
                                    }
                                    let wanted = SIMD3(Int32(source[i]), Int32(source[i + 1]), Int32(source[i + 2]))
                                    if Self.distance(wanted, old) <= Self.distance(wanted, new) + keepDistance {
                                        target[p] = shown[p]
                                        if globalOnly { indices[p] = shownIndices[p] }
                                    } else {
                                        differs = true
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        return differs
    }

    @inline(__always)
    private static func distance(_ a: SIMD3<Int32>, _ color: UInt32) -> Int32 {
        let d = a &- SIMD3(Int32(color >> 16 & 0xFF), Int32(color >> 8 & 0xFF), Int32(color & 0xFF))
        return (d &* d).wrappedSum()
    }

    /// The rectangle of the pending frame (`shown` over `base`) and whether it is disposed to
    /// transparent, from `next`, the frame that follows it (nil: it is the last). Only which of
    /// `next`'s pixels are transparent matters.
    private func disposal(next: [UInt32]?) -> PendingDisposal {
        var box = PixelBox.empty
        var clears = false
        shown.withUnsafeBufferPointer { shown in
            base.withUnsafeBufferPointer { base in
                for y in 0..<height {
                    for x in 0..<width where shown[y * width + x] != base[y * width + x] { box.add(x, y) }
                }
                // Pixels the next frame makes transparent: only disposal can clear them.
                if keep != nil, hasTransparency, let next {
                    next.withUnsafeBufferPointer { next in
                        for y in 0..<height {
                            for x in 0..<width where next[y * width + x] == 0 && shown[y * width + x] != 0 {
                                box.add(x, y)
                                clears = true
                            }
                        }
                    }
                }
            }
        }
        if next == nil && hasTransparency {
            box = PixelBox(x: 0, y: 0, width: width, height: height)
            clears = true
        }
        if box.isEmpty { box = PixelBox(x: 0, y: 0, width: 1, height: 1) }
        return PendingDisposal(box: box, method: clears ? .restoreBackground : .keep)
    }

    /// The pending frame's disposal when `next` follows it: `disposal(next:)`'s, or "restore to
    /// previous" (the canvas as it was before the pending frame) when the next frame compresses
    /// to fewer bytes over that canvas, the pending frame's own bytes counted. Only tried while
    /// every frame is on the global palette, and when the next frame differs from the restored
    /// canvas in fewer pixels than from the other: each try costs two compressions.
    private func chooseDisposal(next: [UInt32]) -> PendingDisposal {
        let standard = disposal(next: next)
        // The lossy mode tracks what is shown frame by frame; restoring an earlier canvas is not
        // part of that, so it keeps the standard disposals.
        guard globalOnly, keep != nil, lossy == nil else { return standard }
        // One pass: how many pixels of `next` differ from the canvas each disposal leaves.
        let cleared = standard.clears ? standard.box : PixelBox.empty
        var keptCount = 0
        var restoredCount = 0
        var keptBox = PixelBox.empty
        var restoredBox = PixelBox.empty
        var drawnBox = PixelBox.empty
        var restorable = true
        next.withUnsafeBufferPointer { next in
            shown.withUnsafeBufferPointer { shown in
                base.withUnsafeBufferPointer { base in
                    for y in 0..<height {
                        let clearedRow = y >= cleared.y0 && y < cleared.y1
                        for x in 0..<width {
                            let p = y * width + x
                            let n = next[p]
                            let b = base[p]
                            let s = shown[p]
                            if s != b { drawnBox.add(x, y) }
                            let left = clearedRow && x >= cleared.x0 && x < cleared.x1 ? 0 : s
                            if n != left {
                                keptCount += 1
                                keptBox.add(x, y)
                            }
                            if n != b {
                                // No frame can draw a transparent pixel over an opaque one.
                                if n == 0 { restorable = false }
                                restoredCount += 1
                                restoredBox.add(x, y)
                            }
                        }
                    }
                }
            }
        }
        guard restorable, restoredCount < keptCount else { return standard }
        var after = shown
        if !cleared.isEmpty {
            for y in cleared.y0..<cleared.y1 {
                for x in cleared.x0..<cleared.x1 { after[y * width + x] = 0 }
            }
        }
        let unit = PixelBox(x: 0, y: 0, width: 1, height: 1)
        let previous = PendingDisposal(box: drawnBox.isEmpty ? unit : drawnBox, method: .restorePrevious)
        var jobs = [
            imageJob(next, indices, over: after, box: keptBox.isEmpty ? unit : keptBox),
            imageJob(next, indices, over: base, box: restoredBox.isEmpty ? unit : restoredBox)
        ]
        // The pending frame's own bytes differ only when the other disposal grew its rectangle.
        if previous.box != standard.box {
            jobs += [pendingImageJob(box: standard.box), pendingImageJob(box: previous.box)]
        }
        jobs.forEach(compression.post)
        let sizes = jobs.map { compression.result(of: $0).data.count }
        let standardSize = sizes[0] + (jobs.count > 2 ? sizes[2] : 0)
        let previousSize = sizes[1] + (jobs.count > 2 ? sizes[3] : 0)
        return previousSize < standardSize ? previous : standard
    }

    /// A frame of global `frameIndices` (colours `frame`) drawn over `canvas` inside `box`, as a
    /// compression job: each pixel's index, with "keep" as the alternative where the canvas shows it.
    private func imageJob(_ frame: [UInt32], _ frameIndices: [UInt8], over canvas: [UInt32], box: PixelBox)
        -> GIFCompressionJob
    {
        let written = self.written
        let keepIndex = palette.transparentIndex.map { written[$0] }
        var first = [UInt8](repeating: 0, count: box.width * box.height)
        var second = first
        var q = 0
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 {
                let p = y * width + x
                let index = written[Int(frameIndices[p])]
                first[q] = index
                second[q] = frame[p] == canvas[p] ? (keepIndex ?? index) : index
                q += 1
            }
        }
        return GIFCompressionJob(first: first, second: second)
    }

    /// The pending frame (`shown` over `base`) inside `box`, as a compression job on its palette.
    private func pendingImageJob(box: PixelBox) -> GIFCompressionJob {
        if globalOnly { return imageJob(shown, shownIndices, over: base, box: box) }
        // Colours back to indices of the pending frame's palette: each colour drawn came from it
        // (`stabilize` gives pixels a disposal makes it redraw the frame's own colours).
        let palette = pendingPalette
        let transparent = palette.transparentIndex.map(UInt8.init)
        let table = palette.colors.map(Self.pack)
        var lastColor: UInt32 = 0
        var lastIndex: UInt8 = transparent ?? 0
        // The global palette's entries are placed in the file's order; a frame's own as they are.
        let placed = palette == self.palette ? written : palette.colors.indices.map(UInt8.init)
        var first = [UInt8](repeating: 0, count: box.width * box.height)
        var second = first
        var q = 0
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 {
                let p = y * width + x
                let color = shown[p]
                if color != lastColor {
                    lastIndex =
                        color == 0
                        ? (transparent ?? 0)
                        : UInt8(
                            palette.index(
                                ofR: UInt8(color >> 16 & 0xFF), g: UInt8(color >> 8 & 0xFF), b: UInt8(color & 0xFF)))
                    lastColor = color
                }
                var index = lastIndex
                let unchanged = color == base[p]
                if unchanged, table[Int(index)] != color {
                    // A colour kept from another palette, which this one lacks: only "keep" shows it.
                    index = transparent ?? index
                }
                first[q] = placed[Int(index)]
                second[q] = placed[Int(unchanged ? (transparent ?? index) : index)]
                q += 1
            }
        }
        return GIFCompressionJob(first: first, second: second)
    }

    /// Hands the pending frame over `disposal`'s rectangle to the compression queue, disposed as it
    /// says, and leaves on `base` the canvas the next frame is drawn over.
    private func writePending(_ disposal: PendingDisposal) throws {
        let palette = pendingPalette
        let isLocal = palette != self.palette
        if isLocal { localPaletteCount += 1 }
        let job = pendingImageJob(box: disposal.box)
        job.keepsDecoded = lossy != nil
        compression.post(job)
        // The lossy mode's stream depends on what the frames before it left shown: it is made
        // here, in order, while the queue makes the lossless image it is measured against.
        var lossyImage: GIFCompressedImage?
        if let lossy {
            let placed = isLocal ? Array(palette.colors.indices) : written.map(Int.init)
            var colors = palette.colors
            for (entry, place) in placed.enumerated() { colors[place] = palette.colors[entry] }
            let compression = self.compression
            lossyImage = lossy.compress(
                rectangle: job.second, codeSize: job.codeSize, box: disposal.box, reference: shown, colors: colors,
                transparent: palette.transparentIndex.map { placed[$0] }, clears: disposal.clears,
                orLossless: { compression.resultShowing(of: job) })
        }
        queued.append(
            QueuedImage(
                job: job, precompressed: lossyImage, delay: pendingDelay ?? 0, disposal: disposal.method,
                transparentIndex: palette.transparentIndex.map { isLocal ? $0 : Int(written[$0]) }, box: disposal.box,
                localColors: isLocal ? palette.colors.map { ($0.r, $0.g, $0.b) } : nil))
        try writeQueued(leaving: Self.imagesInFlight)

        switch disposal.method {
        case .keep:
            base = shown
        case .restoreBackground:
            base = shown
            if keep != nil {
                for y in disposal.box.y0..<disposal.box.y1 {
                    for x in disposal.box.x0..<disposal.box.x1 { base[y * width + x] = 0 }
                }
            }
        case .restorePrevious:
            break
        }
    }
}

/// How the pending frame leaves the canvas, and the rectangle it is written over.
struct PendingDisposal {
    var box: PixelBox
    var method: GIFFile.Disposal
    /// Whether it clears its rectangle to transparent.
    var clears: Bool { method == .restoreBackground }
}

extension GIFWriter {
    /// A frame decided and handed to the compression queue, waiting to be written.
    fileprivate struct QueuedImage {
        let job: GIFCompressionJob
        /// The image made by the lossy mode, which does not go through the queue.
        let precompressed: GIFCompressedImage?
        let delay: Int
        let disposal: GIFFile.Disposal
        let transparentIndex: Int?
        let box: PixelBox
        let localColors: [(UInt8, UInt8, UInt8)]?
    }

    /// Writes the oldest queued frames, in order, until at most `leaving` are left.
    private func writeQueued(leaving: Int) throws {
        while queued.count > leaving {
            let image = queued.removeFirst()
            let compressed = image.precompressed ?? compression.result(of: image.job)
            try file.putGraphicsControl(
                delayCentiseconds: image.delay, disposal: image.disposal,
                transparentIndex: image.transparentIndex)
            try file.putImage(
                left: image.box.x0, top: image.box.y0, width: image.box.width, height: image.box.height,
                codeSize: compressed.codeSize, compressed: compressed.data, localColors: image.localColors)
        }
    }
}
