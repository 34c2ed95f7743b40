import ReelGeometry
import ReelTimeline
import XCTest

@testable import ReelRender

/// A layer without a transform is placed by its two translations alone, without multiplying
/// matrices; the entries must be the bits the three products give (anchor to the origin, the
/// identity, then to the position), whatever the values, or pixels could move.
final class LayerPlacementTests: XCTestCase {
    private static func product(_ a: Transform3D, _ b: Transform3D) -> Transform3D {
        let (x, y) = (a.rows, b.rows)
        var out = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                out[i][j] = x[i][0] * y[0][j] + x[i][1] * y[1][j] + x[i][2] * y[2][j] + x[i][3] * y[3][j]
            }
        }
        return Transform3D(rows: out)
    }

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
                            let expected = Self.product(
                                Self.product(Transform3D(translationX: -a.x, y: -a.y), .identity),
                                Transform3D(translationX: layer.position.x, y: layer.position.y, z: z))
                            let placed = Renderer.toSuperlayer3D(layer)
                            XCTAssertEqual(
                                placed.rows.flatMap { $0.map(\.bitPattern) },
                                expected.rows.flatMap { $0.map(\.bitPattern) },
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
