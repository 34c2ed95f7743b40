import ReelTimeline

/// `CATextLayer`: a string drawn with a font (a file or a fontconfig family name).
open class CATextLayer: CALayer {
    public required init() {
        super.init()
        model.kind = .text(TextContent(string: ""))
    }
    public required init(layer: Any) { super.init(layer: layer) }

    private var text: TextContent {
        get { model.text ?? TextContent(string: "") }
        set { model.kind = .text(newValue) }
    }

    /// A `String` (or anything whose description is the text; attributed strings draw as plain text).
    public var string: Any? {
        get { text.string }
        set { text.string = newValue.map { "\($0)" } ?? "" }
    }
    /// A font file or family name (a `UIFont` is accepted too).
    public var font: Any? {
        get { text.font }
        set { text.font = bridgedToCoreGraphics(newValue) as? String }
    }
    public var fontSize: CGFloat {
        get { CGFloat(text.fontSize) }
        set { write("fontSize") { $0.update(.text) { $0.fontSize = Double(newValue) } } }
    }
    public var foregroundColor: CGColor? {
        get { text.foregroundColor }
        set { write("foregroundColor") { $0.update(.text) { $0.foregroundColor = newValue ?? .white } } }
    }
    public var alignmentMode: CATextLayerAlignmentMode {
        get { CATextLayerAlignmentMode(rawValue: text.alignment.rawValue) }
        set { text.alignment = TextContent.Alignment(rawValue: newValue.rawValue) ?? .natural }
    }
    public var isWrapped: Bool {
        get { text.isWrapped }
        set { text.isWrapped = newValue }
    }
}
