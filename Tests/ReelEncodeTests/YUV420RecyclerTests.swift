import XCTest

@testable import ReelEncode

/// Pictures converted into the planes of pictures already encoded: the planes are reused, and
/// the old samples in them never show in the new picture.
final class YUV420RecyclerTests: XCTestCase {
    private func image(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var state = seed
        return (0..<width * height * 4).map { _ in
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }

    private func address(_ bytes: [UInt8]) -> UnsafeRawPointer? {
        bytes.withUnsafeBytes { $0.baseAddress }
    }

    func testRecycledPlanesHoldTheSamePictureAsNewOnes() {
        for (width, height, alpha) in [(32, 18, false), (33, 17, true), (8, 8, true)] {
            let recycler = YUV420Picture.Recycler(capacity: 2)
            var first = YUV420Converter.convert(
                rgba: image(width: width, height: height, seed: 1), width: width, height: height, alpha: alpha,
                recycling: recycler)
            let planes = [first.y, first.u, first.v, first.a].map(address)
            recycler.recycle(&first)
            XCTAssertTrue(first.y.isEmpty && first.u.isEmpty && first.v.isEmpty && first.a.isEmpty)
            XCTAssertEqual(recycler.spareCount, 1)

            let second = image(width: width, height: height, seed: 2)
            let reused = YUV420Converter.convert(
                rgba: second, width: width, height: height, alpha: alpha, recycling: recycler)
            let fresh = YUV420Converter.convert(rgba: second, width: width, height: height, alpha: alpha)
            XCTAssertEqual(reused.y, fresh.y, "\(width)×\(height)")
            XCTAssertEqual(reused.u, fresh.u, "\(width)×\(height)")
            XCTAssertEqual(reused.v, fresh.v, "\(width)×\(height)")
            XCTAssertEqual(reused.a, fresh.a, "\(width)×\(height)")
            // U and V share a pool, so each takes one of the two chroma planes back.
            XCTAssertEqual(address(reused.y), planes[0], "luma reused at \(width)×\(height)")
            XCTAssertEqual(
                Set([reused.u, reused.v].map(address)), Set([planes[1], planes[2]]),
                "chroma reused at \(width)×\(height)")
            if alpha { XCTAssertEqual(address(reused.a), planes[3], "alpha reused at \(width)×\(height)") }
            XCTAssertEqual(recycler.spareCount, 0)
        }
    }
}
