import ReelGeometry
import ReelTestSupport
import ReelTimeline
import XCTest

@testable import ReelRender

/// A layer without a transform is placed by its two translations alone, without multiplying
/// matrices; the entries must be the bits the three products give (anchor to the origin, the
/// identity, then to the position), whatever the values, or pixels could move.
final class LayerPlacementTests: XCTestCase {
    func testUntransformedPlacementIsTheThreeProductsBitForBit() {
        let values: [Double] = [0, -0.0, 1.5, -2.25, 7, 1e300, -1e-310, .infinity, .nan]
        var checked = 0
        for origin in values {
            for size in [0, 10, -0.0, .infinity] {
                for anchor in [0, 0.5, -0.0, 1] {
                    for position in values {
                        for z in [0, -0.0, 3, .nan] {
                            var layer = Layer()
                            layer.bounds = Rect(x: origin, y: -origin, width: size, height: size / 2)
                            layer.anchorPoint = Point(x: anchor, y: 1 - anchor)
                            layer.position = Point(x: position, y: -position)
                            layer.zPosition = z
                            let a = Renderer.anchor(of: layer)
                            let expected = Transform3D.rowByColumnProduct(
                                .rowByColumnProduct(Transform3D(translationX: -a.x, y: -a.y), .identity),
                                Transform3D(translationX: layer.position.x, y: layer.position.y, z: z))
                            let placed = Renderer.toSuperlayer3D(layer)
                            XCTAssertEqual(
                                placed.entryBits, expected.entryBits,
                                "bounds \(layer.bounds), anchor \(anchor), position \(position), z \(z)")
                            checked += 1
                        }
                    }
                }
            }
        }
        XCTAssertEqual(checked, 9 * 4 * 4 * 9 * 4)
    }
}
