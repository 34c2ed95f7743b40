import ReelGeometry
import XCTest

final class Transform3DTests: XCTestCase {
    private func assertClose(
        _ a: Transform3D, _ b: Transform3D, accuracy: Double = 1e-9,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        for (ra, rb) in zip(a.rows, b.rows) {
            for (x, y) in zip(ra, rb) {
                XCTAssertEqual(x, y, accuracy: accuracy, "\(a.rows) vs \(b.rows)", file: file, line: line)
            }
        }
    }

    func testDecompositionRoundTrips() {
        var perspective = Transform3D.identity
        perspective.m34 = -1.0 / 500
        let samples: [Transform3D] = [
            .identity,
            Transform3D(translationX: 10, y: -4, z: 2),
            Transform3D(rotationAngle: 0.7, x: 0, y: 0, z: 1),
            Transform3D(rotationAngle: -2.5, x: 1, y: 2, z: 0.5),
            Transform3D(scaleX: 2, y: 0.5, z: 1).concatenating(Transform3D(rotationAngle: 1, x: 0, y: 1, z: 0))
                .concatenating(Transform3D(translationX: 3, y: 4, z: 0)),
            Transform3D(scaleX: -1, y: 1, z: 1),
            Transform3D(rotationAngle: 0.9, x: 0, y: 1, z: 0).concatenating(perspective),
            Transform3D(AffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
        ]
        for m in samples {
            guard let d = m.decomposed else { return XCTFail("no decomposition for \(m.rows)") }
            assertClose(Transform3D(d), m)
        }
    }

    /// Slerp is exact; 1e-8 allows for the quaternion extraction's square roots.
    func testRotationInterpolatesAboutTheSameAxisAndDirection() {
        let quarter = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
        assertClose(
            Transform3D.identity.interpolated(to: quarter, at: 0.5),
            Transform3D(rotationAngle: .pi / 4, x: 0, y: 0, z: 1), accuracy: 1e-8)
        let flip = Transform3D(rotationAngle: 2, x: 0, y: 1, z: 0)
        assertClose(
            Transform3D.identity.interpolated(to: flip, at: 0.25), Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0),
            accuracy: 1e-8)
    }

    func testScaleFromZeroGrowsWithoutFailing() {
        let zero = Transform3D(scaleX: 0, y: 0, z: 1)
        assertClose(zero.interpolated(to: .identity, at: 0.5), Transform3D(scaleX: 0.5, y: 0.5, z: 1))
    }

    func testConcatenationOrderMatchesCoreAnimation() {
        // Scale then translate: the translation is not scaled.
        let t = Transform3D(scaleX: 2, y: 2).concatenating(Transform3D(translationX: 10, y: 0))
        XCTAssertEqual(t.m41, 10)
        XCTAssertEqual(t.affine.apply(Point(x: 1, y: 1)), Point(x: 12, y: 2))
        assertClose(t.concatenating(t.inverted), .identity)
    }
}
