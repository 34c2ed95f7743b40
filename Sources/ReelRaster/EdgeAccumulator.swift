import ReelGeometry

/// Adds each edge's exact signed area and cover to the accumulation cells of a pixel box.
///
/// Hot module rules: called once per polygon (or edge); nothing here allocates (no arrays, not even
/// temporaries) and the per-row loop calls nothing that is not inlined. Arithmetic is Float because
/// cells are summed in Float; coordinates are made box-relative in Double first so large canvases
/// keep sub-pixel precision. Every cell written is also marked in its row's chunk bitmask (one bit
/// per `chunkWidth` cells) so the blitter visits only marked chunks and treats the gaps between
/// them as constant-coverage spans: work is proportional to edges and spans, not to the box area.
/// Floors, ceilings and float→int conversions go through `FloatBits` (no libm call, no trap
/// check: baseline x86-64 has no SSE4.1 `roundss`), so box coordinates must stay below 2^22.
/// Every x handed to `addLine`, and its running x row by row, stays within [0, w]: the cells of a
/// row are `0...w + 1` with nothing before them, so an x a rounding error below 0 would write into
/// the previous row (or before the buffer in row 0). Every y stays within [0, h]. Both being
/// non-negative, their floors and ceilings come from one truncating conversion
/// (`FloatBits.floorIntOfNonNegative`), not from the 1.5 · 2^23 sum's eleven instructions.
struct EdgeAccumulator {
    /// Cells per bit of the row masks.
    static let chunkShift = 3
    static let chunkWidth = 1 << chunkShift

    let cells: UnsafeMutablePointer<Float>
    let rowLength: Int
    let marks: UnsafeMutablePointer<UInt64>
    let wordsPerRow: Int
    let box: PixelBox
    /// The box's corner and size as the edge arithmetic uses them, converted once per fill rather
    /// than once per edge (each `box.width` is a checked subtraction, each `Double(_:)` a conversion).
    private let left: Double, top: Double, width: Double, height: Double
    private let widthFloat: Float
    private let rows: Int
    /// `pairMasks`, read once per fill rather than through the global's lazy initialisation per row.
    private let pairMaskTable: UnsafePointer<UInt64>

    init(
        cells: UnsafeMutablePointer<Float>, rowLength: Int, marks: UnsafeMutablePointer<UInt64>, wordsPerRow: Int,
        box: PixelBox
    ) {
        self.cells = cells
        self.rowLength = rowLength
        self.marks = marks
        self.wordsPerRow = wordsPerRow
        self.box = box
        left = Double(box.x0)
        top = Double(box.y0)
        width = Double(box.width)
        height = Double(box.height)
        widthFloat = Float(box.width)
        rows = box.height
        pairMaskTable = Self.pairMasks
    }

    /// For each cell of a mask word's 512 (`cell & 511`), the bits of the chunks holding that cell
    /// and the next: one bit, or two when the cell ends its chunk. Entry 511, whose next cell is in
    /// the next word, is not used. A look-up and one OR, where computing the run and its shift took
    /// about 10 more instructions in every row of every edge. Never freed: 4 KB, shared, read-only.
    nonisolated(unsafe) private static let pairMasks: UnsafePointer<UInt64> = {
        let table = UnsafeMutablePointer<UInt64>.allocate(capacity: 64 << chunkShift)
        for cell in 0..<64 << chunkShift {
            let next = min(cell + 1, 64 << chunkShift - 1)
            table[cell] = 1 << UInt64(cell >> chunkShift) | 1 << UInt64(next >> chunkShift)
        }
        return UnsafePointer(table)
    }()

    /// 64-bit mask words a row of `rowLength` cells needs.
    static func words(forRowLength rowLength: Int) -> Int {
        ((rowLength + chunkWidth - 1) >> chunkShift + 63) >> 6
    }

    /// Adds the edge from `a` to `b` (pixel space), clipped to the box.
    func addEdge(from a: Point, to b: Point) {
        // Box-relative coordinates; rows outside the box are dropped, columns are split below.
        let p0 = Point(x: a.x - left, y: a.y - top)
        let p1 = Point(x: b.x - left, y: b.y - top)
        let h = height
        let w = width
        // The common case first: both ends inside the box (so finite: NaN fails every comparison),
        // where the checks of `addClippedEdge` would neither clip nor split. A horizontal edge is
        // dropped by `addLine` as by those checks.
        if p0.x >= 0 && p0.x <= w && p1.x >= 0 && p1.x <= w && p0.y >= 0 && p0.y <= h && p1.y >= 0 && p1.y <= h {
            addLine(x0: Float(p0.x), y0: Float(p0.y), x1: Float(p1.x), y1: Float(p1.y), inBox: true)
            return
        }
        addClippedEdge(p0, p1, from: a, to: b)
    }

