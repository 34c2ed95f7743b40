import XCTest

@testable import ReelEncode

/// The lossy mode's error measure: squared RGB distance in levels (what PSNR sums), with
/// `lossy` N allowing N/2 levels. A pixel is written in another entry when that entry is within
/// the bound, and never when it is one level further.
final class GIFLossyColorTests: XCTestCase {
    /// Entry 0 is a grey; entry 1 is exactly 10 levels from it (6² + 8² = 100), entry 2 one
    /// level further in blue (6² + 9² = 117).
    private let palette = [
        GIFLossyColor.coordinates(120, 120, 120), GIFLossyColor.coordinates(120, 126, 128),
        GIFLossyColor.coordinates(120, 126, 129), GIFLossyColor.coordinates(0, 0, 0)
    ]

    /// A run of entry 0 broken every ninth pixel by `odd`.
    private func targets(odd: UInt8) -> GIFLossyTargets {
        var targets = GIFLossyTargets(count: 900)
        for p in 0..<targets.count {
            targets.exact[p] = p % 9 == 8 ? odd : 0
            targets.reference[p] = palette[Int(targets.exact[p])]
        }
        return targets
    }

    func testTheBoundIsHalfALevelOfRGBDistancePerUnit() {
        XCTAssertEqual(GIFLossyColor.bound(lossiness: 20), 100)
        XCTAssertEqual(GIFLossyColor.bound(lossiness: 0), 0)
        XCTAssertEqual(GIFLossyColor.distance(palette[0], palette[1]), 100)
        XCTAssertEqual(GIFLossyColor.distance(palette[0], palette[2]), 117)
    }

    func testAColourWithinTheBoundIsTakenAndOneLevelFurtherIsNot() throws {
        let encoder = GIFLossyLZW(
            minCodeSize: 2, paletteCount: 4, transparent: nil, palette: palette,
            bound: GIFLossyColor.bound(lossiness: 20))
        // Within the bound: every odd pixel is written as the run's grey, so the run is one, but
        // the last: taking it would lengthen its string by that pixel alone, for an error at the
        // bound, which counts as two pixels (`errorWeight`).
        let within = encoder.encode(targets(odd: 1))
        XCTAssertEqual(within.decoded, [UInt8](repeating: 0, count: 899) + [1])
        XCTAssertEqual(try GIFLossyTests.decodeLZW(within.bytes, minCodeSize: 2, count: 900), within.decoded)
        // One level past it: every pixel keeps its own entry.
        let outside = encoder.encode(targets(odd: 2))
        XCTAssertEqual(outside.decoded, targets(odd: 2).exact)
        XCTAssertEqual(try GIFLossyTests.decodeLZW(outside.bytes, minCodeSize: 2, count: 900), outside.decoded)
        XCTAssertLessThan(within.bytes.count * 2, outside.bytes.count)
    }
}
