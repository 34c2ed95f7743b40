import ReelGeometry
import ReelTimeline
import XCTest

/// A layer's kind: one per layer, carrying that kind's content, which only that kind's key paths change.
final class LayerKindTests: XCTestCase {
    func testContentKeyPathsChangeOnlyTheirOwnKind() throws {
        let strokeEnd = try XCTUnwrap(AnimatableProperty.named("strokeEnd"))
        var shapeLayer = Layer()
        shapeLayer.kind = .shape(ShapeContent(path: Path(rect: Rect(x: 0, y: 0, width: 4, height: 4))))
        strokeEnd.setValue(.scalar(0.25), on: &shapeLayer)
        XCTAssertEqual(shapeLayer.shape?.strokeEnd, 0.25)
        XCTAssertEqual(strokeEnd.value(of: shapeLayer), .scalar(0.25))

        var textLayer = Layer()
        textLayer.kind = .text(TextContent(string: "Hi"))
        let before = textLayer
        strokeEnd.setValue(.scalar(0.25), on: &textLayer)
        XCTAssertEqual(textLayer, before, "a text layer does not become a shape layer")
        XCTAssertEqual(strokeEnd.value(of: textLayer), .scalar(1), "Core Animation's default on another kind")

        textLayer.update(.shape) { $0.strokeEnd = 0 }
        XCTAssertEqual(textLayer, before)
        textLayer.update(.text) { $0.string = "Bye" }
        XCTAssertEqual(textLayer.kind, .text(TextContent(string: "Bye")))
    }
}
