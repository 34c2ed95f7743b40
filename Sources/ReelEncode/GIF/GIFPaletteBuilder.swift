package import ReelRaster

/// Accumulates the colours of every frame of an animation and builds one global GIF palette.
///
/// Frames are premultiplied; their colours are counted unpremultiplied, because the GIF shows
/// straight colour.
/// Pixels with alpha < 128 count as transparent (GIF has one bit of alpha) and make the palette
/// reserve a transparent entry. Opaque colours are counted exactly (`ExactColorCounter`, up to
/// 65 536 distinct colours); past that they go into a 6-6-6-bit histogram (starting from the
/// colours counted so far) that keeps, per cell, the pixel count and channel sums. The palette
/// comes from the most precise of these that applies (`palette(from:slots:)`): the exact colours
/// themselves when they fit (flat artwork round-trips bit-exact); else a median cut over the exact
/// colours at full 8-bit precision, refined by Lloyd iterations (`PaletteRefinement`; anti-aliased
/// scenes pack many colours in few cells, which the histogram could not tell apart); else, for
/// photographic input past the counter's limit, a median cut over the histogram, whose cells
/// stand for the true mean of the colours in them, not their centres.
///
/// `GIFWriter` builds its local palettes (one frame's redrawn pixels) with the same type, reset
/// between frames.
///
/// Memory is bounded whatever the number of frames (about 1.5 MB while colours are counted exactly,
/// 10 MB once the histogram is needed): a two-pass export adds every frame here, then renders
/// again to write.
package struct GIFPaletteBuilder: Sendable {
    /// Per cell: pixel count, then the sums of r, g and b. Empty until the exact counter gives up
    /// (8 MB that most animations never need, and that a builder a thread would otherwise clear).
    private var histogram: [Int] = []
    private var hasTransparency = false
    private var exact = ExactColorCounter()

    /// Lloyd iterations after the exact median cut: the gain flattens out by about 8 (docs/benchmarks.md).
    static let refinementIterations = 8

    /// An empty builder.
    package init() {}

    /// Counts the colours of `frame`, read as it is (premultiplied): each run of one pixel is
    /// unpremultiplied once, so no straight copy of the frame is made (a frame-sized buffer a
    /// frame, whose fresh pages cost more than the counting once two threads count). Runs of
    /// equal premultiplied pixels are runs of equal straight ones, and counts add up whichever
    /// way a colour's pixels are grouped, so the palette is the one the straight pixels give.
    package mutating func add(_ frame: Pixmap) {
        add(frame.bytes, premultiplied: true, skippingUnchangedFrom: nil, redrawn: [])
    }

    /// Counts the colours of straight RGBA `pixels`, leaving out those equal to the same pixel
    /// of `previous` (when given: a local palette only needs the pixels a frame redraws) unless
    /// `redrawn` (empty, or one flag a pixel) marks them as drawn again all the same.
    mutating func add(straight pixels: [UInt8], skippingUnchangedFrom previous: [UInt8]?, redrawn: [Bool] = []) {
        add(pixels, premultiplied: false, skippingUnchangedFrom: previous, redrawn: redrawn)
    }

    /// `add(straight:skippingUnchangedFrom:redrawn:)`, or with `premultiplied` pixels (then
    /// unpremultiplied a run at a time; `previous` is compared with them as given).
    private mutating func add(
        _ pixels: [UInt8], premultiplied: Bool, skippingUnchangedFrom previous: [UInt8]?, redrawn: [Bool]
    ) {
        var sawTransparent = false
        let previous = previous ?? []
        exact.withUnsafeCounting { exact in
            pixels.withUnsafeBufferPointer { pixels in
                previous.withUnsafeBytes { before in
                    let source = RunSource(
                        pixels: pixels, premultiplied: premultiplied, before: before, redrawn: redrawn)
                    var scan = RunScan()
                    // While the counter counts, the histogram may not exist yet; the scan stops at
                    // the run the counter gives up on, and goes on once the histogram is made.
                    if histogram.isEmpty {
                        guard
                            let overflow = Self.count(
                                source, from: &scan, exact: &exact, histogram: nil, sawTransparent: &sawTransparent)
                        else { return }
                        histogram = [Int](repeating: 0, count: Self.histogramCount)
                        histogram.withUnsafeMutableBufferPointer { histogram in
                            // The histogram takes over, from every colour counted so far (this run's included).
                            exact.forEachCount { color, count in Self.addToHistogram(histogram, color, count) }
                            Self.addToHistogram(histogram, overflow.r, overflow.g, overflow.b, overflow.count)
                        }
                    }
                    histogram.withUnsafeMutableBufferPointer { histogram in
                        _ = Self.count(
                            source, from: &scan, exact: &exact, histogram: histogram, sawTransparent: &sawTransparent)
                    }
                }
            }
        }
        hasTransparency = hasTransparency || sawTransparent
    }

    /// The cells of the histogram: four `Int`s for each 6-6-6-bit colour.
    private static let histogramCount = 4 << 18

    /// What `count` reads: the pixels, whether they are premultiplied, and the pixels to skip
    /// where equal (`before`, when it has as many bytes) unless `redrawn` (empty, or a flag a
    /// pixel) marks them.
    private struct RunSource {
        let pixels: UnsafeBufferPointer<UInt8>
        let premultiplied: Bool
        let before: UnsafeRawBufferPointer
        let redrawn: [Bool]
    }

    /// Where `count` is: the pixel it looks at next (the count: only the last run is left to
    /// end; past it: done) and the run of one colour that pixel may lengthen.
    private struct RunScan {
        var next = 0
        var runStart = 0
        var runLength = 0
    }

    /// Counts the runs of `source` from `scan` on: into the exact counter while it counts, else
    /// into `histogram`. When the counter gives up on a run and there is no histogram, returns
    /// that run's colour and length (not counted anywhere), `scan` left just after it; else nil.
    ///
    /// Hot loop: a pixel equal to the one before only lengthens the current run; the exact
    /// counter (or, once it gave up, the histogram) takes a whole run at once, so flat areas
    /// cost one comparison a pixel.
    private static func count(
        _ source: RunSource, from scan: inout RunScan, exact: inout ExactColorCounter.Counting,
        histogram: UnsafeMutableBufferPointer<Int>?, sawTransparent: inout Bool
    ) -> (r: UInt8, g: UInt8, b: UInt8, count: Int)? {
        let pixels = source.pixels
        let before = source.before
        let redrawn = source.redrawn
        let marked = !redrawn.isEmpty
        let compare = before.count == pixels.count
        // Whole pixels compared as words, read unaligned rather than rebinding the bytes.
        let raw = UnsafeRawBufferPointer(pixels)
        let pixelCount = pixels.count / 4
        var runStart = scan.runStart
        var runLength = scan.runLength
        var p = scan.next
        // `p == pixelCount` only ends the last run.
        while p <= pixelCount {
            defer { p += 1 }
            if p < pixelCount {
                let word = raw.pixelWord(at: p)
                if compare && before.pixelWord(at: p) == word && !(marked && redrawn[p]) { continue }
                if runLength > 0 && word == raw.pixelWord(at: runStart) {
                    runLength += 1
                    continue
                }
            }
            if runLength > 0 {
                let i = runStart * 4
                let a = pixels[i + 3]
                if a < 128 {
                    sawTransparent = true
                } else {
                    var r = pixels[i]
                    var g = pixels[i + 1]
                    var b = pixels[i + 2]
                    if source.premultiplied && a != 255 {
                        r = Pixmap.straight(r, alpha: a)
                        g = Pixmap.straight(g, alpha: a)
                        b = Pixmap.straight(b, alpha: a)
                    }
                    if exact.isCounting {
                        exact.add(ExactColorCounter.key(r, g, b), count: runLength)
                        if !exact.isCounting {
                            guard let histogram else {
                                scan = RunScan(next: p + 1, runStart: p, runLength: 1)
                                return (r, g, b, runLength)
                            }
                            // Just past the limit: the histogram takes over, from every colour
                            // counted so far (this run's included).
                            exact.forEachCount { color, count in addToHistogram(histogram, color, count) }
                            addToHistogram(histogram, r, g, b, runLength)
                        }
                    } else if let histogram {
                        addToHistogram(histogram, r, g, b, runLength)
                    }
                }
            }
            runStart = p
            runLength = 1
        }
        scan = RunScan(next: p, runStart: runStart, runLength: runLength)
        return nil
    }

    /// Adds everything `other` counted. The palette is then the one a single builder would give
    /// had every frame added to either been added to it, in any order: exact counts are sums
    /// (sorted by colour when read), the counter gives up exactly when the colours of both
    /// together pass its limit, and past it the histogram holds every pixel of both.
    package mutating func merge(_ other: GIFPaletteBuilder) {
        hasTransparency = hasTransparency || other.hasTransparency
        guard let counts = other.exact.colorCounts else {
            // The other gave up: so would a single builder; its histogram holds all it saw.
            if histogram.isEmpty { histogram = [Int](repeating: 0, count: Self.histogramCount) }
            if !exact.overflowed {
                exact.withUnsafeCounting { exact in
                    histogram.withUnsafeMutableBufferPointer { histogram in
                        exact.forEachCount { color, count in Self.addToHistogram(histogram, color, count) }
                    }
                }
                exact.giveUp()
            }
            for i in histogram.indices { histogram[i] += other.histogram[i] }
            return
        }
        // The counter can only give up here if the colours of both together may pass its limit.
        if histogram.isEmpty && exact.distinct + counts.count > ExactColorCounter.limit {
            histogram = [Int](repeating: 0, count: Self.histogramCount)
        }
        exact.withUnsafeCounting { exact in
            histogram.withUnsafeMutableBufferPointer { histogram in
                for (color, count) in counts {
                    if exact.isCounting {
                        exact.add(
                            ExactColorCounter.key(UInt8(color >> 16), UInt8(color >> 8 & 0xFF), UInt8(color & 0xFF)),
                            count: count)
                        if !exact.isCounting {
                            // Just past the limit: as in `add`, the histogram takes every colour so far.
                            exact.forEachCount { color, count in Self.addToHistogram(histogram, color, count) }
                            Self.addToHistogram(histogram, color, count)
                        }
                    } else {
                        Self.addToHistogram(histogram, color, count)
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func addToHistogram(_ histogram: UnsafeMutableBufferPointer<Int>, _ color: UInt32, _ count: Int) {
        addToHistogram(histogram, UInt8(color >> 16), UInt8(color >> 8 & 0xFF), UInt8(color & 0xFF), count)
    }

    @inline(__always)
    private static func addToHistogram(
        _ histogram: UnsafeMutableBufferPointer<Int>, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ count: Int
    ) {
        let h = GIFPalette.cell(r, g, b) * 4
        histogram[h] += count
        histogram[h + 1] += Int(r) * count
        histogram[h + 2] += Int(g) * count
        histogram[h + 3] += Int(b) * count
    }

    /// Forgets everything added, keeping the memory (for `GIFWriter`'s palette per frame).
    mutating func removeAll() {
        // The histogram holds counts only once the counter gave up; else it is empty or zero.
        if exact.overflowed { histogram.withUnsafeMutableBufferPointer { $0.update(repeating: 0) } }
        exact.removeAll()
        hasTransparency = false
    }

    /// The palette for everything added so far: at most `maxColors` entries (2…256), one of
    /// them the transparent entry (last) if any frame had a transparent pixel or
    /// `reserveTransparent` asks for one anyway (`GIFWriter` uses it for unchanged pixels).
    package func build(maxColors: Int = 256, reserveTransparent: Bool = false) -> GIFPalette {
        build(maxColors: maxColors, reserveTransparent: reserveTransparent, alwaysPrecise: false)
    }

    /// `build(maxColors:reserveTransparent:)`; `alwaysPrecise` makes the palette `precise` even
    /// when it holds every colour (a local palette: colours from other frames find their nearest entry).
    func build(maxColors: Int, reserveTransparent: Bool, alwaysPrecise: Bool) -> GIFPalette {
        let total = min(max(maxColors, 2), 256)
        let hasTransparency = self.hasTransparency || reserveTransparent
        let opaqueSlots = hasTransparency ? total - 1 : total
        var colors: [RGBA8]
        var precise = false
        if let counts = exact.colorCounts {
            (colors, precise) = Self.palette(from: counts, slots: opaqueSlots)
        } else {
            colors = MedianCut(histogram: histogram).colors(count: opaqueSlots)
        }
        precise = precise || alwaysPrecise
        // A palette needs at least one entry even for an all-transparent animation.
        if colors.isEmpty && !hasTransparency { colors = [RGBA8(r: 0, g: 0, b: 0, a: 255)] }
        guard hasTransparency else { return GIFPalette(colors: colors, precise: precise) }
        return GIFPalette(
            colors: colors + [RGBA8(r: 0, g: 0, b: 0, a: 0)],
            transparentIndex: colors.count, precise: precise)
    }

    /// At most `slots` opaque entries for exact `counts` (`0xRRGGBB`, ascending): the colours
    /// themselves when they fit, else a median cut at full precision refined by Lloyd iterations,
    /// which places entries between the colours (`precise`: map others to the nearest entry).
    static func palette(from counts: [(color: UInt32, count: Int)], slots: Int) -> (colors: [RGBA8], precise: Bool) {
        guard counts.count > slots else {
            return (
                counts.map {
                    RGBA8(r: UInt8($0.color >> 16), g: UInt8($0.color >> 8 & 0xFF), b: UInt8($0.color & 0xFF), a: 255)
                }, false
            )
        }
        let cut = MedianCut(colorCounts: counts).colors(count: slots)
        return (PaletteRefinement.refine(cut, over: counts, iterations: refinementIterations), true)
    }
}
