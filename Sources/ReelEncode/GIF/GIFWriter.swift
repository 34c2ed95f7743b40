package import ReelRaster

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
/// palette, its indices are kept alongside and copied, not looked up. Where no frame can have a
/// palette of its own (and the lossy mode is off) the canvases are those indices alone, and the
/// sources compared frame to frame are kept packed (`GIFPackedSource`): a quarter of the memory.
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
    /// Whether the canvases hold entries of the global palette, a byte a pixel, instead of colours,
    /// four: when no frame can get a palette of its own and the lossy mode (which reads colours)
    /// is off, and the palette's colours are distinct with the transparent entry alone packing to
    /// no pixel, so that entries compare as their colours do. `base`, `shown` and `target` are
    /// then empty, and `baseIndices`, `shownIndices` and `indices` are the canvases: a 4000×4000
    /// canvas holds 48 MB of them instead of 192 MB of colours beside 32 MB of entries.
    private let indexed: Bool
    /// `base` as entries of the global palette, "keep" for no pixel, when `indexed`; else empty.
    private var baseIndices: [UInt8]
    /// The bytes the canvases take: a byte a pixel for each canvas of entries, four for each of
    /// colours.
    package var canvasBytes: Int {
        4 * (base.count + shown.count + target.count) + indices.count + shownIndices.count + baseIndices.count
    }
    private var globalOnly = true
    /// The palette the pending frame (`shown`) was mapped with: the global one or its own.
    private var pendingPalette: GIFPalette
    /// The pending frame's source pixels (straight RGBA), to see which pixels change next.
    private var previousSource: [UInt8] = []
    /// The pending frame's source pixels packed (`GIFPackedSource`), in place of `previousSource`,
    /// when the canvases are entries: then nothing else reads them whole.
    private var packedSource: GIFPackedSource?
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
    /// The most bytes of image planes (two bytes a pixel of each image's rectangle) the writer
    /// holds at once: images queued and not yet written, and those it measures to choose a
    /// disposal. One image larger than this is still made, alone. 64 MiB by default: four images
    /// of a 2000×2000 canvas, two of 4000×4000.
    package var planeBytesLimit = 64 << 20
    /// The planes of the queued images, in bytes (`GIFCompressionJob.planeBytes`).
    private var queuedPlaneBytes = 0
    /// The most bytes of planes held at once so far.
    package private(set) var peakPlaneBytes = 0
    /// The shortest delay an image is given: players show 0 and 1 cs as 10 cs.
    private static let shortestDelay = 2
    /// Counts the colours of a frame for its own palette (allocated only at quality ≥ 95).
    private lazy var localColors = GIFPaletteBuilder()
    /// What the viewer shows in the lossy mode (`GIFOptions.lossiness` above 0), nil otherwise.
    private let lossy: GIFLossyCanvas?
    /// How many frames were written with a palette of their own.
    package private(set) var localPaletteCount = 0

    /// Creates the file at `path` and writes the header, the palette and the loop block.
    /// Throws if the size is not 1…65535 in each direction or the file cannot be created.
    /// `entryCanvases` false keeps the canvases as colours even where entries would do (the file
    /// is the same either way; tests compare the two).
    package init(
        path: String, width: Int, height: Int, palette: GIFPalette, loop: GIFLoop = .forever,
        options: GIFOptions = GIFOptions(), order: [Int]? = nil, entryCanvases: Bool = true
    ) throws {
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw EncodeError("A GIF is 1 to 65535 pixels wide and high; '\(path)' would be \(width)×\(height)")
        }
        self.width = width
        self.height = height
        self.palette = palette
        self.options = options
        keep = palette.transparentIndex.map(UInt8.init)
        let packed = palette.colors.map(Self.pack)
        indexed =
            entryCanvases && !options.localPalettes && options.lossiness == 0
            && keep.map { packed[Int($0)] == 0 } == true
            && Set(packed).count == packed.count
        base = [UInt32](
            repeating: keep == nil ? Self.pack(palette.colors[0]) : 0, count: indexed ? 0 : width * height)
        shown = base
        target = base
        indices = [UInt8](repeating: 0, count: width * height)
        shownIndices = indices
        baseIndices = indexed ? [UInt8](repeating: keep ?? 0, count: width * height) : []
        pendingPalette = palette
        mapping = GIFFrameMapping(
            width: width, height: height, palette: palette, options: options, packsSource: indexed)
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
        // The arrays are taken, not copied: the writer mutates them in place. The buffer given
        // in exchange goes back to the mapping for a later frame.
        swap(&indices, &frame.indices)
        mapping.recycle(indices: &frame.indices)
        if !indexed { fillTarget(palette) }
        var pixels: [UInt8] = []
        swap(&pixels, &frame.pixels)
        // The source as the render thread packed it, or packed here; only canvases of colours
        // (local palettes) read it whole.
        var source = frame.source
        frame.source = nil
        if indexed {
            if source == nil { source = GIFPackedSource(packing: pixels, width: width, height: height) }
            pixels = []
        } else if let packed = source {
            pixels = packed.unpacked()
            source = nil
        }
        let current = source ?? GIFPackedSource(raw: pixels, width: width)
        // Which pixels are transparent depends on alpha alone, not on the palette, so the global
        // mapping already tells the pending frame's disposal, which a local palette must know.
        if keep != nil, !hasTransparency, frame.hasTransparency { hasTransparency = true }
        // The pending frame's disposal: needed now when this frame may get a palette of its own
        // (which must cover what the disposal makes it redraw), else only to write the pending frame.
        let disposal = options.localPalettes && pendingDelay != nil ? disposal(followed: true) : nil
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
            keepSource(current)
            pendingDelay = delayCentiseconds
            return
        }
        let differs = stabilize(current, palette: framePalette, redrawn: disposal?.clears == true ? disposal?.box : nil)
        if !differs && delay + delayCentiseconds <= Int(UInt16.max) {
            pendingDelay = delay + delayCentiseconds
        } else {
            // Only which pixels of `target` are transparent matters, and `stabilize` keeps those.
            try writePending(disposal ?? chooseDisposal())
            swap(&shown, &target)
            swap(&shownIndices, &indices)
            pendingPalette = framePalette
            pendingDelay = delayCentiseconds
        }
        keepSource(current)
    }

    /// Keeps `source` as the pending frame's: packed when the canvases are entries, else whole
    /// (local palettes read it so).
    private func keepSource(_ source: GIFPackedSource) {
        if indexed {
            packedSource = source
        } else {
            previousSource = source.unpacked()
        }
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
        if pendingDelay != nil { try writePending(disposal(followed: false)) }
        try writeQueued()
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
    private func stabilize(_ current: GIFPackedSource, palette: GIFPalette, redrawn cleared: PixelBox?) -> Bool {
        let redrawn = globalOnly ? [] : Self.redrawn(width: width, height: height, cleared: cleared)
        let table = indexed ? palette.colors.map(Self.pack) : []
        let previous = packedSource ?? GIFPackedSource(raw: previousSource, width: width)
        return table.withUnsafeBufferPointer { table in
            guard !indexed else {
                // The entries are the canvases: nothing to keep alongside.
                return shownIndices.withUnsafeBufferPointer { shown in
                    indices.withUnsafeMutableBufferPointer { target in
                        stabilize(
                            target: target, shown: shown, entries: nil, none: keep ?? 0, table: table,
                            current: current, previous: previous, palette: palette, redrawn: redrawn)
                    }
                }
            }
            return shownIndices.withUnsafeBufferPointer { shownIndices in
                indices.withUnsafeMutableBufferPointer { indices in
                    shown.withUnsafeBufferPointer { shown in
                        target.withUnsafeMutableBufferPointer { target in
                            stabilize(
                                target: target, shown: shown, entries: globalOnly ? (indices, shownIndices) : nil,
                                none: 0, table: table, current: current, previous: previous, palette: palette,
                                redrawn: redrawn)
                        }
                    }
                }
            }
        }
    }

    /// `stabilize(_:palette:redrawn:)` over canvases of `Pixel`s: `none` stands for no pixel,
    /// `table` is the global palette packed (for entries), and `entries`, when given, are the
    /// frame's and the shown entries, kept alongside colours and copied with them.
    private func stabilize<Pixel: GIFCanvasPixel>(
        target: UnsafeMutableBufferPointer<Pixel>, shown: UnsafeBufferPointer<Pixel>,
        entries: (target: UnsafeMutableBufferPointer<UInt8>, shown: UnsafeBufferPointer<UInt8>)?, none: Pixel,
        table: UnsafeBufferPointer<UInt32>, current: GIFPackedSource, previous: GIFPackedSource,
        palette: GIFPalette, redrawn: [Bool]
    ) -> Bool {
        let keepDistance = Int32(options.keepDistance)
        let marked = !redrawn.isEmpty
        var differs = false
        // The frame's and the previous frame's rows of the pixel at hand, decoded when first needed.
        let now = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: width)
        let before = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: width)
        defer {
            now.deallocate()
            before.deallocate()
        }
        var decoded = -1
        // The row of the pixel at hand, followed as differences come in increasing order (a
        // division a pixel was a tenth of this loop).
        var y = 0
        var rowEnd = width
        // The last word looked up in the palette's exact table, and whether it was there: a
        // changed area is mostly runs of one colour.
        var lastLookedUp: UInt32?
        var lastIsExact = false
        for p in GIFCanvasDifferences(target, shown) {
            if marked && redrawn[p] {
                differs = true
                continue
            }
            while p >= rowEnd {
                y += 1
                rowEnd += width
            }
            if y != decoded {
                current.decode(row: y, into: now)
                previous.decode(row: y, into: before)
                decoded = y
            }
            let word = now[p - y * width]
            if word == before[p - y * width] {
                target[p] = shown[p]
                if let entries { entries.target[p] = entries.shown[p] }
                continue
            }
            let old = shown[p]
            let new = target[p]
            guard old != none, new != none else {
                differs = true
                continue
            }
            // The word's bytes in memory order: r, g, b, a.
            let rgba = UInt32(littleEndian: word)
            let (r, g, b) = (UInt8(rgba & 0xFF), UInt8(rgba >> 8 & 0xFF), UInt8(rgba >> 16 & 0xFF))
            if word != lastLookedUp {
                lastLookedUp = word
                lastIsExact = palette.exactIndex(r, g, b) != nil
            }
            // A colour the palette holds exactly is always drawn: flat artwork stays exact.
            if lastIsExact {
                differs = true
                continue
            }
            let wanted = SIMD3(Int32(r), Int32(g), Int32(b))
            let oldColor = Pixel.color(old, in: table)
            let newColor = Pixel.color(new, in: table)
            if Self.distance(wanted, oldColor) <= Self.distance(wanted, newColor) + keepDistance {
                target[p] = shown[p]
                if let entries { entries.target[p] = entries.shown[p] }
            } else {
                differs = true
            }
        }
        return differs
    }

    /// Runs `entries` with the canvases as entries of the global palette when the writer keeps
    /// those (`indexed`), else `colors` with them as colours: `base`, `shown`, and the frame being
    /// written (`target`, or its entries).
    private func canvases<Result>(
        entries: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> Result,
        colors: (UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt32>) -> Result
    ) -> Result {
        guard indexed else {
            return base.withUnsafeBufferPointer { base in
                shown.withUnsafeBufferPointer { shown in
                    target.withUnsafeBufferPointer { next in colors(base, shown, next) }
                }
            }
        }
        return baseIndices.withUnsafeBufferPointer { base in
            shownIndices.withUnsafeBufferPointer { shown in
                indices.withUnsafeBufferPointer { next in entries(base, shown, next) }
            }
        }
    }

    /// Which canvas a job draws the next frame over.
    private enum Canvas {
        case base, shown
    }

    @inline(__always)
    private static func distance(_ a: SIMD3<Int32>, _ color: UInt32) -> Int32 {
        let d = a &- SIMD3(Int32(color >> 16 & 0xFF), Int32(color >> 8 & 0xFF), Int32(color & 0xFF))
        return (d &* d).wrappedSum()
    }

    /// The rectangle of the pending frame (`shown` over `base`) and whether it is disposed to
    /// transparent, from the frame that follows it (`target`, when `followed`; else it is the
    /// last). Only which of that frame's pixels are transparent matters.
    private func disposal(followed: Bool) -> PendingDisposal {
        // Pixels the next frame makes transparent: only disposal can clear them.
        let vacating = keep != nil && hasTransparency && followed
        let width = width
        let height = height
        let (drawn, vacated) = canvases(
            entries: { base, shown, next in
                Self.changedBoxes(
                    shown: shown, base: base, next: vacating ? next : nil, none: keep ?? 0, width: width,
                    height: height)
            },
            colors: { base, shown, next in
                Self.changedBoxes(
                    shown: shown, base: base, next: vacating ? next : nil, none: 0, width: width, height: height)
            })
        var box = drawn
        var clears = !vacated.isEmpty
        if clears { box = Self.union(box, vacated) }
        if !followed && hasTransparency {
            box = PixelBox(x: 0, y: 0, width: width, height: height)
            clears = true
        }
        let unit = PixelBox(x: 0, y: 0, width: 1, height: 1)
        return PendingDisposal(
            box: box.isEmpty ? unit : box, method: clears ? .restoreBackground : .keep,
            drawn: drawn.isEmpty ? unit : drawn, vacated: vacated)
    }

    /// The smallest box holding both (either may be empty).
    private static func union(_ a: PixelBox, _ b: PixelBox) -> PixelBox {
        PixelBox(x0: min(a.x0, b.x0), y0: min(a.y0, b.y0), x1: max(a.x1, b.x1), y1: max(a.y1, b.y1))
    }

    /// The pending frame's disposal when `next` follows it: the cheapest, by the bytes the pending
    /// frame and `next` compress to, of `disposal(next:)`'s; "restore to previous" (the canvas as
    /// it was before the pending frame), tried when the next frame differs from that canvas in
    /// fewer pixels than from the other; and, when the standard one clears, a split
    /// (`PendingDisposal.clearing`): the pending frame over its own changes alone, kept, then
    /// shown again by an image of "keep" pixels over the pixels `next` makes transparent, disposed
    /// to transparent. Splitting stops a clear from spreading: a rectangle cleared around static
    /// content makes the next frame redraw that content, so its rectangle, cleared in turn, holds
    /// it again, frame after frame. It needs a delay of at least 4 cs (both images stay at 2 cs
    /// or more, which players show as written). Only tried while every frame is on the global
    /// palette: each try costs a few compressions.
    private func chooseDisposal() -> PendingDisposal {
        let standard = disposal(followed: true)
        guard globalOnly, keep != nil else { return standard }
        let splits = standard.clears && !standard.vacated.isEmpty && (pendingDelay ?? 0) >= 2 * Self.shortestDelay
        // One pass: how many pixels of `next` differ from the canvas each disposal leaves.
        let cleared = standard.clears ? standard.box : PixelBox.empty
        let vacated = standard.vacated
        let width = width
        let height = height
        let counts = canvases(
            entries: { base, shown, next in
                GIFDisposalCounts(
                    next: next, shown: shown, base: base, none: keep ?? 0, cleared: cleared, vacated: vacated,
                    splits: splits, width: width, height: height)
            },
            colors: { base, shown, next in
                GIFDisposalCounts(
                    next: next, shown: shown, base: base, none: 0, cleared: cleared, vacated: vacated, splits: splits,
                    width: width, height: height)
            })
        let (keptCount, restoredCount, restorable) = (counts.kept, counts.restored, counts.restorable)
        let (keptBox, restoredBox, splitBox) = (counts.keptBox, counts.restoredBox, counts.splitBox)
        // The lossy mode tracks what is shown frame by frame; restoring an earlier canvas is not
        // part of that, so it never restores (a split only clears, which it follows).
        let restores = lossy == nil && restorable && restoredCount < keptCount
        guard restores || splits else { return standard }
        let unit = PixelBox(x: 0, y: 0, width: 1, height: 1)
        let previous = PendingDisposal(
            box: standard.drawn, method: .restorePrevious, drawn: standard.drawn, vacated: .empty)
        let split = PendingDisposal(
            box: standard.drawn, method: .keep, drawn: standard.drawn, vacated: .empty, clearing: vacated)
        // Each candidate: the disposal, the next frame over the canvas it leaves (made when
        // measured), and the bytes of any image it adds.
        typealias Maker = (box: PixelBox, make: () -> GIFCompressionJob)
        var candidates: [(disposal: PendingDisposal, next: Maker, extra: Int)] = []
        let keptJobBox = keptBox.isEmpty ? unit : keptBox
        candidates.append(
            (standard, (keptJobBox, { self.nextJob(over: .shown, cleared: cleared, box: keptJobBox) }), 0))
        if restores {
            let box = restoredBox.isEmpty ? unit : restoredBox
            candidates.append((previous, (box, { self.nextJob(over: .base, cleared: .empty, box: box) }), 0))
        }
        if splits, let keep {
            // The image that clears costs its blocks and bytes: a graphic control extension (8
            // bytes), an image descriptor (10) and its code size (1).
            let keepIndex = written[Int(keep)]
            let clearBytes =
                19 + compressedSizes([(vacated, { GIFCompressionJob.keeping(keepIndex, box: vacated) })])[0]
            let box = splitBox.isEmpty ? unit : splitBox
            candidates.append(
                (split, (box, { self.nextJob(over: .shown, cleared: vacated, box: box) }), clearBytes))
        }
        // The pending frame's own bytes, once per box, when the candidates' boxes differ.
        var pendingBoxes: [PixelBox] = []
        if candidates.contains(where: { $0.disposal.box != standard.box }) {
            for candidate in candidates where !pendingBoxes.contains(candidate.disposal.box) {
                pendingBoxes.append(candidate.disposal.box)
            }
        }
        var makers = candidates.map(\.next)
        for box in pendingBoxes { makers.append((box, { self.pendingImageJob(box: box) })) }
        let sizes = compressedSizes(makers)
        var best = standard
        var bestSize = Int.max
        for (c, candidate) in candidates.enumerated() {
            let pending = pendingBoxes.firstIndex(of: candidate.disposal.box).map { sizes[candidates.count + $0] } ?? 0
            let size = sizes[c] + pending + candidate.extra
            if size < bestSize {
                best = candidate.disposal
                bestSize = size
            }
        }
        return best
    }

    /// The compressed size of each job `makers` make (each over `box`), in their order. They are
    /// made and posted together, so render threads compress them in parallel, while their planes
    /// fit within `planeBytesLimit` beside the queued images'; else a few at a time, each batch
    /// measured (which lets go of its planes) before the next is made.
    private func compressedSizes(_ makers: [(box: PixelBox, make: () -> GIFCompressionJob)]) -> [Int] {
        var sizes: [Int] = []
        var posted: [GIFCompressionJob] = []
        var held = 0
        for (box, make) in makers {
            let bytes = 2 * box.width * box.height
            if !posted.isEmpty, queuedPlaneBytes + held + bytes > planeBytesLimit {
                sizes += posted.map { compression.result(of: $0).data.count }
                posted = []
                held = 0
            }
            held += bytes
            peakPlaneBytes = max(peakPlaneBytes, queuedPlaneBytes + held)
            let job = make()
            compression.post(job)
            posted.append(job)
        }
        return sizes + posted.map { compression.result(of: $0).data.count }
    }

    /// The frame being written (`target`, global `indices`) over `canvas` inside `box`, with
    /// `cleared` made transparent, as a compression job.
    private func nextJob(over canvas: Canvas, cleared: PixelBox, box: PixelBox) -> GIFCompressionJob {
        canvases(
            entries: { base, shown, next in
                GIFCompressionJob.drawing(
                    next, indices: next, palette: palette, placed: written, over: canvas == .base ? base : shown,
                    none: keep ?? 0, cleared: cleared, box: box, width: width)
            },
            colors: { base, shown, next in
                indices.withUnsafeBufferPointer { indices in
                    GIFCompressionJob.drawing(
                        next, indices: indices, palette: palette, placed: written,
                        over: canvas == .base ? base : shown, cleared: cleared, box: box, width: width)
                }
            })
    }

    /// The pending frame (`shown` over `base`) inside `box`, as a compression job on its palette.
    private func pendingImageJob(box: PixelBox) -> GIFCompressionJob {
        // The global palette's entries are placed in the file's order; a frame's own as they are.
        let placed = pendingPalette == palette ? written : pendingPalette.colors.indices.map(UInt8.init)
        return canvases(
            entries: { base, shown, _ in
                GIFCompressionJob.drawing(
                    shown, indices: shown, palette: pendingPalette, placed: placed, over: base, none: keep ?? 0,
                    cleared: .empty, box: box, width: width)
            },
            colors: { base, frame, _ in
                // While every frame is on the global palette its indices are kept; otherwise each
                // colour drawn is looked up in the frame's palette, which it came from (`stabilize`
                // gives pixels a disposal makes it redraw the frame's own colours).
                guard globalOnly else {
                    return GIFCompressionJob.drawing(
                        frame, indices: nil, palette: pendingPalette, placed: placed, over: base, cleared: .empty,
                        box: box, width: width)
                }
                return shownIndices.withUnsafeBufferPointer { indices in
                    GIFCompressionJob.drawing(
                        frame, indices: indices, palette: pendingPalette, placed: placed, over: base,
                        cleared: .empty, box: box, width: width)
                }
            })
    }

    /// Hands the pending frame over `disposal`'s rectangle to the compression queue, disposed as it
    /// says, and leaves on `base` the canvas the next frame is drawn over.
    private func writePending(_ disposal: PendingDisposal) throws {
        let palette = pendingPalette
        let isLocal = palette != self.palette
        if isLocal { localPaletteCount += 1 }
        let clearing = disposal.clearing.flatMap { box in keep.map { _ in box } }
        // Room first: the oldest queued images are written until this one's planes fit.
        let bytes = 2 * (disposal.box.width * disposal.box.height + (clearing.map { $0.width * $0.height } ?? 0))
        try writeQueued(
            while: { $0.queued.count >= Self.imagesInFlight || $0.queuedPlaneBytes + bytes > $0.planeBytesLimit })
        let job = pendingImageJob(box: disposal.box)
        job.keepsDecoded = lossy != nil
        compression.post(job)
        // The lossy mode's stream depends on what the frames before it left shown: it is made
        // here, in order, from the lossless image the queue makes.
        var lossyImage: GIFCompressedImage?
        if let lossy {
            let placed = isLocal ? Array(palette.colors.indices) : written.map(Int.init)
            var colors = palette.colors
            for (entry, place) in placed.enumerated() { colors[place] = palette.colors[entry] }
            let compression = self.compression
            lossyImage = lossy.compress(
                box: disposal.box, reference: shown, colors: colors,
                transparent: palette.transparentIndex.map { placed[$0] }, clears: disposal.clears,
                delay: pendingDelay ?? 0, lossless: { compression.resultShowing(of: job) })
        }
        let transparentIndex = palette.transparentIndex.map { isLocal ? $0 : Int(written[$0]) }
        let delay = pendingDelay ?? 0
        queue(
            QueuedImage(
                job: job, precompressed: lossyImage, delay: clearing == nil ? delay : delay - Self.shortestDelay,
                disposal: disposal.method, transparentIndex: transparentIndex, box: disposal.box,
                localColors: isLocal ? palette.colors.map { ($0.r, $0.g, $0.b) } : nil))
        if let box = clearing, let keepIndex = transparentIndex {
            lossy?.clear(box)
            // The same picture again for the end of the delay, so that its disposal clears `box` alone.
            let clear = GIFCompressionJob.keeping(UInt8(keepIndex), box: box)
            compression.post(clear)
            queue(
                QueuedImage(
                    job: clear, precompressed: nil, delay: Self.shortestDelay, disposal: .restoreBackground,
                    transparentIndex: keepIndex, box: box, localColors: nil))
        }

        switch disposal.method {
        case .keep:
            takeShownAsBase()
            if let box = clearing { clearBase(box) }
        case .restoreBackground:
            takeShownAsBase()
            if keep != nil { clearBase(disposal.box) }
        case .restorePrevious:
            break
        }
    }
}

