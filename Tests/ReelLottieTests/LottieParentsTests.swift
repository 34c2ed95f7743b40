import Foundation
import ReelLottie
import ReelRaster
import ReelRender
import ReelTimeline
import XCTest

/// Children of one parent drawn one after another share one copy of the parent (LottieParents),
/// and draw the same pixels as with a copy each.
final class LottieParentsTests: XCTestCase {
    /// A turning, scaled null (`ind` 1) and, front to back: two children of it, a layer of its
    /// own, a child blending with multiply, two more children (one a grandchild through null 2,
    /// itself a child of 1). `parentOf` names each child's parent; with `copies`, each child gets
    /// a null of its own, equal to null 1, so that nothing can be shared.
    private func file(copies: Bool) -> String {
        let turning = ##"""
            "ks": {"p": {"a": 0, "k": [100, 100]}, "s": {"a": 0, "k": [120, 80]},
                   "r": {"a": 1, "k": [{"t": 0, "s": [0], "o": {"x": [0.4], "y": [0]}, "i": {"x": [0.6], "y": [1]}},
                                       {"t": 20, "s": [200]}]}}
            """##
        func null(_ ind: Int, parent: Int? = nil) -> String {
            let link = parent.map { #", "parent": \#($0)"# } ?? ""
            return #"{"ty": 3, "ind": \#(ind), "ip": 0, "op": 20, "st": 0\#(link), \#(turning)}"#
        }
        func bar(_ ind: Int, parent: Int?, x: Double, color: String, blend: Int = 0) -> String {
            let link = parent.map { #", "parent": \#($0)"# } ?? ""
            return ##"""
                {"ty": 4, "ind": \##(ind), "ip": 0, "op": 20, "st": 0, "bm": \##(blend)\##(link),
                 "ks": {"p": {"a": 0, "k": [\##(x), -30]}, "r": {"a": 0, "k": 17},
                        "o": {"a": 1, "k": [{"t": 0, "s": [100]}, {"t": 20, "s": [40]}]}},
                 "shapes": [{"ty": "rc", "p": {"a": 0, "k": [0, 0]}, "s": {"a": 0, "k": [14, 50]},
                             "r": {"a": 0, "k": 7}},
                            {"ty": "fl", "c": {"a": 0, "k": \##(color)}, "o": {"a": 0, "k": 100}}]}
                """##
        }
        // Layers front to back; each child's parent is 1 (or its own copy 101…).
        let children: [(ind: Int, parent: Int?, x: Double, color: String, blend: Int)] = [
            (10, 1, -40, "[1, 0, 0, 1]", 0), (11, 1, -20, "[0, 1, 0, 1]", 0), (12, nil, 60, "[0, 0, 1, 1]", 0),
            (13, 1, 0, "[1, 1, 0, 1]", 3), (14, 2, 20, "[0, 1, 1, 1]", 0), (15, 1, 40, "[1, 0, 1, 1]", 0)
        ]
        var layers: [String] = []
        for child in children {
            let parent = child.parent.map { copies ? 100 + child.ind : $0 }
            layers.append(bar(child.ind, parent: parent, x: child.x, color: child.color, blend: child.blend))
        }
        layers.append(null(1))
        layers.append(null(2, parent: 1))
        if copies {
            for child in children where child.parent != nil {
                // Child 14's own chain is a copy of 2 inside a copy of 1.
                if child.parent == 2 {
                    layers.append(null(100 + child.ind, parent: 200 + child.ind))
                    layers.append(null(200 + child.ind))
                } else {
                    layers.append(null(100 + child.ind))
                }
            }
        }
        return
            ##"{"v": "5.7.0", "fr": 20, "ip": 0, "op": 20, "w": 200, "h": 200, "layers": [\##(layers.joined(separator: ", "))]}"##
    }

    func testNeighboursShareTheirParentAndDrawAsWithACopyEach() throws {
        let shared = try LottieReader.read(data: Data(file(copies: false).utf8), file: "shared.json").scene
        let copied = try LottieReader.read(data: Data(file(copies: true).utf8), file: "copied.json").scene
        // Back to front: 15 and 14 share null 1 (14 inside null 2 within it), 13 blends so keeps
        // its own copy, 12 has no parent (its layer, a placement only, is left out: the shape
        // layer is in its place), 11 and 10 share a copy of their own.
        let root = try XCTUnwrap(shared.layers.first)
        XCTAssertEqual(root.sublayers.count, 4, "\(root.sublayers.map(\.sublayers.count))")
        XCTAssertEqual(root.sublayers.map(\.sublayers.count), [2, 1, 0, 2])
        XCTAssertEqual(copied.layers.first?.sublayers.count, 6)
        let renderer = Renderer()
        let other = Renderer()
        let (a, b) = (Timeline(scene: shared), Timeline(scene: copied))
        for frame in [0.0, 3, 7.5, 13, 19] {
            let time = frame / 20
            let left = try renderer.render(a.snapshot(at: time))
            let right = try other.render(b.snapshot(at: time))
            XCTAssertTrue(left == right, "frame \(frame)")
            XCTAssertGreaterThan(left.bytes.filter { $0 != 0 }.count, 1000, "frame \(frame) draws the bars")
        }
    }
}
