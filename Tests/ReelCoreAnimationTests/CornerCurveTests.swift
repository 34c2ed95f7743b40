import Reel
import XCTest

/// `cornerCurve` and `maskedCorners`, measured on rendered pixels: the area a black 100 × 100
/// layer with a 30-point corner radius (the continuous corner reaching 46 points along each edge, so it fits) loses at its corners, on white.
final class CornerCurveTests: XCTestCase {
    /// The area (in pixels, anti-aliased edges counted in part) of the layer's frame left white.
    private func cutArea(_ configure: (CALayer) -> Void) throws -> Double {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
        layer.backgroundColor = UIColor.black.cgColor
        layer.cornerRadius = 30
        configure(layer)
        let stage = Stage(width: 120, height: 120, duration: 1)
        stage.rootLayer.addSublayer(layer)
        let frame = try Renderer(scale: 1).render(stage.timeline.snapshot(at: 0))
        var white = 0.0
        for y in 10..<110 {
            for x in 10..<110 { white += Double(frame[x, y].r) / 255 }
        }
        return white
    }

    /// Circular corners cut a quarter circle's complement, (1 − π/4)·r² each; Apple's continuous
    /// corner (PaintCode's reverse-engineering, reaching 1.529 r along each edge) cuts 0.22470·r².
    func testContinuousCornersCutMoreThanCircularOnes() throws {
        let r2 = 30.0 * 30
        let circular = try cutArea { _ in }
        XCTAssertEqual(circular, 4 * (1 - .pi / 4) * r2, accuracy: 6)
        let continuous = try cutArea { $0.cornerCurve = .continuous }
        XCTAssertEqual(continuous, 4 * 0.22470441 * r2, accuracy: 6)
        let layer = CALayer()
        XCTAssertEqual(layer.cornerCurve, .circular, "circular by default")
    }

    /// `maskedCorners` rounds only the corners it names; the others stay square.
    func testMaskedCornersRoundOnlyTheNamedCorners() throws {
        let r2 = 30.0 * 30
        let top = try cutArea { $0.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner] }
        XCTAssertEqual(top, 2 * (1 - .pi / 4) * r2, accuracy: 4)
        let one = try cutArea {
            $0.maskedCorners = .layerMaxXMaxYCorner
            $0.cornerCurve = .continuous
        }
        XCTAssertEqual(one, 0.22470441 * r2, accuracy: 3)
        XCTAssertEqual(try cutArea { $0.maskedCorners = [] }, 0, accuracy: 0.5)
        XCTAssertEqual(CALayer().maskedCorners, CACornerMask.all, "all four by default")
    }

    /// A radius of half the side still gives round ends (a circle here): the continuous corner
    /// blends into a circular one where it does not fit.
    func testContinuousCornersOfHalfTheSideMakeACircle() throws {
        let circle = try cutArea {
            $0.cornerRadius = 50
            $0.cornerCurve = .continuous
        }
        XCTAssertEqual(circle, 10_000 - .pi * 2500, accuracy: 8)
    }
}
