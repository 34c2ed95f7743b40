import Foundation
import XCTest

@testable import ReelLottie

/// The DEFLATE decoder of `.lottie` archives, against streams zlib wrote: a dynamic Huffman block,
/// a fixed one, a stored one, and streams cut short or corrupt.
final class InflateTests: XCTestCase {
    /// What the dynamic stream holds: 60 keyframe-like lines.
    private let text = (0..<60).map {
        "{\"t\": \($0), \"s\": [\($0 * 7 % 50), \($0 * 13 % 90)], \"name\": \"keyframe number \($0)\"}, "
    }.joined()

    private let dynamic = Data(
        base64Encoded:
            "fda9btwwEATgVxFUX3H7J+nyKoGLBLg0gV04SREYefcsDWg4aqY6XjEguPuJ3I/19/plud+W9Vf/fu3F/aX/vH17ffb/9efz"
            + "74/3Xi9vf16/P9+X+/rvtnx8ZuzM7LfFQoVshvwMWd4W31TKZyrOlPem8VCpmKlE6rgt5SqVM1VnKnq1lUrVTG1nKvuE+6FS"
            + "20ztSD26hiq0z9BxhnpPSxU6ZuiBunctfVepB7UYLrxXKWUY04AN7yOWxkE6DDyim7dJHkY+DECyd94lECMhBiLZVZVCjIgY"
            + "jPTCJBEjIwYk45wukRgpMTCxbmNKJ0ZQDFK8dy5JxciKAUt0XTeJxUiLQ0v26pBanLQ4tGSfVGJxvkqApbto+iohKw4rQ6lL"
            + "K05WHFZGXVNiccLiwDJWJbU4aXFoiT7oJrU4aXFoie7jIbU4aXFoyd5ZYnHC4hNLd0FacbISsDLumJBWgqwErIyvIiWWICwB"
            + "LKOPJbUEvzzQMnbe9NNDWgJaout6SC1BWgJacmiRMcISwNLnNGklyErASncxJJUgKgEq40pLaSXISsDK+AhLYgnCksAy2OwS"
            + "SxKWBJZx0ENiScKS82YZz5CMkZWcN0s3QVJJHlNApcsaekwhKQkp4zlKSSWJSk4qfcySVpKsJKyMT36XWJKwJLAMpIfEkoQl"
            + "gWXUVVpJslI8yrqkUkSleJoNKaVISl3m2ZRUiqjUZaItaaXISl1m2l1iKR5qL1PtoadawlKXuVZaKbJSl8HWpZUiK8WzbUgq"
            + "RVTqMt2mtFKfVv4D")!

    func testADynamicBlock() throws {
        XCTAssertEqual(dynamic[0] >> 1 & 3, 2, "zlib wrote a dynamic Huffman block")
        let out = try Inflate.decompress([UInt8](dynamic), limit: 1 << 20)
        XCTAssertEqual(String(decoding: out, as: UTF8.self), text)
    }

    func testAFixedBlock() throws {
        let fixed = Data(base64Encoded: "C0pNzVEoSk1MKVbQy8kvKclMVUgsSs7ILEst1lEIwi0JAA==")!
        XCTAssertEqual(fixed[0] >> 1 & 3, 1, "zlib wrote a fixed Huffman block")
        let out = try Inflate.decompress([UInt8](fixed), limit: 1 << 20)
        XCTAssertEqual(String(decoding: out, as: UTF8.self), "Reel reads .lottie archives, Reel reads .lottie archives")
    }

    func testAStoredBlock() throws {
        // Final stored block of 3 bytes: the length, its complement, the bytes.
        let out = try Inflate.decompress([0x01, 0x03, 0x00, 0xFC, 0xFF, 0x61, 0x62, 0x63], limit: 10)
        XCTAssertEqual(out, [0x61, 0x62, 0x63])
    }

    func testBadStreamsFail() {
        let bytes = [UInt8](dynamic)
        for (input, limit, reason) in [
            (Array(bytes.prefix(bytes.count / 2)), 1 << 20, "the data ends too soon"),
            (bytes, 100, "it holds more than 100 bytes"),
            ([0x07], 10, "a block of an unknown type"),
            ([0x01, 0x03, 0x00, 0x00, 0x00], 10, "a stored block's length is corrupt")
        ] {
            XCTAssertThrowsError(try Inflate.decompress(input, limit: limit)) { error in
                XCTAssertEqual((error as? Inflate.Failure)?.reason, reason)
            }
        }
    }
}
