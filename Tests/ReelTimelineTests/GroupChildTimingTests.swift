import ReelSceneFile
import ReelTimeline
import XCTest

/// A group's children as Core Animation times them. Apple's CAAnimationGroup reference: "The
/// delegate and removedOnCompletion properties of animations in the animations array are
/// currently ignored", so a child filling forwards holds its end value until the group ends; and
/// a child without a duration lasts as long as its group, as on iOS.
final class GroupChildTimingTests: XCTestCase {
    private func timeline(_ animations: String) throws -> Timeline {
        let json =
            #"{"width": 10, "height": 10, "duration": 10, "layers": [{"opacity": 1, "cornerRadius": 0, "animations": [\#(animations)]}]}"#
        return Timeline(scene: try SceneReader.read(json: Array(json.utf8)))
    }

    private func opacity(_ t: Timeline, at time: Double) -> Double { t.snapshot(at: time).layers[0].opacity }

    func testAChildFillingForwardsHoldsItsEndValueUntilTheGroupEnds() throws {
        // The child's removedOnCompletion is left at its default, true, in one group and set in
        // the other: both hold, since a group ignores it.
        for removed in ["", #", "removedOnCompletion": true"#] {
            let t = try timeline(
                #"{"type": "group", "duration": 3, "animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 0.5, "duration": 1, "fillMode": "forwards"\#(removed)}]}"#
            )
            XCTAssertEqual(opacity(t, at: 0.5), 0.25, accuracy: 1e-12, "half-way through the child")
            XCTAssertEqual(opacity(t, at: 1.5), 0.5, "the child's end value, held")
            XCTAssertEqual(opacity(t, at: 2.9), 0.5, "still held just before the group ends")
            XCTAssertEqual(opacity(t, at: 3.5), 1, "the group is removed at its end: the model value")
        }
    }

    func testAChildWithoutAForwardFillStopsAtItsOwnEnd() throws {
        let t = try timeline(
            #"{"type": "group", "duration": 3, "animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 0.5, "duration": 1, "removedOnCompletion": false}]}"#
        )
        XCTAssertEqual(opacity(t, at: 1.5), 1, "fillMode removed: nothing to hold, whatever removedOnCompletion")
    }

    func testAHeldGroupKeepsItsChildsEndValueAfterItEnds() throws {
        let t = try timeline(
            #"{"type": "group", "duration": 2, "fillMode": "forwards", "removedOnCompletion": false, "animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 0.5, "duration": 1, "fillMode": "forwards"}]}"#
        )
        XCTAssertEqual(opacity(t, at: 5), 0.5)
    }

