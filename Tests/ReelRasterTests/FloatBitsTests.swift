import XCTest

@testable import ReelRaster

/// The hot loops' rounding must agree exactly with the standard library's, or pixels would move.
final class FloatBitsTests: XCTestCase {
    func testRoundingAgreesWithTheStandardLibraryBelowTwoToTheTwentyTwo() {
        var values: [Float] = [
            0, -0.0, 0.5, 1.5, 2.5, -0.5, -1.5, 1e-7, -1e-7, 0.99999994, 3.0000002, 4_194_303.5, -4_194_303.5
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 { values.append(Float.random(in: -5_000...5_000, using: &generator)) }
        for v in values {
            XCTAssertEqual(FloatBits.rounded(v), v.rounded(.toNearestOrEven), "\(v)")
            XCTAssertEqual(FloatBits.floor(v), v.rounded(.down), "\(v)")
            XCTAssertEqual(FloatBits.ceil(v), v.rounded(.up), "\(v)")
            XCTAssertEqual(FloatBits.int(v.rounded(.down)), Int(v.rounded(.down)), "\(v)")
            XCTAssertEqual(FloatBits.floorInt(v), Int(v.rounded(.down)), "\(v)")
            XCTAssertEqual(FloatBits.ceilInt(v), Int(v.rounded(.up)), "\(v)")
            XCTAssertEqual(FloatBits.roundedInt(v), Int(v.rounded(.toNearestOrEven)), "\(v)")
            XCTAssertEqual(FloatBits.int(FloatBits.rounded(v)), FloatBits.roundedInt(v), "\(v)")
        }
    }

    /// The accumulator's truncating floor and ceiling, for the coordinates it hands them: finite,
    /// in [0, 2^22), including every value just below and above an integer.
    func testTruncationGivesFloorAndCeilingOfNonNegativeValues() {
        var values: [Float] = [0, -0.0, 1e-7, 0.5, 0.99999994, 1, 1.0000001, 2.5, 4_194_303, 4_194_303.5]
        for n in [1, 2, 3, 255, 256, 1_919, 1_920, 4_194_303] {
            let f = Float(n)
            values += [f.nextDown, f, f.nextUp]
        }
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 { values.append(Float.random(in: 0..<4_194_304, using: &generator)) }
        for _ in 0..<20_000 { values.append(Float.random(in: 0..<4, using: &generator)) }
        for v in values {
            XCTAssertEqual(FloatBits.floorIntOfNonNegative(v), Int(v.rounded(.down)), "\(v)")
            XCTAssertEqual(FloatBits.ceilIntOfNonNegative(v), Int(v.rounded(.up)), "\(v)")
        }
    }
}
