import Foundation
import ReelGeometry
import ReelTimeline
import XCTest

/// The page curl's geometry: a cylinder roll. The fold line starts at the corner furthest back
/// along the direction of travel and moves progress · (page length + radius); the page between
/// the corner and the fold wraps around a cylinder of the radius lying on the page, then lies
/// flat on top, face down.
final class PageCurlTests: XCTestCase {
    private let bounds = Rect(x: 0, y: 0, width: 200, height: 100)

    func testTheFoldStartsAtTheCornerFurthestBack() {
        let up = PageCurl(progress: 0.5, angle: -Double.pi / 2 - 0.3, radius: 10).geometry(in: bounds)
        XCTAssertEqual(up.origin, Point(x: 200, y: 100), "up and to the left: from the bottom right")
        XCTAssertEqual(up.length, 200 * sin(0.3) + 100 * cos(0.3), accuracy: 1e-9)
        XCTAssertEqual(up.fold, 0.5 * (up.length + 10), accuracy: 1e-9)
        let right = PageCurl(progress: 0.5, angle: 0.2, radius: 10).geometry(in: bounds)
        XCTAssertEqual(right.origin, Point(x: 0, y: 0), "right and down: from the top left")
        XCTAssertEqual(PageCurl(progress: 1).geometry(in: bounds).radius, 100.0 / 6, accuracy: 1e-9, "automatic")
    }

    /// At progress p the bottom-left corner (the roll's start, straight up) has gone around half
    /// the cylinder and then as far again as the fold has moved past the roll: 2·fold − π·r up,
    /// at height 2r; points past the fold have not moved; a point a quarter turn around stands a
    /// radius back from the fold, a radius high.
    func testThePageRollsAroundACylinder() {
        for progress in [0.4, 0.5, 0.8] {
            let g = PageCurl(progress: progress, angle: -Double.pi / 2, radius: 10).geometry(in: bounds)
            let fold = progress * 110
            XCTAssertEqual(g.fold, fold, accuracy: 1e-9)
            let corner = g.place(Point(x: 0, y: 100))
            XCTAssertEqual(corner.point.x, 0, accuracy: 1e-9)
            XCTAssertEqual(corner.point.y, 100 - (2 * fold - Double.pi * 10), accuracy: 1e-9)
            XCTAssertEqual(corner.height, 20, accuracy: 1e-9)
            let flat = g.place(Point(x: 50, y: 100 - fold - 1))
            XCTAssertEqual(flat.point, Point(x: 50, y: 100 - fold - 1))
            XCTAssertEqual(flat.height, 0)
            let quarter = g.place(distance: fold - Double.pi * 10 / 2)
            XCTAssertEqual(quarter.distance, fold - 10, accuracy: 1e-9)
            XCTAssertEqual(quarter.height, 10, accuracy: 1e-9)
            XCTAssertEqual(quarter.angle, Double.pi / 2, accuracy: 1e-9)
        }
    }

    func testProgressOutsideZeroToOneCountsAsTheNearestEnd() {
        XCTAssertFalse(PageCurl(progress: 0).isActive)
        XCTAssertFalse(PageCurl(progress: -1).isActive)
        XCTAssertFalse(PageCurl(progress: .nan).isActive)
        XCTAssertEqual(PageCurl(progress: 3, radius: 10).geometry(in: bounds).fold, 110, accuracy: 1e-9)
    }

    func testThePageCurlKeyPathsAnimate() throws {
        var layer = Layer()
        layer.bounds = bounds
        layer.animations = [
            Animation.basic("pageCurl.progress", from: .scalar(0), to: .scalar(1)),
            Animation.basic("pageCurl.angle", from: .scalar(0), to: .scalar(1)),
            Animation.basic("pageCurl.radius", from: .scalar(4), to: .scalar(8))
        ].map { animation in
            var timed = animation
            timed.timing.duration = 2
            return timed
        }
        let drawn = Timeline(scene: Scene(width: 10, height: 10, layers: [layer])).snapshot(at: 0.5).layers[0]
        XCTAssertEqual(drawn.pageCurl.progress, 0.25, accuracy: 1e-9)
        XCTAssertEqual(drawn.pageCurl.angle, 0.25, accuracy: 1e-9)
        XCTAssertEqual(drawn.pageCurl.radius, 5, accuracy: 1e-9)
    }
}
