import ReelGeometry

/// Turns accumulated cells into coverage and hands it, as spans and single pixels, to a spanner
/// that composites the paint source-over.
///
/// Hot module rules, and why:
/// - Only marked chunks of cells are read (the accumulator marks every chunk it writes); between
///   two marked chunks the winding is constant, so the gap is one span with one coverage: the
///   interior of a shape costs a span fill, not a per-pixel coverage computation.
/// - Cells and marks are cleared as they are read, so the buffers are ready for the next fill
///   without a separate clear.
/// - Coverage is quantised once to 0…255 (rounded to nearest); coverage 0 touches nothing, and full
///   coverage of an opaque paint writes its exact colour.
/// - The spanner is a generic parameter, specialised per paint: no dynamic dispatch per span.
/// - Each row first loads the first marked pixel `touchAhead` rows below: the destination is usually
///   out of cache (a 1080p frame is 8 MB), and Swift has no prefetch, so a load kept alive through
///   the return value starts that miss while this row is blended (about 6 % on the stroke bench).
///   Touching every cache line of that row's marked extent instead was tried: 3 % slower on fill.
/// - A spanner may take the whole pass (`Spanner.blitAll`): a solid colour on AVX2 under the
///   non-zero rule runs this loop in C (`reel_avx2_fill_solid`, statement for statement), its
///   constants set once a fill; called per chunk, run, tail and span from here, the kernels' set-up
///   and the calls were about a fifth of the blitter's instructions. Where this loop loads one
///   pixel ahead, the C loop prefetches every cache line of the marked extent three rows ahead.
struct Blitter {
    let pixels: UnsafeMutablePointer<UInt32>
    /// Pixels per row.
    let stride: Int
    /// The canvas pixel that `pixels` starts with (an offscreen window's top left; 0 for a frame):
    /// boxes and paints are in canvas pixels.
    var originX = 0, originY = 0

    /// How many rows ahead the blitter touches the destination.
    static let touchAhead = 3