    func testASequenceChildFillingForwardsHoldsWhileTheNextOnePlays() throws {
        let t = try timeline(
            #"""
            {"type": "sequence", "duration": 4, "animations": [
                {"keyPath": "opacity", "fromValue": 0, "toValue": 0.5, "duration": 1, "fillMode": "forwards"},
                {"keyPath": "cornerRadius", "fromValue": 0, "toValue": 10, "duration": 2}]}
            """#)
        XCTAssertEqual(opacity(t, at: 2), 0.5, "held during the second child")
        XCTAssertEqual(t.snapshot(at: 2).layers[0].cornerRadius, 5, accuracy: 1e-12)
        XCTAssertEqual(opacity(t, at: 3.5), 0.5, "held after the last child too, until the sequence ends")
        XCTAssertEqual(opacity(t, at: 4.5), 1)
    }

    func testATopLevelAnimationStillObeysItsOwnRemovedOnCompletion() throws {
        let t = try timeline(
            #"{"keyPath": "opacity", "fromValue": 0, "toValue": 0.5, "duration": 1, "fillMode": "forwards"}"#)
        XCTAssertEqual(opacity(t, at: 1.5), 1, "removed on completion: the model value shows again")
    }

    func testAChildWithoutADurationLastsAsLongAsItsGroup() throws {
        // Seed 002's stroke morph: a 1 s group whose child gives no duration runs its arc over the
        // whole second, not Core Animation's standalone 0.25 s.
        let t = try timeline(
            #"{"type": "group", "duration": 1, "animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 1}]}"#)
        XCTAssertEqual(t.scene.layers[0].animations[0].children[0].timing.duration, 1)
        XCTAssertEqual(opacity(t, at: 0.2), 0.2, accuracy: 1e-12)
        XCTAssertEqual(opacity(t, at: 0.5), 0.5, accuracy: 1e-12, "still running half-way through the group")
    }

    func testASpringChildWithoutADurationLastsAsLongAsItsGroupNotItsSettlingTime() throws {
        let t = try timeline(
            #"{"type": "group", "duration": 5, "animations": [{"type": "spring", "keyPath": "opacity", "fromValue": 0, "toValue": 0.5, "damping": 20}]}"#
        )
        XCTAssertLessThan(Spring(mass: 1, stiffness: 100, damping: 20).settlingDuration, 1.5)
        XCTAssertEqual(t.scene.layers[0].animations[0].children[0].timing.duration, 5)
        XCTAssertEqual(opacity(t, at: 4), 0.5, accuracy: 1e-3, "still on the spring after it settled, not snapped back")
    }

    func testAGroupWithoutADurationLastsUntilItsLastTimedChildEndsAndLendsThatToTheOthers() throws {
        let t = try timeline(
            #"""
            {"type": "group", "animations": [
                {"keyPath": "opacity", "fromValue": 0, "toValue": 1, "beginTime": 0.5, "duration": 1.5},
                {"keyPath": "cornerRadius", "fromValue": 0, "toValue": 10}]}
            """#)
        let group = t.scene.layers[0].animations[0]
        XCTAssertEqual(group.timing.duration, 2)
        XCTAssertEqual(group.children[1].timing.duration, 2)
        XCTAssertEqual(t.snapshot(at: 1).layers[0].cornerRadius, 5, accuracy: 1e-12)
    }

    func testANestedGroupWithoutADurationAndItsChildrenTakeTheOuterGroups() throws {
        let t = try timeline(
            #"{"type": "group", "duration": 2, "animations": [{"type": "group", "animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 1}]}]}"#
        )
        let inner = t.scene.layers[0].animations[0].children[0]
        XCTAssertEqual(inner.timing.duration, 2)
        XCTAssertEqual(inner.children[0].timing.duration, 2)
        XCTAssertEqual(opacity(t, at: 1.5), 0.75, accuracy: 1e-12)
    }

    func testAGroupAndItsChildrenWithoutDurationsTakeAQuarterSecondTogether() throws {
        let t = try timeline(
            #"{"type": "group", "animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 1}]}"#)
        XCTAssertEqual(opacity(t, at: 0.125), 0.5, accuracy: 1e-12)
        XCTAssertEqual(opacity(t, at: 0.3), 1, "both over: the model value")
    }

    func testASequenceChildWithoutADurationTakesAQuarterSecondSoTheNextCanFollowIt() throws {
        // Reel's choice: laid end to end, a sequence's children need lengths of their own.
        let t = try timeline(
            #"""
            {"type": "sequence", "duration": 4, "animations": [
                {"keyPath": "opacity", "fromValue": 0, "toValue": 1},
                {"keyPath": "cornerRadius", "fromValue": 0, "toValue": 10, "duration": 1}]}
            """#)
        let children = t.scene.layers[0].animations[0].children
        XCTAssertEqual(children.map(\.timing.duration), [0.25, 1])
        XCTAssertEqual(children[1].timing.beginTime, 0.25)
        XCTAssertEqual(opacity(t, at: 0.125), 0.5, accuracy: 1e-12)
    }
}

extension Animation {
    /// A group's children (none for other kinds).
    fileprivate var children: [Animation] {
        if case .group(let children) = kind { return children }
        return []
    }
}
