import Foundation
import ReelGeometry
import ReelRaster
import ReelTestSupport
import XCTest

/// One golden image per area, in Goldens/ next to this file (see GoldenImage for how to regenerate).
///
/// Tolerance: every channel within 1 of the golden (float rounding may differ between compilers
/// and CPUs; anything larger is a change in drawing).
final class GoldenTests: XCTestCase {
    private static let goldens = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Goldens")
    private let size = 48

    private func assertMatches(_ pixmap: Pixmap, named name: String, line: UInt = #line) {
        GoldenImage.assertMatches(pixmap, named: name, in: Self.goldens, tolerance: 1, line: line)
    }

    private func canvas() -> Pixmap { Pixmap(width: size, height: size, filledWith: .white) }

    private func stroke(_ lines: [Polyline], _ style: StrokeStyle, _ color: Color, into pixmap: inout Pixmap) {
        Rasterizer().fill(Stroker(style: style).outline(lines), paint: .solid(color), into: &pixmap)
    }

    func testFill() throws {
        var p = canvas()
        let star = try Path(svgData: "M 24 2 L 37 44 L 2 18 L 46 18 L 11 44 Z")
        Rasterizer().fill(star, rule: .evenOdd, paint: .solid(Color(red: 0.1, green: 0.4, blue: 0.9)), into: &p)
        Rasterizer().fill(
            Path(ellipseIn: Rect(x: 20.3, y: 20.7, width: 25, height: 17)),
            paint: .solid(Color(red: 1, green: 0.4, blue: 0, alpha: 0.6)), into: &p)
        assertMatches(p, named: "fill")
    }

    func testStroke() {
        var p = canvas()
        var curve = Path()
        curve.move(to: Point(x: 5, y: 40))
        curve.addCurve(to: Point(x: 43, y: 38), control1: Point(x: 10, y: -10), control2: Point(x: 40, y: 60))
        stroke(
            curve.flattened(), StrokeStyle(lineWidth: 5, lineCap: .round, lineJoin: .round),
            Color(red: 0.8, green: 0, blue: 0.3, alpha: 0.8), into: &p)
        let zigzag = Polyline(
            points: [Point(x: 6, y: 8), Point(x: 18, y: 20), Point(x: 30, y: 8), Point(x: 42, y: 20)], isClosed: false)
        stroke([zigzag], StrokeStyle(lineWidth: 3, lineCap: .square, lineJoin: .miter), .black, into: &p)
        assertMatches(p, named: "stroke")
    }

    func testDash() {
        var p = canvas()
        let ring = Path(ellipseIn: Rect(x: 6, y: 6, width: 36, height: 36)).flattened()
        stroke(
            ring.dashed(pattern: [8, 4], phase: 2), StrokeStyle(lineWidth: 3, lineCap: .butt),
            Color(red: 0, green: 0.5, blue: 0.2), into: &p)
        let trimmed = Path(ellipseIn: Rect(x: 16, y: 16, width: 16, height: 16)).flattened().trimmed(
            start: 0.1, end: 0.7)
        stroke(trimmed, StrokeStyle(lineWidth: 2.5, lineCap: .round), .black, into: &p)
        assertMatches(p, named: "dash")
    }

    func testGradient() {
        var p = canvas()
        let colors = Gradient(colors: [
            Color(red: 1, green: 0.8, blue: 0), Color(red: 0.9, green: 0, blue: 0.5),
            Color(red: 0.1, green: 0.2, blue: 1)
        ])
        Rasterizer().fill(
            Path(rect: Rect(x: 2, y: 2, width: 44, height: 13)),
            paint: .linearGradient(colors, start: Point(x: 2, y: 0), end: Point(x: 46, y: 0)), into: &p)
        Rasterizer().fill(
            Path(ellipseIn: Rect(x: 2.5, y: 18, width: 20, height: 20)),
            paint: .radialGradient(colors, center: Point(x: 12.5, y: 28), radius: 10), into: &p)
        Rasterizer().fill(
            Path(roundedRect: Rect(x: 25, y: 18, width: 20, height: 27), cornerRadius: 6),
            paint: .conicGradient(colors, center: Point(x: 35, y: 31.5), startAngle: -Double.pi / 2), into: &p)
        assertMatches(p, named: "gradient")
    }
}
