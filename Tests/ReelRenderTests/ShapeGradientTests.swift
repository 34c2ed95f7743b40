import Foundation
import ReelGeometry
import ReelRaster
import ReelTimeline
import XCTest

@testable import ReelRender

/// A shape layer's fill or stroke painted by a `ShapeGradient` (what Lottie's gradient fills and
/// strokes lower to) draws what the way Core Animation spells it draws: a `CAGradientLayer` over
/// the shape's box, masked by the shape painted white. One pass instead of an offscreen mask, a
/// gradient over the whole box and the composite, so the two part only by rounding: each channel
/// within 2 of 255, 1 when written (a coverage rounded once instead of twice, a location on the other
/// side of one of the table's 256 steps).
final class ShapeGradientTests: XCTestCase {
    /// Red, opaque, to green at half opacity, to blue at a fifth: opacity stops between colours.
    static let colors = [
        Color(red: 1, green: 0, blue: 0, alpha: 1), Color(red: 0, green: 1, blue: 0, alpha: 0.5),
        Color(red: 0, green: 0, blue: 1, alpha: 0.2)
    ]
    static let locations = [0, 0.4, 1.0]
    /// A five-pointed star with a curved side, so that the coverage has every kind of edge.
    static let star: Path = {
        var path = Path()
        for i in 0..<10 {
            let angle = Double(i) * .pi / 5 - .pi / 2
            let r = i % 2 == 0 ? 30.0 : 13
            let p = Point(x: 40 + r * cos(angle), y: 35 + r * sin(angle))
            if i == 0 {
                path.move(to: p)
            } else if i == 5 {
                path.addQuadCurve(to: p, control: Point(x: 60, y: 70))
            } else {
                path.addLine(to: p)
            }
        }
        path.closeSubpath()
        return path
    }()

    func testALinearGradientFillMatchesTheMaskedGradientLayer() throws {
        let gradient = ShapeGradient(
            kind: .linear, colors: Self.colors, locations: Self.locations, startPoint: Point(x: 14, y: 10),
            endPoint: Point(x: 66, y: 58))
        try assertSame(fill: gradient, stroke: nil)
    }

    func testARadialGradientFillMatchesTheMaskedGradientLayer() throws {
        let gradient = ShapeGradient(
            kind: .radial, colors: Self.colors, locations: Self.locations, startPoint: Point(x: 36, y: 32),
            endPoint: Point(x: 60, y: 50))
        try assertSame(fill: gradient, stroke: nil)
    }

    func testGradientStrokesMatchTheMaskedGradientLayer() throws {
        let linear = ShapeGradient(
            kind: .linear, colors: Self.colors, locations: Self.locations, startPoint: Point(x: 10, y: 35),
            endPoint: Point(x: 70, y: 35))
        try assertSame(fill: nil, stroke: linear)
        var radial = linear
        radial.kind = .radial
        radial.startPoint = Point(x: 40, y: 35)
        try assertSame(fill: nil, stroke: radial)
    }

    /// Under skew and unequal scales a linear gradient's lines of equal colour are the layer's,
    /// mapped: each pixel takes its layer point's location (a mapped end point would tilt them).
    func testALinearGradientFollowsTheLayersSkew() throws {
        let gradient = ShapeGradient(
            kind: .linear, colors: [.black, .white], locations: [0, 1], startPoint: Point(x: 0, y: 0),
            endPoint: Point(x: 40, y: 0))
        var content = ShapeContent(path: Path(rect: Rect(x: 0, y: 0, width: 40, height: 40)))
        content.fillGradient = gradient
        var layer = Layer()
        layer.kind = .shape(content)
        layer.anchorPoint = .zero
        layer.position = Point(x: 10, y: 10)
        // x' = 2x + 0.5y, y' = y: a layer point's location is its x / 40.
        layer.transform = Transform3D(AffineTransform(a: 2, b: 0, c: 0.5, d: 1, tx: 0, ty: 0))
        let image = try Renderer().render(
            Timeline(scene: Scene(width: 120, height: 60, background: nil, layers: [layer])).snapshot(at: 0))
        for (x, y) in [(30, 15), (50, 30), (70, 45), (45, 40)] {
            let device = Point(x: Double(x) + 0.5 - 10, y: Double(y) + 0.5 - 10)
            let layerX = (device.x - 0.5 * device.y) / 2
            let expected = min(max(layerX / 40, 0), 1) * 255
            XCTAssertEqual(Double(image[x, y].r), expected, accuracy: 2, "(\(x), \(y)): \(image[x, y])")
            XCTAssertEqual(image[x, y].a, 255)
        }
    }

