import Reel
import XCTest

/// UIKit API that ported iOS code uses, with UIKit's documented types and values.
final class UIKitPortingTests: XCTestCase {
    private func assertComponents(
        _ color: UIColor?, _ expected: [Double], file: StaticString = #filePath, line: UInt = #line
    ) {
        guard let c = color?.cgColor else { return XCTFail("no colour", file: file, line: line) }
        for (a, b) in zip([c.red, c.green, c.blue, c.alpha], expected) {
            XCTAssertEqual(a, b, accuracy: 1e-12, file: file, line: line)
        }
    }

    /// UIKit's `UIColor(named:)` is failable: a name it does not know gives nil, so ported code's
    /// `UIColor(named: "x") ?? .black` and `if let` compile and behave.
    func testColorNamedIsOptional() {
        let unknown: UIColor? = UIColor(named: "no such colour")
        XCTAssertNil(unknown)
        XCTAssertNil(UIColor(named: "#12345"), "five hex digits are no colour")
        assertComponents(UIColor(named: "#ff8000"), [1, 128.0 / 255, 0, 1])
        assertComponents(UIColor(named: "steelblue"), [70.0 / 255, 130.0 / 255, 180.0 / 255, 1])
        assertComponents(UIColor(named: "nope") ?? .systemBlue, [0, 122.0 / 255, 1, 1])
    }

    /// The semantic colours at iOS's light-appearance values (Apple's Human Interface Guidelines).
    func testSemanticColorsHaveTheLightAppearanceValues() {
        let grey = [60.0 / 255, 60.0 / 255, 67.0 / 255]
        assertComponents(.label, [0, 0, 0, 1])
        assertComponents(.secondaryLabel, grey + [0.6])
        assertComponents(.tertiaryLabel, grey + [0.3])
        assertComponents(.quaternaryLabel, grey + [0.18])
        assertComponents(.placeholderText, grey + [0.3])
        assertComponents(.separator, grey + [0.29])
        assertComponents(.opaqueSeparator, [198.0 / 255, 198.0 / 255, 200.0 / 255, 1])
        assertComponents(.systemBackground, [1, 1, 1, 1])
        assertComponents(.secondarySystemBackground, [242.0 / 255, 242.0 / 255, 247.0 / 255, 1])
        assertComponents(.tertiarySystemBackground, [1, 1, 1, 1])
        assertComponents(.systemGroupedBackground, [242.0 / 255, 242.0 / 255, 247.0 / 255, 1])
        assertComponents(.secondarySystemGroupedBackground, [1, 1, 1, 1])
        assertComponents(.link, [0, 122.0 / 255, 1, 1])
        assertComponents(.systemFill, [120.0 / 255, 120.0 / 255, 128.0 / 255, 0.2])
        assertComponents(.systemGray6, [242.0 / 255, 242.0 / 255, 247.0 / 255, 1])
        assertComponents(.systemIndigo, [88.0 / 255, 86.0 / 255, 214.0 / 255, 1])
        // A view takes them as any colour.
        let view = UIView(frame: .zero)
        view.backgroundColor = .secondarySystemBackground
        XCTAssertEqual(view.layer.backgroundColor, UIColor.systemGray6.cgColor)
    }

