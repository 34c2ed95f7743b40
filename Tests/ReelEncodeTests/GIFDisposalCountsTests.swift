import XCTest

@testable import ReelEncode
@testable import ReelRaster

/// The writer counts the pixels each disposal leaves different, and the boxes of changed and
/// vacated pixels, a word at a time: it must give what a pixel-by-pixel count gives, for entries
/// and colours, at widths with a tail shorter than a word, with boxes cutting through words, and
/// with pixels that differ only in a lane's top bit or only in its low bits.
final class GIFDisposalCountsTests: XCTestCase {
    /// Pixel values chosen to stress lane masks: none, neighbours of the top bit, and the extremes.
    private func value<Pixel: GIFCanvasPixel>(_ numbers: inout SeededNumbers, _: Pixel.Type) -> Pixel {
        let top = Pixel(1) << (Pixel.bitWidth - 1)
        let choices: [Pixel] = [0, 1, top, top | 1, top - 1, ~Pixel(0), 0x7F, 0x80]
        return choices[numbers.next(choices.count)]
    }

    /// Three canvases alike but for a share of pixels, which `density` (0–100) sets.
    private func canvases<Pixel: GIFCanvasPixel>(
        _ type: Pixel.Type, count: Int, density: Int, numbers: inout SeededNumbers
    ) -> (next: [Pixel], shown: [Pixel], base: [Pixel]) {
        let shown = (0..<count).map { _ in value(&numbers, type) }
        var next = shown
        var base = shown
        for p in 0..<count {
            if numbers.next(100) < density { next[p] = value(&numbers, type) }
            if numbers.next(100) < density { base[p] = value(&numbers, type) }
        }
        return (next, shown, base)
    }

    private func randomBox(_ numbers: inout SeededNumbers, width: Int, height: Int) -> PixelBox {
        guard numbers.next(4) > 0 else { return .empty }
        let x0 = numbers.next(width)
        let y0 = numbers.next(height)
        return PixelBox(x0: x0, y0: y0, x1: x0 + 1 + numbers.next(width - x0), y1: y0 + 1 + numbers.next(height - y0))
    }

    private func inside(_ box: PixelBox, _ x: Int, _ y: Int) -> Bool {
        x >= box.x0 && x < box.x1 && y >= box.y0 && y < box.y1
    }

    func testWordCountsMatchPixelCounts() {
        var numbers = SeededNumbers(state: 19)
        for width in [1, 5, 8, 13, 24, 37] {
            for height in [1, 3, 6] {
                for density in [0, 3, 40, 100] {
                    for _ in 0..<4 {
                        check(UInt8.self, width: width, height: height, density: density, numbers: &numbers)
                        check(UInt32.self, width: width, height: height, density: density, numbers: &numbers)
                    }
                }
            }
        }
    }

    private func check<Pixel: GIFCanvasPixel>(
        _ type: Pixel.Type, width: Int, height: Int, density: Int, numbers: inout SeededNumbers
    ) {
        let (next, shown, base) = canvases(type, count: width * height, density: density, numbers: &numbers)
        let none: Pixel = numbers.next(2) == 0 ? 0 : 0x80
        let cleared = randomBox(&numbers, width: width, height: height)
        let vacated = randomBox(&numbers, width: width, height: height)
        let splits = numbers.next(2) == 0
        let label = "\(Pixel.self) \(width)×\(height), density \(density), none \(none), splits \(splits)"

        // The counts pixel by pixel.
        var kept = 0
        var restored = 0
        var restorable = true
        var keptBox = PixelBox.empty
        var splitBox = PixelBox.empty
        var restoredBox = PixelBox.empty
        var drawn = PixelBox.empty
        var vacating = PixelBox.empty
        for y in 0..<height {
            for x in 0..<width {
                let (n, s, b) = (next[y * width + x], shown[y * width + x], base[y * width + x])
                if n != (inside(cleared, x, y) ? none : s) {
                    kept += 1
                    keptBox.add(x, y)
                }
                if splits && n != (inside(vacated, x, y) ? none : s) { splitBox.add(x, y) }
                if n != b {
                    if n == none { restorable = false }
                    restored += 1
                    restoredBox.add(x, y)
                }
                if s != b { drawn.add(x, y) }
                if n == none && s != none { vacating.add(x, y) }
            }
        }

        next.withUnsafeBufferPointer { next in
            shown.withUnsafeBufferPointer { shown in
                base.withUnsafeBufferPointer { base in
                    let counts = GIFDisposalCounts(
                        next: next, shown: shown, base: base, none: none, cleared: cleared, vacated: vacated,
                        splits: splits, width: width, height: height)
                    XCTAssertEqual(counts.kept, kept, label)
                    XCTAssertEqual(counts.restored, restored, label)
                    XCTAssertEqual(counts.restorable, restorable, label)
                    XCTAssertEqual(counts.keptBox, keptBox, label)
                    XCTAssertEqual(counts.splitBox, splitBox, label)
                    XCTAssertEqual(counts.restoredBox, restoredBox, label)
                    let boxes = GIFWriter.changedBoxes(
                        shown: shown, base: base, next: next, none: none, width: width, height: height)
                    XCTAssertEqual(boxes.drawn, drawn, label)
                    XCTAssertEqual(boxes.vacated, vacating, label)
                    let drawnOnly = GIFWriter.changedBoxes(
                        shown: shown, base: base, next: nil, none: none, width: width, height: height)
                    XCTAssertEqual(drawnOnly.drawn, drawn, label)
                    XCTAssertEqual(drawnOnly.vacated, .empty, label)
                }
            }
        }
    }
}
