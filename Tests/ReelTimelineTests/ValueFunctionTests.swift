import ReelGeometry
import ReelTimeline
import XCTest

/// `valueFunction` on `transform` animations: numbers interpolated, then turned into a transform.
final class ValueFunctionTests: XCTestCase {
    private func transform(
        _ animation: Animation, at time: Double, model: Transform3D = .identity
    ) -> Transform3D {
        var layer = Layer()
        layer.transform = model
        var animation = animation
        animation.timing.duration = 2
        layer.animations = [animation]
        let timeline = Timeline(scene: Scene(width: 10, height: 10, duration: 4, layers: [layer]))
        return timeline.snapshot(at: time).layers[0].transform
    }

    private func function(
        _ function: ValueFunction, from: AnimationValue? = nil, to: AnimationValue? = nil,
        by: AnimationValue? = nil
    ) -> Animation {
        var animation = Animation.basic("transform", from: from, to: to, by: by)
        animation.valueFunction = function
        return animation
    }

    private func assertEqual(
        _ a: Transform3D, _ b: Transform3D, file: StaticString = #filePath, line: UInt = #line
    ) {
        let x = [a.m11, a.m12, a.m13, a.m21, a.m22, a.m23, a.m31, a.m32, a.m33, a.m41, a.m42, a.m43]
        let y = [b.m11, b.m12, b.m13, b.m21, b.m22, b.m23, b.m31, b.m32, b.m33, b.m41, b.m42, b.m43]
        for (u, v) in zip(x, y) { XCTAssertEqual(u, v, accuracy: 1e-9, "\(a) vs \(b)", file: file, line: line) }
    }

    func testRotateZHalfWayIsAFortyFiveDegreeRotation() {
        let t = transform(function(.rotateZ, from: .scalar(0), to: .scalar(.pi / 2)), at: 1)
        let c = (0.5).squareRoot()
        XCTAssertEqual(t.m11, c, accuracy: 1e-9)
        XCTAssertEqual(t.m12, c, accuracy: 1e-9)
        XCTAssertEqual(t.m21, -c, accuracy: 1e-9)
        XCTAssertEqual(t.m22, c, accuracy: 1e-9)
    }

    func testAWholeTurnPassesThroughHalfATurn() {
        // Two transforms 0 and 2π apart are equal, so only a value function can turn all the way.
        let t = transform(function(.rotateZ, from: .scalar(0), to: .scalar(2 * .pi)), at: 1)
        XCTAssertEqual(t.m11, -1, accuracy: 1e-9)
        XCTAssertEqual(t.m22, -1, accuracy: 1e-9)
    }

    func testScaleInterpolatesThreeFactors() {
        let t = transform(function(.scale, from: .scalars([1, 1, 1]), to: .scalars([2, 2, 2])), at: 1)
        assertEqual(t, Transform3D(scaleX: 1.5, y: 1.5, z: 1.5))
    }

    func testTranslateXByValueStartsFromZero() {
        let t = transform(function(.translateX, by: .scalar(10)), at: 1)
        assertEqual(t, Transform3D(translationX: 5, y: 0))
    }

    func testScaleXToValueStartsFromOne() {
        let t = transform(function(.scaleX, to: .scalar(3)), at: 1)
        assertEqual(t, Transform3D(scaleX: 2, y: 1))
    }

    func testWithoutAdditiveTheFunctionReplacesTheModelTransform() {
        let model = Transform3D(translationX: 7, y: 0)
        let t = transform(function(.rotateZ, from: .scalar(0), to: .scalar(.pi)), at: 1, model: model)
        assertEqual(t, Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1))
    }

    func testAdditiveConcatenatesWithTheModelTransform() {
        var animation = function(.translateY, from: .scalar(0), to: .scalar(8))
        animation.isAdditive = true
        let model = Transform3D(scaleX: 2, y: 2)
        let t = transform(animation, at: 1, model: model)
        assertEqual(t, Transform3D(translationX: 0, y: 4).concatenating(model))
        XCTAssertEqual(t.m11, 2, accuracy: 1e-9)
    }

    func testCumulativeRepeatsContinueTheNumbers() {
        var animation = function(.rotateZ, by: .scalar(.pi / 2))
        animation.isCumulative = true
        animation.timing.repeatCount = 2
        // Second cycle, half-way: a quarter turn from the first cycle plus an eighth.
        let t = transform(animation, at: 3)
        assertEqual(t, Transform3D(rotationAngle: 3 * .pi / 4, x: 0, y: 0, z: 1))
    }

    func testIdentityInputsGiveTheIdentity() {
        for function in ValueFunction.allCases {
            assertEqual(function.transform(for: function.identityInput), .identity)
        }
    }
}
