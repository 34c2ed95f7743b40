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
}
