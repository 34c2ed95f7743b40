import Foundation
import ReelGeometry
import ReelRaster
import ReelRender
import ReelTimeline
import XCTest

/// `pageCurl` as drawn: a 200 × 100 page rolling straight up (angle −90°, radius 10) off a page
/// beneath it. The page is blue with a red stripe along its bottom 20 points, so where each part
/// of it went can be read off the pixels.
///
/// At progress 0.5 the fold has travelled 0.5 · (100 + 10) = 55 points up from the bottom edge
/// (y = 45). Below it the roll's front fills distances 45…55 from the bottom; the rest of the
/// lifted page (the bottom 55 points, less the π · 10 points around the roll) lies face down on
/// top, its bottom edge 2 · 55 − π · 10 = 78.58 points up (y = 21.42), showing the page's back:
/// its image mirrored (the stripe now on top of the flat back) and lightened 0.7 towards white.
final class PageCurlRenderTests: XCTestCase {
    private static let blue = RGBA8(r: 0, g: 0, b: 255, a: 255)
    private static let orange = RGBA8(r: 255, g: 149, b: 0, a: 255)

    private func render(progress: Double) throws -> Pixmap {
        var beneath = Layer()
        beneath.position = Point(x: 100, y: 50)
        beneath.bounds = Rect(x: 0, y: 0, width: 200, height: 100)
        beneath.backgroundColor = Color(red: 1, green: 149.0 / 255, blue: 0)
        var page = beneath
        page.backgroundColor = Color(red: 0, green: 0, blue: 1)
        var stripe = Layer()
        stripe.position = Point(x: 100, y: 90)
        stripe.bounds = Rect(x: 0, y: 0, width: 200, height: 20)
        stripe.backgroundColor = Color(red: 1, green: 0, blue: 0)
        page.sublayers = [stripe]
        page.pageCurl = PageCurl(progress: progress, angle: -Double.pi / 2, radius: 10)
        var scene = Scene(width: 200, height: 100)
        scene.layers = [beneath, page]
        return try Renderer().render(Timeline(scene: scene).snapshot(at: 0))
    }

    func testAtProgressZeroThePageLiesFlat() throws {
        let frame = try render(progress: 0)
        XCTAssertEqual(frame[100, 10], Self.blue)
        XCTAssertEqual(frame[100, 95], RGBA8(r: 255, g: 0, b: 0, a: 255), "the stripe, in place")
    }

    func testTheRollPutsTheBottomEdgeWhereACylinderCarriesIt() throws {
        let frame = try render(progress: 0.5)
        // Above y = 21.42 the page still lies flat and untouched.
        XCTAssertEqual(frame[100, 10], Self.blue)
        XCTAssertEqual(frame[100, 20], Self.blue, "just above where the bottom edge landed")
        // Just below it, the back of the stripe: red lightened 0.7 towards white (mirrored: the
        // stripe was at the bottom of the page; on the back it is the part furthest up).
        let back = frame[100, 25]
        XCTAssertEqual(Double(back.r), 255, accuracy: 1)
        XCTAssertEqual(Double(back.g), 0.7 * 255, accuracy: 2)
        XCTAssertEqual(Double(back.b), 0.7 * 255, accuracy: 2)
        // Further down, nearer the roll (y = 43, 57 points up: the page's 21.6 points from its
        // bottom edge), the back of the blue part of the page: blue lightened.
        let blueBack = frame[100, 43]
        XCTAssertEqual(Double(blueBack.r), 0.7 * 255, accuracy: 2)
        XCTAssertEqual(Double(blueBack.g), 0.7 * 255, accuracy: 2)
        XCTAssertEqual(blueBack.b, 255)
        // The page beneath shows where the page has lifted, well below the roll.
        XCTAssertEqual(frame[100, 95], Self.orange)
        XCTAssertEqual(frame[5, 85], Self.orange)
    }

    /// Seen from above, the roll shows the outside of its upper half: the page's back, shaded
    /// like a cylinder (less light towards its outer edge than where it lies flat on top); and
    /// the lifted page shades the page beneath just below the roll.
    func testTheRollIsShadedAndCastsAShadow() throws {
        let frame = try render(progress: 0.5)
        // y = 53: 8 points back from the fold, where the roll's upper half has turned by
        // π − asin(0.8): lightened 0.7 − 0.3 · 0.8 = 0.46 (the roll's chords make it 0.44…0.46).
        let edge = frame[100, 53]
        XCTAssertEqual(Double(edge.r), 0.45 * 255, accuracy: 6, "\(edge)")
        XCTAssertEqual(edge.b, 255)
        XCTAssertLessThan(edge.r, frame[100, 43].r, "less light than the flat back")
        // Beneath, just below the roll: darker than the page beneath far from it.
        let shaded = frame[100, 58]
        XCTAssertLessThan(shaded.r, 240, "in the shadow: \(shaded)")
        XCTAssertGreaterThan(shaded.r, 100)
        XCTAssertEqual(frame[100, 95], Self.orange, "out of the shadow")
    }

    func testAtProgressOneThePageHasRolledAway() throws {
        let frame = try render(progress: 1)
        for y in stride(from: 2, to: 100, by: 12) {
            XCTAssertEqual(frame[100, y], Self.orange, "y = \(y)")
        }
    }
}
