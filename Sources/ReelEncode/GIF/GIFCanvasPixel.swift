internal import ReelRaster

/// A pixel of `GIFWriter`'s canvases: a colour (`UInt32`, `GIFWriter.pack`), or an entry of the
/// global palette (`UInt8`) while the writer can keep entries (`GIFWriter.indexed`), a quarter of
/// the memory. The writer's loops are generic over it, so both compare, copy and clear pixels
/// the same way; with distinct colours in the palette, entries compare as their colours do.
protocol GIFCanvasPixel: FixedWidthInteger {
    /// The colour `pixel` stands for (`GIFWriter.pack`), with `table` the global palette packed.
    static func color(_ pixel: Self, in table: UnsafeBufferPointer<UInt32>) -> UInt32
}

extension UInt32: GIFCanvasPixel {
    /// The pixel is the colour.
    @inline(__always)
    static func color(_ pixel: UInt32, in table: UnsafeBufferPointer<UInt32>) -> UInt32 { pixel }
}

extension UInt8: GIFCanvasPixel {
    /// The entry's colour in `table`.
    @inline(__always)
    static func color(_ pixel: UInt8, in table: UnsafeBufferPointer<UInt32>) -> UInt32 { table[Int(pixel)] }
}

/// The indices where two canvases of the same size differ, in ascending order, found eight bytes
/// at a time: an interface frame differs from what is shown in few pixels, and the writer (in
/// order, on the consumer's thread) compared every one. Reads each pixel when it gets there, so
/// the caller may change the pixel it was given before asking for the next.
struct GIFCanvasDifferences<Pixel: GIFCanvasPixel>: Sequence, IteratorProtocol {
    private let a: UnsafePointer<Pixel>?
    private let b: UnsafePointer<Pixel>?
    private let count: Int
    private var p = 0

    /// The pixels where `a` and `b` (as long as `a`) differ.
    init(_ a: UnsafeMutableBufferPointer<Pixel>, _ b: UnsafeBufferPointer<Pixel>) {
        precondition(b.count >= a.count, "the canvases have the same size")
        self.a = a.baseAddress.map { UnsafePointer($0) }
        self.b = b.baseAddress
        count = a.count
    }

    mutating func next() -> Int? {
        guard let a, let b else { return nil }
        // Pixels a word: 8 entries or 2 colours.
        let perWord = 8 / MemoryLayout<Pixel>.stride
        while p + perWord <= count
            && UnsafeRawPointer(a + p).loadUnaligned(as: UInt64.self)
                == UnsafeRawPointer(b + p).loadUnaligned(as: UInt64.self)
        {
            p += perWord
        }
        while p < count {
            p += 1
            if a[p - 1] != b[p - 1] { return p - 1 }
        }
        return nil
    }
}

/// What `GIFWriter.chooseDisposal` counts in one pass over the canvases: how many pixels of the
/// next frame differ from the canvas each disposal leaves, and their boxes.
struct GIFDisposalCounts {
    var kept = 0
    var restored = 0
    var keptBox = PixelBox.empty
    var restoredBox = PixelBox.empty
    var splitBox = PixelBox.empty
    /// False when the next frame has a transparent pixel where the earlier canvas is opaque.
    var restorable = true

