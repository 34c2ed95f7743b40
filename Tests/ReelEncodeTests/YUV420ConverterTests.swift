import ReelRaster
import XCTest

@testable import ReelEncode

/// The render threads' RGB→YUV conversion against swscale's, which the encoder's thread ran
/// before: byte for byte, so moving it changed no decoded pixel. Both of the converter's paths
/// are checked (the AVX2 kernel where the CPU has it, and the portable loop).
final class YUV420ConverterTests: XCTestCase {
    /// Random bytes from a fixed seed (xorshift), so a failure can be reproduced.
    private func randomImage(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        for i in bytes.indices {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            bytes[i] = UInt8(truncatingIfNeeded: state >> 24)
        }
        return bytes
    }

    private func assertSameAsSwscale(
        _ rgba: [UInt8], width: Int, height: Int, alpha: Bool, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let theirs = try FFmpegScaler.picture(rgba: rgba, width: width, height: height, alpha: alpha)
        for avx2 in RasterKernels.avx2Supported ? [false, true] : [false] {
            let ours = RasterKernels.with(avx2: avx2) {
                YUV420Converter.convert(rgba: rgba, width: width, height: height, alpha: alpha)
            }
            assertSame(ours, theirs, width: width, height: height, alpha: alpha, path: avx2 ? "AVX2" : "portable")
        }
    }

    private func assertSame(
        _ ours: YUV420Picture, _ theirs: YUV420Picture, width: Int, height: Int, alpha: Bool, path: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(ours.width, theirs.width, file: file, line: line)
        XCTAssertEqual(ours.height, theirs.height, file: file, line: line)
        for (name, a, b) in [
            ("Y", ours.y, theirs.y), ("U", ours.u, theirs.u), ("V", ours.v, theirs.v), ("A", ours.a, theirs.a)
        ] {
            XCTAssertEqual(a.count, b.count, "\(name) size at \(width)×\(height)", file: file, line: line)
            if let first = zip(a, b).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
                let planeWidth = name == "U" || name == "V" ? ours.width / 2 : ours.width
                XCTFail(
                    "\(name) differs (\(path)) at \(width)×\(height) alpha \(alpha): first at (\(first.offset % planeWidth), \(first.offset / planeWidth)): \(first.element.0) vs swscale \(first.element.1); \(zip(a, b).filter { $0 != $1 }.count) samples differ",
                    file: file, line: line)
            }
        }
    }

    /// Saturated colours (every channel 0 or 255) and greys at the ends of the range: the largest
    /// chroma, where clamping and the 15-bit limits would show.
    func testExtremeColoursMatchSwscale() throws {
        let width = 48
        let height = 20
        var rgba = randomImage(width: width, height: height, seed: 7)
        for i in rgba.indices { rgba[i] = rgba[i] < 128 ? 0 : 255 }
        try assertSameAsSwscale(rgba, width: width, height: height, alpha: false)
        try assertSameAsSwscale(rgba, width: width, height: height, alpha: true)
        let greys = (0..<(width * height)).flatMap { i -> [UInt8] in
            let level = UInt8([0, 1, 254, 255][i % 4])
            return [level, level, level, UInt8(i % 256)]
        }
        try assertSameAsSwscale(greys, width: width, height: height, alpha: true)
    }

    func testRandomImagesMatchSwscale() throws {
        for (index, size) in [(64, 48), (40, 16), (16, 8), (33, 17), (7, 7), (9, 12), (100, 9), (31, 30), (258, 131)]
            .enumerated()
        {
            let rgba = randomImage(width: size.0, height: size.1, seed: UInt64(index + 1) &* 0x9E37_79B9_7F4A_7C15)
            try assertSameAsSwscale(rgba, width: size.0, height: size.1, alpha: false)
            try assertSameAsSwscale(rgba, width: size.0, height: size.1, alpha: true)
        }
    }
}
