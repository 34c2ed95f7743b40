import ReelGeometry
import ReelText

/// Text layouts of earlier frames, by what each was laid out from, so a text layer whose string,
/// font, size and bounds stay the same is shaped and outlined once rather than every frame. One
/// per renderer (a renderer serves one thread); bounded, and emptied whole when full.
struct TextLayoutCache {
    struct Key: Hashable {
        let string: String
        let font: ObjectIdentifier
        let fontSize: Double
        let width: Double
        let alignment: TextLayout.Alignment
        let wrapped: Bool
        let visible: Rect
    }

    /// The font is held so that its identity in the key cannot be reused by another font.
    private var entries: [Key: (font: FontFace, layout: TextLayout)] = [:]
    /// The characters of the strings held, to bound the memory a long text keeps.
    private var characters = 0
    static let maximumEntries = 256
    static let maximumCharacters = 1 << 20

    /// The layout of `string` as `TextLayout.init` makes it, from this cache when laid out before.
    mutating func layout(
        _ string: String, font: FontFace, fontSize: Double, width: Double, alignment: TextLayout.Alignment,
        wrapped: Bool, visible: Rect
    ) -> TextLayout {
        let key = Key(
            string: string, font: ObjectIdentifier(font), fontSize: fontSize, width: width, alignment: alignment,
            wrapped: wrapped, visible: visible)
        if let entry = entries[key], entry.font === font { return entry.layout }
        let layout = TextLayout(
            string, font: font, fontSize: fontSize, width: width, alignment: alignment, wrapped: wrapped,
            visible: visible)
        let count = string.utf8.count
        guard count <= Self.maximumCharacters else { return layout }
        if entries.count >= Self.maximumEntries || characters + count > Self.maximumCharacters {
            entries.removeAll()
            characters = 0
        }
        entries[key] = (font, layout)
        characters += count
        return layout
    }
}
