import ReelRaster
import XCTest

@testable import ReelEncode

/// A palette builder counts a rendered (premultiplied) frame without a straight copy of it, and a
/// mapping gives a frame's buffer back once it keeps the source packed: both must leave the
/// palette and the mapped frame what the straight pixels give.
final class GIFPremultipliedCountingTests: XCTestCase {
    /// A `width`×`height` frame, premultiplied, whose straight colours come from `color` and
    /// whose alpha runs over 96…255 (some pixels below 128, which count as transparent) in the
    /// columns `translucent` picks, 255 elsewhere; runs of four equal pixels, so counting takes
    /// runs, not single pixels.
    private func frame(
        width: Int, height: Int, translucent: (Int) -> Bool = { _ in true },
        color: (Int, Int) -> (UInt8, UInt8, UInt8)
    ) -> Pixmap {
        var frame = Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b) = color(x / 4 * 4, y)
                let a = translucent(x / 4) ? UInt32(255 - (x / 4 * 7 + y * 3) % 160) : 255
                func premultiplied(_ c: UInt8) -> UInt8 { UInt8((UInt32(c) * a + 127) / 255) }
                frame[x, y] = RGBA8(r: premultiplied(r), g: premultiplied(g), b: premultiplied(b), a: UInt8(a))
            }
        }
        return frame
    }

    /// The palette of the frames added as they are, and of their straight pixels.
    private func palettes(_ frames: [Pixmap]) -> (premultiplied: GIFPalette, straight: GIFPalette) {
        var premultiplied = GIFPaletteBuilder()
        var straight = GIFPaletteBuilder()
        for frame in frames {
            premultiplied.add(frame)
            straight.add(straight: frame.unpremultipliedRGBA(), skippingUnchangedFrom: nil)
        }
        return (premultiplied.build(), straight.build())
    }

    func testAPremultipliedFrameCountsToItsStraightPixelsPalette() {
        let frames = (0..<3).map { i in
            frame(width: 64, height: 48) { x, y in (UInt8(x * 4 & 0xFF), UInt8(y * 5 & 0xFF), UInt8(i * 60)) }
        }
        let (premultiplied, straight) = palettes(frames)
        // Compared whole, reported short (a palette prints its lookup tables too).
        XCTAssertTrue(premultiplied == straight, "the palette differs from the straight pixels'")
        XCTAssertNotNil(premultiplied.transparentIndex, "alpha below 128 makes a transparent entry")
    }

    func testPastTheExactLimitTheHistogramMadeMidFrameHoldsTheSameCounts() {
        // More than 65 536 straight colours in the second frame (256 runs a row, 512 rows, an
        // eighth of the columns translucent): the counter gives up inside it, and the histogram,
        // made there, must take every run from that one on.
        let frames = [
            frame(width: 64, height: 64) { x, y in (UInt8(x), UInt8(y), 7) },
            frame(width: 1024, height: 512, translucent: { $0 % 8 == 0 }) { x, y in
                (UInt8(x & 0xFF), UInt8(y & 0xFF), UInt8(x >> 8 | (y >> 8) << 2))
            }
        ]
        let (premultiplied, straight) = palettes(frames)
        XCTAssertFalse(premultiplied.precise, "the histogram's palette, past the counter's limit")
        XCTAssertTrue(premultiplied == straight, "the palette differs from the straight pixels'")
    }

    func testAMappedFrameKeepingItsSourcePackedGivesTheBufferBack() {
        var palettes = GIFPaletteBuilder()
        // Two runs a row, opaque: it packs.
        let source = frame(width: 64, height: 32, translucent: { _ in false }) { x, _ in
            (UInt8(x < 32 ? 200 : 20), 90, 40)
        }
        palettes.add(source)
        let palette = palettes.build(maxColors: 256, reserveTransparent: true)
        for packs in [false, true] {
            let mapping = GIFFrameMapping(
                width: 64, height: 32, palette: palette, options: GIFOptions(), packsSource: packs)
            let expected = mapping.map(source)
            var taken = source
            let mapped = mapping.map(taking: &taken)
            XCTAssertEqual(mapped.indices, expected.indices)
            XCTAssertEqual(mapped.hasTransparency, expected.hasTransparency)
            XCTAssertEqual(mapped.source?.unpacked() ?? mapped.pixels, source.unpremultipliedRGBA())
            // Kept packed, the straight bytes are not the mapped frame's: the buffer comes back.
            XCTAssertEqual(taken.bytes.count, packs ? source.bytes.count : 0)
        }
    }
}
