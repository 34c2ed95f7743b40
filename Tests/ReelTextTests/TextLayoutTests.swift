import ReelGeometry
import ReelText
import XCTest

/// Font lookup, HarfBuzz shaping and line layout, against DejaVu Sans's published metrics
/// (2048 units per em; its hhea ascender 1901, descender 483, no line gap).
final class TextLayoutTests: XCTestCase {
    private func dejaVu() throws -> FontFace { try FontLibrary.font(named: nil) }

    func testTheDefaultFontIsDejaVuSansFoundByFontconfig() throws {
        let font = try dejaVu()
        XCTAssertTrue(font.path.hasSuffix("DejaVuSans.ttf"), font.path)
        XCTAssertEqual(font.unitsPerEm, 2048)
        XCTAssertEqual(font.ascender, 1901)
        XCTAssertEqual(font.descender, 483)
        XCTAssertTrue(try FontLibrary.font(named: "DejaVu Sans") === font, "one face per file, shared")
    }

    func testAFontFileThatDoesNotExistIsAnErrorNamingIt() {
        XCTAssertThrowsError(try FontLibrary.font(named: "fonts/Missing.ttf", relativeTo: "/scenes")) { error in
            XCTAssertTrue(String(describing: error).contains("/scenes/fonts/Missing.ttf"), "\(error)")
        }
    }

    func testShapingAppliesKerning() throws {
        let font = try dejaVu()
        let pair = font.shape("AV").reduce(0) { $0 + $1.advance }
        let apart = font.shape("A")[0].advance + font.shape("V")[0].advance
        XCTAssertLessThan(pair, apart, "HarfBuzz applies DejaVu's A–V kerning")
        XCTAssertEqual(font.shape("fi").count, 1, "HarfBuzz forms DejaVu's fi ligature (liga is on by default)")
    }

    func testWrappingBreaksAtSpacesAndStacksLinesByTheLineHeight() throws {
        let font = try dejaVu()
        let k = 20.48 / 2048
        let word = font.shape("word").reduce(0) { $0 + $1.advance } * k
        let layout = TextLayout("word word word", font: font, fontSize: 20.48, width: word * 1.5, alignment: .left, wrapped: true)
        XCTAssertEqual(layout.size.height, 3 * (1901 + 483) * k, accuracy: 1e-9, "three lines")
        XCTAssertEqual(layout.size.width, word, accuracy: 1e-9)
        let unwrapped = TextLayout("word word word", font: font, fontSize: 20.48, width: word, alignment: .left, wrapped: false)
        XCTAssertEqual(unwrapped.size.height, (1901 + 483) * k, accuracy: 1e-9, "one line, running past the width")
    }

    func testGlyphsSitOnTheFirstBaselineOneAscenderDown() throws {
        // "H" in DejaVu Sans is 1493 units tall: at 20.48 points (0.01 point per unit) its top is
        // at 19.01 − 14.93 = 4.08 and its bottom on the baseline, 19.01.
        let layout = TextLayout("H", font: try dejaVu(), fontSize: 20.48, width: 100, alignment: .left, wrapped: false)
        let ys = layout.path.flattened().flatMap(\.points).map(\.y)
        XCTAssertEqual(ys.min()!, 4.08, accuracy: 0.01)
        XCTAssertEqual(ys.max()!, 19.01, accuracy: 0.01)
    }

    func testCenterAndRightAlignment() throws {
        let font = try dejaVu()
        let width = font.shape("Hi").reduce(0) { $0 + $1.advance } / 100
        let center = TextLayout("Hi", font: font, fontSize: 20.48, width: 100, alignment: .center, wrapped: false)
        let right = TextLayout("Hi", font: font, fontSize: 20.48, width: 100, alignment: .right, wrapped: false)
        let left = TextLayout("Hi", font: font, fontSize: 20.48, width: 100, alignment: .left, wrapped: false)
        func minX(_ l: TextLayout) -> Double { l.path.flattened().flatMap(\.points).map(\.x).min()! }
        XCTAssertEqual(minX(center) - minX(left), (100 - width) / 2, accuracy: 1e-9)
        XCTAssertEqual(minX(right) - minX(left), 100 - width, accuracy: 1e-9)
    }
}