    /// Adds the closed polygon through `points` (the last point joins the first), each edge as
    /// `addEdge` adds it. Each point is made box-relative, tested against the box and converted to
    /// Float once, for both edges it ends, and the row loop is inlined into this one loop: `addEdge`
    /// called per edge did all of that twice and paid a call with six register saves.
    func addPolygon(_ points: UnsafeBufferPointer<Point>) {
        guard points.count > 1, let last = points.last else { return }
        let h = height
        let w = width
        var a = last
        var p0 = Point(x: a.x - left, y: a.y - top)
        // Both ends inside the box (so finite: NaN fails every comparison): see `addEdge`.
        var inside0 = p0.x >= 0 && p0.x <= w && p0.y >= 0 && p0.y <= h
        var x0 = Float(p0.x)
        var y0 = Float(p0.y)
        for b in points {
            let p1 = Point(x: b.x - left, y: b.y - top)
            let inside1 = p1.x >= 0 && p1.x <= w && p1.y >= 0 && p1.y <= h
            let x1 = Float(p1.x)
            let y1 = Float(p1.y)
            if inside0 && inside1 {
                addLine(x0: x0, y0: y0, x1: x1, y1: y1, inBox: true)
            } else {
                addClippedEdge(p0, p1, from: a, to: b)
            }
            a = b
            p0 = p1
            inside0 = inside1
            x0 = x1
            y0 = y1
        }
    }

    /// `addEdge` for an edge with an end outside the box (`p0`, `p1` box-relative): clipped to the
    /// box's rows, split at its sides. Out of line, so that `addEdge` calls the row loop from one
    /// place only.
    @inline(never)
    private func addClippedEdge(_ p0: Point, _ p1: Point, from a: Point, to b: Point) {
        var p0 = p0
        var p1 = p1
        let h = height
        let w = width
        // Non-finite points would make garbage cell indices below (the conversions are unchecked).
        guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else { return }
        guard p0.y != p1.y, !(p0.y <= 0 && p1.y <= 0), !(p0.y >= h && p1.y >= h) else { return }
        // Clip vertically to [0, h].
        if p0.y < 0 || p1.y < 0 || p0.y > h || p1.y > h {
            let (top, bottom) = p0.y < p1.y ? (p0, p1) : (p1, p0)
            let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
            var t = top
            var u = bottom
            if t.y < 0 { t = Point(x: t.x - t.y * dxdy, y: 0) }
            if u.y > h { u = Point(x: u.x - (u.y - h) * dxdy, y: h) }
            (p0, p1) = p0.y < p1.y ? (t, u) : (u, t)
        }
        if p0.x >= 0 && p1.x >= 0 && p0.x <= w && p1.x <= w {  // the common case: inside
            addLine(x0: Float(p0.x), y0: Float(p0.y), x1: Float(p1.x), y1: Float(p1.y), inBox: false)
            return
        }
        // Split where the edge crosses the box's left (x = 0) and right (x = w) sides; outside
        // parts are pinned to the side, where they add cover but no area.
        let dx = p1.x - p0.x
        var first = (p0.x - 0) * (p1.x - 0) < 0 ? (0 - p0.x) / dx : Double.nan
        var second = (p0.x - w) * (p1.x - w) < 0 ? (w - p0.x) / dx : Double.nan
        if first.isNaN || first > second { swap(&first, &second) }
        var start = p0
        if !first.isNaN {
            let mid = Point(x: p0.x + dx * first, y: p0.y + (p1.y - p0.y) * first)
            addClampedLine(start, mid, width: w)
            start = mid
        }
        if !second.isNaN {
            let mid = Point(x: p0.x + dx * second, y: p0.y + (p1.y - p0.y) * second)
            addClampedLine(start, mid, width: w)
            start = mid
        }
        addClampedLine(start, p1, width: w)
    }

    /// Adds a line that lies entirely on one side of each box side, clamping x into [0, w].
    /// A NaN x (an edge near Double's range can overflow while clipped: ∞ − ∞) clamps to 0.
    @inline(__always)
    private func addClampedLine(_ a: Point, _ b: Point, width w: Double) {
        let ax = a.x > 0 ? min(a.x, w) : 0
        let bx = b.x > 0 ? min(b.x, w) : 0
        addLine(x0: Float(ax), y0: Float(a.y), x1: Float(bx), y1: Float(b.y), inBox: false)
    }