    /// Returns the pixels touched ahead, ORed: the caller keeps the value so that the loads stay.
    @discardableResult
    func blit<S: Spanner>(
        cells: UnsafeMutablePointer<Float>, rowLength: Int, marks: UnsafeMutablePointer<UInt64>,
        wordsPerRow: Int, box: PixelBox, rule: FillRule, spanner: S
    ) -> UInt32 {
        let width = box.width
        var touched: UInt32 = 0
        // Row and cell offsets below index the box's buffers and the pixmap, whose sizes are Ints,
        // so their arithmetic cannot overflow and is spelled unchecked. The row pointers advance
        // by addition.
        var line = cells
        var words = marks
        var out = pixels + ((box.y0 &- originY) &* stride &+ box.x0 &- originX)
        if spanner.blitAll(
            out, stride: stride, cells: cells, rowLength: rowLength, marks: marks, wordsPerRow: wordsPerRow, box: box,
            rule: rule)
        {
            return touched
        }
        let rowsAhead = box.height &- Self.touchAhead
        for row in 0..<box.height {
            defer {
                line += rowLength
                words += wordsPerRow
                out += stride
            }
            // Touch the first marked pixel a few rows ahead so its cache line is on the way when
            // that row is blended (Swift has no prefetch; a load whose result is kept only in
            // `touched` lets the CPU overlap the miss with this row's work).
            if row < rowsAhead {
                let bits = words[Self.touchAhead &* wordsPerRow]
                if bits != 0 {
                    let column = min(bits.trailingZeroBitCount << EdgeAccumulator.chunkShift, width &- 1)
                    touched |= out[Self.touchAhead &* stride &+ column]
                }
            }
            let y = box.y0 &+ row
            var winding: Float = 0
            var next = 0  // the first cell not yet visited
            for word in 0..<wordsPerRow {
                var bits = words[word]
                if bits == 0 { continue }
                words[word] = 0
                while bits != 0 {
                    let bit = bits.trailingZeroBitCount
                    let start = (word << 6 | bit) << EdgeAccumulator.chunkShift
                    if start > next {  // an unmarked gap: constant coverage
                        let end = min(start, width)
                        let coverage = Self.coverage(winding, rule)
                        if end > next, coverage > 0 {
                            spanner.span(out + next, x: box.x0 &+ next, y: y, count: end &- next, coverage: coverage)
                        }
                    }
                    // `start` is a marked chunk's first cell, below `rowLength` (at most 2^21 + 2),
                    // so this arithmetic cannot overflow and is spelled unchecked.
                    let rest = bits &>> UInt64(truncatingIfNeeded: bit)  // this chunk's bit and those after it
                    if start &+ EdgeAccumulator.chunkWidth <= width && rest & 2 == 0 {
                        // A lone whole chunk inside the row (then also inside `rowLength`, which
                        // is `width + 2`): prefix sums and coverage on 8 lanes.
                        bits &= bits &- 1
                        winding = spanner.chunk(
                            out + start, x: box.x0 &+ start, y: y, cells: line + start, winding: winding, rule: rule)
                        next = start &+ EdgeAccumulator.chunkWidth
                    } else if start &+ EdgeAccumulator.chunkWidth <= width {
                        // A run of marked chunks within this word, those whole inside the row in
                        // one call (`bit + run` is at most 64: the complement of `rest` has a zero
                        // bit at the first unmarked chunk or beyond). Tested after the lone chunk,
                        // most of a fill's, which then costs a shift and a test more.
                        let run = (~rest).trailingZeroBitCount
                        let count = min(run, (width &- start) >> EdgeAccumulator.chunkShift)
                        winding = spanner.chunks(
                            out + start, x: box.x0 &+ start, y: y, cells: line + start, count: count, winding: winding,
                            rule: rule)
                        next = start &+ count << EdgeAccumulator.chunkShift
                        let end = bit &+ count
                        bits = end == 64 ? 0 : bits & (~0 &<< UInt64(truncatingIfNeeded: end))
                    } else {
                        bits &= bits &- 1
                        // The row's last chunk, cut by the row's end: its cells one by one.
                        let end = min(start &+ EdgeAccumulator.chunkWidth, rowLength)
                        winding = spanner.tail(
                            out + start, x: box.x0 &+ start, y: y, cells: line + start, cellCount: end &- start,
                            pixelCount: max(0, min(end, width) &- start), winding: winding, rule: rule)
                        next = end
                    }
                }
            }
            if next < width {
                let coverage = Self.coverage(winding, rule)
                if coverage > 0 {
                    spanner.span(out + next, x: box.x0 &+ next, y: y, count: width &- next, coverage: coverage)
                }
            }
        }
        return touched
    }

    /// One whole chunk of 8 cells on 8 lanes: their running sums from `winding`, coverage, and the
    /// 8-pixel blend unless every coverage is 0; clears the cells and returns the winding after
    /// them. The portable step of `Spanner.chunk`.
    @inline(__always)
    static func chunk<S: Spanner>(
        _ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, cells: UnsafeMutablePointer<Float>, winding: Float,
        rule: FillRule, spanner: S
    ) -> Float {
        let raw = UnsafeMutableRawPointer(cells)
        let cells = raw.loadUnaligned(as: SIMD8<Float>.self)
        raw.storeBytes(of: SIMD8<Float>(), as: SIMD8<Float>.self)
        let sums = Self.prefixSums(cells, from: winding)
        let levels = Self.coverage(sums, rule)
        // Tested as two words: SIMD's `!=` compares lane by lane through memory.
        let words = unsafeBitCast(levels, to: SIMD2<UInt64>.self)
        if words[0] | words[1] != 0 {
            spanner.pixels(dst, x: x, y: y, coverage: levels)
        }
        return sums[7]
    }

    /// `spanner.chunk` over `count` consecutive chunks, the winding carried from each to the
    /// next; returns the winding after the last.
    @inline(__always)
    static func chunks<S: Spanner>(
        _ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, cells: UnsafeMutablePointer<Float>, count: Int,
        winding: Float, rule: FillRule, spanner: S
    ) -> Float {
        var winding = winding
        var offset = 0
        for _ in 0..<count {
            winding = spanner.chunk(
                dst + offset, x: x &+ offset, y: y, cells: cells + offset, winding: winding, rule: rule)
            offset &+= EdgeAccumulator.chunkWidth
        }
        return winding
    }

