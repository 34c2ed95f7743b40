import Foundation
import ReelGeometry
import ReelRaster
import ReelTestSupport
import XCTest

@testable import ReelEncode

/// How frames are packed, read from the file's blocks and decoded by FFmpeg: disposals chosen
/// by the bytes they give, the palette written in the order frames redraw it, and image code
/// sizes no larger than the indices each image uses.
final class GIFPackingTests: XCTestCase {
    private let white = Color(red: 1, green: 1, blue: 1).premultipliedRGBA8
    private let grey = Color(red: 0.5, green: 0.5, blue: 0.55).premultipliedRGBA8
    private let blue = Color(red: 0, green: 0.4, blue: 1).premultipliedRGBA8
    private let red = Color(red: 1, green: 0.2, blue: 0.1).premultipliedRGBA8

    /// 64×48: `background` (nil: transparent) with a grey band (static), a 4×4 blue square at x =
    /// `x`, and, when `flash`, a large red rectangle for that frame only.
    private func frame(squareAt x: Int, flash: Bool = false, background: RGBA8?) -> Pixmap {
        var frame = Pixmap(width: 64, height: 48)
        for py in 0..<48 {
            for px in 0..<64 {
                if (x..<x + 4).contains(px) && (30..<34).contains(py) {
                    frame[px, py] = blue
                } else if flash && (4..<60).contains(px) && (4..<26).contains(py) {
                    frame[px, py] = red
                } else if (40..<44).contains(py) {
                    frame[px, py] = grey
                } else if let background {
                    frame[px, py] = background
                }
            }
        }
        return frame
    }

    private func write(_ frames: [Pixmap], to path: String, order: [Int]? = nil) throws -> GIFPalette {
        var builder = GIFPaletteBuilder()
        frames.forEach { builder.add($0) }
        let palette = builder.build(reserveTransparent: true)
        let writer = try GIFWriter(path: path, width: 64, height: 48, palette: palette, order: order)
        for frame in frames { try writer.write(frame, delayCentiseconds: 4) }
        try writer.finish()
        return palette
    }

    /// Every image's disposal method (1 keep, 2 background, 3 previous) and LZW code size.
    private func images(_ path: String) throws -> [(disposal: Int, codeSize: Int)] {
        try GIFBlocks(contentsOf: path).images.map { ($0.disposal, $0.codeSize) }
    }

    func testAFrameShownOnceIsRestoredToTheCanvasBeforeIt() throws {
        // The red flash covers most of the canvas for one frame: putting back what it covered
        // ("restore to previous") costs the next frame only the square's move, where keeping
        // it would make the next frame redraw the whole flash.
        let frames = [
            frame(squareAt: 2, background: white), frame(squareAt: 6, flash: true, background: white),
            frame(squareAt: 10, background: white), frame(squareAt: 14, background: white)
        ]
        let path = try makeTemporaryDirectory().file("flash.gif")
        _ = try write(frames, to: path)
        XCTAssertEqual(try FFmpegCLI.decodeRGBA(path, width: 64, height: 48), frames.map(\.bytes))
        XCTAssertEqual(try images(path).map(\.disposal), [1, 3, 1, 1])
    }

    func testTransparentFramesDecodeExactlyWhateverTheirDisposals() throws {
        // No background: the square leaves transparency behind it, the flash too; the band stays.
        let frames = (0..<10).map { frame(squareAt: 2 + 5 * $0, flash: $0 == 4, background: nil) }
        let path = try makeTemporaryDirectory().file("alpha.gif")
        _ = try write(frames, to: path)
        // Each frame is shown 4 cs, whichever images (a split frame's clearing one) show it.
        let decoded = try FFmpegCLI.decodeRGBAByCentisecond(path, width: 64, height: 48)
        let shown = frames.flatMap { [Pixmap](repeating: $0, count: 4) }
        XCTAssertEqual(decoded.count, shown.count)
        for (f, (pixels, frame)) in zip(decoded, shown).enumerated() {
            for p in 0..<(64 * 48) where pixels[p * 4 + 3] != 0 || frame.bytes[p * 4 + 3] != 0 {
                XCTAssertEqual(Array(pixels[p * 4..<p * 4 + 4]), Array(frame.bytes[p * 4..<p * 4 + 4]), "\(f), \(p)")
            }
        }
        XCTAssertTrue(try images(path).contains { $0.disposal != 1 }, "something must clear")
    }