    /// Counts `next` against `shown` with `cleared` made transparent (kept), against `shown`
    /// with `vacated` made transparent (a split, when `splits`), and against `base` (restored).
    /// `none` is the pixel that stands for no pixel.
    init<Pixel: GIFCanvasPixel>(
        next: UnsafeBufferPointer<Pixel>, shown: UnsafeBufferPointer<Pixel>, base: UnsafeBufferPointer<Pixel>,
        none: Pixel, cleared: PixelBox, vacated: PixelBox, splits: Bool, width: Int, height: Int
    ) {
        let perWord = Pixel.perWord
        let noneWord = Pixel.word(repeating: none)
        for y in 0..<height {
            let clearedRow = y >= cleared.y0 && y < cleared.y1
            let vacatedRow = y >= vacated.y0 && y < vacated.y1
            var keptSpan = GIFRowSpan()
            var splitSpan = GIFRowSpan()
            var restoredSpan = GIFRowSpan()
            var start = 0
            while start < width {
                let end = min(start + perWord, width)
                let p = y * width + start
                // A whole word outside both boxes, where what each disposal leaves is `shown`: a
                // word at a time (most of an interface frame's pixels agree in all three canvases).
                if end - start == perWord && !(clearedRow && start < cleared.x1 && end > cleared.x0)
                    && !(splits && vacatedRow && start < vacated.x1 && end > vacated.x0)
                {
                    let n = next.word(at: p)
                    let keptLanes = Pixel.differingLanes(n, shown.word(at: p))
                    let restoredLanes = Pixel.differingLanes(n, base.word(at: p))
                    if keptLanes != 0 {
                        kept += Pixel.count(keptLanes)
                        keptSpan.add(lanes: keptLanes, from: start, as: Pixel.self)
                        if splits { splitSpan.add(lanes: keptLanes, from: start, as: Pixel.self) }
                    }
                    if restoredLanes != 0 {
                        restored += Pixel.count(restoredLanes)
                        restoredSpan.add(lanes: restoredLanes, from: start, as: Pixel.self)
                        // No frame can draw a transparent pixel over an opaque one.
                        if restoredLanes & ~Pixel.differingLanes(n, noneWord) != 0 { restorable = false }
                    }
                    start = end
                    continue
                }
                for x in start..<end {
                    let n = next[y * width + x]
                    let s = shown[y * width + x]
                    let b = base[y * width + x]
                    if n != (clearedRow && x >= cleared.x0 && x < cleared.x1 ? none : s) {
                        kept += 1
                        keptSpan.add(x)
                    }
                    if splits, n != (vacatedRow && x >= vacated.x0 && x < vacated.x1 ? none : s) {
                        splitSpan.add(x)
                    }
                    if n != b {
                        if n == none { restorable = false }
                        restored += 1
                        restoredSpan.add(x)
                    }
                }
                start = end
            }
            keptSpan.flush(into: &keptBox, row: y)
            splitSpan.flush(into: &splitBox, row: y)
            restoredSpan.flush(into: &restoredBox, row: y)
        }
    }
}

extension GIFWriter {
    /// The box of the pixels `shown` changes from `base`, and the box of those `next` (the frame
    /// after, when `vacating`) makes transparent where `shown` has one: only disposal can clear
    /// those. `none` is the pixel that stands for no pixel.
    static func changedBoxes<Pixel: GIFCanvasPixel>(
        shown: UnsafeBufferPointer<Pixel>, base: UnsafeBufferPointer<Pixel>, next: UnsafeBufferPointer<Pixel>?,
        none: Pixel, width: Int, height: Int
    ) -> (drawn: PixelBox, vacated: PixelBox) {
        var drawn = PixelBox.empty
        var vacated = PixelBox.empty
        let perWord = Pixel.perWord
        let noneWord = Pixel.word(repeating: none)
        for y in 0..<height {
            var drawnSpan = GIFRowSpan()
            var vacatedSpan = GIFRowSpan()
            var start = 0
            while start < width {
                let end = min(start + perWord, width)
                let p = y * width + start
                if end - start == perWord {
                    let s = shown.word(at: p)
                    let drawnLanes = Pixel.differingLanes(s, base.word(at: p))
                    if drawnLanes != 0 { drawnSpan.add(lanes: drawnLanes, from: start, as: Pixel.self) }
                    if let next {
                        // `next` has none where `shown` has a pixel.
                        let lanes =
                            ~Pixel.differingLanes(next.word(at: p), noneWord) & Pixel.differingLanes(s, noneWord)
                        if lanes != 0 { vacatedSpan.add(lanes: lanes, from: start, as: Pixel.self) }
                    }
                } else {
                    for x in start..<end {
                        let s = shown[y * width + x]
                        if s != base[y * width + x] { drawnSpan.add(x) }
                        if let next, next[y * width + x] == none && s != none { vacatedSpan.add(x) }
                    }
                }
                start = end
            }
            drawnSpan.flush(into: &drawn, row: y)
            vacatedSpan.flush(into: &vacated, row: y)
        }
        return (drawn, vacated)
    }

    /// Makes every pixel of `box` in `canvas` (`width` pixels a row) `none`.
    static func clear<Pixel: GIFCanvasPixel>(_ canvas: inout [Pixel], box: PixelBox, to none: Pixel, width: Int) {
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 { canvas[y * width + x] = none }
        }
    }
}
