import ReelGeometry
import XCTest

@testable import ReelRaster

/// The AVX2 span loops against the portable ones: the same bytes for random spans, coverages,
/// colours and rows, and for whole fills, whichever path the CPU would pick.
final class RasterKernelsTests: XCTestCase {
    override func setUpWithError() throws {
        // This machine's CPU (see /proc/cpuinfo) has AVX2; elsewhere there is nothing to compare.
        try XCTSkipUnless(RasterKernels.avx2Supported, "this CPU has no AVX2")
    }

    /// A random premultiplied pixel, sometimes fully transparent or opaque.
    private func premultiplied(_ random: inout SplitMix) -> UInt32 {
        let a: UInt32
        switch UInt32.random(in: 0..<8, using: &random) {
        case 0: a = 0
        case 1: a = 255
        default: a = .random(in: 0...255, using: &random)
        }
        let r = UInt32.random(in: 0...a, using: &random)
        let g = UInt32.random(in: 0...a, using: &random)
        let b = UInt32.random(in: 0...a, using: &random)
        return r | g << 8 | b << 16 | a << 24
    }

    /// Any 32 bits: colour channels above their alpha too, which both paths must treat alike.
    private func anyPixel(_ random: inout SplitMix) -> UInt32 { UInt32.random(in: 0...UInt32.max, using: &random) }

    func testSwitchChoosesThePath() {
        XCTAssertTrue(RasterKernels.with(avx2: true) { RasterKernels.avx2 })
        XCTAssertFalse(RasterKernels.with(avx2: false) { RasterKernels.avx2 })
    }

    func testSpansMatchThePortableLoop() {
        var random = SplitMix(state: 18)
        for _ in 0..<4000 {
            let count = Int.random(in: 0...70, using: &random)
            let pixels = (0..<count + 2).map { _ in premultiplied(&random) }
            let source = Bool.random(using: &random) ? premultiplied(&random) : anyPixel(&random)
            let coverage = [0, 255, UInt32.random(in: 1...254, using: &random)][Int.random(in: 0..<3, using: &random)]
            var portable = pixels
            var avx2 = pixels
            // One pixel of margin on each side: a span must not write outside itself.
            portable.withUnsafeMutableBufferPointer {
                SolidSpanner(source: source).span($0.baseAddress! + 1, x: 0, y: 0, count: count, coverage: coverage)
            }
            avx2.withUnsafeMutableBufferPointer {
                AVX2SolidSpanner(source: source).span($0.baseAddress! + 1, x: 0, y: 0, count: count, coverage: coverage)
            }
            XCTAssertEqual(avx2, portable, "source \(String(source, radix: 16)), coverage \(coverage), count \(count)")
            if avx2 != portable { return }
        }
    }

    func testEightPixelsWithCoverageMatchThePortableLoop() {
        var random = SplitMix(state: 81)
        for round in 0..<20000 {
            let pixels = (0..<8).map { _ in round % 4 == 0 ? anyPixel(&random) : premultiplied(&random) }
            let source = round % 3 == 0 ? anyPixel(&random) : premultiplied(&random)
            var coverage = SIMD8<UInt16>()
            for i in 0..<8 {
                coverage[i] =
                    [0, 255, UInt16.random(in: 0...255, using: &random)][Int.random(in: 0..<3, using: &random)]
            }
            var portable = pixels
            var avx2 = pixels
            portable.withUnsafeMutableBufferPointer {
                SolidSpanner(source: source).pixels($0.baseAddress!, x: 0, y: 0, coverage: coverage)
            }
            avx2.withUnsafeMutableBufferPointer {
                AVX2SolidSpanner(source: source).pixels($0.baseAddress!, x: 0, y: 0, coverage: coverage)
            }
            XCTAssertEqual(avx2, portable, "source \(String(source, radix: 16)), coverage \(coverage)")
            if avx2 != portable { return }
        }
    }

