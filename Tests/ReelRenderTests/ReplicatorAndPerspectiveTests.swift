import Foundation
import ReelGeometry
import ReelRaster
import ReelRender
import ReelTimeline
import XCTest

/// Replicator instances (transform, delay, colour) and layers in perspective.
final class ReplicatorAndPerspectiveTests: XCTestCase {
    private func render(_ json: String, at time: Double = 0) throws -> Pixmap {
        try LayerEffectsTests.render(json, at: time)
    }

    func testInstanceKIsMovedKTimesAndTintedByTheColourPlusKOffsets() throws {
        // Instance k of a white 4×4 square at x 1…5 sits at x 1 + 10k, tinted (1, 0.5k, 0).
        let frame = try render(
            """
            {"width": 40, "height": 10, "background": null, "layers": [
              {"type": "replicator", "position": [20, 5], "bounds": [0, 0, 40, 10], "instanceCount": 3,
               "instanceTransform": {"translate": [10, 0]}, "instanceColor": "#ff0000", "instanceGreenOffset": 0.5,
               "sublayers": [{"position": [3, 5], "bounds": [0, 0, 4, 4], "backgroundColor": "#ffffff"}]}
            ]}
            """)
        XCTAssertEqual(frame[3, 5], RGBA8(r: 255, g: 0, b: 0, a: 255))
        XCTAssertEqual(frame[13, 5], RGBA8(r: 255, g: 128, b: 0, a: 255))
        XCTAssertEqual(frame[23, 5], RGBA8(r: 255, g: 255, b: 0, a: 255))
        XCTAssertEqual(frame[33, 5].a, 0, "only three instances")
        XCTAssertEqual(frame[8, 5].a, 0)
    }

    func testInstanceTransformAppliesAboutTheReplicatorsCentre() throws {
        // A half turn about the centre (10, 10) puts instance 1 of a square at (4, 10) at (16, 10).
        let frame = try render(
            """
            {"width": 20, "height": 20, "background": null, "layers": [
              {"type": "replicator", "position": [10, 10], "bounds": [0, 0, 20, 20], "instanceCount": 2,
               "instanceTransform": {"rotate": "180deg"},
               "sublayers": [{"position": [4, 10], "bounds": [0, 0, 4, 4], "backgroundColor": "#000000"}]}
            ]}
            """)
        XCTAssertEqual(frame[4, 10].a, 255)
        XCTAssertEqual(frame[16, 10].a, 255)
        XCTAssertEqual(frame[10, 10].a, 0)
    }

    func testInstanceDelayShiftsEachInstancesAnimations() throws {
        // position.y 0 → 20 over 2 s, delay 0.5 s: at t = 1, instance 0 is at y 10, instance 1 at 5.
        let frame = try render(
            """
            {"width": 20, "height": 24, "background": null, "layers": [
              {"type": "replicator", "position": [10, 12], "bounds": [0, 0, 20, 24], "instanceCount": 2,
               "instanceTransform": {"translate": [10, 0]}, "instanceDelay": 0.5,
               "sublayers": [{"position": [5, 0], "bounds": [0, 0, 2, 2], "backgroundColor": "#000000",
                 "animations": [{"keyPath": "position.y", "fromValue": 0, "toValue": 20, "duration": 2}]}]}
            ]}
            """, at: 1)
        XCTAssertEqual(frame[5, 10].a, 255)
        XCTAssertEqual(frame[5, 5].a, 0)
        XCTAssertEqual(frame[15, 5].a, 255)
        XCTAssertEqual(frame[15, 10].a, 0)
    }

    func testNestedReplicatorsMakeAGrid() throws {
        let frame = try render(
            """
            {"width": 30, "height": 30, "background": null, "layers": [
              {"type": "replicator", "position": [15, 15], "bounds": [0, 0, 30, 30], "instanceCount": 3,
               "instanceTransform": {"translate": [0, 10]},
               "sublayers": [{"type": "replicator", "position": [15, 15], "bounds": [0, 0, 30, 30], "instanceCount": 3,
                 "instanceTransform": {"translate": [10, 0]},
                 "sublayers": [{"position": [5, 5], "bounds": [0, 0, 4, 4], "backgroundColor": "#000000"}]}]}
            ]}
            """)
        for row in 0..<3 {
            for column in 0..<3 {
                XCTAssertEqual(frame[5 + 10 * column, 5 + 10 * row].a, 255, "cell \(column), \(row)")
                XCTAssertEqual(frame[9 + 10 * column, 9 + 10 * row].a, 0)
            }
        }
    }

