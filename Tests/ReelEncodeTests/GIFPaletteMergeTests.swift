import ReelRaster
import XCTest

@testable import ReelEncode

/// Palette builders filled on several threads and merged give the palette one builder fed every
/// frame gives, whichever frames each saw: what keeps a GIF's bytes the same for any thread count.
final class GIFPaletteMergeTests: XCTestCase {
    /// `count` `side`×`side` frames of `colorsPerFrame` distinct colours each (a ramp over r, g
    /// and b that no two frames share), a few transparent pixels in every third one.
    private func frames(_ count: Int, side: Int = 32, colorsPerFrame: Int) -> [Pixmap] {
        (0..<count).map { i in
            var frame = Pixmap(width: side, height: side)
            for p in 0..<(side * side) {
                let c = i * colorsPerFrame + p % colorsPerFrame
                frame[p % side, p / side] =
                    i % 3 == 0 && p < 8
                    ? RGBA8(r: 0, g: 0, b: 0, a: 0)
                    : RGBA8(r: UInt8(c & 0xFF), g: UInt8(c >> 8 & 0xFF), b: UInt8(c >> 16 & 0xFF), a: 255)
            }
            return frame
        }
    }

    /// The palette of one builder fed `frames` in order.
    private func single(_ frames: [Pixmap]) -> GIFPalette {
        var builder = GIFPaletteBuilder()
        frames.forEach { builder.add($0) }
        return builder.build(maxColors: 256, reserveTransparent: false)
    }

    /// The palette of `parts` builders each fed the frames `assign` gives it, merged in order.
    private func merged(_ frames: [Pixmap], parts: Int, assign: (Int) -> Int) -> GIFPalette {
        var builders = [GIFPaletteBuilder](repeating: GIFPaletteBuilder(), count: parts)
        for (i, frame) in frames.enumerated() { builders[assign(i)].add(frame) }
        var first = builders.removeFirst()
        builders.forEach { first.merge($0) }
        return first.build(maxColors: 256, reserveTransparent: false)
    }

    func testMergedBuildersGiveTheSingleBuildersPaletteBelowTheExactLimit() {
        // 8 × 200 colours: counted exactly by one builder, and by each of the parts.
        let frames = frames(8, colorsPerFrame: 200)
        let wanted = single(frames)
        XCTAssertEqual(wanted.transparentIndex, 255, "the transparent pixels reserve an entry")
        XCTAssertEqual(merged(frames, parts: 2, assign: { $0 % 2 }), wanted)
        XCTAssertEqual(merged(frames, parts: 2, assign: { $0 < 3 ? 0 : 1 }), wanted)
        XCTAssertEqual(merged(frames, parts: 3, assign: { ($0 * 7) % 3 }), wanted)
    }

    func testMergedBuildersGiveTheSingleBuildersPaletteWhenTheColoursPassTheLimit() {
        // 128×128 frames of 16 384 colours; the exact counter holds 65 536, four frames' worth.
        // Every split, whether only the merge passes the limit, one part does alone, or both
        // do, gives the histogram's palette.
        let frames = frames(10, side: 128, colorsPerFrame: 16384)
        let eight = Array(frames.prefix(8))
        XCTAssertEqual(merged(eight, parts: 2, assign: { $0 % 2 }), single(eight), "only the merge passes the limit")
        let wanted = single(frames)
        XCTAssertEqual(merged(frames, parts: 2, assign: { $0 < 1 ? 0 : 1 }), wanted, "the second part alone passes it")
        XCTAssertEqual(merged(frames, parts: 2, assign: { $0 < 9 ? 0 : 1 }), wanted, "the first part alone passes it")
        XCTAssertEqual(merged(frames, parts: 2, assign: { $0 % 2 }), wanted, "both pass it")
        // Leaving one frame out changes the palette: the comparisons can fail.
        XCTAssertNotEqual(single(Array(frames.prefix(9))), wanted)
    }
}