    func testThePaletteOrderGivesFramesOfFewColoursShortCodes() throws {
        // Twenty grey levels in a static gradient, and a square of two colours moving: written in
        // the order of the colours that change, the square's frames need indices 0…2 only.
        var frames: [Pixmap] = []
        let changes = GIFChangeCounting()
        for i in 0..<6 {
            var frame = self.frame(squareAt: 2 + 3 * i, background: white)
            for px in 0..<64 {
                let level = Double(px / 3) / 21
                for py in 0..<10 { frame[px, py] = Color(red: level, green: level, blue: level).premultipliedRGBA8 }
            }
            frames.append(frame)
        }
        frames.forEach { changes.add($0) }
        var builder = GIFPaletteBuilder()
        frames.forEach { builder.add($0) }
        let palette = builder.build(reserveTransparent: true)
        let order = changes.order(for: palette)
        XCTAssertEqual(order[palette.transparentIndex ?? -1], 0)
        let path = try makeTemporaryDirectory().file("order.gif")
        let writer = try GIFWriter(path: path, width: 64, height: 48, palette: palette, order: order)
        for frame in frames { try writer.write(frame, delayCentiseconds: 4) }
        try writer.finish()
        XCTAssertEqual(try FFmpegCLI.decodeRGBA(path, width: 64, height: 48), frames.map(\.bytes))
        let sizes = try images(path).map(\.codeSize)
        // The first frame holds every colour; the others the transparent entry, blue and white.
        XCTAssertGreaterThanOrEqual(sizes.first ?? 0, 5)
        XCTAssertEqual(Array(sizes.dropFirst()), [Int](repeating: 2, count: frames.count - 1))
    }

    func testEntriesEveryFrameNeedsComeBeforeOneFrameCoversWidely() throws {
        // Every frame after the first redraws a few pixels of blue, red and white (where the
        // pixels were before); one frame paints a large grey area, which the next paints white
        // again. By changed pixels grey would come second (1920 pixels) and push blue or red past
        // index 3; by the frames that need them, white, blue and red take 1…3, so every frame but
        // the grey one fits in two-bit codes.
        var frames: [Pixmap] = []
        for i in 0..<6 {
            var frame = Pixmap(width: 64, height: 48)
            for py in 0..<48 {
                for px in 0..<64 { frame[px, py] = white }
            }
            if i == 3 {
                for py in 10..<40 {
                    for px in 0..<64 { frame[px, py] = grey }
                }
            }
            frame[2 * i, 2] = blue
            frame[2 * i + 1, 2] = red
            frames.append(frame)
        }
        let changes = GIFChangeCounting()
        frames.forEach { changes.add($0) }
        var builder = GIFPaletteBuilder()
        frames.forEach { builder.add($0) }
        let palette = builder.build(reserveTransparent: true)
        let order = changes.order(for: palette)
        let entry = { (color: RGBA8) in order[palette.index(ofR: color.r, g: color.g, b: color.b)] }
        XCTAssertEqual(order[palette.transparentIndex ?? -1], 0)
        XCTAssertEqual(Set([entry(white), entry(blue), entry(red)]), [1, 2, 3])
        XCTAssertEqual(entry(grey), 4)
        XCTAssertEqual(order.sorted(), Array(palette.colors.indices))
    }

    func testAnImageTakesTheCodeSizeOfWhatItRedrawsWhenStaticContentComesLate() throws {
        // Two squares move above and below the static grey band, so each image's rectangle
        // holds the band. Grey written last (index 4) needs three-bit codes; the band is left
        // unchanged ("keep"), so the images need only the entries 0…3 and two-bit codes.
        let frames = (0..<4).map { i -> Pixmap in
            var frame = self.frame(squareAt: 2 + 4 * i, background: white)
            for py in 44..<47 {
                for px in 50 - 4 * i..<53 - 4 * i { frame[px, py] = red }
            }
            return frame
        }
        var builder = GIFPaletteBuilder()
        frames.forEach { builder.add($0) }
        let palette = builder.build(reserveTransparent: true)
        XCTAssertEqual(palette.colors.count, 5)
        let greyEntry = palette.index(ofR: grey.r, g: grey.g, b: grey.b)
        var order = [Int](repeating: 0, count: 5)
        var place = 0
        for entry in [palette.transparentIndex ?? 0]
            + palette.colors.indices.filter({
                $0 != palette.transparentIndex && $0 != greyEntry
            })
        {
            order[entry] = place
            place += 1
        }
        order[greyEntry] = 4
        let path = try makeTemporaryDirectory().file("narrow.gif")
        _ = try write(frames, to: path, order: order)
        XCTAssertEqual(try FFmpegCLI.decodeRGBA(path, width: 64, height: 48), frames.map(\.bytes))
        let blocks = try GIFBlocks(contentsOf: path).images
        // The first image holds grey itself; every later one spans the band's rows.
        XCTAssertEqual(blocks.first?.codeSize, 3)
        for image in blocks.dropFirst() {
            XCTAssertLessThanOrEqual(image.top, 40)
            XCTAssertGreaterThanOrEqual(image.top + image.height, 44)
            XCTAssertEqual(image.codeSize, 2)
        }
    }
}
