import Foundation
import ReelGeometry
import ReelRaster
import ReelRender
import ReelTimeline
import XCTest

/// Transform layers: sublayers kept in 3D, sorted back to front, back faces culled when single-sided.
///
/// The cube's expectations are analytic: each face's centre is its outward normal × the half side,
/// turned by the transform layer's rotation and projected through the container's perspective
/// (m34 = −1/d about its anchor point); a face shows when the eye lies on its outer side.
/// Tolerance: every channel within 2 of the face's colour at its projected centre (faces seen in
/// perspective are drawn through a bilinear offscreen picture; a flat colour may round by 1).
final class TransformLayerTests: XCTestCase {
    private func render(_ json: String, at time: Double = 0) throws -> Pixmap {
        try LayerEffectsTests.render(json, at: time)
    }

    /// A face of the cube: its outward normal (y down, z towards the viewer), colour, and the
    /// transform that takes a square facing +z there.
    struct Face {
        let name: String, normal: SIMD3<Double>, color: RGBA8, hex: String, placement: String
    }

    static let half = 40.0
    static let faces = [
        Face(
            name: "front", normal: [0, 0, 1], color: RGBA8(r: 255, g: 0, b: 0, a: 255), hex: "#ff0000",
            placement: #"{"translate": [0, 0, 40]}"#),
        Face(
            name: "right", normal: [1, 0, 0], color: RGBA8(r: 0, g: 255, b: 0, a: 255), hex: "#00ff00",
            placement: #"[{"rotateY": "90deg"}, {"translate": [40, 0, 0]}]"#),
        Face(
            name: "left", normal: [-1, 0, 0], color: RGBA8(r: 0, g: 0, b: 255, a: 255), hex: "#0000ff",
            placement: #"[{"rotateY": "-90deg"}, {"translate": [-40, 0, 0]}]"#),
        Face(
            name: "top", normal: [0, -1, 0], color: RGBA8(r: 255, g: 255, b: 0, a: 255), hex: "#ffff00",
            placement: #"[{"rotateX": "90deg"}, {"translate": [0, -40, 0]}]"#),
        Face(
            name: "bottom", normal: [0, 1, 0], color: RGBA8(r: 0, g: 255, b: 255, a: 255), hex: "#00ffff",
            placement: #"[{"rotateX": "-90deg"}, {"translate": [0, 40, 0]}]"#),
        Face(
            name: "back", normal: [0, 0, -1], color: RGBA8(r: 255, g: 0, b: 255, a: 255), hex: "#ff00ff",
            placement: #"[{"rotateY": "180deg"}, {"translate": [0, 0, -40]}]"#)
    ]

    /// A 200×200 scene: a container with perspective `distance` holding a transform layer at its
    /// centre turned by `angleY` then `angleX` (degrees), holding the six faces in `order`.
    static func cubeScene(
        angleY: Double, angleX: Double, distance: Double, doubleSided: Bool,
        order: [Face] = faces
    ) -> String {
        let sublayers = order.map { face in
            #"{"name": "\#(face.name)", "bounds": [0, 0, 80, 80], "backgroundColor": "\#(face.hex)", "#
                + #""doubleSided": \#(doubleSided), "transform": \#(face.placement)}"#
        }
        return """
            {"width": 200, "height": 200, "background": "#000000", "layers": [
              {"position": [100, 100], "bounds": [0, 0, 200, 200], "sublayerTransform": {"perspective": \(distance)},
               "sublayers": [{"type": "transform", "position": [100, 100],
                 "transform": [{"rotateY": "\(angleY)deg"}, {"rotateX": "\(angleX)deg"}],
                 "sublayers": [\(sublayers.joined(separator: ",\n"))]}]}
            ]}
            """
    }

    /// Where a face's centre lands and whether it shows, computed from the geometry alone.
    static func expected(_ face: Face, angleY: Double, angleX: Double, distance: Double) -> (
        x: Double, y: Double, visible: Bool
    ) {
        let rotation = Transform3D(rotationAngle: angleY * .pi / 180, x: 0, y: 1, z: 0)
            .concatenating(Transform3D(rotationAngle: angleX * .pi / 180, x: 1, y: 0, z: 0))
        func turn(_ v: SIMD3<Double>) -> SIMD3<Double> {  // row vector times the 3×3 part
            SIMD3(
                v.x * rotation.m11 + v.y * rotation.m21 + v.z * rotation.m31,
                v.x * rotation.m12 + v.y * rotation.m22 + v.z * rotation.m32,
                v.x * rotation.m13 + v.y * rotation.m23 + v.z * rotation.m33)
        }
        let normal = turn(face.normal)
        let centre = normal * half
        let w = 1 - centre.z / distance
        // The eye sits at (0, 0, distance) relative to the cube's centre.
        let towardsEye = SIMD3<Double>(0, 0, distance) - centre
        let visible = (towardsEye * normal).sum() > 0
        return (100 + centre.x / w, 100 + centre.y / w, visible)
    }

    private func assertClose(
        _ pixel: RGBA8, _ color: RGBA8, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let worst = max(
            abs(Int(pixel.r) - Int(color.r)), abs(Int(pixel.g) - Int(color.g)),
            abs(Int(pixel.b) - Int(color.b)), abs(Int(pixel.a) - Int(color.a)))
        XCTAssertLessThanOrEqual(worst, 2, "\(message): \(pixel) instead of \(color)", file: file, line: line)
    }

    private func checkCube(
        angleY: Double, angleX: Double, doubleSided: Bool, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let distance = 500.0
        // Back faces come last in the tree: drawn in tree order they would cover the front ones.
        let order = Self.faces.sorted { a, b in
            Self.expected(a, angleY: angleY, angleX: angleX, distance: distance).visible
                && !Self.expected(b, angleY: angleY, angleX: angleX, distance: distance).visible
        }
        let frame = try render(
            Self.cubeScene(angleY: angleY, angleX: angleX, distance: distance, doubleSided: doubleSided, order: order))
        let shown = Self.faces.filter { Self.expected($0, angleY: angleY, angleX: angleX, distance: distance).visible }
        XCTAssertEqual(shown.count, 3, "this view shows three faces", file: file, line: line)
        for face in Self.faces {
            let e = Self.expected(face, angleY: angleY, angleX: angleX, distance: distance)
            let pixel = frame[Int(e.x), Int(e.y)]
            if e.visible {
                assertClose(
                    pixel, face.color, "\(face.name) face at its centre (\(Int(e.x)), \(Int(e.y)))", file: file,
                    line: line)
            } else {
                XCTAssertNotEqual(pixel, face.color, "\(face.name) is turned away, yet shows", file: file, line: line)
                XCTAssertTrue(
                    shown.contains { $0.color == pixel }, "behind \(face.name): \(pixel), not a front face", file: file,
                    line: line)
            }
        }
    }

    func testCubeShowsTheFacesTurnedTowardsTheViewerWithBackFacesCulled() throws {
        try checkCube(angleY: 35, angleX: -25, doubleSided: false)
        try checkCube(angleY: -130, angleX: 30, doubleSided: false)
    }

    func testDoubleSidedCubeIsSortedBackToFront() throws {
        // Nothing is culled: only the depth sort keeps the back faces (last in the tree) behind.
        try checkCube(angleY: 35, angleX: -25, doubleSided: true)
        try checkCube(angleY: -130, angleX: 30, doubleSided: true)
    }

    func testSingleSidedLayerTurnedAwayIsNotDrawnInAPlainLayerEither() throws {
        func frame(doubleSided: Bool, type: String) throws -> Pixmap {
            try render(
                """
                {"width": 20, "height": 20, "background": null, "layers": [
                  {"type": "\(type)", "position": [10, 10], "bounds": [0, 0, 20, 20], "sublayers": [
                    {"position": [10, 10], "bounds": [0, 0, 10, 10], "backgroundColor": "#ff0000",
                     "doubleSided": \(doubleSided), "transform": {"rotateY": "180deg"}}]}
                ]}
                """)
        }
        for type in ["layer", "transform"] {
            XCTAssertEqual(
                try frame(doubleSided: true, type: type)[10, 10], RGBA8(r: 255, g: 0, b: 0, a: 255),
                "\(type): its back shows")
            XCTAssertEqual(try frame(doubleSided: false, type: type)[10, 10].a, 0, "\(type): turned away, culled")
        }
    }

    func testFlatteningContainerDoesNotSort() throws {
        // The same two squares: in a plain layer, tree order (the far one, last, covers the near
        // one); in a transform layer, depth order (the near one covers the far one).
        func frame(type: String) throws -> Pixmap {
            try render(
                """
                {"width": 20, "height": 20, "background": null, "layers": [
                  {"type": "\(type)", "position": [10, 10], "bounds": [0, 0, 20, 20], "sublayers": [
                    {"position": [10, 10], "bounds": [0, 0, 10, 10], "backgroundColor": "#ff0000", "transform": {"translate": [0, 0, 5]}},
                    {"position": [10, 10], "bounds": [0, 0, 10, 10], "backgroundColor": "#0000ff", "transform": {"translate": [0, 0, -5]}}]}
                ]}
                """)
        }
        XCTAssertEqual(try frame(type: "layer")[10, 10], RGBA8(r: 0, g: 0, b: 255, a: 255))
        XCTAssertEqual(try frame(type: "transform")[10, 10], RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    func testNestedTransformLayersShareOneDepthOrder() throws {
        // The inner transform layer's square is nearer (z 5 + 2) than the outer one's (z 4), though
        // it comes first in the tree; the outer transform layer's sublayerTransform moves both.
        let frame = try render(
            """
            {"width": 20, "height": 20, "background": null, "layers": [
              {"type": "transform", "position": [10, 10], "sublayerTransform": {"translate": [0, 0, 1]}, "sublayers": [
                {"type": "transform", "transform": {"translate": [0, 0, 5]}, "sublayers": [
                  {"bounds": [0, 0, 10, 10], "backgroundColor": "#ff0000", "transform": {"translate": [0, 0, 2]}}]},
                {"bounds": [0, 0, 10, 10], "backgroundColor": "#0000ff", "zPosition": 4}]}
            ]}
            """)
        XCTAssertEqual(frame[10, 10], RGBA8(r: 255, g: 0, b: 0, a: 255))
    }

    func testTransformLayerDrawsNothingOfItsOwnAndPassesOpacityToEachSublayer() throws {
        // Two overlapping squares under a transform layer at opacity 0.5: each fades on its own, so
        // the overlap is darker than a group would be (0.75 coverage, not 0.5).
        var red = Layer()
        var square = Layer()
        red.position = Point(x: 8, y: 10)
        red.bounds = Rect(x: 0, y: 0, width: 8, height: 8)
        red.backgroundColor = Color(red: 1, green: 0, blue: 0, alpha: 1)
        square = red
        square.position = Point(x: 12, y: 10)
        var transformLayer = Layer()
        transformLayer.kind = .transform
        transformLayer.bounds = Rect(x: 0, y: 0, width: 20, height: 20)
        transformLayer.position = Point(x: 10, y: 10)
        transformLayer.opacity = 0.5
        transformLayer.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 1)
        transformLayer.borderWidth = 2
        transformLayer.shadowOpacity = 1
        transformLayer.sublayers = [red, square]
        let scene = Scene(width: 20, height: 20, background: nil, layers: [transformLayer])
        let frame = try Renderer().render(Timeline(scene: scene).snapshot(at: 0))
        XCTAssertEqual(frame[1, 1].a, 0, "no background, border or shadow of its own")
        // Alpha within 1 of 0.5 and 0.75 of 255 (rounding of the premultiplied paint).
        XCTAssertEqual(Double(frame[5, 10].a), 127.5, accuracy: 1, "one square at half opacity")
        XCTAssertEqual(Double(frame[10, 10].a), 191.25, accuracy: 1, "two squares, each at half opacity")
    }

    func testCubeBehindTheEyeIsCutAwayAndTheRestDrawn() throws {
        // With the eye at 30 points from the cube's centre, inside the cube, the front face
        // (at z 40) is behind the eye and cut away; the back face, seen from inside, is drawn when
        // double-sided and fills the middle of the frame.
        let frame = try render(Self.cubeScene(angleY: 0, angleX: 0, distance: 30, doubleSided: true))
        XCTAssertEqual(frame[100, 100], RGBA8(r: 255, g: 0, b: 255, a: 255))
    }
}
