import Foundation
import Reel
import XCTest

/// Which edge of a flipping view comes towards the viewer. Apple documents
/// `transitionFlipFromLeft` as "the left side of the view moves toward the front and right side
/// toward the back" (and likewise for the other three directions): in perspective the nearer
/// edge is drawn taller (or, for the top and bottom flips, wider). Measured on rendered pixels, a
/// quarter of the way into each flip, in the Swift API and in the flip preset.
final class FlipDirectionTests: XCTestCase {
    /// The flip directions, and whether each turns about the vertical axis and which edge comes forward.
    static let directions: [(name: String, option: UIView.AnimationOptions, vertical: Bool, nearEdge: Edge)] = [
        ("flipFromLeft", .transitionFlipFromLeft, true, .leading),
        ("flipFromRight", .transitionFlipFromRight, true, .trailing),
        ("flipFromTop", .transitionFlipFromTop, false, .leading),
        ("flipFromBottom", .transitionFlipFromBottom, false, .trailing)
    ]

    /// The left or top edge (leading), the right or bottom edge (trailing).
    enum Edge { case leading, trailing }

    /// The extent, in pixels, of the pixels matching `isFace` in the column (for a turn about the
    /// vertical axis) or row (about the horizontal one) 3 pixels inside the face's leading and
    /// trailing edges, within `region`.
    private func edgeExtents(
        _ frame: Pixmap, in region: (x: Range<Int>, y: Range<Int>), aboutVerticalAxis vertical: Bool,
        _ isFace: (RGBA8) -> Bool
    ) -> (leading: Int, trailing: Int) {
        func count(along line: Int) -> Int {
            vertical
                ? region.y.filter { isFace(frame[line, $0]) }.count
                : region.x.filter { isFace(frame[$0, line]) }.count
        }
        let lines = (vertical ? region.x : region.y).filter { count(along: $0) > 0 }
        guard let first = lines.first, let last = lines.last, last - first > 10 else { return (0, 0) }
        return (count(along: first + 3), count(along: last - 3))
    }

    /// Near the colour `hex` (within 40 per channel).
    private func near(_ hex: String) -> (RGBA8) -> Bool {
        let c = Color(hex: hex)!
        let target = [c.red, c.green, c.blue].map { Int(($0 * 255).rounded()) }
        return { p in zip([Int(p.r), Int(p.g), Int(p.b)], target).allSatisfy { abs($0 - $1) <= 40 } }
    }

    private func assertNearer(
        _ edge: Edge, _ extents: (leading: Int, trailing: Int), _ name: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let (near, far) = edge == .leading ? extents : (extents.trailing, extents.leading)
        XCTAssertGreaterThan(far, 20, "\(name): the face is visible", file: file, line: line)
        XCTAssertGreaterThan(
            near, far + 4, "\(name): the edge that comes forward is drawn larger", file: file, line: line)
    }

    /// `UIView.transition(with:…)` on a red view turning blue, on a linear curve, at 1/4 of the turn.
    func testSwiftAPIFlipsBringTheDocumentedEdgeForward() throws {
        for direction in Self.directions {
            let view = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
            view.backgroundColor = .red
            let stage = makeStage(view, width: 200, height: 200)
            stage.at(1) {
                UIView.transition(
                    with: view, duration: 1, options: direction.option.union(.curveLinear),
                    animations: { view.backgroundColor = .blue })
            }
            let frame = try stage.frame(at: 1.25)
            let extents = edgeExtents(
                frame, in: (0..<200, 0..<200), aboutVerticalAxis: direction.vertical, near("#ff0000"))
            assertNearer(direction.nearEdge, extents, direction.name)
            // Three quarters in, the new face shows and the same edge is still the nearer one
            // (the turn continues the same way).
            let later = edgeExtents(
                try stage.frame(at: 1.75), in: (0..<200, 0..<200), aboutVerticalAxis: direction.vertical,
                near("#0000ff"))
            assertNearer(direction.nearEdge == .leading ? .trailing : .leading, later, direction.name + " (new face)")
        }
    }

    /// The flip preset, on a linear curve, a quarter of the way into its first flips: each panel
    /// (named after its direction) shows the front card.
    func testFlipPresetBringsTheDocumentedEdgeForward() throws {
        let presets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("presets")
        let scene = try SceneReader.read(
            contentsOf: presets.appendingPathComponent("transitions-flip.json").path,
            parameters: ["timingFunction": "linear"])
        let frame = try Renderer(scale: 1).render(Timeline(scene: scene).snapshot(at: 0.6 + 0.25))
        for direction in Self.directions {
            let panel = try XCTUnwrap(scene.layers.first { $0.name == direction.name })
            let x = Int(panel.position.x)
            let y = Int(panel.position.y)
            let extents = edgeExtents(
                frame, in: ((x - 75)..<(x + 75), (y - 60)..<(y + 50)), aboutVerticalAxis: direction.vertical,
                near("#007aff"))
            assertNearer(direction.nearEdge, extents, direction.name)
        }
    }
}