    /// Marks the chunks holding cells `first...last` of the row whose mask words start at `words`.
    @inline(__always)
    private func mark(_ words: UnsafeMutablePointer<UInt64>, from first: Int, through last: Int) {
        var chunk = first >> Self.chunkShift
        let lastChunk = last >> Self.chunkShift
        if chunk >> 6 == lastChunk >> 6 {
            // One word (nearly always: a row's cells touched by one edge): one OR of a bit run.
            // `2 &<< 63` is 0, so a run of all 64 bits still comes out right.
            // `last >= first`, so the bit-pattern conversions below see non-negative values.
            let run: UInt64 = (2 &<< UInt64(truncatingIfNeeded: lastChunk &- chunk)) &- 1
            words[chunk >> 6] |= run &<< UInt64(truncatingIfNeeded: chunk & 63)
            return
        }
        while chunk <= lastChunk {
            words[chunk >> 6] |= 1 << UInt64(chunk & 63)
            chunk += 1
        }
    }

    /// Marks the chunks holding cells `cell` and `cell + 1`: one bit, or two when `cell` ends its
    /// chunk; two words only when it also ends its word's last chunk (one cell in 512).
    @inline(__always)
    private func markPair(_ words: UnsafeMutablePointer<UInt64>, at cell: Int) {
        let inWord = cell & (64 << Self.chunkShift - 1)
        if inWord == 64 << Self.chunkShift - 1 {
            mark(words, from: cell, through: cell &+ 1)
            return
        }
        // `cell` is non-negative, so the shift is a plain word index.
        words[cell >> (6 + Self.chunkShift)] |= pairMaskTable[inWord]
    }

    /// Marks the chunks holding cells `first...last` (`first < last`), as `mark` does: when the run
    /// is at most a chunk long and in one word, it spans two chunks at most, the first's and the
    /// last's, which the pairs at `first` and at `last - 1` cover between them (each pair's chunks
    /// lie within the run's): two look-ups and one OR, where `mark`'s bit run took two variable
    /// shifts. A run ending in the next word fails the word test, so entry 511 is never read.
    @inline(__always)
    private func markRun(_ words: UnsafeMutablePointer<UInt64>, from first: Int, through last: Int) {
        let wordMask = 64 << Self.chunkShift - 1
        if last &- first <= Self.chunkWidth && (first ^ last) & ~wordMask == 0 {
            // Both are non-negative, so the shift is a plain word index.
            words[first >> (6 + Self.chunkShift)] |=
                pairMaskTable[first & wordMask] | pairMaskTable[(last &- 1) & wordMask]
            return
        }
        mark(words, from: first, through: last)
    }

    /// What every row of one line shares.
    private struct RowStep {
        let dxdy: Float, width: Float
        /// The sign bit of the line's direction (0 downwards, `0x8000_0000` upwards): the signed
        /// height `dy · ±1` is `dy` with this bit flipped, the same bits as the product.
        let sign: UInt32
    }

    /// One row of a line, `dy` high, from the running `x`; advances `x` and the row pointers. A
    /// method with `inout` arguments rather than a nested function: one capturing the line's
    /// variables was neither inlined nor free of allocation.
    @inline(__always)
    private func addRow(
        dy: Float, _ step: RowStep, x: inout Float, line: inout UnsafeMutablePointer<Float>,
        words: inout UnsafeMutablePointer<UInt64>
    ) {
        let dxdy = step.dxdy
        let width = step.width
        // The running x drifts by Float rounding: an edge ending exactly at x = 0 can finish
        // at −1.2e-7, whose floor is cell −1. Clamped, which also catches a slope that
        // overflowed to ±∞; values inside the box are unchanged. Spelled as the selects that
        // `maxss`/`minss` compute: `min(max(0, v), w)`, whose `max` must keep −0, cost about
        // 1.6× the added instructions under callgrind.
        let unclamped = x + dxdy * dy
        let positive = unclamped > 0 ? unclamped : 0
        let xNext = positive < width ? positive : width
        // `dy · direction` as a sign flip: the compiler made the product a select of `dy` and
        // `−dy` (6 instructions a row).
        let d = Float(bitPattern: dy.bitPattern ^ step.sign)
        let (left, right) = x < xNext ? (x, xNext) : (xNext, x)
        let leftIndex = FloatBits.floorIntOfNonNegative(left)
        let leftFloor = Float(leftIndex)
        if right <= leftFloor + 1 {
            // Within one pixel column: area split by the mid x.
            let mid = 0.5 * (x + xNext) - leftFloor
            line[leftIndex] += d - d * mid
            line[leftIndex &+ 1] += d * mid
            markPair(words, at: leftIndex)
        } else {
            let rightIndex = FloatBits.ceilIntOfNonNegative(right)
            let rightCeil = Float(rightIndex)
            let s = 1 / (right - left)
            let leftFraction = left - leftFloor
            let firstArea = 0.5 * s * (1 - leftFraction) * (1 - leftFraction)
            let rightFraction = right - rightCeil + 1
            let lastArea = 0.5 * s * rightFraction * rightFraction
            line[leftIndex] += d * firstArea
            if rightIndex == leftIndex &+ 2 {
                line[leftIndex &+ 1] += d * (1 - firstArea - lastArea)
            } else {
                let secondArea = s * (1.5 - leftFraction)
                line[leftIndex &+ 1] += d * (secondArea - firstArea)
                var column = leftIndex &+ 2
                while column < rightIndex &- 1 {
                    line[column] += d * s
                    column &+= 1
                }
                let beforeLast = secondArea + Float(rightIndex &- leftIndex &- 3) * s
                line[rightIndex &- 1] += d * (1 - beforeLast - lastArea)
            }
            line[rightIndex] += d * lastArea
            markRun(words, from: leftIndex, through: rightIndex)
        }
        x = xNext
        line += rowLength
        words += wordsPerRow
    }