    /// A row's last, partial chunk: the running sums of `cellCount` cells from `winding`, one
    /// addition per cell (the order the 8-lane scan cannot reproduce bit for bit), the cells
    /// cleared, and the first `pixelCount` of them blended pixel by pixel; returns the winding
    /// after them. The portable step of `Spanner.tail`.
    @inline(__always)
    static func tail<S: Spanner>(
        _ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, cells: UnsafeMutablePointer<Float>, cellCount: Int,
        pixelCount: Int, winding: Float, rule: FillRule, spanner: S
    ) -> Float {
        var winding = winding
        var column = 0
        while column < cellCount {
            winding += cells[column]
            cells[column] = 0
            if column < pixelCount {
                let coverage = Self.coverage(winding, rule)
                if coverage > 0 {
                    spanner.pixel(dst + column, x: x &+ column, y: y, coverage: coverage)
                }
            }
            column &+= 1
        }
        return winding
    }

    /// Coverage in 0…255 from the accumulated winding-weighted area.
    @inline(__always)
    static func coverage(_ winding: Float, _ rule: FillRule) -> UInt32 {
        let magnitude = abs(winding)
        let c: Float
        switch rule {
        case .nonZero:
            c = min(magnitude, 1)
        case .evenOdd:
            // A triangle wave: 0 at even windings, 1 at odd ones, linear in between on edges.
            let phase = magnitude - 2 * (magnitude * 0.5).rounded(.down)
            c = phase > 1 ? 2 - phase : phase
        }
        // Rounded as the 8-lane path rounds (to nearest, ties to even), without a libm call; c is
        // in 0…1 (or NaN, whose bits convert to a positive garbage value), so no check is needed.
        return UInt32(truncatingIfNeeded: FloatBits.roundedInt(c * 255))
    }
}

extension Blitter {
    /// Running sums of 8 cells starting from `winding` (lane i: winding + cells 0…i): a 2-step scan
    /// on each 4-lane half, then the low half's last sum added to the high half. The lane shifts
    /// are spelled as byte shuffles, which compile to two register shuffles each; spelled on
    /// 64-bit lanes they went through general registers (`shld`: 6 more instructions per chunk),
    /// and written as `SIMD4(0, x[0], x[1], x[2])`, or as one 8-lane scan, about twice the shuffles.
    @inline(__always)
    static func prefixSums(_ cells: SIMD8<Float>, from winding: Float) -> SIMD8<Float> {
        var low = cells.lowHalf
        var high = cells.highHalf
        low += shiftedOneLane(low)
        high += shiftedOneLane(high)
        low += shiftedTwoLanes(low)
        high += shiftedTwoLanes(high)
        low += SIMD4(repeating: winding)
        high += SIMD4(repeating: low[3])
        return SIMD8(lowHalf: low, highHalf: high)
    }

