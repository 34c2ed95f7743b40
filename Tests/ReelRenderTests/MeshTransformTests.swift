import Foundation
import ReelGeometry
import ReelRaster
import ReelRender
import ReelTimeline
import XCTest

/// `meshTransform`: the layer's image drawn through a mesh of triangles, checked against the same
/// layer drawn without one (identity and affine meshes) and against analytic expectations
/// (mirroring, shades, depth order).
final class MeshTransformTests: XCTestCase {
    /// A 120 × 80 card on a dark canvas: an orange background, a blue circle and a green bar, so
    /// that every part of the image is told apart, with edges inside and at the bounds.
    private func card() -> Layer {
        var card = Layer()
        card.position = Point(x: 80, y: 60)
        card.bounds = Rect(x: 0, y: 0, width: 120, height: 80)
        card.backgroundColor = Color(red: 1, green: 0.58, blue: 0)
        var circle = Layer()
        circle.kind = .shape(ShapeContent(path: Path(ellipseIn: Rect(x: 0, y: 0, width: 40, height: 40))))
        circle.update(.shape) { $0.fillColor = Color(red: 0, green: 0.48, blue: 1) }
        circle.position = Point(x: 40, y: 40)
        circle.bounds = Rect(x: 0, y: 0, width: 40, height: 40)
        var bar = Layer()
        bar.position = Point(x: 90, y: 40)
        bar.bounds = Rect(x: 0, y: 0, width: 16, height: 60)
        bar.backgroundColor = Color(red: 0.2, green: 0.78, blue: 0.35)
        card.sublayers = [circle, bar]
        return card
    }

    private func render(_ layers: [Layer]) throws -> Pixmap {
        var scene = Scene(width: 160, height: 120)
        scene.background = Color(red: 0.1, green: 0.1, blue: 0.12)
        scene.layers = layers
        return try Renderer().render(Timeline(scene: scene).snapshot(at: 0))
    }

    /// The largest difference of any channel, and how many pixels differ by more than `loose`.
    private func difference(_ a: Pixmap, _ b: Pixmap, loose: Int) -> (worst: Int, beyond: Int) {
        var worst = 0
        var beyond = 0
        for i in stride(from: 0, to: a.bytes.count, by: 4) {
            var pixel = 0
            for c in 0..<4 { pixel = max(pixel, abs(Int(a.bytes[i + c]) - Int(b.bytes[i + c]))) }
            worst = max(worst, pixel)
            if pixel > loose { beyond += 1 }
        }
        return (worst, beyond)
    }

    /// An identity mesh draws what the layer draws without one: the image is drawn offscreen at
    /// the device's density, pixel for pixel, and neighbouring triangles add up without seams.
    /// Tolerance 2 per channel: coverage along the triangles' shared diagonals is quantised per
    /// triangle (±1 each).
    func testAnIdentityMeshDrawsTheLayerUnchanged() throws {
        let plain = try render([card()])
        var meshed = card()
        meshed.meshTransform = .identity(columns: 6, rows: 4, in: meshed.bounds)
        let drawn = try render([meshed])
        XCTAssertEqual(
            difference(plain, drawn, loose: 2).beyond, 0, "worst \(difference(plain, drawn, loose: 2).worst)")
        XCTAssertNotEqual(drawn, try render([]), "the card is drawn")
    }

    /// A mesh whose vertices are moved by an affine map draws what that map as the layer's
    /// transform draws. The mesh samples the image bilinearly from an offscreen drawing, so
    /// edges inside the image are resampled: allowed to differ by up to 60 levels on at most
    /// 3 % of the pixels (the edges' share of the frame), everything else within 8.
    func testAnAffineMeshMatchesTheSameAffineTransform() throws {
        let rotation = Transform3D(rotationAngle: 0.35, x: 0, y: 0, z: 1)
            .concatenating(Transform3D(scaleX: 0.9, y: 0.75, z: 1))
        var transformed = card()
        transformed.transform = rotation
        let reference = try render([transformed])
        var meshed = card()
        let anchor = Point(x: 60, y: 40)
        let map = AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(rotation.affine)
            .concatenating(AffineTransform(translationX: anchor.x, y: anchor.y))
        var mesh = MeshTransform.identity(columns: 5, rows: 3, in: meshed.bounds)
        for i in mesh.vertices.indices { mesh.vertices[i].to = map.apply(mesh.vertices[i].to) }
        meshed.meshTransform = mesh
        let drawn = try render([meshed])
        let strict = difference(reference, drawn, loose: 8)
        let loose = difference(reference, drawn, loose: 60)
        XCTAssertEqual(loose.beyond, 0, "worst \(loose.worst)")
        XCTAssertLessThan(strict.beyond, 160 * 120 * 3 / 100)
        // Inside the card, away from any edge, the background colour exactly: no seam along the
        // triangles' shared edges.
        for point in [Point(x: 20, y: 70), Point(x: 10, y: 40), Point(x: 70, y: 10)] {
            let inside = map.apply(point)
            XCTAssertEqual(drawn[Int(inside.x) + 20, Int(inside.y) + 20], RGBA8(r: 255, g: 148, b: 0, a: 255))
        }
    }

