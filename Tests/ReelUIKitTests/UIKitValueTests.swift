import Reel
import ReelAPITestSupport
import XCTest

/// UIKit's value types: colours, paths, images and fonts, alone and in Core Animation's untyped
/// slots, where they stand for their Core Graphics counterparts.
final class UIKitValueTests: XCTestCase {
    private func components(_ color: UIColor) -> [Double] {
        let c = color.cgColor
        return [c.red, c.green, c.blue, c.alpha]
    }

    private func assertComponents(
        _ color: UIColor, _ expected: [Double], file: StaticString = #filePath, line: UInt = #line
    ) {
        for (a, b) in zip(components(color), expected) { XCTAssertEqual(a, b, accuracy: 1e-12, file: file, line: line) }
    }

    func testColorsFromComponentsNamesAndHues() {
        assertComponents(UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4), [0.1, 0.2, 0.3, 0.4])
        assertComponents(UIColor(white: 0.25, alpha: 1), [0.25, 0.25, 0.25, 1])
        assertComponents(UIColor(hex: "#ff8000"), [1, 128.0 / 255, 0, 1])
        assertComponents(UIColor(hex: "steelblue"), [70.0 / 255, 130.0 / 255, 180.0 / 255, 1])
        assertComponents(UIColor(hex: "no such colour"), [0, 0, 0, 1])
        // HSB: hue 0 is red, 1/3 green, 1/2 cyan; saturation 0.5 at brightness 0.8 keeps 0.4 of the others.
        assertComponents(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1), [1, 0, 0, 1])
        assertComponents(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1), [0, 1, 0, 1])
        assertComponents(UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 0.5), [0, 1, 1, 0.5])
        assertComponents(UIColor(hue: 2.0 / 3, saturation: 0.5, brightness: 0.8, alpha: 1), [0.4, 0.4, 0.8, 1])
        assertComponents(UIColor(hue: 1.25, saturation: 1, brightness: 1, alpha: 1), [0.5, 1, 0, 1])
        assertComponents(UIColor.red.withAlphaComponent(0.3), [1, 0, 0, 0.3])
        XCTAssertEqual(UIColor(cgColor: UIColor.blue.cgColor), .blue)
        XCTAssertNotEqual(UIColor.blue, .systemBlue)
    }

    func testUIKitsNamedAndSystemColours() {
        let expected: [(UIColor, [Double])] = [
            (.black, [0, 0, 0, 1]), (.darkGray, [1.0 / 3, 1.0 / 3, 1.0 / 3, 1]),
            (.lightGray, [2.0 / 3, 2.0 / 3, 2.0 / 3, 1]), (.white, [1, 1, 1, 1]), (.gray, [0.5, 0.5, 0.5, 1]),
            (.red, [1, 0, 0, 1]), (.green, [0, 1, 0, 1]), (.blue, [0, 0, 1, 1]), (.cyan, [0, 1, 1, 1]),
            (.yellow, [1, 1, 0, 1]), (.magenta, [1, 0, 1, 1]), (.orange, [1, 0.5, 0, 1]),
            (.purple, [0.5, 0, 0.5, 1]), (.brown, [0.6, 0.4, 0.2, 1]), (.clear, [0, 0, 0, 0]),
            (.systemBlue, [0, 122.0 / 255, 1, 1]), (.systemRed, [1, 59.0 / 255, 48.0 / 255, 1]),
            (.systemGreen, [52.0 / 255, 199.0 / 255, 89.0 / 255, 1]), (.systemOrange, [1, 149.0 / 255, 0, 1]),
            (.systemPink, [1, 45.0 / 255, 85.0 / 255, 1]), (.systemGray, [142.0 / 255, 142.0 / 255, 147.0 / 255, 1]),
            (.systemYellow, [1, 204.0 / 255, 0, 1]), (.systemPurple, [175.0 / 255, 82.0 / 255, 222.0 / 255, 1])
        ]
        for (color, values) in expected { assertComponents(color, values) }
    }

    func testBezierPathsBuildWithUIKitsCalls() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        let reelRect = Rect(x: 0, y: 0, width: 20, height: 10)
        XCTAssertEqual(UIBezierPath(rect: rect).cgPath.path, Path(rect: reelRect))
        XCTAssertEqual(UIBezierPath(ovalIn: rect).cgPath.path, Path(ellipseIn: reelRect))
        XCTAssertEqual(
            UIBezierPath(roundedRect: rect, cornerRadius: 3).cgPath.path, Path(roundedRect: reelRect, cornerRadius: 3))
        XCTAssertEqual(
            UIBezierPath(
                roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 4, height: 2)
            ).cgPath.path,
            Path(roundedRect: reelRect, cornerRadius: 2), "every corner, with the smaller radius")
        let path = UIBezierPath()
        XCTAssertTrue(path.isEmpty)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: 15, y: 5))
        path.addCurve(
            to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 7, y: 12), controlPoint2: CGPoint(x: 3, y: 12))
        path.close()
        path.append(UIBezierPath(rect: rect))
        XCTAssertEqual(path.currentPoint, CGPoint(x: 0, y: 0), "the appended rectangle closes at its start")
        var expected = Path()
        expected.move(to: Point(x: 0, y: 0))
        expected.addLine(to: Point(x: 10, y: 0))
        expected.addQuadCurve(to: Point(x: 10, y: 10), control: Point(x: 15, y: 5))
        expected.addCurve(to: Point(x: 0, y: 10), control1: Point(x: 7, y: 12), control2: Point(x: 3, y: 12))
        expected.closeSubpath()
        expected.append(Path(rect: reelRect))
        XCTAssertEqual(path.cgPath.path, expected)
        path.apply(CGAffineTransform(translationX: 5, y: 0))
        XCTAssertEqual(path.cgPath.path, expected.applying(CGAffineTransform(translationX: 5, y: 0)))
        XCTAssertEqual(UIBezierPath(cgPath: path.cgPath).cgPath.path, path.cgPath.path)
        path.removeAllPoints()
        XCTAssertTrue(path.isEmpty)
        path.lineWidth = 3
        XCTAssertEqual(path.lineWidth, 3)
        XCTAssertEqual(UIRectCorner.allCorners, [.topLeft, .topRight, .bottomLeft, .bottomRight])
    }

    /// `UIBezierPath`'s `clockwise` is the on-screen direction (y down), unlike `CGMutablePath`'s:
    /// from 0 to π/2 clockwise is the short quarter through (7.07, 7.07).
    func testBezierArcsTurnOnScreen() {
        func extent(_ path: UIBezierPath) -> (minX: Double, minY: Double) {
            let points = path.cgPath.path.flattened(tolerance: 0.01).flatMap(\.points)
            return (points.map(\.x).min()!, points.map(\.y).min()!)
        }
        let short = extent(
            UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true))
        XCTAssertEqual(short.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(short.minY, 0, accuracy: 1e-9)
        let long = extent(
            UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false))
        XCTAssertEqual(long.minX, -10, accuracy: 0.02)
        XCTAssertEqual(long.minY, -10, accuracy: 0.02)
        let both = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        both.addArc(withCenter: CGPoint(x: 0, y: 30), radius: 5, startAngle: 0, endAngle: .pi, clockwise: true)
        guard
            case .line(let join) = both.cgPath.path.elements.dropFirst().first(where: {
                if case .line = $0 { true } else { false }
            })
        else {
            return XCTFail("no line joins the arcs")
        }
        XCTAssertEqual(join.x, 5, accuracy: 1e-9)
        XCTAssertEqual(join.y, 30, accuracy: 1e-9)
    }

    func testImagesAndFontsAreNames() {
        let image = UIImage(named: "photo.png")
        XCTAssertEqual(image?.name, "photo.png")
        XCTAssertEqual(image?.cgImage?.name, "photo.png")
        XCTAssertEqual(UIImage(contentsOfFile: "/tmp/a.jpg")?.cgImage?.name, "/tmp/a.jpg")
        let font = UIFont(name: "DejaVu Sans", size: 18)
        XCTAssertEqual(font?.familyName, "DejaVu Sans")
        XCTAssertEqual(font?.pointSize, 18)
        XCTAssertNil(UIFont.systemFont(ofSize: 12).familyName, "the default font")
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 14).pointSize, 14)
    }

    /// Core Animation's untyped slots take UIKit's values for their Core Graphics counterparts.
    func testUIKitValuesStandForCoreGraphicsOnesInLayers() {
        let layer = CALayer()
        layer.contents = UIImage(named: "photo.png")
        XCTAssertEqual((layer.contents as? CGImage)?.name, "photo.png")
        let gradient = CAGradientLayer()
        gradient.colors = [UIColor.red, UIColor.blue.cgColor, "not a colour"]
        XCTAssertEqual(gradient.colors as? [CGColor], [UIColor.red.cgColor, UIColor.blue.cgColor])
        let text = CATextLayer()
        text.font = UIFont(name: "DejaVu Serif", size: 10)
        XCTAssertEqual(text.font as? String, "DejaVu Serif")
        text.font = UIFont.systemFont(ofSize: 10)
        XCTAssertNil(text.font, "the system font is the default")
        let shape = CAShapeLayer()
        shape.setValue(UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)), forKeyPath: "path")
        XCTAssertEqual(shape.path?.path, Path(rect: Rect(x: 0, y: 0, width: 4, height: 4)))
        layer.setValue(UIColor.green, forKeyPath: "backgroundColor")
        XCTAssertEqual(layer.backgroundColor, UIColor.green.cgColor)
    }

    /// An animation's values may be UIKit's: a colour animation from `UIColor.red` to `.blue`, a
    /// path morph between two `UIBezierPath`s, gradient colours as `UIColor`s, images as `UIImage`s.
    func testUIKitValuesAnimate() {
        let layer = CALayer()
        let shape = CAShapeLayer()
        let gradient = CAGradientLayer()
        let stage = Stage(width: 10, height: 10, duration: 2)
        for l in [layer, shape, gradient] { stage.rootLayer.addSublayer(l) }
        let color = CABasicAnimation(keyPath: "backgroundColor")
        color.fromValue = UIColor.red
        color.toValue = UIColor.blue
        color.duration = 2
        layer.add(color, forKey: nil)
        let morph = CABasicAnimation(keyPath: "path")
        morph.fromValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2))
        morph.toValue = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 6, height: 2))
        morph.duration = 2
        shape.add(morph, forKey: nil)
        let colors = CAKeyframeAnimation(keyPath: "colors")
        colors.values = [[UIColor.white, UIColor.black], [UIColor.black, UIColor.white]]
        colors.duration = 2
        gradient.add(colors, forKey: nil)
        layer.contents = UIImage(named: "a.png")
        let images = CAKeyframeAnimation(keyPath: "contents")
        images.values = [UIImage(named: "a.png")!, UIImage(named: "b.png")!]
        images.calculationMode = .discrete
        images.duration = 2
        layer.add(images, forKey: nil)
        XCTAssertEqual(stage.warnings, [])
        let timeline = stage.timeline
        XCTAssertEqual(timeline.value("backgroundColor", [0], at: 1), .color(Color(red: 0.5, green: 0, blue: 0.5)))
        XCTAssertEqual(timeline.value("path", [1], at: 1), .path(Path(rect: Rect(x: 0, y: 0, width: 4, height: 2))))
        XCTAssertEqual(
            timeline.value("colors", [2], at: 1),
            .colors([Color(red: 0.5, green: 0.5, blue: 0.5), Color(red: 0.5, green: 0.5, blue: 0.5)]))
        XCTAssertEqual(timeline.drawn([0], at: 0.5).contents?.image, "a.png")
        XCTAssertEqual(timeline.drawn([0], at: 1.5).contents?.image, "b.png")
    }
}
