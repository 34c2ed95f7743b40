public import ReelGeometry

/// Lays text out as `CATextLayer` does: lines from the top of the bounds (first baseline one
/// ascender down, then one line height each), aligned within the width, wrapped at spaces when
/// asked; the result is one path of glyph outlines in the layer's space, for the rasterizer.
package struct TextLayout: Sendable {
    /// Where lines sit horizontally.
    package enum Alignment: Sendable {
        case left, right, center
        /// Both edges, by widening spaces; the last line of a paragraph stays left.
        case justified
    }

    /// The glyph outlines, positioned.
    package var path: Path
    /// The laid-out lines' extent: the widest line and the lines' total height (of the lines laid
    /// out: those past `visible` are not).
    package var size: Size
    /// True when glyphs with ink were left out because they lie outside `visible`.
    package var omitsInk = false

    /// Lays out `string` in `font` at `fontSize` points in a box `width` wide (from x = 0, y = 0).
    ///
    /// With `visible` (the part of the layout's space that can show, such as the layer's bounds
    /// that clip it), only lines that can reach it are wrapped and shaped, and only glyphs that
    /// can reach it are outlined, each with a margin of one em for ink beyond the line's box; so
    /// a 10 MB string costs what its visible lines cost, plus one scan of the rest for ink.
    package init(
        _ string: String, font: FontFace, fontSize: Double, width: Double, alignment: Alignment, wrapped: Bool,
        visible: Rect? = nil
    ) {
        let k = fontSize / font.unitsPerEm
        let lineHeight = (font.ascender + font.descender + font.lineGap) * k
        let margin = abs(fontSize)
        // Lines whose top (i · lineHeight) is at or past the visible bottom plus a margin show nothing.
        var lineLimit = Int.max
        if let visible, lineHeight > 0 {
            lineLimit = Int(clamping: ((visible.maxY + margin) / lineHeight).rounded(.down) + 1, to: 0...Int.max)
        }
        var lines: [(text: Substring, isLast: Bool)] = []
        var rest = string[...]
        var omitted: Substring = ""
        while true {
            let newline = rest.firstIndex(of: "\n")
            let paragraph = rest[..<(newline ?? rest.endIndex)]
            let room = lineLimit - lines.count
            if wrapped {
                let broken = Self.wrap(paragraph, font: font, limit: width / max(k, 1e-12), maximumLines: room)
                for (i, line) in broken.lines.enumerated() {
                    lines.append((line, broken.rest == nil && i == broken.lines.count - 1))
                }
                if let left = broken.rest {
                    omitted = string[left.startIndex...]
                    break
                }
            } else if room > 0 {
                lines.append((paragraph, true))
            } else {
                omitted = string[paragraph.startIndex...]
                break
            }
            guard let newline else { break }
            rest = rest[rest.index(after: newline)...]
        }
        var omitsInk = omitted.unicodeScalars.contains { !$0.properties.isWhitespace }
        var path = Path()
        var widest = 0.0
        for (index, line) in lines.enumerated() {
            let glyphs = font.shape(String(line.text))
            let lineWidth = glyphs.reduce(0) { $0 + $1.advance } * k
            widest = max(widest, lineWidth)
            var x: Double
            var extraPerSpace = 0.0
            switch alignment {
            case .left: x = 0
            case .right: x = width - lineWidth
            case .center: x = (width - lineWidth) / 2
            case .justified:
                x = 0
                let spaces = Self.spaceGlyphs(glyphs, in: line.text)
                if !line.isLast, !spaces.isEmpty, lineWidth < width {
                    extraPerSpace = (width - lineWidth) / Double(spaces.count)
                }
            }
            let spaces = extraPerSpace > 0 ? Self.spaceGlyphs(glyphs, in: line.text) : []
            let baseline = font.ascender * k + Double(index) * lineHeight
            for (i, glyph) in glyphs.enumerated() {
                let advance = glyph.advance * k
                let shows = visible.map { x + advance + margin >= $0.minX && x - margin <= $0.maxX } ?? true
                if shows || !omitsInk {
                    let outline = font.outline(of: glyph.glyph)
                    if !outline.isEmpty {
                        if shows {
                            let placement = AffineTransform(scaleX: k, y: k)
                                .concatenating(
                                    AffineTransform(
                                        translationX: x + glyph.offset.x * k, y: baseline + glyph.offset.y * k))
                            path.append(outline.applying(placement))
                        } else {
                            omitsInk = true
                        }
                    }
                }
                x += advance
                if spaces.contains(i) { x += extraPerSpace }
            }
        }
        self.path = path
        self.size = Size(width: widest, height: Double(lines.count) * lineHeight)
        self.omitsInk = omitsInk
    }

    /// Indices of the glyphs that come from a space.
    private static func spaceGlyphs(_ glyphs: [FontFace.ShapedGlyph], in text: Substring) -> Set<Int> {
        let bytes = Array(text.utf8)
        return Set(glyphs.indices.filter { glyphs[$0].cluster < bytes.count && bytes[glyphs[$0].cluster] == 0x20 })
    }

    /// Greedy breaking at spaces: as many words per line as fit in `limit` font units; a word
    /// wider than the line stands alone on its line. At most `maximumLines` lines; `rest` is what
    /// follows them when the paragraph goes on (nil when it ended).
    ///
    /// Each word is shaped once, with the space before it, and a line's width is the sum of its
    /// words' (linear, where shaping every candidate line was quadratic in its words: 18 000
    /// words on one wide line took seconds). A sum can differ from the line shaped whole only
    /// by kerning and the like across the spaces, well under a quarter em each; when a sum is
    /// within that of the limit, the candidate line is shaped whole as before, so lines break
    /// where they did.
    static func wrap(_ paragraph: Substring, font: FontFace, limit: Double, maximumLines: Int = .max)
        -> (lines: [Substring], rest: Substring?)
    {
        func width(_ text: Substring) -> Double { font.shape(String(text)).reduce(0) { $0 + $1.advance } }
        let slackPerJoin = font.unitsPerEm / 4
        var lines: [Substring] = []
        guard maximumLines > 0 else { return ([], paragraph) }
        var lineStart = paragraph.startIndex
        var lineEnd = paragraph.startIndex
        var lineWidth = 0.0
        var joins = 0  // the estimated width, and the words joined by estimate
        var wordStart = paragraph.startIndex
        var first = true
        while true {
            let space = paragraph[wordStart...].firstIndex(of: " ")
            let wordEnd = space ?? paragraph.endIndex
            if first {
                lineEnd = wordEnd
                lineWidth = width(paragraph[lineStart..<lineEnd])
                first = false
            } else {
                // The candidate: the line, a space, the word (the space is at lineEnd).
                let estimate = lineWidth + width(paragraph[lineEnd..<wordEnd])
                let slack = slackPerJoin * Double(joins + 1)
                var fits = estimate <= limit - slack
                var exact = false
                if !fits && estimate <= limit + slack {
                    let measured = width(paragraph[lineStart..<wordEnd])
                    fits = measured <= limit
                    exact = true
                    if fits { lineWidth = measured }
                }
                if fits {
                    if !exact { lineWidth = estimate }
                    joins = exact ? 0 : joins + 1
                    lineEnd = wordEnd
                } else {
                    lines.append(paragraph[lineStart..<lineEnd])
                    lineStart = wordStart
                    lineEnd = wordEnd
                    lineWidth = width(paragraph[lineStart..<lineEnd])
                    joins = 0
                    if lines.count == maximumLines { return (lines, paragraph[lineStart...]) }
                }
            }
            guard let space else { break }
            wordStart = paragraph.index(after: space)
        }
        lines.append(paragraph[lineStart..<lineEnd])
        return (lines, nil)
    }
}