    /// (0, v0, v1, v2).
    @inline(__always)
    static func shiftedOneLane(_ v: SIMD4<Float>) -> SIMD4<Float> {
        let b = unsafeBitCast(v, to: SIMD16<UInt8>.self)
        return unsafeBitCast(
            SIMD16<UInt8>(0, 0, 0, 0, b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11]),
            to: SIMD4<Float>.self)
    }

    /// (0, 0, v0, v1).
    @inline(__always)
    static func shiftedTwoLanes(_ v: SIMD4<Float>) -> SIMD4<Float> {
        let b = unsafeBitCast(v, to: SIMD16<UInt8>.self)
        return unsafeBitCast(
            SIMD16<UInt8>(0, 0, 0, 0, 0, 0, 0, 0, b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]),
            to: SIMD4<Float>.self)
    }

    /// Coverage in 0…255 of 8 pixels from their accumulated winding-weighted areas.
    @inline(__always)
    static func coverage(_ winding: SIMD8<Float>, _ rule: FillRule) -> SIMD8<UInt16> {
        // Plain lane-wise operators only: the generic SIMD helpers (pointwiseMin, rounding
        // conversions) are not lowered to vector instructions and cost more than the blend.
        var magnitude = unsafeBitCast(
            unsafeBitCast(winding, to: SIMD8<UInt32>.self) & 0x7FFF_FFFF, to: SIMD8<Float>.self)
        if rule == .evenOdd {
            // The triangle wave, lane by lane (even-odd fills are rare; clarity over speed).
            for i in 0..<8 {
                let m = magnitude[i]
                let phase = m - 2 * (m * 0.5).rounded(.down)
                magnitude[i] = phase > 1 ? 2 - phase : phase
            }
        }
        // Adding 1.5 · 2^23 rounds to an integer held in the low mantissa bits.
        var n = unsafeBitCast(magnitude * 255 + 12_582_912, to: SIMD8<Int32>.self) & 0x3F_FFFF
        let excess = 255 &- n
        n &+= excess & (excess &>> 31)  // min(n, 255)
        return SIMD8<UInt16>(truncatingIfNeeded: n)
    }
}

/// Composites one paint under given coverage: a run of pixels with one coverage, or one pixel.
protocol Spanner {
    func span(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32)
    func pixel(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, coverage: UInt32)
    /// Eight pixels, each with its own coverage.
    func pixels(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, coverage: SIMD8<UInt16>)
    /// The blitter's whole step over 8 cells onto the 8 pixels at `dst` (see `Blitter.chunk`);
    /// returns the winding after them. A spanner with a fused kernel for it provides its own.
    func chunk(
        _ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, cells: UnsafeMutablePointer<Float>, winding: Float,
        rule: FillRule
    ) -> Float
    /// `chunk` over `count` consecutive chunks, the winding carried from each to the next; returns
    /// the winding after the last. A spanner with a kernel for a run provides its own.
    func chunks(
        _ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, cells: UnsafeMutablePointer<Float>, count: Int,
        winding: Float, rule: FillRule
    ) -> Float
    /// The blitter's step over a row's last, partial chunk (see `Blitter.tail`); returns the
    /// winding after it. A spanner with a kernel for it provides its own.
    func tail(
        _ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, cells: UnsafeMutablePointer<Float>, cellCount: Int,
        pixelCount: Int, winding: Float, rule: FillRule
    ) -> Float
    /// The blitter's whole pass (`Blitter.blit`, from `out`, the box's top left pixel) in one
    /// step, for a spanner with a kernel for it: returns false, having done nothing, when it has
    /// none (for this rule), and the blitter's loop runs.
    func blitAll(
        _ out: UnsafeMutablePointer<UInt32>, stride: Int, cells: UnsafeMutablePointer<Float>, rowLength: Int,
        marks: UnsafeMutablePointer<UInt64>, wordsPerRow: Int, box: PixelBox, rule: FillRule
    ) -> Bool
}

extension Spanner {
    @inline(__always)
    func blitAll(
        _ out: UnsafeMutablePointer<UInt32>, stride: Int, cells: UnsafeMutablePointer<Float>, rowLength: Int,
        marks: UnsafeMutablePointer<UInt64>, wordsPerRow: Int, box: PixelBox, rule: FillRule
    ) -> Bool { false }

    @inline(__always)
    func chunk(
        _ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, cells: UnsafeMutablePointer<Float>, winding: Float,
        rule: FillRule
    ) -> Float {
        Blitter.chunk(dst, x: x, y: y, cells: cells, winding: winding, rule: rule, spanner: self)
    }

    @inline(__always)
    func chunks(
        _ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, cells: UnsafeMutablePointer<Float>, count: Int,
        winding: Float, rule: FillRule
    ) -> Float {
        Blitter.chunks(dst, x: x, y: y, cells: cells, count: count, winding: winding, rule: rule, spanner: self)
    }

    @inline(__always)
    func tail(
        _ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, cells: UnsafeMutablePointer<Float>, cellCount: Int,
        pixelCount: Int, winding: Float, rule: FillRule
    ) -> Float {
        Blitter.tail(
            dst, x: x, y: y, cells: cells, cellCount: cellCount, pixelCount: pixelCount, winding: winding, rule: rule,
            spanner: self)
    }
}