    /// Dark pixels (luminance below half) of a stage's frame: how much ink its text left.
    private func ink(_ stage: Stage) throws -> Int {
        let frame = try stage.frame(at: 0)
        var count = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width where Int(frame[x, y].r) + Int(frame[x, y].g) + Int(frame[x, y].b) < 384 {
                count += 1
            }
        }
        return count
    }

    /// A label with `configure` applied, alone on a white 200 × 60 stage, with "Reel" at 30 points.
    private func labelStage(_ configure: (UILabel) -> Void = { _ in }) -> (Stage, UILabel) {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        label.text = "Reel"
        label.font = .systemFont(ofSize: 30)
        configure(label)
        return (makeStage(label, width: 200, height: 60, duration: 1), label)
    }

    /// `systemFont(ofSize:weight:)` takes UIKit's weights; semibold and heavier draw bold, light
    /// and lighter draw the light face, the rest regular. Bold text leaves more ink than regular,
    /// regular more than light.
    func testSystemFontWeights() throws {
        XCTAssertNil(UIFont.systemFont(ofSize: 12, weight: .regular).familyName)
        XCTAssertNil(UIFont.systemFont(ofSize: 12, weight: .medium).familyName)
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .semibold).familyName, "DejaVu Sans:bold")
        XCTAssertEqual(UIFont.systemFont(ofSize: 12, weight: .thin).familyName, "DejaVu Sans:light")
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 14).familyName, "DejaVu Sans:bold")
        XCTAssertEqual(UIFont.boldSystemFont(ofSize: 14).pointSize, 14)
        XCTAssertEqual(UIFont.Weight.bold.rawValue, 0.4)
        let regular = try ink(labelStage().0)
        let bold = try ink(labelStage { $0.font = .boldSystemFont(ofSize: 30) }.0)
        let light = try ink(labelStage { $0.font = .systemFont(ofSize: 30, weight: .ultraLight) }.0)
        XCTAssertGreaterThan(regular, 100, "the text is drawn")
        XCTAssertGreaterThan(bold, regular * 5 / 4)
        XCTAssertLessThan(light, regular * 3 / 4)
    }

    /// `UIScreen.main` is the current stage: its canvas as bounds, its scale (1 unless set), which
    /// frames render at.
    func testScreenIsTheStage() throws {
        let stage = Stage(width: 320, height: 480, duration: 1)
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 320, height: 480))
        XCTAssertEqual(UIScreen.main.scale, 1)
        stage.scale = 2
        XCTAssertEqual(UIScreen.main.scale, 2)
        XCTAssertEqual(UIScreen.main.nativeScale, 2)
        XCTAssertEqual(try stage.frame(at: 0).width, 640, "frames render at the stage's scale")
        XCTAssertEqual(try stage.frame(at: 0, scale: 1).width, 320)
        let other = Stage(width: 100, height: 50, duration: 1)
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 100, height: 50), "the newest stage")
        XCTAssertEqual(UIScreen.main.scale, 1)
        _ = other
    }

    /// `NSValue` boxes (`NSValue(cgPoint:)` and its kin) are what iOS code puts in `fromValue`,
    /// `toValue` and `values`; they animate as the values they box. Numbers stay numbers.
    func testBoxedValuesAnimate() {
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let stage = Stage(width: 100, height: 100, duration: 2)
        stage.rootLayer.addSublayer(layer)
        func linear(_ animation: CAAnimation) -> CAAnimation {
            animation.duration = 2
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            return animation
        }
        let move = CABasicAnimation(keyPath: "position")
        move.fromValue = NSValue(cgPoint: CGPoint(x: 10, y: 20))
        move.toValue = NSValue(cgPoint: CGPoint(x: 30, y: 60))
        layer.add(linear(move), forKey: nil)
        let size = CAKeyframeAnimation(keyPath: "bounds.size")
        size.values = [NSValue(cgSize: CGSize(width: 10, height: 10)), NSValue(cgSize: CGSize(width: 50, height: 30))]
        layer.add(linear(size), forKey: nil)
        let grow = CABasicAnimation(keyPath: "transform")
        grow.fromValue = NSValue(caTransform3D: CATransform3DIdentity)
        grow.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 5, 1))
        layer.add(linear(grow), forKey: nil)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = NSNumber(value: 1)
        fade.toValue = NSNumber(value: 0)
        layer.add(linear(fade), forKey: nil)
        let timeline = stage.timeline
        XCTAssertEqual(timeline.point("position", at: 1), Point(x: 20, y: 40))
        XCTAssertEqual(timeline.value("bounds.size", at: 1), .size(Size(width: 30, height: 20)))
        XCTAssertEqual(timeline.number("transform.scale.x", at: 1), 2, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("transform.scale.y", at: 1), 3, accuracy: 1e-9)
        XCTAssertEqual(timeline.number("opacity", at: 1), 0.5, accuracy: 1e-9)

        XCTAssertEqual(
            NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4)).cgRectValue,
            CGRect(x: 1, y: 2, width: 3, height: 4))
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue, CGPoint(x: 1, y: 2))
        XCTAssertEqual(NSValue(cgSize: CGSize(width: 1, height: 2)).cgSizeValue, CGSize(width: 1, height: 2))
        XCTAssertEqual(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgSizeValue, .zero, "not a size")
        XCTAssertEqual(
            NSValue(caTransform3D: CATransform3DMakeTranslation(1, 2, 3)).caTransform3DValue,
            CATransform3DMakeTranslation(1, 2, 3))
    }

    /// `UILabel` draws its text as a text layer does, with UIKit's defaults: the system font at 17
    /// points, black, natural alignment, one line.
    func testLabelDrawsItsText() throws {
        let plain = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let layer = try XCTUnwrap(plain.layer as? CATextLayer)
        XCTAssertEqual(layer.fontSize, 17)
        XCTAssertNil(layer.font, "the system font")
        XCTAssertEqual(layer.foregroundColor, UIColor.black.cgColor)
        XCTAssertEqual(layer.alignmentMode, .natural)
        XCTAssertFalse(layer.isWrapped)
        XCTAssertEqual(plain.numberOfLines, 1)
        XCTAssertEqual(plain.textColor, .label)

        let (stage, label) = labelStage {
            $0.textColor = .systemBlue
            $0.textAlignment = .right
            $0.font = .boldSystemFont(ofSize: 30)
        }
        XCTAssertEqual((label.layer as? CATextLayer)?.string as? String, "Reel")
        XCTAssertEqual((label.layer as? CATextLayer)?.font as? String, "DejaVu Sans:bold")
        XCTAssertEqual((label.layer as? CATextLayer)?.fontSize, 30)
        let frame = try stage.frame(at: 0)
        var blue: [Int] = []
        for y in 0..<60 {
            for x in 0..<200 where frame[x, y].b > 200 && frame[x, y].r < 100 { blue.append(x) }
        }
        XCTAssertGreaterThan(blue.count, 50, "the text is drawn in the label's colour")
        XCTAssertGreaterThan(blue.min() ?? 0, 100, "right-aligned: the text is in the right half")
        label.numberOfLines = 0
        XCTAssertTrue((label.layer as? CATextLayer)?.isWrapped ?? false, "0 lines wraps")
        label.textColor = nil
        XCTAssertEqual(label.textColor, .label, "nil restores the default")
    }
}
