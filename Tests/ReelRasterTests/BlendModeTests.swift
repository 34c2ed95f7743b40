import Foundation
import ReelGeometry
import XCTest

@testable import ReelRaster

/// The blend stage against the W3C Compositing and Blending formulas, written out here in Double
/// from the specification (straight colours, then composited source-over with the blend result),
/// within one level of 255.
final class BlendModeTests: XCTestCase {
    typealias RGB = (r: Double, g: Double, b: Double)

    /// B(Cb, Cs) per the specification, one mode at a time.
    private func expectedBlend(_ mode: BlendMode, backdrop b: RGB, source s: RGB) -> RGB {
        func each(_ f: (Double, Double) -> Double) -> RGB { (f(b.r, s.r), f(b.g, s.g), f(b.b, s.b)) }
        func hardLight(_ cb: Double, _ cs: Double) -> Double {
            cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1)
        }
        func lum(_ c: RGB) -> Double { 0.3 * c.r + 0.59 * c.g + 0.11 * c.b }
        func clipColor(_ c: RGB) -> RGB {
            let l = lum(c)
            let n = min(c.r, c.g, c.b)
            let x = max(c.r, c.g, c.b)
            var out = c
            if n < 0 {
                out = (l + (out.r - l) * l / (l - n), l + (out.g - l) * l / (l - n), l + (out.b - l) * l / (l - n))
            }
            if x > 1 {
                out = (
                    l + (out.r - l) * (1 - l) / (x - l), l + (out.g - l) * (1 - l) / (x - l),
                    l + (out.b - l) * (1 - l) / (x - l)
                )
            }
            return out
        }
        func setLum(_ c: RGB, _ l: Double) -> RGB {
            let d = l - lum(c)
            return clipColor((c.r + d, c.g + d, c.b + d))
        }
        func sat(_ c: RGB) -> Double { max(c.r, c.g, c.b) - min(c.r, c.g, c.b) }
        func setSat(_ c: RGB, _ s: Double) -> RGB {
            let high = max(c.r, c.g, c.b)
            let low = min(c.r, c.g, c.b)
            guard high > low else { return (0, 0, 0) }
            func f(_ v: Double) -> Double { (v - low) * s / (high - low) }
            return (f(c.r), f(c.g), f(c.b))
        }
        switch mode {
        case .multiply: return each { $0 * $1 }
        case .screen: return each { $0 + $1 - $0 * $1 }
        case .overlay: return each { hardLight($1, $0) }
        case .darken: return each { min($0, $1) }
        case .lighten: return each { max($0, $1) }
        case .colorDodge: return each { cb, cs in cb == 0 ? 0 : cs == 1 ? 1 : min(1, cb / (1 - cs)) }
        case .colorBurn: return each { cb, cs in cb == 1 ? 1 : cs == 0 ? 0 : 1 - min(1, (1 - cb) / cs) }
        case .softLight:
            return each { cb, cs in
                if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
                let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
                return cb + (2 * cs - 1) * (d - cb)
            }
        case .hardLight: return each(hardLight)
        case .difference: return each { abs($0 - $1) }
        case .exclusion: return each { $0 + $1 - 2 * $0 * $1 }
        case .hue: return setLum(setSat(s, sat(b)), lum(b))
        case .saturation: return setLum(setSat(b, sat(s)), lum(b))
        case .color: return setLum(s, lum(b))
        case .luminosity: return setLum(b, lum(s))
        }
    }

    /// The premultiplied result of compositing `source` onto `backdrop` (straight colours and
    /// alphas in 0…1) with `mode`, in bytes.
    private func expected(_ mode: BlendMode, backdrop b: RGB, _ ab: Double, source s: RGB, _ as: Double) -> [Double] {
        let mixed = expectedBlend(mode, backdrop: b, source: s)
        func channel(_ cb: Double, _ cs: Double, _ m: Double) -> Double {
            (cs * `as` * (1 - ab) + cb * ab * (1 - `as`) + `as` * ab * m) * 255
        }
        return [
            channel(b.r, s.r, mixed.r), channel(b.g, s.g, mixed.g), channel(b.b, s.b, mixed.b),
            (`as` + ab - `as` * ab) * 255
        ]
    }

    /// A packed premultiplied pixel of straight `c` and alpha `a`, and the straight colour its
    /// bytes stand for (so the expectation starts from what the pixel holds).
    private func pixel(_ c: RGB, _ a: Double) -> (UInt32, RGB, Double) {
        let packed = PixelOps.pack(Color(red: c.r, green: c.g, blue: c.b, alpha: a).premultipliedRGBA8)
        let alpha = Double(packed >> 24) / 255
        func straight(_ shift: UInt32) -> Double { Double((packed >> shift) & 0xFF) / 255 / alpha }
        return (packed, (straight(0), straight(8), straight(16)), alpha)
    }

    private func assertBlend(
        _ mode: BlendMode, backdrop: RGB, _ backdropAlpha: Double, source: RGB, _ sourceAlpha: Double,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let (dst, b, ab) = pixel(backdrop, backdropAlpha)
        let (src, s, sa) = pixel(source, sourceAlpha)
        let out = PixelOps.blend(dst, src, mode: mode)
        let want = expected(mode, backdrop: b, ab, source: s, sa)
        for (i, shift) in [0, 8, 16, 24].enumerated() {
            let got = Double((out >> UInt32(shift)) & 0xFF)
            // Within one level: the stage rounds once, from Float, and clamps to the alpha.
            XCTAssertEqual(
                got, want[i], accuracy: 1.0001,
                "\(mode) channel \(i): backdrop \(backdrop) α \(backdropAlpha), source \(source) α \(sourceAlpha)",
                file: file, line: line)
        }
    }

    func testEveryModeMatchesTheSpecificationOnOpaqueColours() {
        let colours: [RGB] = [
            (0.8, 0.4, 0.2), (0.2, 0.6, 1.0), (0.1, 0.9, 0.5), (0.5, 0.5, 0.5), (1, 1, 1), (0, 0, 0), (0.3, 0.05, 0.7)
        ]
        for mode in BlendMode.allCases {
            for backdrop in colours {
                for source in colours {
                    assertBlend(mode, backdrop: backdrop, 1, source: source, 1)
                }
            }
        }
    }

    func testEveryModeMatchesTheSpecificationWithTranslucency() {
        let cases: [(RGB, Double, RGB, Double)] = [
            ((0.8, 0.4, 0.2), 0.6, (0.2, 0.6, 1.0), 0.5),
            ((0.1, 0.9, 0.5), 1, (0.7, 0.2, 0.4), 0.3),
            ((0.6, 0.6, 0.1), 0.25, (0.3, 0.8, 0.9), 1)
        ]
        for mode in BlendMode.allCases {
            for (backdrop, ab, source, sa) in cases {
                assertBlend(mode, backdrop: backdrop, ab, source: source, sa)
            }
        }
    }

    func testHandWorkedValues() {
        // Multiply: 0.8 · 0.2 = 0.16 → 40.8, 0.4 · 0.6 = 0.24 → 61.2, 0.2 · 1 → 51.
        let dst = PixelOps.pack(RGBA8(r: 204, g: 102, b: 51, a: 255))
        let src = PixelOps.pack(RGBA8(r: 51, g: 153, b: 255, a: 255))
        XCTAssertEqual(PixelOps.blend(dst, src, mode: .multiply), PixelOps.pack(RGBA8(r: 41, g: 61, b: 51, a: 255)))
        // Difference: |0.8 − 0.2| = 0.6 → 153, |0.4 − 0.6| → 51, |0.2 − 1| → 204.
        XCTAssertEqual(PixelOps.blend(dst, src, mode: .difference), PixelOps.pack(RGBA8(r: 153, g: 51, b: 204, a: 255)))
        // Screen of white is white; multiply by white leaves the backdrop.
        let white = PixelOps.pack(RGBA8(r: 255, g: 255, b: 255, a: 255))
        XCTAssertEqual(PixelOps.blend(dst, white, mode: .screen), white)
        XCTAssertEqual(PixelOps.blend(dst, white, mode: .multiply), dst)
        // Luminosity of a grey of the backdrop's own luminosity leaves it (within rounding).
        // Lum(dst) = 0.3 · 0.8 + 0.59 · 0.4 + 0.11 · 0.2 = 0.498 → 127.
        let grey = PixelOps.pack(RGBA8(r: 127, g: 127, b: 127, a: 255))
        let kept = PixelOps.blend(dst, grey, mode: .luminosity)
        for shift in [0, 8, 16] as [UInt32] {
            XCTAssertEqual(Int((kept >> shift) & 0xFF), Int((dst >> shift) & 0xFF), accuracy: 1)
        }
    }

    func testTransparentSourceOrBackdrop() {
        let dst = PixelOps.pack(RGBA8(r: 100, g: 50, b: 25, a: 200))
        for mode in BlendMode.allCases {
            // Nothing composited leaves the backdrop; onto nothing the source shows as it is.
            XCTAssertEqual(PixelOps.blend(dst, 0, mode: mode), dst, "\(mode)")
            XCTAssertEqual(PixelOps.blend(0, dst, mode: mode), dst, "\(mode)")
        }
    }
}