    /// The frame of `fill` and `stroke` on the star, painted directly and through a masked
    /// gradient layer, under a rotation and scale and at 80 % opacity; asserts they match.
    private func assertSame(
        fill: ShapeGradient?, stroke: ShapeGradient?, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let lineWidth = 6.0
        var content = ShapeContent(path: Self.star)
        content.fillColor = nil
        content.fillGradient = fill
        content.strokeGradient = stroke
        content.stroke.lineWidth = lineWidth
        var direct = Layer()
        direct.kind = .shape(content)
        direct.opacity = 0.8

        let gradient = try XCTUnwrap(fill ?? stroke)
        var white = ShapeContent(path: Self.star)
        white.fillColor = fill == nil ? nil : .white
        white.strokeColor = stroke == nil ? nil : .white
        white.stroke.lineWidth = lineWidth
        var mask = Layer()
        mask.kind = .shape(white)
        // Wide enough for the stroke's miters at the star's points.
        let box = Rect(x: -20, y: -20, width: 120, height: 120)
        var layer = GradientContent()
        layer.kind = gradient.kind == .linear ? .axial : .radial
        layer.colors = gradient.colors
        layer.locations = gradient.locations
        func unit(_ p: Point) -> Point { Point(x: (p.x - box.minX) / box.width, y: (p.y - box.minY) / box.height) }
        layer.startPoint = unit(gradient.startPoint)
        let d = gradient.endPoint - gradient.startPoint
        let radius = d.dot(d).squareRoot()
        // A radial gradient layer reaches |end − start| along each axis of its bounds.
        layer.endPoint = unit(
            gradient.kind == .linear ? gradient.endPoint : gradient.startPoint + Point(x: radius, y: radius))
        var masked = Layer()
        masked.kind = .gradient(layer)
        masked.anchorPoint = .zero
        masked.bounds = box
        masked.position = box.origin
        masked.mask = mask
        masked.opacity = 0.8

        func render(_ layer: Layer) throws -> Pixmap {
            var parent = Layer()
            parent.anchorPoint = .zero
            parent.position = Point(x: 70, y: 4)
            parent.transform = Transform3D(
                AffineTransform(rotationAngle: 0.35).concatenating(AffineTransform(scaleX: 1.4, y: 1.4)))
            parent.sublayers = [layer]
            return try Renderer().render(
                Timeline(scene: Scene(width: 160, height: 150, background: nil, layers: [parent])).snapshot(at: 0))
        }
        let new = try render(direct)
        let old = try render(masked)
        var worst = 0
        var painted = 0
        for y in 0..<new.height {
            for x in 0..<new.width {
                let (a, b) = (new[x, y], old[x, y])
                let difference = [Int(a.r) - Int(b.r), Int(a.g) - Int(b.g), Int(a.b) - Int(b.b), Int(a.a) - Int(b.a)]
                    .map(abs).max()!
                worst = max(worst, difference)
                if a.a > 20 { painted += 1 }
            }
        }
        XCTAssertLessThanOrEqual(worst, 2, "worst channel difference", file: file, line: line)
        // Not two empty frames: the star's area (or its outline's) at the scale, most of it painted.
        XCTAssertGreaterThan(painted, stroke == nil ? 1000 : 500, file: file, line: line)
    }
}
