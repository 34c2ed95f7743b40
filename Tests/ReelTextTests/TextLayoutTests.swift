import ReelGeometry
import XCTest

@testable import ReelText

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
        let layout = TextLayout(
            "word word word", font: font, fontSize: 20.48, width: word * 1.5, alignment: .left, wrapped: true)
        XCTAssertEqual(layout.size.height, 3 * (1901 + 483) * k, accuracy: 1e-9, "three lines")
        XCTAssertEqual(layout.size.width, word, accuracy: 1e-9)
        let unwrapped = TextLayout(
            "word word word", font: font, fontSize: 20.48, width: word, alignment: .left, wrapped: false)
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

    /// The greedy breaking as it was, shaping every candidate line whole: the reference that the
    /// linear version must match line for line.
    private func referenceWrap(_ paragraph: String, font: FontFace, limit: Double) -> [String] {
        var lines: [String] = []
        var current: String?
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            guard let line = current else {
                current = word
                continue
            }
            let candidate = line + " " + word
            if font.shape(candidate).reduce(0, { $0 + $1.advance }) <= limit {
                current = candidate
            } else {
                lines.append(line)
                current = word
            }
        }
        lines.append(current ?? "")
        return lines
    }

    func testWrappingBreaksWhereShapingEveryCandidateDid() throws {
        let font = try dejaVu()
        var seed: UInt64 = 7
        let vocabulary = ["AV", "To", "fi", "Wa", "lorem", "ipsum", "", "x", "Yo.", "LT", "ffi", "A", "V", "jj"]
        var words: [String] = []
        for _ in 0..<400 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            words.append(vocabulary[Int(seed >> 33) % vocabulary.count])
        }
        let paragraph = words.joined(separator: " ")
        for limit in [0.0, 900, 2000, 2345, 5000, 12345, 40000, 1e12] {
            let wrapped = TextLayout.wrap(paragraph[...], font: font, limit: limit).lines.map(String.init)
            XCTAssertEqual(wrapped, referenceWrap(paragraph, font: font, limit: limit), "limit \(limit)")
        }
        let two = TextLayout.wrap(paragraph[...], font: font, limit: 5000, maximumLines: 2)
        XCTAssertEqual(two.lines.map(String.init), Array(referenceWrap(paragraph, font: font, limit: 5000).prefix(2)))
        XCTAssertNotNil(two.rest)
    }

    /// Only lines that can reach the visible box are laid out (a 10 MB string took 4.3 GB and
    /// more than 30 s before): the rest is scanned for ink only.
    func testOnlyTheVisibleLinesAndGlyphsAreLaidOut() throws {
        let font = try dejaVu()
        let k = 20.48 / 2048
        let lineHeight = (1901 + 483) * k
        let text = String(repeating: "word ", count: 200_000)
        let visible = Rect(x: 0, y: 0, width: 100, height: 3 * lineHeight)
        let layout = TextLayout(
            text, font: font, fontSize: 20.48, width: 100, alignment: .left, wrapped: true, visible: visible)
        // Three lines show, a fourth may reach them with its ink (one em of margin), no more.
        XCTAssertLessThanOrEqual(layout.size.height, 5 * lineHeight + 1e-9)
        XCTAssertTrue(layout.omitsInk)
        let unwrapped = TextLayout(
            text, font: font, fontSize: 20.48, width: 100, alignment: .left, wrapped: false, visible: visible)
        XCTAssertLessThan(unwrapped.path.elements.count, 2000, "the glyphs past the right side are not outlined")
        XCTAssertTrue(unwrapped.omitsInk)
        let whole = TextLayout(
            "word\n\n   \n", font: font, fontSize: 20.48, width: 100, alignment: .left, wrapped: true,
            visible: Rect(x: 0, y: 0, width: 100, height: 1))
        XCTAssertFalse(whole.omitsInk, "blank lines left out have no ink")
        XCTAssertEqual(
            TextLayout("Hi", font: font, fontSize: 20.48, width: 100, alignment: .left, wrapped: true, visible: visible)
                .path,
            TextLayout("Hi", font: font, fontSize: 20.48, width: 100, alignment: .left, wrapped: true).path)
    }
}