    /// A cell value as edges leave them: mostly small signed areas, some zeros (both signs),
    /// whole covers, and sums past one pixel.
    private func cellValue(_ random: inout SplitMix) -> Float {
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return 0
        case 1: return -0.0
        case 2: return [1, -1, 2, -2][Int.random(in: 0..<4, using: &random)]
        case 3: return Float.random(in: -3...3, using: &random)
        default: return Float.random(in: -1...1, using: &random)
        }
    }

    /// The fused chunk step (running sums, coverage, blend, clearing) against the portable one:
    /// the same pixels, the same returned winding bit for bit (−0 included), cells cleared alike.
    func testChunksMatchThePortableStep() {
        var random = SplitMix(state: 808)
        for round in 0..<20000 {
            let pixels = (0..<8).map { _ in premultiplied(&random) }
            let source = round % 5 == 0 ? anyPixel(&random) : premultiplied(&random)
            let cells = (0..<8).map { _ in cellValue(&random) }
            let winding = round % 7 == 0 ? -0.0 : cellValue(&random)
            var portablePixels = pixels
            var avx2Pixels = pixels
            var portableCells = cells
            var avx2Cells = cells
            let portable = portablePixels.withUnsafeMutableBufferPointer { out in
                portableCells.withUnsafeMutableBufferPointer { cells in
                    Blitter.chunk(
                        out.baseAddress!, x: 0, y: 0, cells: cells.baseAddress!, winding: winding, rule: .nonZero,
                        spanner: SolidSpanner(source: source))
                }
            }
            let avx2 = avx2Pixels.withUnsafeMutableBufferPointer { out in
                avx2Cells.withUnsafeMutableBufferPointer { cells in
                    AVX2SolidSpanner(source: source).chunk(
                        out.baseAddress!, x: 0, y: 0, cells: cells.baseAddress!, winding: winding, rule: .nonZero)
                }
            }
            let context = "source \(String(source, radix: 16)), cells \(cells), winding \(winding)"
            XCTAssertEqual(avx2.bitPattern, portable.bitPattern, context)
            XCTAssertEqual(avx2Pixels, portablePixels, context)
            XCTAssertEqual(avx2Cells.map(\.bitPattern), [UInt32](repeating: 0, count: 8), context)
            XCTAssertEqual(portableCells.map(\.bitPattern), [UInt32](repeating: 0, count: 8), context)
            if avx2Pixels != portablePixels || avx2.bitPattern != portable.bitPattern { return }
        }
    }

    /// A run of chunks in one call against the portable step chunk by chunk: the same pixels and
    /// winding bit for bit, every cell cleared, nothing past the run touched.
    func testRunsOfChunksMatchThePortableStep() {
        var random = SplitMix(state: 4242)
        for round in 0..<3000 {
            let count = Int.random(in: 1...5, using: &random)
            let pixels = (0..<8 * count + 8).map { _ in premultiplied(&random) }
            let source = round % 5 == 0 ? anyPixel(&random) : premultiplied(&random)
            let cells = (0..<8 * count + 8).map { _ in cellValue(&random) }
            let winding = round % 7 == 0 ? -0.0 : cellValue(&random)
            var portablePixels = pixels
            var avx2Pixels = pixels
            var portableCells = cells
            var avx2Cells = cells
            let portable = portablePixels.withUnsafeMutableBufferPointer { out in
                portableCells.withUnsafeMutableBufferPointer { cells in
                    SolidSpanner(source: source).chunks(
                        out.baseAddress!, x: 0, y: 0, cells: cells.baseAddress!, count: count, winding: winding,
                        rule: .nonZero)
                }
            }
            let avx2 = avx2Pixels.withUnsafeMutableBufferPointer { out in
                avx2Cells.withUnsafeMutableBufferPointer { cells in
                    AVX2SolidSpanner(source: source).chunks(
                        out.baseAddress!, x: 0, y: 0, cells: cells.baseAddress!, count: count, winding: winding,
                        rule: .nonZero)
                }
            }
            let context = "source \(String(source, radix: 16)), \(count) chunks, cells \(cells)"
            let cleared = [UInt32](repeating: 0, count: 8 * count) + cells[(8 * count)...].map(\.bitPattern)
            XCTAssertEqual(avx2.bitPattern, portable.bitPattern, context)
            XCTAssertEqual(avx2Pixels, portablePixels, context)
            XCTAssertEqual(Array(avx2Pixels[(8 * count)...]), Array(pixels[(8 * count)...]), context)
            XCTAssertEqual(avx2Cells.map(\.bitPattern), cleared, context)
            XCTAssertEqual(portableCells.map(\.bitPattern), cleared, context)
            if avx2Pixels != portablePixels || avx2.bitPattern != portable.bitPattern { return }
        }
    }

    /// The row's last, partial chunk (cell-by-cell sums, one masked 8-lane blend) against the
    /// portable step's pixel-by-pixel blends: the same pixels (none past `pixelCount` touched),
    /// the same returned winding bit for bit, the cells cleared, cells past `cellCount` kept.
    func testTailsMatchThePortableStep() {
        var random = SplitMix(state: 1818)
        for round in 0..<20000 {
            let cellCount = Int.random(in: 0...8, using: &random)
            let pixelCount = Int.random(in: 0...cellCount, using: &random)
            let pixels = (0..<8).map { _ in premultiplied(&random) }
            let source = round % 5 == 0 ? anyPixel(&random) : premultiplied(&random)
            // A large winding now and then: the scalar coverage caps |sum| at 1 before rounding.
            let cells = (0..<8).map { _ in round % 97 == 0 ? 40_000 : cellValue(&random) }
            let winding = round % 7 == 0 ? -0.0 : cellValue(&random)
            var portablePixels = pixels
            var avx2Pixels = pixels
            var portableCells = cells
            var avx2Cells = cells
            let portable = portablePixels.withUnsafeMutableBufferPointer { out in
                portableCells.withUnsafeMutableBufferPointer { cells in
                    Blitter.tail(
                        out.baseAddress!, x: 0, y: 0, cells: cells.baseAddress!, cellCount: cellCount,
                        pixelCount: pixelCount, winding: winding, rule: .nonZero, spanner: SolidSpanner(source: source))
                }
            }
            let avx2 = avx2Pixels.withUnsafeMutableBufferPointer { out in
                avx2Cells.withUnsafeMutableBufferPointer { cells in
                    AVX2SolidSpanner(source: source).tail(
                        out.baseAddress!, x: 0, y: 0, cells: cells.baseAddress!, cellCount: cellCount,
                        pixelCount: pixelCount, winding: winding, rule: .nonZero)
                }
            }
            let context =
                "source \(String(source, radix: 16)), cells \(cells), \(cellCount) cells, \(pixelCount) pixels"
            let cleared = [UInt32](repeating: 0, count: cellCount) + cells[cellCount...].map(\.bitPattern)
            XCTAssertEqual(avx2.bitPattern, portable.bitPattern, context)
            XCTAssertEqual(avx2Pixels, portablePixels, context)
            XCTAssertEqual(Array(avx2Pixels[pixelCount...]), Array(pixels[pixelCount...]), context)
            XCTAssertEqual(avx2Cells.map(\.bitPattern), cleared, context)
            XCTAssertEqual(portableCells.map(\.bitPattern), cleared, context)
            if avx2Pixels != portablePixels || avx2.bitPattern != portable.bitPattern { return }
        }
    }

    /// A pixmap of random pixels; some transparent ones carry colour, which composite skips.
    private func randomPixmap(width: Int, height: Int, _ random: inout SplitMix) -> Pixmap {
        var p = Pixmap(width: width, height: height)
        p.bytes.withUnsafeMutableBytes { raw in
            for i in 0..<width * height {
                let pixel =
                    UInt32.random(in: 0..<6, using: &random) == 0
                    ? anyPixel(&random) & 0x00FF_FFFF : premultiplied(&random)
                raw.storeBytes(of: pixel, toByteOffset: i * 4, as: UInt32.self)
            }
        }
        return p
    }

    func testCompositedRowsMatchThePortableLoop() {
        var random = SplitMix(state: 7)
        for _ in 0..<300 {
            let width = Int.random(in: 1...41, using: &random)
            let height = Int.random(in: 1...5, using: &random)
            let backdrop = randomPixmap(width: width, height: height, &random)
            let layer = randomPixmap(width: width, height: height, &random)
            let opacity = [1, 0.5, Double.random(in: 0...1, using: &random)][Int.random(in: 0..<3, using: &random)]
            var portable = backdrop
            var avx2 = backdrop
            RasterKernels.with(avx2: false) { portable.composite(layer, opacity: opacity) }
            RasterKernels.with(avx2: true) { avx2.composite(layer, opacity: opacity) }
            XCTAssertEqual(avx2.bytes, portable.bytes, "\(width)×\(height), opacity \(opacity)")
            XCTAssertNotEqual(avx2.bytes, backdrop.bytes, "the layer must change something to compare")
            if avx2.bytes != portable.bytes { return }
        }
    }

    func testFillsMatchThePortablePath() {
        var random = SplitMix(state: 2026)
        let rasterizer = Rasterizer()
        for round in 0..<60 {
            let backdrop = randomPixmap(width: 97, height: 61, &random)
            var path = Path()
            path.move(to: Point(x: .random(in: -10...107, using: &random), y: .random(in: -10...71, using: &random)))
            for _ in 0..<3 {
                path.addCurve(
                    to: Point(x: .random(in: -10...107, using: &random), y: .random(in: -10...71, using: &random)),
                    control1: Point(
                        x: .random(in: -10...107, using: &random), y: .random(in: -10...71, using: &random)),
                    control2: Point(x: .random(in: -10...107, using: &random), y: .random(in: -10...71, using: &random))
                )
            }
            path.closeSubpath()
            let color = Color(
                red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
                blue: .random(in: 0...1, using: &random),
                alpha: round % 5 == 0 ? 1 : .random(in: 0...1, using: &random))
            let rule: FillRule = round % 2 == 0 ? .nonZero : .evenOdd
            var portable = backdrop
            var avx2 = backdrop
            RasterKernels.with(avx2: false) {
                rasterizer.fill(path, rule: rule, paint: .solid(color), into: &portable)
                rasterizer.fill(
                    Path(rect: Rect(x: 3, y: 5, width: 60, height: 40)), paint: .solid(color), into: &portable)
            }
            RasterKernels.with(avx2: true) {
                rasterizer.fill(path, rule: rule, paint: .solid(color), into: &avx2)
                rasterizer.fill(Path(rect: Rect(x: 3, y: 5, width: 60, height: 40)), paint: .solid(color), into: &avx2)
            }
            XCTAssertEqual(avx2.bytes, portable.bytes, "round \(round)")
            XCTAssertNotEqual(avx2.bytes, backdrop.bytes)
            if avx2.bytes != portable.bytes { return }
        }
    }

    /// The whole-fill kernel (`reel_avx2_fill_solid`) on boxes wider than one mark word (512
    /// cells), self-intersecting polygons (windings beyond 1, spans between contours) and strokes,
    /// reaching past every side of the canvas: the bytes of the portable blitter.
    func testWideOverlappingFillsAndStrokesMatchThePortablePath() {
        var random = SplitMix(state: 1818)
        let rasterizer = Rasterizer()
        let width = 1300
        let height = 48
        func point() -> Point {
            Point(
                x: .random(in: -40...Double(width + 40), using: &random),
                y: .random(in: -10...Double(height + 10), using: &random))
        }
        for round in 0..<24 {
            let backdrop = randomPixmap(width: width, height: height, &random)
            var path = Path()
            path.move(to: point())
            for _ in 0..<(3 + round % 9) { path.addLine(to: point()) }
            path.closeSubpath()
            var line = Path()
            line.move(to: point())
            for _ in 0..<4 { line.addCurve(to: point(), control1: point(), control2: point()) }
            let style = StrokeStyle(
                lineWidth: .random(in: 0.5...20, using: &random), lineCap: .round, lineJoin: .round)
            let color = Color(
                red: .random(in: 0...1, using: &random), green: .random(in: 0...1, using: &random),
                blue: .random(in: 0...1, using: &random),
                alpha: round % 4 == 0 ? 1 : .random(in: 0...1, using: &random))
            var portable = backdrop
            var avx2 = backdrop
            RasterKernels.with(avx2: false) {
                rasterizer.fill(path, paint: .solid(color), into: &portable)
                rasterizer.stroke(line.flattenedForStroking(), style: style, color: color, into: &portable)
            }
            RasterKernels.with(avx2: true) {
                rasterizer.fill(path, paint: .solid(color), into: &avx2)
                rasterizer.stroke(line.flattenedForStroking(), style: style, color: color, into: &avx2)
            }
            XCTAssertEqual(avx2.bytes, portable.bytes, "round \(round)")
            XCTAssertNotEqual(avx2.bytes, backdrop.bytes)
            if avx2.bytes != portable.bytes { return }
        }
    }
}