extension GIFWriter {
    /// `base` becomes what is shown.
    fileprivate func takeShownAsBase() {
        if indexed { baseIndices = shownIndices } else { base = shown }
    }

    /// Makes `box` of `base` transparent.
    fileprivate func clearBase(_ box: PixelBox) {
        if indexed {
            Self.clear(&baseIndices, box: box, to: keep ?? 0, width: width)
        } else {
            Self.clear(&base, box: box, to: 0, width: width)
        }
    }
}

/// How the pending frame leaves the canvas, and the rectangle it is written over.
struct PendingDisposal {
    var box: PixelBox
    var method: GIFFile.Disposal
    /// The pixels the frame changes (its box when it clears nothing) and those the frame after it
    /// makes transparent (empty: none).
    var drawn: PixelBox
    var vacated: PixelBox
    /// When set, the frame is written over `box` and kept, then shown again for the last
    /// `GIFWriter.shortestDelay` of its delay by an image of "keep" pixels over this box, disposed
    /// to transparent: only this box is cleared, not the whole rectangle the frame drew.
    var clearing: PixelBox?
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

    /// Adds `image` to the frames waiting for their compression, counting its planes.
    private func queue(_ image: QueuedImage) {
        queued.append(image)
        queuedPlaneBytes += image.job.planeBytes
        peakPlaneBytes = max(peakPlaneBytes, queuedPlaneBytes)
    }

    /// Writes the oldest queued frames, in order, while `condition` holds and any are left.
    private func writeQueued(while condition: (GIFWriter) -> Bool = { _ in true }) throws {
        while !queued.isEmpty && condition(self) {
            let image = queued.removeFirst()
            queuedPlaneBytes -= image.job.planeBytes
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
