import ReelGeometry
import ReelRaster
import ReelSceneFile
import ReelTimeline
import XCTest

/// Keyframes, springs, groups, sequences, cumulative and layer timing, against closed forms.
final class AnimationKindsTests: XCTestCase {
    private func scene(_ json: String) throws -> Timeline {
        Timeline(scene: try SceneReader.read(json: Array(json.utf8)))
    }

    private func opacity(_ t: Timeline, at time: Double, layer: Int = 0) -> Double {
        t.snapshot(at: time).layers[layer].opacity
    }

    private func layerJSON(_ animations: String, extra: String = "") -> String {
        #"{"width": 10, "height": 10, "duration": 10, "layers": [{"opacity": 1\#(extra), "animations": [\#(animations)]}]}"#
    }

    func testLinearKeyframesWithKeyTimesAndPerSegmentTimingFunctions() throws {
        let t = try scene(
            layerJSON(
                #"{"type": "keyframe", "keyPath": "opacity", "values": [0, 1, 0.5], "keyTimes": [0, 0.25, 1], "duration": 4, "timingFunctions": ["linear", "easeIn"]}"#
            ))
        XCTAssertEqual(opacity(t, at: 0.5), 0.5, accuracy: 1e-9)
        // Second segment: 1 → 0.5 over 1…4 s with easeIn; half-way in time is easeIn(0.5) of the way.
        XCTAssertEqual(opacity(t, at: 2.5), 1 - 0.5 * TimingFunction.easeIn(0.5), accuracy: 1e-9)
    }

    func testDiscreteKeyframesHoldEachValueForItsStep() throws {
        let t = try scene(
            layerJSON(
                #"{"type": "keyframe", "keyPath": "opacity", "calculationMode": "discrete", "values": [0.1, 0.2, 0.3, 0.4], "duration": 4}"#
            ))
        XCTAssertEqual(opacity(t, at: 0.99), 0.1)
        XCTAssertEqual(opacity(t, at: 1.01), 0.2)
        XCTAssertEqual(opacity(t, at: 3.5), 0.4)
    }

    func testPacedKeyframesMoveAtConstantSpeed() throws {
        let t = try scene(
            #"{"width": 10, "height": 10, "duration": 5, "layers": [{"animations": [{"type": "keyframe", "keyPath": "position", "calculationMode": "paced", "values": [[0, 0], [30, 0], [30, 10]], "duration": 4}]}]}"#
        )
        // 40 points in 4 s: 10 points a second, whatever the keyframe spacing.
        XCTAssertEqual(t.snapshot(at: 3.5).layers[0].position.x, 30, accuracy: 1e-9)
        XCTAssertEqual(t.snapshot(at: 3.5).layers[0].position.y, 5, accuracy: 1e-9)
        XCTAssertEqual(t.snapshot(at: 1).layers[0].position.x, 10, accuracy: 1e-9)
    }

    func testCubicKeyframesPassThroughTheirValuesSmoothly() throws {
        let t = try scene(
            layerJSON(
                #"{"type": "keyframe", "keyPath": "opacity", "calculationMode": "cubic", "values": [0, 1, 0], "duration": 2}"#
            ))
        XCTAssertEqual(opacity(t, at: 1), 1, accuracy: 1e-9)
        // Catmull-Rom overshoots nothing here by symmetry, and rises faster than linear at first.
        XCTAssertGreaterThan(opacity(t, at: 0.5), 0.5)
        let cubicPaced = try scene(
            layerJSON(
                #"{"type": "keyframe", "keyPath": "opacity", "calculationMode": "cubicPaced", "values": [0, 0.5, 1], "duration": 2}"#
            ))
        XCTAssertEqual(opacity(cubicPaced, at: 1), 0.5, accuracy: 1e-3)
    }

    func testMotionAlongAPathTurnsTheLayerWithRotationModeAuto() throws {
        let t = try scene(
            #"{"width": 100, "height": 100, "duration": 3, "layers": [{"animations": [{"type": "keyframe", "keyPath": "position", "path": "M 0 0 L 100 0 L 100 100", "rotationMode": "auto", "duration": 2}]}]}"#
        )
        let mid = t.snapshot(at: 0.5).layers[0]
        XCTAssertEqual(mid.position, Point(x: 50, y: 0))
        XCTAssertEqual(mid.transform.affine.b, 0, accuracy: 1e-6, "heading along +x: no turn")
        let later = t.snapshot(at: 1.5).layers[0]
        XCTAssertEqual(later.position.y, 50, accuracy: 1e-9)
        XCTAssertEqual(later.transform.affine.b, 1, accuracy: 1e-6, "heading down: turned a quarter clockwise")
    }

