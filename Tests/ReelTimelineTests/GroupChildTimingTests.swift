import ReelSceneFile
import ReelTimeline
import XCTest

/// A group's children as Core Animation times them. Apple's CAAnimationGroup reference: "The
/// delegate and removedOnCompletion properties of animations in the animations array are
/// currently ignored", so a child filling forwards holds its end value until the group ends.
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
}
