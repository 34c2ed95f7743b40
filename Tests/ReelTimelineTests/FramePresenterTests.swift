import Foundation
import ReelGeometry
import ReelSceneFile
import ReelTimeline
import XCTest

/// A presenter's snapshots are the timeline's, and share the last frame's layers exactly where
/// the animations wrote the same bits.
final class FramePresenterTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func scene(_ json: String) throws -> Scene { try SceneReader.read(json: Array(json.utf8)) }

    private func sharesStorage(_ a: [Layer], _ b: [Layer]) -> Bool {
        a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }

    /// A square that moves for 1 s and then stays (filling forwards), over a still background
    /// layer; its sublayer fades for 0.5 s.
    private let stopping = """
        {"width": 40, "height": 40, "fps": 10, "duration": 2, "layers": [
          {"name": "background", "bounds": [0, 0, 40, 40], "position": [20, 20], "backgroundColor": "#ffffff"},
          {"name": "square", "bounds": [0, 0, 10, 10], "position": [5, 5], "backgroundColor": "#ff0000",
           "animations": [{"keyPath": "position.x", "fromValue": 5, "toValue": 35, "duration": 1,
                           "fillMode": "forwards", "removedOnCompletion": false}],
           "sublayers": [{"bounds": [0, 0, 4, 4], "backgroundColor": "#0000ff",
             "animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 0.5,
                             "fillMode": "forwards", "removedOnCompletion": false}]}]}
        ]}
        """

    func testFramesAfterTheAnimationsStopAreTheLastFramesLayers() throws {
        let timeline = Timeline(scene: try scene(stopping))
        let presenter = FramePresenter(timeline)
        var previous = presenter.snapshot(at: 0)
        for frame in 1...20 {
            let time = Double(frame) / 10
            let snapshot = presenter.snapshot(at: time)
            XCTAssertEqual(snapshot, timeline.snapshot(at: time), "frame \(frame)")
            XCTAssertEqual(sharesStorage(snapshot.layers, previous.layers), frame > 10, "frame \(frame)")
            previous = snapshot
        }
    }

    func testOnlyTheLayerThatChangedIsPresentedAgain() throws {
        let timeline = Timeline(scene: try scene(stopping))
        let presenter = FramePresenter(timeline)
        let moving = presenter.snapshot(at: 0.7)  // the square moves, its sublayer has stopped
        let next = presenter.snapshot(at: 0.8)
        XCTAssertFalse(sharesStorage(moving.layers, next.layers))
        XCTAssertTrue(sharesStorage(moving.layers[1].sublayers, next.layers[1].sublayers), "the stopped sublayer")
        XCTAssertEqual(next, timeline.snapshot(at: 0.8))
    }

    /// A hidden layer draws nothing: while it stays hidden, what animates below it is not
    /// presented again, and the frames are the same layers.
    func testAHiddenLayersAnimatedSublayersAreNotPresentedAgain() throws {
        let timeline = Timeline(
            scene: try scene(
                """
                {"width": 40, "height": 40, "fps": 10, "duration": 2, "layers": [
                  {"name": "shown from 1 s", "hidden": true,
                   "animations": [{"type": "keyframe", "keyPath": "hidden", "values": [false, false], "beginTime": 1,
                                   "duration": 1}],
                   "sublayers": [{"bounds": [0, 0, 4, 4], "backgroundColor": "#0000ff",
                     "animations": [{"keyPath": "position.x", "fromValue": 0, "toValue": 40, "duration": 2}]}]}
                ]}
                """))
        let presenter = FramePresenter(timeline)
        let first = presenter.snapshot(at: 0.1)
        let second = presenter.snapshot(at: 0.2)
        XCTAssertTrue(sharesStorage(first.layers, second.layers))
        XCTAssertTrue(second.layers[0].isHidden)
        let shown = presenter.snapshot(at: 1.5)
        XCTAssertEqual(shown, timeline.snapshot(at: 1.5), "shown, the sublayer is where it is at 1.5 s")
        XCTAssertFalse(shown.layers[0].isHidden)
    }

    /// A layer shown only for a while, hidden before and after (as each piece of Lottie's eased
    /// time remapping is): while it stays hidden with the timing states of the frame before, it
    /// is not presented again; a state that changes, here inside an animation group, presents it.
    func testALayerHiddenWithTheLastStatesIsNotPresentedAgain() throws {
        let timeline = Timeline(
            scene: try scene(
                """
                {"width": 40, "height": 40, "fps": 10, "duration": 2, "layers": [
                  {"name": "shown from 0.5 s to 1 s", "hidden": true,
                   "animations": [{"type": "group", "beginTime": 0.5, "duration": 0.5, "animations": [
                     {"type": "keyframe", "keyPath": "hidden", "values": [false, false], "duration": 0.5}]}],
                   "sublayers": [{"bounds": [0, 0, 4, 4], "backgroundColor": "#0000ff",
                     "animations": [{"keyPath": "position.x", "fromValue": 0, "toValue": 40, "duration": 2}]}]}
                ]}
                """))
        let presenter = FramePresenter(timeline)
        var previous = presenter.snapshot(at: 0)
        for frame in 1...20 {
            let time = Double(frame) / 10
            let snapshot = presenter.snapshot(at: time)
            let shown = frame >= 5 && frame < 10
            XCTAssertEqual(snapshot.layers[0].isHidden, !shown, "frame \(frame)")
            XCTAssertEqual(drawn(snapshot.layers), drawn(timeline.snapshot(at: time).layers), "frame \(frame)")
            // Hidden now and the frame before, with no state changed: the same layers. The frame
            // the group ends is presented once (its state is gone), then shared again.
            XCTAssertEqual(sharesStorage(snapshot.layers, previous.layers), !shown && frame != 10, "frame \(frame)")
            previous = snapshot
        }
    }

    /// A layer hidden for a while after being shown (the piece of an eased time remapping shown
    /// the frame before): its animated sublayers are not presented the frame it hides, they
    /// stand as last shown; shown again, they are where the timeline has them.
    func testALayerThatHidesKeepsItsLastSublayers() throws {
        let timeline = Timeline(
            scene: try scene(
                """
                {"width": 40, "height": 40, "fps": 10, "duration": 2, "layers": [
                  {"name": "hidden from 0.5 s to 1 s",
                   "animations": [{"type": "keyframe", "keyPath": "hidden", "values": [true, true], "beginTime": 0.5,
                                   "duration": 0.5}],
                   "sublayers": [{"bounds": [0, 0, 4, 4], "backgroundColor": "#0000ff",
                     "animations": [{"keyPath": "position.x", "fromValue": 0, "toValue": 40, "duration": 2}]}]}
                ]}
                """))
        let presenter = FramePresenter(timeline)
        var previous = presenter.snapshot(at: 0)
        for frame in 1...20 {
            let time = Double(frame) / 10
            let snapshot = presenter.snapshot(at: time)
            let hidden = frame >= 5 && frame < 10
            XCTAssertEqual(snapshot.layers[0].isHidden, hidden, "frame \(frame)")
            XCTAssertEqual(drawn(snapshot.layers), drawn(timeline.snapshot(at: time).layers), "frame \(frame)")
            if frame == 5 {
                XCTAssertTrue(
                    sharesStorage(snapshot.layers[0].sublayers, previous.layers[0].sublayers),
                    "the frame it hides, the sublayers of the frame before")
            }
            if !hidden {
                XCTAssertEqual(snapshot.layers[0].sublayers, timeline.snapshot(at: time).layers[0].sublayers)
            }
            previous = snapshot
        }
    }

    /// `layers` with every hidden layer in them, or in what is drawn of their trees, replaced by
    /// one hidden layer: a presenter may hand out a hidden layer (not a mask) as it was presented
    /// before, since nothing of it is drawn.
    private func drawn(_ layers: [Layer]) -> [Layer] {
        layers.map { layer in
            if layer.isHidden {
                var hidden = Layer()
                hidden.isHidden = true
                return hidden
            }
            return drawn(layer)
        }
    }

    private func drawn(_ layer: Layer) -> Layer {
        var layer = layer
        layer.sublayers = drawn(layer.sublayers)
        layer.mask = layer.mask.map(drawn)
        return layer
    }

    /// Every preset, its frames in order and then out of order (an export's threads take every
    /// other frame): each snapshot equals the timeline's own at that time, in what is drawn.
    func testEveryPresetsSnapshotsAreTheTimelines() throws {
        let folder = Self.root.appendingPathComponent("presets")
        let presets = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }
        XCTAssertGreaterThan(presets.count, 10)
        for name in presets.sorted() {
            let timeline = Timeline(scene: try SceneReader.read(contentsOf: folder.appendingPathComponent(name).path))
            let count = Int(((timeline.duration ?? 1) * timeline.scene.fps).rounded(.up))
            let order = Array(0..<count) + Array(Swift.stride(from: count - 1, through: 0, by: -3))
            let presenter = FramePresenter(timeline)
            for frame in order {
                let time = Double(frame) / timeline.scene.fps
                let (presented, expected) = (presenter.snapshot(at: time), timeline.snapshot(at: time))
                XCTAssertTrue(drawn(presented.layers) == drawn(expected.layers), "\(name), frame \(frame)")
            }
        }
    }

    /// A presented layer answers `showsAssets` as a new walk of it would: taken from its model
    /// where nothing below animates `contents`, worked out again where something does (a layer
    /// with no image that an animation gives one).
    func testAPresentationShowsAssetsAsItsTreeDoes() throws {
        let json = """
            {"width": 40, "height": 40, "fps": 10, "duration": 2, "layers": [
              {"name": "fading", "bounds": [0, 0, 10, 10],
               "animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 2}],
               "sublayers": [{"bounds": [0, 0, 4, 4], "contents": "a.png"}]},
              {"name": "plain", "bounds": [0, 0, 10, 10],
               "animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 2}],
               "sublayers": [{"bounds": [0, 0, 4, 4]}]},
              {"name": "given an image", "bounds": [0, 0, 10, 10],
               "animations": [{"keyPath": "opacity", "fromValue": 0, "toValue": 1, "duration": 2}],
               "sublayers": [{"bounds": [0, 0, 4, 4],
                 "animations": [{"keyPath": "contents", "fromValue": "a.png", "toValue": "b.png",
                                 "beginTime": 1, "duration": 1}]}]}
            ]}
            """
        let timeline = Timeline(scene: try scene(json))
        let presenter = FramePresenter(timeline)
        for frame in 0..<20 {
            let time = Double(frame) / 10
            let layers = presenter.snapshot(at: time).layers
            let fresh = timeline.snapshot(at: time).layers
            XCTAssertEqual(layers.map(\.showsAssets), fresh.map(\.showsAssets), "frame \(frame)")
            XCTAssertEqual(layers.map(\.showsAssets), [true, false, frame >= 10], "frame \(frame)")
        }
    }
}