    func testSpringsFollowTheClosedFormAndSettleOnTime() throws {
        let apple = Spring(mass: 1, stiffness: 100, damping: 5)
        XCTAssertEqual(apple.settlingDuration, 2.85, accuracy: 0.01, "Apple's m=1, k=100, c=5 example")
        let firmer = Spring(mass: 1, stiffness: 100, damping: 15).settlingDuration
        XCTAssertTrue(firmer > 1 && firmer < 1.1, "Apple: damping 15 settles in just over 1 s, got \(firmer)")
        // Under-damped closed form at one point: ζ = 0.25, ω0 = 10.
        let w0 = 10.0
        let zeta = 0.25
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        let time = 0.3
        let expected = 1 - exp(-zeta * w0 * time) * (cos(wd * time) + (zeta * w0 / wd) * sin(wd * time))
        XCTAssertEqual(apple.progress(at: time), expected, accuracy: 1e-12)
        // Critically damped: never overshoots.
        let critical = Spring(mass: 1, stiffness: 100, damping: 20)
        XCTAssertTrue(stride(from: 0.0, to: 3, by: 0.01).allSatisfy { critical.progress(at: $0) <= 1 })
        // A scene spring lasts its settling duration when no duration is given.
        let t = try scene(
            layerJSON(#"{"type": "spring", "keyPath": "opacity", "fromValue": 0, "toValue": 1, "damping": 5}"#))
        XCTAssertEqual(t.scene.layers[0].animations[0].timing.duration, apple.settlingDuration)
        XCTAssertGreaterThan(opacity(t, at: 0.3), 1, "overshoots")
    }

    func testGroupsRunChildrenInGroupTimeAndClipThem() throws {
        let t = try scene(
            layerJSON(
                #"{"type": "group", "beginTime": 1, "duration": 2, "animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "beginTime": 1, "duration": 4}]}"#
            ))
        XCTAssertEqual(opacity(t, at: 1.5), 1, "child not started yet: model value")
        XCTAssertEqual(opacity(t, at: 2.5), 0.125, accuracy: 1e-9, "child 0.5 s into its 4 s")
        XCTAssertEqual(opacity(t, at: 3.5), 1, "clipped at the group's end")
    }

    func testSequencesAndChainsResolveToAbsoluteTimes() throws {
        let t = try scene(
            layerJSON(
                #"""
                {"type": "sequence", "animations": [
                    {"keyPath": "opacity", "fromValue": 0, "toValue": 0, "duration": 1},
                    {"keyPath": "opacity", "fromValue": 0.5, "toValue": 0.5, "duration": 1}]},
                {"key": "first", "keyPath": "cornerRadius", "fromValue": 0, "toValue": 10, "duration": 2},
                {"after": "first", "keyPath": "cornerRadius", "fromValue": 10, "toValue": 20, "duration": 2, "beginTime": 0.5}
                """#))
        XCTAssertEqual(opacity(t, at: 0.5), 0)
        XCTAssertEqual(opacity(t, at: 1.5), 0.5)
        XCTAssertEqual(t.snapshot(at: 3.5).layers[0].cornerRadius, 15, accuracy: 1e-9, "starts at 2 + 0.5 s")
        XCTAssertEqual(t.scene.layers[0].animations[2].timing.beginTime, 2.5)
    }

    func testRemovedOnCompletionDecidesWhetherAForwardFillHolds() throws {
        let removed = try scene(
            layerJSON(#"{"keyPath": "opacity", "fromValue": 0, "toValue": 0.5, "duration": 1, "fillMode": "forwards"}"#)
        )
        XCTAssertEqual(opacity(removed, at: 2), 1, "removed on completion: back to the model value")
        let kept = try scene(
            layerJSON(
                #"{"keyPath": "opacity", "fromValue": 0, "toValue": 0.5, "duration": 1, "fillMode": "forwards", "removedOnCompletion": false}"#
            ))
        XCTAssertEqual(opacity(kept, at: 2), 0.5)
    }

    func testCumulativeRepeatsContinueFromTheLastCycle() throws {
        let t = try scene(
            layerJSON(
                #"{"keyPath": "position.x", "fromValue": 0, "toValue": 10, "duration": 1, "repeatCount": 3, "cumulative": true}"#
            ))
        XCTAssertEqual(t.snapshot(at: 2.5).layers[0].position.x, 25, accuracy: 1e-9)
    }

    func testLayerSpeedAndBeginTimeMultiplyDownTheTree() throws {
        let t = try scene(
            #"{"width": 10, "height": 10, "layers": [{"speed": 2, "sublayers": [{"beginTime": 1, "animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 4}]}]}]}"#
        )
        // Parent local = 2t; child local = 2t − 1; at t = 1.5 the child is 2 s into 4.
        XCTAssertEqual(t.snapshot(at: 1.5).layers[0].sublayers[0].opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(t.duration, 2.5, "the last end, in scene time")
    }

    func testTransformKeyPathsTurnAndScale() throws {
        let t = try scene(
            layerJSON(
                #"{"keyPath": "transform.rotation.z", "fromValue": 0, "toValue": "360deg", "duration": 4}, {"keyPath": "transform.scale", "fromValue": 1, "toValue": 3, "duration": 4}"#
            ))
        let quarter = t.snapshot(at: 1).layers[0].transform.affine
        XCTAssertEqual(quarter.a, 0, accuracy: 1e-9)
        XCTAssertEqual(quarter.b, 1.5, accuracy: 1e-9, "a quarter turn at scale 1.5")
        let full = try scene(
            layerJSON(
                #"{"keyPath": "transform", "fromValue": [{"rotate": "-90deg"}], "toValue": [{"scale": 2}, {"translate": [10, 0]}], "duration": 2}"#
            ))
        let end = full.snapshot(at: 1.999999).layers[0].transform.affine
        XCTAssertEqual(end.a, 2, accuracy: 1e-4)
        XCTAssertEqual(end.tx, 10, accuracy: 1e-4)
    }

    func testPathsMorphPointByPointAndMismatchesAreErrors() throws {
        let t = try scene(
            #"{"width": 10, "height": 10, "duration": 2, "layers": [{"type": "shape", "path": "M 0 0 L 10 0", "animations": [{"keyPath": "path", "fromValue": "M 0 0 L 10 0", "toValue": "M 0 10 L 10 20", "duration": 2}]}]}"#
        )
        XCTAssertEqual(
            t.snapshot(at: 1).layers[0].shape?.path.elements,
            [.move(to: Point(x: 0, y: 5)), .line(to: Point(x: 10, y: 10))])
        XCTAssertThrowsError(
            try scene(
                #"{"width": 10, "height": 10, "layers": [{"type": "shape", "animations": [{"keyPath": "path", "fromValue": "M 0 0 L 10 0", "toValue": "M 0 0 Q 5 5 10 0"}]}]}"#
            ))
    }

    func testChainErrorsNameTheProblem() {
        func message(_ json: String) -> String {
            do {
                _ = try scene(json)
                return ""
            } catch { return (error as? SceneError)?.message ?? "\(error)" }
        }
        XCTAssertTrue(
            message(layerJSON(#"{"after": "nope", "keyPath": "opacity"}"#)).contains(
                "no animation has the key \"nope\""))
        XCTAssertTrue(
            message(
                layerJSON(
                    #"{"key": "a", "after": "b", "keyPath": "opacity"}, {"key": "b", "after": "a", "keyPath": "opacity"}"#
                )
            ).contains("cycle"))
        XCTAssertTrue(
            message(
                layerJSON(
                    #"{"key": "a", "keyPath": "opacity", "repeatCount": "infinity"}, {"after": "a", "keyPath": "opacity"}"#
                )
            ).contains("never ends"))
        XCTAssertTrue(
            message(
                layerJSON(#"{"type": "keyframe", "keyPath": "opacity", "values": [0, 1], "keyTimes": [0, 0.5, 1]}"#)
            ).contains("3 key times for 2 values"))
        XCTAssertTrue(
            message(
                layerJSON(
                    #"{"type": "keyframe", "keyPath": "opacity", "values": [0, 1, 2], "keyTimes": [0, 0.7, 0.5]}"#)
            ).contains("must not decrease"))
    }
}

extension AnimationKindsTests {
    func testAnAnimationAddedUnderAKeyInUseReplacesTheOldOne() throws {
        let t = Timeline(
            scene: try SceneReader.read(
                json: Array(
                    #"""
                    {"width": 10, "height": 10, "duration": 4, "layers": [{"animations": [
                      {"key": "fade", "keyPath": "opacity", "fromValue": 0, "toValue": 0, "duration": 4},
                      {"keyPath": "cornerRadius", "fromValue": 2, "toValue": 2, "duration": 4},
                      {"key": "fade", "keyPath": "opacity", "fromValue": 0.5, "toValue": 0.5, "duration": 1}]}]}
                    """#.utf8)))
        XCTAssertEqual(t.scene.layers[0].animations.count, 2)
        XCTAssertEqual(t.snapshot(at: 0.5).layers[0].opacity, 0.5)
        XCTAssertEqual(t.snapshot(at: 2).layers[0].opacity, 1, "the replaced 4 s fade is gone")
    }
}
