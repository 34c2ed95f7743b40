import ReelRaster
import XCTest

/// The box convention: half-open edges, grown pixel by pixel from empty.
final class PixelBoxTests: XCTestCase {
    func testSizeAndOriginAreHalfOpenEdges() {
        let box = PixelBox(x: 3, y: 2, width: 13, height: 9)
        XCTAssertEqual([box.x0, box.y0, box.x1, box.y1], [3, 2, 16, 11])
        XCTAssertEqual([box.width, box.height], [13, 9])
        XCTAssertFalse(box.isEmpty)
        XCTAssertTrue(PixelBox(x: 3, y: 2, width: 0, height: 9).isEmpty)
    }

    func testAddingPixelsGrowsTheBoxToHoldThem() {
        var box = PixelBox.empty
        XCTAssertTrue(box.isEmpty)
        XCTAssertEqual(box.width, 0 - Int.max)
        box.add(4, 7)
        XCTAssertEqual(box, PixelBox(x: 4, y: 7, width: 1, height: 1))
        box.add(0, 9)
        box.add(6, 8)
        XCTAssertEqual(box, PixelBox(x0: 0, y0: 7, x1: 7, y1: 10))
    }
}