/// One premultiplied colour.
struct SolidSpanner: Spanner {
    let source: UInt32

    @inline(__always)
    func span(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {
        PixelOps.blend(dst, count: count, source: coverage == 255 ? source : PixelOps.scale(source, by: coverage))
    }

    @inline(__always)
    func pixel(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, coverage: UInt32) {
        let s = coverage == 255 ? source : PixelOps.scale(source, by: coverage)
        dst.pointee = PixelOps.over(dst.pointee, s)
    }

    @inline(__always)
    func pixels(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, coverage: SIMD8<UInt16>) {
        PixelOps.blend(dst, source: source, coverage: coverage)
    }
}

/// Work to run with one paint's spanner. Generic rather than a closure, so that each paint's
/// spanner is specialised into the loop that uses it (no dynamic dispatch per span).
protocol SpannerJob {
    func run<S: Spanner>(with spanner: S) -> UInt32
}

/// Work to run with a paint's portable spanner, which is also its shader (see Compositing).
/// Generic for the same reason as `SpannerJob`.
protocol PaintSpannerJob {
    func run<S: Spanner & Shader>(with spanner: S) -> UInt32
}

/// A spanner job run with a paint's portable spanner as it is.
struct SourceOverJob<J: SpannerJob>: PaintSpannerJob {
    let job: J

    func run<S: Spanner & Shader>(with spanner: S) -> UInt32 { job.run(with: spanner) }
}

extension Paint {
    /// Runs `job` with the spanner that composites this paint; returns what the job returns.
    func withSpanner<J: SpannerJob>(_ job: J) -> UInt32 {
        if case .solid(let color) = self, RasterKernels.avx2 {
            return job.run(with: AVX2SolidSpanner(source: PixelOps.pack(color.premultipliedRGBA8)))
        }
        return withPortableSpanner(SourceOverJob(job: job))
    }

    /// Runs `job` with this paint's portable spanner: the one place each paint's spanner is built,
    /// for the fused source-over loops (`withSpanner`) and for the compositing stages.
    func withPortableSpanner<J: PaintSpannerJob>(_ job: J) -> UInt32 {
        switch self {
        case .solid(let color):
            return job.run(with: SolidSpanner(source: PixelOps.pack(color.premultipliedRGBA8)))
        case .linearGradient(let gradient, _, _), .radialGradient(let gradient, _, _),
            .conicGradient(let gradient, _, _), .focalGradient(let gradient, _, _, _):
            return gradient.table().withUnsafeBufferPointer { table in
                job.run(with: GradientSpanner(table: table.baseAddress!, shape: GradientSpanner.Shape(self)!))
            }
        case .image(let pattern):
            return pattern.image.bytes.withUnsafeBufferPointer { bytes in
                bytes.withMemoryRebound(to: UInt32.self) { image in
                    job.run(
                        with: ImageSpanner(
                            pixels: image.baseAddress!, width: pattern.image.width,
                            x0: pattern.columns.lowerBound, x1: pattern.columns.upperBound,
                            y0: pattern.rows.lowerBound, y1: pattern.rows.upperBound,
                            inverse: pattern.inverse, nearest: pattern.filter == .nearest,
                            opacity: UInt32(Int(clamping: (pattern.opacity * 255).rounded(), to: 0...255))))
                }
            }
        }
    }
}

/// The blitter's pass over accumulated cells, as a job for any paint's spanner.
struct CoverageBlit: SpannerJob {
    let blitter: Blitter
    let cells: UnsafeMutablePointer<Float>
    let rowLength: Int
    let marks: UnsafeMutablePointer<UInt64>
    let wordsPerRow: Int
    let box: PixelBox
    let rule: FillRule

    func run<S: Spanner>(with spanner: S) -> UInt32 {
        blitter.blit(
            cells: cells, rowLength: rowLength, marks: marks, wordsPerRow: wordsPerRow, box: box, rule: rule,
            spanner: spanner)
    }
}
