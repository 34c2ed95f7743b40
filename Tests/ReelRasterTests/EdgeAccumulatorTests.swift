import ReelGeometry
import XCTest

@testable import ReelRaster

/// The accumulator must write only inside its box's cells and mask words, whatever Float rounding
/// does to an edge's running x. Edges that end exactly on the box's left side (x = 0) used to
/// finish about 1e-7 below it and write the cell and mask word before the row: before the buffer
/// in row 0, into the previous row's padding cell elsewhere.
final class EdgeAccumulatorTests: XCTestCase {
    /// Cells and mask words of a box with guard cells and words on both sides, all zero.
    private final class GuardedBuffers {
        static let guardCount = 16
        let box: PixelBox
        let rowLength: Int, wordsPerRow: Int
        let cellStorage: UnsafeMutablePointer<Float>, cellCount: Int
        let markStorage: UnsafeMutablePointer<UInt64>, markCount: Int

        init(box: PixelBox) {
            self.box = box
            rowLength = box.width + 2
            wordsPerRow = EdgeAccumulator.words(forRowLength: rowLength)
            cellCount = rowLength * box.height + 2 * Self.guardCount
            markCount = wordsPerRow * box.height + 2 * Self.guardCount
            cellStorage = .allocate(capacity: cellCount)
            cellStorage.initialize(repeating: 0, count: cellCount)
            markStorage = .allocate(capacity: markCount)
            markStorage.initialize(repeating: 0, count: markCount)
        }

        deinit {
            cellStorage.deallocate()
            markStorage.deallocate()
        }

        var accumulator: EdgeAccumulator {
            EdgeAccumulator(
                cells: cellStorage + Self.guardCount, rowLength: rowLength,
                marks: markStorage + Self.guardCount, wordsPerRow: wordsPerRow, box: box)
        }

        func cell(row: Int, column: Int) -> Float { cellStorage[Self.guardCount + row * rowLength + column] }

        /// Guard cells or words that are not zero, and mask bits past a row's last chunk.
        func strayWrites() -> [String] {
            var stray: [String] = []
            let cellGuards = Array(0..<Self.guardCount) + Array((cellCount - Self.guardCount)..<cellCount)
            for i in cellGuards where cellStorage[i] != 0 { stray.append("cell guard \(i - Self.guardCount)") }
            let markGuards = Array(0..<Self.guardCount) + Array((markCount - Self.guardCount)..<markCount)
            for i in markGuards where markStorage[i] != 0 { stray.append("mask guard \(i - Self.guardCount)") }
            let chunks = (rowLength + EdgeAccumulator.chunkWidth - 1) >> EdgeAccumulator.chunkShift
            for row in 0..<box.height {
                for word in 0..<wordsPerRow {
                    let bits = markStorage[Self.guardCount + row * wordsPerRow + word]
                    let firstBeyond = chunks - word * 64  // bit index of the first chunk past the row
                    if firstBeyond < 64, bits >> UInt64(max(firstBeyond, 0)) != 0 {
                        stray.append("mask bits past row \(row)'s chunks")
                    }
                }
            }
            return stray
        }
    }

    func testEdgesEndingOnTheBoxSidesWriteOnlyInsideTheBox() {
        var random = SplitMix(state: 7)
        let box = PixelBox(x: 3, y: 2, width: 13, height: 9)
        let buffers = GuardedBuffers(box: box)
        let accumulator = buffers.accumulator
        let w = Double(box.width)
        let h = Double(box.height)
        var expectedCover = [Double](repeating: 0, count: box.height)
        for i in 0..<4000 {
            // Half of the edges stay in row 0 (where a write before the row is before the buffer);
            // one in four ends on the right side instead, where the padding cell must stay empty.
            let top = i % 2 == 0 ? Double.random(in: 0..<0.5, using: &random) : Double.random(in: 0..<h, using: &random)
            let bottom =
                i % 2 == 0 ? Double.random(in: 0.5...1, using: &random) : Double.random(in: top...h, using: &random)
            let side = i % 4 == 3 ? w : 0
            let start = Point(x: Double(box.x0) + Double.random(in: 0...w, using: &random), y: Double(box.y0) + top)
            let end = Point(x: Double(box.x0) + side, y: Double(box.y0) + bottom)
            // Drawn downwards and upwards: the running x ends at the side either way for one of them.
            let (a, b) = i % 3 == 0 ? (end, start) : (start, end)
            accumulator.addEdge(from: a, to: b)
            let direction: Double = a.y < b.y ? 1 : -1
            for row in 0..<box.height {
                expectedCover[row] += direction * max(0, min(Double(row + 1), bottom) - max(Double(row), top))
            }
        }
        XCTAssertEqual(buffers.strayWrites(), [])
        for row in 0..<box.height {
            // The padding cell after the row only ever receives a zero area (from x = w exactly).
            XCTAssertEqual(buffers.cell(row: row, column: box.width + 1), 0, "row \(row)'s padding cell")
            // Each row's cells sum to the signed height of the edges in it: no area left the row.
            let sum = (0..<buffers.rowLength).reduce(0.0) { $0 + Double(buffers.cell(row: row, column: $1)) }
            XCTAssertEqual(sum, expectedCover[row], accuracy: 1e-3, "row \(row)")
        }
    }

    /// Edges that overflow to infinity or NaN when clipped (coordinates near Double's range) and an
    /// edge of a subnormal height (whose slope overflows Float) stay inside the box.
    func testOverflowingEdgesWriteOnlyInsideTheBox() {
        let box = PixelBox(x: 0, y: 0, width: 10, height: 4)
        let buffers = GuardedBuffers(box: box)
        let accumulator = buffers.accumulator
        let huge = Double.greatestFiniteMagnitude
        accumulator.addEdge(from: Point(x: -huge, y: -huge), to: Point(x: huge, y: huge))
        accumulator.addEdge(from: Point(x: huge, y: -huge), to: Point(x: -huge, y: huge))
        accumulator.addEdge(from: Point(x: 5, y: -huge), to: Point(x: huge, y: 2))
        let tiny = Double(Float.leastNonzeroMagnitude)
        accumulator.addEdge(from: Point(x: 0, y: 0), to: Point(x: 10, y: tiny))
        accumulator.addEdge(from: Point(x: 10, y: 0), to: Point(x: 0, y: tiny))
        XCTAssertEqual(buffers.strayWrites(), [])
    }
}
