public import ReelGeometry

/// Lays text out as `CATextLayer` does: lines from the top of the bounds (first baseline one
/// ascender down, then one line height each), aligned within the width, wrapped at spaces when
/// asked; the result is one path of glyph outlines in the layer's space, for the rasterizer.
public struct TextLayout: Sendable {
    /// Where lines sit horizontally.
    public enum Alignment: Sendable {
        case left, right, center
        /// Both edges, by widening spaces; the last line of a paragraph stays left.
        case justified
    }

    /// The glyph outlines, positioned.
    public var path: Path
    /// The laid-out lines' extent: the widest line and the lines' total height.
    public var size: Size

    /// Lays out `string` in `font` at `fontSize` points in a box `width` wide (from x = 0, y = 0).
    public init(_ string: String, font: FontFace, fontSize: Double, width: Double, alignment: Alignment, wrapped: Bool) {
        let k = fontSize / font.unitsPerEm
        let lineHeight = (font.ascender + font.descender + font.lineGap) * k
        var lines: [(text: String, isLast: Bool)] = []
        for paragraph in string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let broken = wrapped ? Self.wrap(paragraph, font: font, limit: width / max(k, 1e-12)) : [paragraph]
            for (i, line) in broken.enumerated() { lines.append((line, i == broken.count - 1)) }
        }
        var path = Path()
        var widest = 0.0
        for (index, line) in lines.enumerated() {
            let glyphs = font.shape(line.text)
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
                if !line.isLast, !spaces.isEmpty, lineWidth < width { extraPerSpace = (width - lineWidth) / Double(spaces.count) }
            }
            let spaces = extraPerSpace > 0 ? Self.spaceGlyphs(glyphs, in: line.text) : []
            let baseline = font.ascender * k + Double(index) * lineHeight
            for (i, glyph) in glyphs.enumerated() {
                let outline = font.outline(of: glyph.glyph)
                if !outline.isEmpty {
                    let placement = AffineTransform(scaleX: k, y: k)
                        .concatenating(AffineTransform(translationX: x + glyph.offset.x * k, y: baseline + glyph.offset.y * k))
                    path.append(outline.applying(placement))
                }
                x += glyph.advance * k
                if spaces.contains(i) { x += extraPerSpace }
            }
        }
        self.path = path
        self.size = Size(width: widest, height: Double(lines.count) * lineHeight)
    }

    /// Indices of the glyphs that come from a space.
    private static func spaceGlyphs(_ glyphs: [FontFace.ShapedGlyph], in text: String) -> Set<Int> {
        let bytes = Array(text.utf8)
        return Set(glyphs.indices.filter { glyphs[$0].cluster < bytes.count && bytes[glyphs[$0].cluster] == 0x20 })
    }

    /// Greedy breaking at spaces: as many words per line as fit in `limit` font units; a word
    /// wider than the line stands alone on its line.
    static func wrap(_ paragraph: String, font: FontFace, limit: Double) -> [String] {
        let words = paragraph.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        var lines: [String] = []
        var current: String?
        for word in words {
            guard let line = current else { current = word; continue }
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
}
