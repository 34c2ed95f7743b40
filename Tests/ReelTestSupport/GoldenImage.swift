import Foundation
import ReelEncode
import ReelRaster
import XCTest

/// Golden images: PNG files (8-bit RGBA, straight alpha, written by `PNGWriter`) next to the tests
/// that draw them, compared channel by channel with a stated tolerance.
///
/// PNG keeps the goldens viewable in any image viewer. The pixmap is premultiplied and PNG straight,
/// so a golden is decoded back to premultiplied bytes (`ImageDecoder`) before the comparison; an
/// opaque pixel makes that round trip exactly, a translucent one may move a channel by 1.
///
/// To regenerate after an intended change, set `REEL_RECORD_GOLDENS=1`:
///
///     REEL_RECORD_GOLDENS=1 swift test --filter ReelRasterTests.GoldenTests
///
/// Recording writes the files and still fails each check once, so a recording never passes
/// silently; a missing golden is recorded the same way. A mismatch names the worst pixel and
/// writes the actual image and a difference image under `failureDirectory`.
public enum GoldenImage {
    /// Whether this run records goldens instead of comparing with them.
    public static var isRecording: Bool { ProcessInfo.processInfo.environment["REEL_RECORD_GOLDENS"] == "1" }

    /// Where a failing check writes `NAME.actual.png` and `NAME.diff.png`, one folder per golden folder's owner.
    public static let failureDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "reel-golden-failures")

    /// How `actual` differs from `golden` beyond a tolerance: how many channels, and the worst one.
    public struct Mismatch: Equatable, CustomStringConvertible {
        /// Channels (of all pixels) that differ by more than the tolerance.
        public var channels: Int
        /// The largest difference of any channel.
        public var worst: Int
        /// The first pixel, in row order, holding a channel that differs by `worst`.
        public var x: Int
        public var y: Int
        /// 0 red, 1 green, 2 blue, 3 alpha.
        public var channel: Int
        public var golden: UInt8
        public var actual: UInt8

        public var description: String {
            let name = ["red", "green", "blue", "alpha"][channel]
            return "\(channels) channels differ by more than the tolerance; the worst by \(worst) at pixel "
                + "(\(x), \(y)) \(name) (golden \(golden), actual \(actual))"
        }
    }

    /// The mismatch between two pixmaps of the same size, or nil when every channel is within `tolerance`.
    public static func compare(_ actual: Pixmap, with golden: Pixmap, tolerance: Int) -> Mismatch? {
        precondition(actual.width == golden.width && actual.height == golden.height)
        var mismatch = Mismatch(channels: 0, worst: 0, x: 0, y: 0, channel: 0, golden: 0, actual: 0)
        for i in 0..<golden.bytes.count {
            let d = abs(Int(golden.bytes[i]) - Int(actual.bytes[i]))
            if d > tolerance { mismatch.channels += 1 }
            if d > mismatch.worst {
                let pixel = i / 4
                mismatch = Mismatch(
                    channels: mismatch.channels, worst: d, x: pixel % golden.width, y: pixel / golden.width,
                    channel: i % 4, golden: golden.bytes[i], actual: actual.bytes[i])
            }
        }
        return mismatch.channels == 0 ? nil : mismatch
    }

    /// An opaque picture of where `actual` differs from `golden`: red where a channel differs by more
    /// than `tolerance`, the golden faded to light grey elsewhere.
    public static func difference(_ actual: Pixmap, _ golden: Pixmap, tolerance: Int) -> Pixmap {
        var image = Pixmap(width: golden.width, height: golden.height)
        for p in 0..<(golden.width * golden.height) {
            let i = p * 4
            let differs = (0..<4).contains { abs(Int(golden.bytes[i + $0]) - Int(actual.bytes[i + $0])) > tolerance }
            if differs {
                image.bytes[i..<i + 4] = [255, 0, 0, 255]
            } else {
                let luma = (Int(golden.bytes[i]) * 3 + Int(golden.bytes[i + 1]) * 6 + Int(golden.bytes[i + 2])) / 10
                let faded = UInt8(192 + luma / 4)
                image.bytes[i..<i + 4] = [faded, faded, faded, 255]
            }
        }
        return image
    }

    /// Compares `pixmap` with the golden `directory/name.png`, every channel within `tolerance`, or
    /// records it there when recording (or when the golden is missing).
    public static func assertMatches(
        _ pixmap: Pixmap, named name: String, in directory: URL, tolerance: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let url = directory.appendingPathComponent(name + ".png")
        guard !isRecording, FileManager.default.fileExists(atPath: url.path) else {
            XCTAssertNoThrow(
                try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true),
                file: file, line: line)
            XCTAssertNoThrow(try PNGWriter.write(pixmap, to: url.path), file: file, line: line)
            XCTFail("recorded golden \(url.path); run again to compare", file: file, line: line)
            return
        }
        let golden: Pixmap
        do {
            golden = try ImageDecoder.decode(contentsOf: url.path)
        } catch {
            XCTFail("cannot read the golden \(url.path): \(error)", file: file, line: line)
            return
        }
        let failures = failureDirectory.appendingPathComponent(directory.deletingLastPathComponent().lastPathComponent)
        guard golden.width == pixmap.width, golden.height == pixmap.height else {
            let written = write(pixmap, as: name + ".actual", in: failures)
            XCTFail(
                "\(name): the golden is \(golden.width)×\(golden.height), the image \(pixmap.width)×\(pixmap.height); "
                    + "actual image: \(written)", file: file, line: line)
            return
        }
        guard let mismatch = compare(pixmap, with: golden, tolerance: tolerance) else { return }
        let actual = write(pixmap, as: name + ".actual", in: failures)
        let diff = write(difference(pixmap, golden, tolerance: tolerance), as: name + ".diff", in: failures)
        XCTFail(
            "\(name): \(mismatch) (tolerance \(tolerance)); golden: \(url.path); actual image: \(actual); "
                + "difference: \(diff)", file: file, line: line)
    }

    /// Writes `pixmap` as `directory/name.png` and returns its path, or why it could not.
    private static func write(_ pixmap: Pixmap, as name: String, in directory: URL) -> String {
        let url = directory.appendingPathComponent(name + ".png")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try PNGWriter.write(pixmap, to: url.path)
            return url.path
        } catch {
            return "not written (\(error))"
        }
    }
}
