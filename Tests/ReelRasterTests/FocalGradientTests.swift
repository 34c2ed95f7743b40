import ReelGeometry
import ReelRaster
import XCTest

/// A radial gradient with a focal point: at each pixel, the distance from the focal point over
/// the distance from it to the circle along the same ray (the circle seen from the focal point).
/// Tolerance: 1/255 per channel (the 256-entry table and 8-bit rounding).
final class FocalGradientTests: XCTestCase {
    private func render(_ paint: Paint, size: Int = 16) -> Pixmap {
        var pixmap = Pixmap(width: size, height: size)
        Rasterizer().fill(
            Path(rect: Rect(x: 0, y: 0, width: Double(size), height: Double(size))), paint: paint, into: &pixmap)
        return pixmap
    }

    /// The location at `p`: |p − f| over |e − f|, e where the ray from f through p meets the
    /// circle of `radius` about `center`.
    private func expected(_ p: Point, focal f: Point, center c: Point, radius r: Double) -> Double {
        let distance = (p - f).length
        guard distance > 0 else { return 0 }
        let direction = (p - f) * (1 / distance)
        // |f + u·direction − c| = r, u > 0.
        let m = f - c
        let b = m.dot(direction)
        let u = -b + (b * b - (m.dot(m) - r * r)).squareRoot()
        return min(distance / u, 1)
    }

    func testLocationsFollowTheCircleSeenFromTheFocalPoint() {
        let center = Point(x: 8, y: 8)
        let focal = Point(x: 4, y: 6)
        let p = render(.focalGradient(Gradient(colors: [.black, .white]), center: center, radius: 7, focal: focal))
        for (x, y) in [(4, 6), (3, 5), (8, 8), (12, 8), (14, 10), (2, 12), (8, 1), (0, 0), (15, 15)] {
            let t = expected(Point(x: Double(x) + 0.5, y: Double(y) + 0.5), focal: focal, center: center, radius: 7)
            XCTAssertEqual(Double(p[x, y].r), t * 255, accuracy: 1.01, "(\(x), \(y))")
            XCTAssertEqual(p[x, y].a, 255)
        }
        // Off-centre: two pixels 3.5 from the centre on either side differ, the one towards the
        // focal point darker (a plain radial gradient would draw them alike).
        XCTAssertLessThan(Int(p[4, 8].r) + 40, Int(p[11, 8].r), "\(p[4, 8]) against \(p[11, 8])")
    }

    func testAFocalPointOutsideTheCircleIsMovedInside() {
        let center = Point(x: 8, y: 8)
        let inside = Point(x: 8 + 8 * 0.99, y: 8)
        let moved = render(
            .focalGradient(Gradient(colors: [.black, .white]), center: center, radius: 8, focal: Point(x: 30, y: 8)))
        let clamped = render(
            .focalGradient(Gradient(colors: [.black, .white]), center: center, radius: 8, focal: inside))
        XCTAssertEqual(moved, clamped)
        XCTAssertEqual(
            Double(moved[4, 8].r), expected(Point(x: 4.5, y: 8.5), focal: inside, center: center, radius: 8) * 255,
            accuracy: 1.01)
    }
}
