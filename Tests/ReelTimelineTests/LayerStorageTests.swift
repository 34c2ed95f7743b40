import ReelGeometry
import XCTest

@testable import ReelTimeline

/// A layer keeps its properties in storage that copies share until one of them writes
/// (`LayerStorage`): a copy must still behave as a value, and what the storage remembers about
/// the layer (`showsAssets`) must follow every write that changes it.
final class LayerStorageTests: XCTestCase {
    func testACopyIsUnchangedByWritesToTheOriginal() {
        var original = Layer()
        original.sublayers = [Layer()]
        let copy = original
        XCTAssertTrue(copy.storage === original.storage, "a copy shares the storage")
        original.opacity = 0.5
        original.sublayers[0].position = Point(x: 3, y: 4)
        original.mask = Layer()
        XCTAssertFalse(copy.storage === original.storage, "the write gave the original storage of its own")
        XCTAssertEqual(copy.opacity, 1)
        XCTAssertEqual(copy.sublayers[0].position, .zero)
        XCTAssertNil(copy.mask)
        XCTAssertEqual(original.opacity, 0.5)
        XCTAssertEqual(original.sublayers[0].position, Point(x: 3, y: 4))
        XCTAssertNotEqual(copy, original)
        var again = copy
        again.opacity = 1  // written, so given storage of its own, with equal properties
        XCTAssertEqual(again, copy, "equal properties are equal layers, whatever holds them")
    }

    func testShowsAssetsFollowsWritesBelowTheLayer() {
        var text = Layer()
        text.kind = .text(TextContent(string: "a"))
        var root = Layer()
        root.sublayers = [Layer(), Layer()]
        XCTAssertFalse(root.showsAssets)
        let before = root
        root.sublayers[1].sublayers = [text]
        XCTAssertTrue(root.showsAssets, "a text layer two levels down, written in place")
        XCTAssertFalse(before.showsAssets, "the copy taken before still shows nothing")
        root.sublayers[1].sublayers[0].kind = .plain
        XCTAssertFalse(root.showsAssets, "the text layer became a plain one")
        root.sublayers[0].contents = ImageContents(image: "a")
        XCTAssertTrue(root.showsAssets, "an image below")
        root.sublayers[0].contents = nil
        XCTAssertFalse(root.showsAssets)
        var mask = Layer()
        mask.contents = ImageContents(image: "m")
        root.sublayers[1].mask = mask
        XCTAssertTrue(root.showsAssets, "an image in a mask")
    }
}