    /// The accumulation step for one line inside the box (after font-rs's formulation), its
    /// ends in either order. `inBox` (a constant at each call) says that both ends were tested
    /// inside the box unclipped: then y0 ≥ 0 and y1 ≤ h hold in Float too (the conversion is
    /// monotonic and h exact), so the first and last rows need no clamping and there is at least
    /// one row; the clipped path's interpolated ends keep the clamps.
    ///
    /// The row loop is specialised per direction (the sign a constant in each copy): the signed
    /// height is `dy` itself downwards, and upwards its negation, which the compiler folds into
    /// the accumulating additions (`c + −x` is `c − x` bit for bit), where a sign flipped per row
    /// went through a general register (three instructions a row).
    @inline(__always)
    private func addLine(x0 xa: Float, y0 ya: Float, x1 xb: Float, y1 yb: Float, inBox: Bool) {
        if ya < yb {
            addRows(x0: xa, y0: ya, x1: xb, y1: yb, sign: 0, inBox: inBox)
        } else if ya > yb {
            if inBox {
                addRowsUpwardInBox(x0: xb, y0: yb, x1: xa, y1: ya)
            } else {
                addRows(x0: xb, y0: yb, x1: xa, y1: ya, sign: 0x8000_0000, inBox: false)
            }
        }
    }

    /// The upward rows of an edge inside the box, out of line: inlined beside the downward ones,
    /// the compiler kept one copy out of line unspecialised (the sign flipped per row, the clamps
    /// tested); inlined both, the polygon loop spilled more (fill +2.5 %, stroke +3.7 %); both
    /// out of line, each edge paid a call (+1.3 %, +1.5 %).
    @inline(never)
    private func addRowsUpwardInBox(x0: Float, y0: Float, x1: Float, y1: Float) {
        addRows(x0: x0, y0: y0, x1: x1, y1: y1, sign: 0x8000_0000, inBox: true)
    }

    /// `addLine` for `y0 < y1`, `sign` the sign bit of the line's direction.
    ///
    /// A row whose x range stays inside one pixel column is recognised by comparing its right end
    /// with the column's right side, which is `ceil(right) <= left + 1` without the ceiling. The
    /// row step is called from one place only, so that it is inlined: visiting the first, middle
    /// (`dy` exactly 1) and last rows through three calls left it out of line, a call per row.
    @inline(__always)
    private func addRows(x0: Float, y0: Float, x1: Float, y1: Float, sign: UInt32, inBox: Bool) {
        let dxdy = (x1 - x0) / (y1 - y0)
        var x = x0
        let firstRow: Int
        let lastRow: Int
        if inBox {
            firstRow = FloatBits.floorIntOfNonNegative(y0)
            lastRow = FloatBits.ceilIntOfNonNegative(y1)
        } else {
            firstRow = max(0, FloatBits.floorIntOfNonNegative(y0))
            lastRow = min(rows, FloatBits.ceilIntOfNonNegative(y1))
            if firstRow >= lastRow { return }
        }
        // Row pointers advance by addition (no multiply, no overflow check per row). Cell indices
        // below stay in 0...w + 1 because x stays in [0, w] (clamped each row), so their arithmetic
        // wraps unchecked.
        var line = cells + firstRow &* rowLength
        var words = marks + firstRow &* wordsPerRow

        let step = RowStep(dxdy: dxdy, width: widthFloat, sign: sign)
        // Each row's part of the line runs from `start`, which is `max(rowTop, y0)`: taken once for
        // the first row; every later row's top is above y0, so it is the row's top. Kept rather
        // than taking the maximum per row, which Swift's `max` spelled with 5 instructions.
        var start = max(Float(firstRow), y0)
        var rowBottom = Float(firstRow) + 1
        var rowsLeft = lastRow &- firstRow  // positive (see above)
        while rowsLeft > 0 {
            rowsLeft &-= 1
            addRow(dy: min(rowBottom, y1) - start, step, x: &x, line: &line, words: &words)
            start = rowBottom
            rowBottom += 1
        }
    }
}
