import Foundation
import ReelGeometry
import ReelRaster
import ReelTestSupport
import XCTest

@testable import ReelEncode

/// Transparent animations, where only a disposal can make a shown pixel transparent again: the
/// writer clears what moved without clearing (and so redrawing, frame after frame) the static
/// content around it, and every centisecond decodes to the source frame shown then.
final class GIFClearingTests: XCTestCase {
    private let grey = Color(red: 0.5, green: 0.5, blue: 0.55).premultipliedRGBA8
    private let blue = Color(red: 0, green: 0.4, blue: 1).premultipliedRGBA8

    /// 64×48, transparent: a static grey label (x 48..<62, y 2..<12) and a 4×4 blue square at
    /// x = `x`, y 30..<34.
    private func frame(squareAt x: Int) -> Pixmap {
        var frame = Pixmap(width: 64, height: 48)
        for py in 0..<48 {
            for px in 0..<64 {
                if (x..<x + 4).contains(px) && (30..<34).contains(py) {
                    frame[px, py] = blue
                } else if (48..<62).contains(px) && (2..<12).contains(py) {
                    frame[px, py] = grey
                }
            }
        }
        return frame
    }

    private func write(_ frames: [(Pixmap, Int)], to path: String, options: GIFOptions = GIFOptions()) throws {
        var builder = GIFPaletteBuilder()
        frames.forEach { builder.add($0.0) }
        let writer = try GIFWriter(
            path: path, width: 64, height: 48, palette: builder.build(reserveTransparent: true), options: options)
        for (frame, delay) in frames { try writer.write(frame, delayCentiseconds: delay) }
        try writer.finish()
    }

    /// Each image's disposal method (1 keep, 2 background), delay and rectangle.
    private func images(_ path: String) throws -> [(disposal: Int, delay: Int, box: PixelBox)] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
        var at = 13
        if bytes[10] & 0x80 != 0 { at += 3 << (Int(bytes[10] & 7) + 1) }
        var control = (disposal: 0, delay: 0)
        var found: [(Int, Int, PixelBox)] = []
        func skipSubBlocks() {
            while at < bytes.count, bytes[at] != 0 { at += Int(bytes[at]) + 1 }
            at += 1
        }
        func word(_ i: Int) -> Int { Int(bytes[i]) | Int(bytes[i + 1]) << 8 }
        while at < bytes.count {
            switch bytes[at] {
            case 0x21:
                if bytes[at + 1] == 0xF9 { control = (Int(bytes[at + 3] >> 2 & 7), word(at + 4)) }
                at += 2
                skipSubBlocks()
            case 0x2C:
                let box = PixelBox(x: word(at + 1), y: word(at + 3), width: word(at + 5), height: word(at + 7))
                found.append((control.disposal, control.delay, box))
                at += 10
                if bytes[at - 1] & 0x80 != 0 { at += 3 << (Int(bytes[at - 1] & 7) + 1) }
                at += 1
                skipSubBlocks()
            default:
                return found
            }
        }
        return found
    }

    /// The picture shown during each centisecond, decoded by FFmpeg, against the source frames
    /// each repeated for its delay.
    private func assertShowsEveryCentisecond(_ path: String, _ frames: [(Pixmap, Int)]) throws {
        let shown = try FFmpegCLI.decodeRGBAByCentisecond(path, width: 64, height: 48)
        let expected = frames.flatMap { [[UInt8]](repeating: $0.0.bytes, count: $0.1) }
        XCTAssertEqual(shown.count, expected.count)
        // A transparent pixel's colour is the decoder's choice: only alpha 0 must match there.
        for (t, (got, want)) in zip(shown, expected).enumerated() {
            for p in 0..<(64 * 48) where got[p * 4 + 3] != 0 || want[p * 4 + 3] != 0 {
                guard got[p * 4..<p * 4 + 4] == want[p * 4..<p * 4 + 4] else {
                    return XCTFail("centisecond \(t), pixel \(p % 64), \(p / 64) differs")
                }
            }
        }
    }

    func testTheFirstFrameIsKeptAndOnlyWhatMovedIsCleared() throws {
        // Shown 30 cs, then the square moves 3 pixels every 4 cs. Clearing the first frame's
        // rectangle would clear the label, which every later frame would then redraw and clear.
        let frames = [(frame(squareAt: 2), 30)] + (1..<12).map { (frame(squareAt: 2 + 3 * $0), 4) }
        let path = try makeTemporaryDirectory().file("clearing.gif")
        try write(frames, to: path)
        try assertShowsEveryCentisecond(path, frames)
        let images = try images(path)
        // The first frame stays ("do not dispose"), then shows again for 2 cs through an image
        // that clears the square's column alone.
        XCTAssertEqual(images[0].disposal, 1)
        XCTAssertEqual(images[0].delay, 28)
        XCTAssertEqual(images[1].disposal, 2)
        XCTAssertEqual(images[1].delay, 2)
        XCTAssertEqual(images[1].box, PixelBox(x: 2, y: 30, width: 3, height: 4))
        // No later image touches the label, whose columns start at 48 (the last image clears the
        // whole canvas, so that a loop starts from a clear one).
        for image in images.dropFirst().dropLast() {
            XCTAssertLessThanOrEqual(image.box.x1, 48, "\(image)")
            XCTAssertLessThanOrEqual(image.box.height, 4, "\(image)")
        }
    }

    func testTheLossyModeClearsOnlyWhatMovedToo() throws {
        // The same frames with loss allowed: flat colours far apart, so every pixel still decodes
        // exactly, and the label is neither cleared nor redrawn after the first image.
        let frames = [(frame(squareAt: 2), 30)] + (1..<12).map { (frame(squareAt: 2 + 3 * $0), 4) }
        let path = try makeTemporaryDirectory().file("lossy-clearing.gif")
        try write(frames, to: path, options: GIFOptions(lossy: 40))
        try assertShowsEveryCentisecond(path, frames)
        let images = try images(path)
        XCTAssertEqual(images[1].disposal, 2)
        XCTAssertEqual(images[1].box, PixelBox(x: 2, y: 30, width: 3, height: 4))
        for image in images.dropFirst().dropLast() {
            XCTAssertLessThanOrEqual(image.box.x1, 48, "\(image)")
        }
    }

    func testFramesTooShortToSplitStillDecodeExactly() throws {
        // 3 cs cannot be split into two images of 2 cs or more: each frame is disposed whole.
        let frames = (0..<8).map { (frame(squareAt: 2 + 3 * $0), 3) }
        let path = try makeTemporaryDirectory().file("short.gif")
        try write(frames, to: path)
        try assertShowsEveryCentisecond(path, frames)
        let images = try images(path)
        XCTAssertEqual(images.count, frames.count)
        XCTAssertEqual(images.map(\.delay), [Int](repeating: 3, count: 8))
    }
}