    /// Triangles seen from the back show the image mirrored, lightened by `backShade`; vertex
    /// shades darken (below 0) or lighten (above 0) as they say.
    func testBackFacesMirrorAndShadesLightenOrDarken() throws {
        var layer = Layer()
        layer.position = Point(x: 50, y: 20)
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 40)
        // Left half red, right half blue.
        layer.backgroundColor = Color(red: 1, green: 0, blue: 0)
        var right = Layer()
        right.position = Point(x: 75, y: 20)
        right.bounds = Rect(x: 0, y: 0, width: 50, height: 40)
        right.backgroundColor = Color(red: 0, green: 0, blue: 1)
        layer.sublayers = [right]
        // Mirrored left to right: u goes to 100 − 100·u.
        var mirrored = MeshTransform.identity(columns: 2, rows: 1, in: layer.bounds)
        for i in mirrored.vertices.indices { mirrored.vertices[i].to.x = 100 - mirrored.vertices[i].to.x }
        mirrored.backShade = 0.5
        layer.meshTransform = mirrored
        var scene = Scene(width: 100, height: 40, background: nil)
        scene.layers = [layer]
        let frame = try Renderer().render(Timeline(scene: scene).snapshot(at: 0))
        // The blue half now on the left, halfway to white; the red half on the right.
        XCTAssertEqual(frame[20, 20], RGBA8(r: 128, g: 128, b: 255, a: 255))
        XCTAssertEqual(frame[80, 20], RGBA8(r: 255, g: 128, b: 128, a: 255))

        var shaded = layer
        var mesh = MeshTransform.identity(columns: 1, rows: 1, in: layer.bounds)
        mesh.vertices = mesh.vertices.map { vertex in
            var v = vertex
            v.shade = vertex.from.x == 0 ? -1 : 1  // black on the left edge, white on the right
            return v
        }
        shaded.meshTransform = mesh
        scene.layers = [shaded]
        let ramp = try Renderer().render(Timeline(scene: scene).snapshot(at: 0))
        // At x = 25.5 the shade is −0.49: red × 0.51; at x = 75.5, +0.51: blue lightened.
        XCTAssertEqual(Double(ramp[25, 20].r), 255 * 0.51, accuracy: 2)
        XCTAssertEqual(ramp[25, 20].g, 0)
        XCTAssertEqual(Double(ramp[75, 20].r), 255 * 0.51, accuracy: 2)
        XCTAssertEqual(ramp[75, 20].b, 255)
    }

    /// Deeper triangles are drawn first: of two folded halves lying over each other, the one
    /// nearer the viewer shows.
    func testTheNearerTrianglesAreDrawnOnTop() throws {
        var layer = Layer()
        layer.position = Point(x: 50, y: 20)
        layer.bounds = Rect(x: 0, y: 0, width: 100, height: 40)
        layer.backgroundColor = Color(red: 1, green: 0, blue: 0)
        var right = Layer()
        right.position = Point(x: 75, y: 20)
        right.bounds = Rect(x: 0, y: 0, width: 50, height: 40)
        right.backgroundColor = Color(red: 0, green: 0, blue: 1)
        layer.sublayers = [right]
        for (rightDepth, expected) in [
            (1.0, RGBA8(r: 0, g: 0, b: 255, a: 255)), (-1, RGBA8(r: 255, g: 0, b: 0, a: 255))
        ] {
            // The right half folded over the left: u = 1 lands on x = 0.
            var mesh = MeshTransform.identity(columns: 2, rows: 1, in: layer.bounds)
            for i in mesh.vertices.indices where mesh.vertices[i].from.x == 1 {
                mesh.vertices[i].to.x = 0
                mesh.vertices[i].depth = rightDepth
            }
            layer.meshTransform = mesh
            var scene = Scene(width: 100, height: 40, background: nil)
            scene.layers = [layer]
            let frame = try Renderer().render(Timeline(scene: scene).snapshot(at: 0))
            XCTAssertEqual(frame[25, 20], expected, "right half at depth \(rightDepth)")
            XCTAssertEqual(frame[75, 20].a, 0, "nothing left on the right")
        }
    }
}