    func testPerspectiveMakesTheNearEdgeTallerThanTheFarEdge() throws {
        // A 40×40 square turned 60° about y under m34 = −1/100 (sublayerTransform of its parent).
        // Corner (x, y) relative to the centre goes to (x cos θ, y, −x sin θ) (the sign of z as
        // CATransform3DMakeRotation gives it) and then divides by w = 1 + z/100.
        let frame = try render(
            """
            {"width": 100, "height": 100, "background": null, "layers": [
              {"position": [50, 50], "bounds": [0, 0, 100, 100], "sublayerTransform": {"perspective": 100},
               "sublayers": [{"position": [50, 50], "bounds": [0, 0, 40, 40], "backgroundColor": "#000000",
                              "transform": {"rotateY": "60deg"}}]}
            ]}
            """)
        let theta = Double.pi / 3
        let rotation = Transform3D(rotationAngle: theta, x: 0, y: 1, z: 0)
        func project(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            let z = x * rotation.m13  // z of (x, y, 0) after the rotation
            let w = 1 - z / 100
            return (50 + x * cos(theta) / w, 50 + y / w)
        }
        let left = project(-20, -20)
        let right = project(20, -20)
        // Column just inside each edge: alpha where the projected edge says, rows at half-height.
        let leftColumn = Int(left.x.rounded(.up)) + 1
        let rightColumn = Int(right.x.rounded(.down)) - 2
        let leftTop = project(-20, -20).y
        let rightTop = project(20, -20).y
        XCTAssertNotEqual(leftTop, rightTop, accuracy: 2, "the test needs visible perspective")
        for (column, top) in [(leftColumn, leftTop), (rightColumn, rightTop)] {
            let inside = Int(top.rounded(.up)) + 2
            let outside = Int(top.rounded(.down)) - 2
            XCTAssertEqual(frame[column, inside].a, 255, "column \(column) row \(inside) inside")
            XCTAssertEqual(frame[column, outside].a, 0, "column \(column) row \(outside) outside")
        }
        XCTAssertEqual(frame[Int(left.x) - 2, 50].a, 0, "left of the projected left edge (x \(left.x))")
        XCTAssertEqual(frame[Int(right.x) + 2, 50].a, 0, "right of the projected right edge (x \(right.x))")
    }

    func testLayerBehindTheEyeIsCutAway() throws {
        // Turned 80° under a close eye (m34 = −1/20): part of the layer has w ≤ 0; drawing must
        // not blow up or cover the canvas with the mirrored part.
        let frame = try render(
            """
            {"width": 60, "height": 60, "background": null, "layers": [
              {"position": [30, 30], "bounds": [0, 0, 60, 60], "sublayerTransform": {"perspective": 20},
               "sublayers": [{"position": [30, 30], "bounds": [0, 0, 60, 60], "backgroundColor": "#000000",
                              "transform": {"rotateY": "80deg"}}]}
            ]}
            """)
        XCTAssertGreaterThan(frame.bytes.count, 0)
        let covered = stride(from: 3, to: frame.bytes.count, by: 4).filter { frame.bytes[$0] > 0 }.count
        XCTAssertLessThan(covered, 60 * 60, "not everything is covered")
    }
}

/// Text layers through the renderer (layout itself is tested in ReelTextTests).
final class TextLayerTests: XCTestCase {
    func testTextIsDrawnInTheForegroundColourFromTheTopOfTheBounds() throws {
        // "H" at 20.48 points: ink from y 4.08 to 19.01 below the bounds' top (y 10 here).
        let frame = try LayerEffectsTests.render(
            """
            {"width": 40, "height": 40, "background": null, "layers": [
              {"type": "text", "position": [20, 25], "bounds": [0, 0, 40, 30], "string": "H", "fontSize": 20.48,
               "foregroundColor": "#ff0000"}
            ]}
            """)
        let inked = (0..<40).filter { y in (0..<40).contains { frame[$0, y].a > 127 } }
        XCTAssertEqual(inked.first, 14, "top at 10 + 4.08")
        XCTAssertEqual(inked.last, 28, "bottom at 10 + 19.01")
        let ink = (0..<40).flatMap { y in (0..<40).map { frame[$0, y] } }.filter { $0.a == 255 }
        XCTAssertFalse(ink.isEmpty)
        XCTAssertTrue(ink.allSatisfy { $0 == RGBA8(r: 255, g: 0, b: 0, a: 255) })
    }

    func testTextPastTheBoundsIsClipped() throws {
        let frame = try LayerEffectsTests.render(
            """
            {"width": 40, "height": 40, "background": null, "layers": [
              {"type": "text", "position": [20, 20], "bounds": [0, 0, 40, 12], "string": "H", "fontSize": 20.48,
               "foregroundColor": "#000000"}
            ]}
            """)
        XCTAssertEqual((0..<40).filter { y in (0..<40).contains { frame[$0, y].a > 0 } }.last, 25, "bounds end at y 26")
    }
}
