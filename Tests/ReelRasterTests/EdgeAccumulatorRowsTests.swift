import ReelGeometry
import XCTest

@testable import ReelRaster

/// The accumulator tells single-column rows by a comparison instead of a ceiling, marks a
/// column pair's chunks and a run of a chunk's length by table look-ups rather than the general
/// run, carries each row's top instead of taking a maximum, flips the height's sign instead of
/// multiplying it, and takes inside edges before any clipping;
/// those shortcuts must write the very bits (and mark the very chunks) that the plain formulation
/// writes. The reference below is that formulation, every row through the same general step.
final class EdgeAccumulatorRowsTests: XCTestCase {
    /// The plain formulation: every row computes its own height, both ends' cells, and marks the
    /// chunks from the first cell to the last one.
    private struct Reference {
        var cells: [Float]
        var marks: [UInt64]
        let rowLength: Int, wordsPerRow: Int, width: Int, height: Int

        mutating func addLine(x0 xa: Float, y0 ya: Float, x1 xb: Float, y1 yb: Float) {
            if ya == yb { return }
            let (direction, x0, y0, x1, y1): (Float, Float, Float, Float, Float) =
                ya < yb ? (1, xa, ya, xb, yb) : (-1, xb, yb, xa, ya)
            let dxdy = (x1 - x0) / (y1 - y0)
            let width = Float(self.width)
            var x = x0
            let firstRow = max(0, Int(y0.rounded(.down)))
            let lastRow = min(height, Int(y1.rounded(.up)))
            if firstRow >= lastRow { return }
            for row in firstRow..<lastRow {
                let rowTop = Float(row)
                let dy = min(rowTop + 1, y1) - max(rowTop, y0)
                let unclamped = x + dxdy * dy
                let positive = unclamped > 0 ? unclamped : 0
                let xNext = positive < width ? positive : width
                let d = dy * direction
                let (left, right) = x < xNext ? (x, xNext) : (xNext, x)
                let leftIndex = Int(left.rounded(.down))
                let leftFloor = Float(leftIndex)
                let rightIndex = Int(right.rounded(.up))
                let rightCeil = Float(rightIndex)
                let line = row * rowLength
                if rightIndex <= leftIndex + 1 {
                    let mid = 0.5 * (x + xNext) - leftFloor
                    cells[line + leftIndex] += d - d * mid
                    cells[line + leftIndex + 1] += d * mid
                    mark(row: row, from: leftIndex, through: leftIndex + 1)
                } else {
                    let s = 1 / (right - left)
                    let leftFraction = left - leftFloor
                    let firstArea = 0.5 * s * (1 - leftFraction) * (1 - leftFraction)
                    let rightFraction = right - rightCeil + 1
                    let lastArea = 0.5 * s * rightFraction * rightFraction
                    cells[line + leftIndex] += d * firstArea
                    if rightIndex == leftIndex + 2 {
                        cells[line + leftIndex + 1] += d * (1 - firstArea - lastArea)
                    } else {
                        let secondArea = s * (1.5 - leftFraction)
                        cells[line + leftIndex + 1] += d * (secondArea - firstArea)
                        for column in (leftIndex + 2)..<(rightIndex - 1) { cells[line + column] += d * s }
                        let beforeLast = secondArea + Float(rightIndex - leftIndex - 3) * s
                        cells[line + rightIndex - 1] += d * (1 - beforeLast - lastArea)
                    }
                    cells[line + rightIndex] += d * lastArea
                    mark(row: row, from: leftIndex, through: rightIndex)
                }
                x = xNext
            }
        }

        mutating func mark(row: Int, from first: Int, through last: Int) {
            for chunk in (first >> EdgeAccumulator.chunkShift)...(last >> EdgeAccumulator.chunkShift) {
                marks[row * wordsPerRow + chunk >> 6] |= 1 << UInt64(chunk & 63)
            }
        }
    }

    /// An accumulator's cells and mask words over `box`, beside the reference's, each edge added
    /// to both.
    private struct BothWays {
        let box: PixelBox
        let rowLength: Int, wordsPerRow: Int
        var cells: [Float]
        var marks: [UInt64]
        var reference: Reference

        init(box: PixelBox) {
            self.box = box
            rowLength = box.width + 2
            wordsPerRow = EdgeAccumulator.words(forRowLength: rowLength)
            cells = [Float](repeating: 0, count: rowLength * box.height)
            marks = [UInt64](repeating: 0, count: wordsPerRow * box.height)
            reference = Reference(
                cells: cells, marks: marks, rowLength: rowLength, wordsPerRow: wordsPerRow, width: box.width,
                height: box.height)
        }

