import ReelGeometry
import ReelRaster
import XCTest

/// NaN and infinite opacities, fractions and gradient geometry, as the Swift API can pass them:
/// every Double → integer conversion in the raster code clamps first, so none traps.
final class NonFiniteValueTests: XCTestCase {
    func testNaNOpacitiesAndFractionsDrawNothingRatherThanTrap() {
        let red = Pixmap(width: 4, height: 4, filledWith: Color(red: 1, green: 0, blue: 0))
        var canvas = Pixmap(width: 4, height: 4, filledWith: .white)
        canvas.composite(red, opacity: .nan)  // UInt32(NaN) trapped
        XCTAssertEqual(canvas, Pixmap(width: 4, height: 4, filledWith: .white))
        canvas.composite(red, opacity: .infinity)
        XCTAssertEqual(canvas, red)
        canvas.dissolve(to: Pixmap(width: 4, height: 4, filledWith: .white), fraction: .nan)
        XCTAssertEqual(canvas, red)
    }

    /// A gradient whose geometry makes its location NaN (0 · ∞) takes its first colour.
    func testGradientsWithNonFiniteGeometryDoNotTrap() {
        let gradient = Gradient(colors: [Color(red: 0, green: 0, blue: 1), .black])
        let square = Path(rect: Rect(x: 0, y: 0, width: 8, height: 8))
        let paints: [Paint] = [
            .radialGradient(gradient, center: Point(x: .nan, y: 0), radius: 4),
            .radialGradient(gradient, center: Point(x: 4, y: 4), radius: 0),
            .radialGradient(gradient, center: Point(x: 4, y: 4), radius: .infinity),
            .linearGradient(gradient, start: Point(x: 0, y: 0), end: Point(x: .infinity, y: 1)),
            .linearGradient(gradient, start: Point(x: 0, y: 0), end: Point(x: 1e-300, y: 0))
        ]
        for paint in paints {
            var pixmap = Pixmap(width: 8, height: 8)
            Rasterizer().fill(square, paint: paint, into: &pixmap)
            XCTAssertEqual(pixmap.bytes[3], 255)
        }
    }
}
