import ReelRender
import XCTest

/// Canvas sizes from unchecked Swift API values: clamped before conversion, never a trap.
final class PixelSizeTests: XCTestCase {
    func testNonFiniteAndHugeCanvasSizesClampToOneOrABillion() {
        XCTAssertTrue(Renderer.pixelSize(width: .nan, height: -.infinity, scale: 1) == (1, 1))  // Int(NaN) trapped
        XCTAssertTrue(Renderer.pixelSize(width: 1e308, height: 10, scale: 1e10) == (1_000_000_000, 1_000_000_000))
        XCTAssertTrue(Renderer.pixelSize(width: 100, height: 50.4, scale: 2) == (200, 101))
    }
}