        /// Adds the edge from `a` to `b` (pixel space) to the accumulator, and to the reference in
        /// the accumulator's own box-relative coordinates (the round trip may move the last bit).
        mutating func add(from a: Point, to b: Point) {
            let (rowLength, wordsPerRow, box) = (rowLength, wordsPerRow, box)
            cells.withUnsafeMutableBufferPointer { cellBuffer in
                marks.withUnsafeMutableBufferPointer { markBuffer in
                    EdgeAccumulator(
                        cells: cellBuffer.baseAddress!, rowLength: rowLength, marks: markBuffer.baseAddress!,
                        wordsPerRow: wordsPerRow, box: box
                    ).addEdge(from: a, to: b)
                }
            }
            let left = Double(box.x0)
            let top = Double(box.y0)
            reference.addLine(
                x0: Float(a.x - left), y0: Float(a.y - top), x1: Float(b.x - left), y1: Float(b.y - top))
        }
    }

    /// Random edges inside a box wider than 512 cells (so that marks cross mask words), some
    /// vertical, some inside one column, some within one row, some starting or ending on row
    /// boundaries, accumulated both ways: every cell's bits and every mask word must agree.
    func testShortcutsWriteTheSameBitsAsThePlainFormulation() {
        let box = PixelBox(x0: 3, y0: 5, x1: 3 + 1100, y1: 5 + 40)
        var both = BothWays(box: box)
        var random = SplitMix(state: 2026)
        func coordinate(_ limit: Int) -> Double {
            switch Int.random(in: 0..<4, using: &random) {
            case 0: return Double(Int.random(in: 0...limit, using: &random))  // on a pixel boundary
            case 1: return Double(Int.random(in: 0..<limit, using: &random)) + 0.5
            default: return Double.random(in: 0...Double(limit), using: &random)
            }
        }
        for round in 0..<20000 {
            let x0 = coordinate(box.width)
            let y0 = coordinate(box.height)
            let x1: Double
            let y1: Double
            switch round % 5 {
            case 0: (x1, y1) = (x0, coordinate(box.height))  // vertical
            case 1:  // inside the pixel column of x0
                (x1, y1) = (
                    min(Double(box.width), x0.rounded(.down) + Double.random(in: 0...1, using: &random)),
                    coordinate(box.height)
                )
            case 2:
                (x1, y1) = (
                    coordinate(box.width), min(Double(box.height), y0 + Double.random(in: 0...1, using: &random))
                )
            case 3:
                (x1, y1) = (
                    min(Double(box.width), x0 + Double.random(in: -3...3, using: &random)).magnitude,
                    coordinate(box.height)
                )
            default: (x1, y1) = (coordinate(box.width), coordinate(box.height))
            }
            both.add(
                from: Point(x: x0 + Double(box.x0), y: y0 + Double(box.y0)),
                to: Point(x: x1 + Double(box.x0), y: y1 + Double(box.y0)))
        }
        let (cells, reference) = (both.cells, both.reference)
        XCTAssertEqual(both.marks, reference.marks)
        var differing = 0
        for i in cells.indices where cells[i].bitPattern != reference.cells[i].bitPattern {
            if differing < 5 { XCTFail("cell \(i): \(cells[i]) against \(reference.cells[i])") }
            differing += 1
        }
        XCTAssertEqual(differing, 0)
        // The edges must have written something everywhere they could: a test of nothing passes too.
        XCTAssertGreaterThan(cells.filter { $0 != 0 }.count, cells.count / 4)
    }

    /// Each edge alone, its mask words compared with the reference's before the next edge: over
    /// many edges a chunk that one edge failed to mark could be marked by another. Short edges,
    /// up to about ten cells across a row, near the mask words' boundaries (a word holds 512
    /// cells), so that runs cross chunks and words and take both the look-ups and the general run.
    func testEachEdgeMarksTheChunksOfItsCells() {
        let box = PixelBox(x0: 0, y0: 0, x1: 1100, y1: 4)
        var both = BothWays(box: box)
        var random = SplitMix(state: 18)
        let width = Double(box.width)
        var mismatches = 0
        var marked = 0
        for round in 0..<20000 {
            let near = Double([8, 500, 512, 1016, 1024, 1093][round % 6])
            let x0 = min(width, max(0, near + Double.random(in: -12...12, using: &random)))
            let x1 = min(width, max(0, x0 + Double.random(in: -10...10, using: &random)))
            let y0 = Double.random(in: 0...4, using: &random)
            let y1 = Double.random(in: 0...4, using: &random)
            both.add(from: Point(x: x0, y: y0), to: Point(x: x1, y: y1))
            if both.marks != both.reference.marks {
                mismatches += 1
                if mismatches <= 5 {
                    XCTFail("edge (\(x0), \(y0)) to (\(x1), \(y1)): \(both.marks) against \(both.reference.marks)")
                }
            }
            marked += both.marks.reduce(0) { $0 + $1.nonzeroBitCount }
            for i in both.marks.indices { both.marks[i] = 0 }
            both.reference.marks = both.marks
        }
        XCTAssertEqual(mismatches, 0)
        // Every edge spans a row, so marks a chunk at least: a test of nothing would pass too.
        XCTAssertGreaterThanOrEqual(marked, 20000)
    }
}
