import Reel
import ReelAPITestSupport
import XCTest

/// `CAPropertyAnimation.valueFunction`: the Swift API records the function and its numbers into
/// the model, which turns them into the drawn transform.
final class CAValueFunctionTests: XCTestCase {
    private func transformAnimation(
        _ name: CAValueFunctionName, from: Any? = nil, to: Any? = nil, by: Any? = nil
    ) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: "transform")
        animation.valueFunction = CAValueFunction(name: name)
        (animation.fromValue, animation.toValue, animation.byValue) = (from, to, by)
        animation.duration = 2
        return animation
    }

    private func drawnTransform(_ animation: CABasicAnimation, at t: Double) -> (Transform3D, Stage) {
        let layer = square()
        let stage = makeStage(layer)
        layer.add(animation, forKey: "spin")
        return (stage.timeline.drawn([0], at: t).transform, stage)
    }

    func testRotateZRecordsTheFunctionAndTurnsFortyFiveDegreesHalfWay() {
        let (t, stage) = drawnTransform(transformAnimation(.rotateZ, from: 0, to: CGFloat.pi / 2), at: 1)
        XCTAssertEqual(stage.scene.layers[0].animations.first?.valueFunction, .rotateZ)
        let c = (0.5).squareRoot()
        XCTAssertEqual(t.m11, c, accuracy: 1e-9)
        XCTAssertEqual(t.m12, c, accuracy: 1e-9)
        XCTAssertEqual(t.m21, -c, accuracy: 1e-9)
    }

    func testScaleTakesThreeNumbers() {
        let (t, _) = drawnTransform(transformAnimation(.scale, from: [1, 1, 1], to: [2, 3, 4]), at: 1)
        XCTAssertEqual(t.m11, 1.5, accuracy: 1e-9)
        XCTAssertEqual(t.m22, 2, accuracy: 1e-9)
        XCTAssertEqual(t.m33, 2.5, accuracy: 1e-9)
    }

    func testTranslateXByValue() {
        let (t, _) = drawnTransform(transformAnimation(.translateX, by: 10), at: 1.5)
        XCTAssertEqual(t.m41, 7.5, accuracy: 1e-9)
    }

    func testAnUnknownNameHasNoFunction() {
        XCTAssertNil(CAValueFunction(name: CAValueFunctionName(rawValue: "spin")))
    }

    func testAValueOfTheWrongShapeIsSkippedWithAWarning() {
        let (t, stage) = drawnTransform(transformAnimation(.scale, from: 1, to: 2), at: 1)
        XCTAssertEqual(t, .identity)
        XCTAssertTrue(stage.warnings.contains { $0.contains("three numbers") }, "\(stage.warnings)")
    }
}
