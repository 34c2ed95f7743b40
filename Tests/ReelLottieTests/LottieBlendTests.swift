import Foundation
import ReelGeometry
import ReelLottie
import ReelRaster
import ReelTestSupport
import ReelTimeline
import XCTest

/// Layer blend modes (`bm`): each square of #c06020 over the backdrop #4080c0 shows the W3C
/// blend of the two opaque colours (fixture blend.json).
final class LottieBlendTests: XCTestCase {
    /// The W3C separable blend functions, on channels in 0…1.
    private static let formulas: [(name: String, x: Int, blend: @Sendable (Double, Double) -> Double)] = [
        ("multiply", 25, { b, s in b * s }),
        ("screen", 75, { b, s in b + s - b * s }),
        // Hard light with the layers swapped.
        ("overlay", 125, { b, s in b <= 0.5 ? s * 2 * b : s + (2 * b - 1) - s * (2 * b - 1) }),
        ("difference", 175, { b, s in abs(b - s) }),
        ("color dodge", 225, { b, s in b == 0 ? 0 : s == 1 ? 1 : min(1, b / (1 - s)) })
    ]

    func testBlendModesFollowTheW3CFormulas() throws {
        let image = try LottieFixtures.render("blend", frame: 0)
        GoldenImage.assertMatches(image, named: "blend-0", in: LottieFixtures.goldens, tolerance: 2)
        XCTAssertEqual(try LottieFixtures.read("blend").warnings, [])
        let backdrop: [Double] = [0x40, 0x80, 0xC0].map { Double($0) / 255 }
        let source: [Double] = [0xC0, 0x60, 0x20].map { Double($0) / 255 }
        for (name, x, blend) in Self.formulas {
            let expected = (0..<3).map { UInt8((blend(backdrop[$0], source[$0]) * 255).rounded()) }
            let pixel = image[x, 25]
            XCTAssertTrue(
                pixel.isClose(to: expected[0], expected[1], expected[2], 255, tolerance: 1),
                "\(name): \(pixel), expected \(expected)")
        }
    }

    func testAddAndHardMixAreReported() throws {
        let text = """
            {"v": "5.7.4", "fr": 10, "ip": 0, "op": 10, "w": 10, "h": 10,
             "layers": [{"ty": 1, "ind": 1, "ip": 0, "op": 10, "ks": {}, "bm": 16, "sc": "#ffffff", "sw": 5, "sh": 5},
                        {"ty": 1, "ind": 2, "ip": 0, "op": 10, "ks": {}, "bm": 17, "sc": "#ffffff", "sw": 5, "sh": 5},
                        {"ty": 1, "ind": 3, "ip": 0, "op": 10, "ks": {}, "bm": 11, "sc": "#ffffff", "sw": 5, "sh": 5}]}
            """
        let imported = try LottieReader.read(data: Data(text.utf8), file: "anim.json")
        XCTAssertEqual(
            imported.warnings.map(\.feature), ["the blend mode add (bm 16)", "the blend mode hard mix (bm 17)"])
        func filters(_ layers: [Layer]) -> [BlendMode] {
            layers.flatMap { [$0.compositingFilter].compactMap { $0 } + filters($0.sublayers) }
        }
        XCTAssertEqual(filters(imported.scene.layers), [.exclusion])
    }
}
