import Foundation
import ReelTimeline

/// A layer that draws a string in a font, above its background.
///
/// Lines start at the top of the bounds and are aligned within their width; text that runs past
/// the bounds is clipped. On Linux the string is shaped by HarfBuzz and its glyphs come from
/// FreeType, in a font file or a family that fontconfig finds. It becomes a ``Layer`` whose kind
/// holds Reel's ``TextContent``.
open class CATextLayer: CALayer {
    /// Creates a text layer with Core Animation's defaults: no string, 36-point white text in the
    /// default font.
    public required init() {
        super.init()
        model.kind = .text(TextContent(string: ""))
    }
    /// Creates a copy of another layer's current property values, as ``CALayer/presentation()`` does.
    ///
    /// - Parameter layer: The layer to copy; when it is not a text layer, the copy draws no text.
    public required init(layer: Any) { super.init(layer: layer) }

    private var text: TextContent { model.text ?? TextContent(string: "") }

    /// The text to draw: a `String`, an `NSAttributedString` (its characters), or anything whose
    /// description is the text; empty by default.
    ///
    /// The whole text is drawn in ``font``, ``fontSize`` and ``foregroundColor``: an attributed
    /// string's attributes are ignored. `nil` sets an empty string. Reads as a `String`. A change
    /// is recorded at the current time and shows from then on, without an implicit animation.
    public var string: Any? {
        get { text.string }
        set { write("string") { $0.update(.text) { $0.string = Self.text(of: newValue) } } }
    }
    /// The font: a font file's name (a path with a `/`, or ending in `.ttf`, `.otf` or `.ttc`) or a
    /// family name for fontconfig; `nil`, the default, for DejaVu Sans.
    ///
    /// A `UIFont` is accepted too, for its family name; other values set `nil`. A file name is
    /// relative to the stage's ``Stage/imageDirectory``. A family fontconfig does not have falls
    /// back to one it has, as Core Text does. Reads as a `String`. A change is recorded at the
    /// current time and shows from then on, without an implicit animation.
    public var font: Any? {
        get { text.font }
        set {
            let font = bridgedToCoreGraphics(newValue) as? String
            write("font") { $0.update(.text) { $0.font = font?.isEmpty == true ? nil : font } }
        }
    }
    /// The characters ``string`` draws for a value: an attributed string's own, a `String`, or a
    /// description; empty for `nil`.
    static func text(of value: Any?) -> String {
        switch value {
        case nil: ""
        case let attributed as NSAttributedString: attributed.string
        case let string as String: string
        case let other?: "\(other)"
        }
    }
    /// The size of the text, in points; 36 by default, as in Core Animation.
    ///
    /// Animatable.
    public var fontSize: CGFloat {
        get { CGFloat(text.fontSize) }
        set { write("fontSize") { $0.update(.text) { $0.fontSize = Double(newValue) } } }
    }
    /// The colour of the text; opaque white by default, as in Core Animation.
    ///
    /// Setting `nil` sets white. Animatable.
    public var foregroundColor: CGColor? {
        get { text.foregroundColor }
        set { write("foregroundColor") { $0.update(.text) { $0.foregroundColor = newValue ?? .white } } }
    }
    /// How lines are aligned within the bounds' width; ``CATextLayerAlignmentMode/natural``, which
    /// Reel draws as left-aligned, by default.
    ///
    /// A change is recorded at the current time and shows from then on, without an implicit animation.
    public var alignmentMode: CATextLayerAlignmentMode {
        get { CATextLayerAlignmentMode(rawValue: text.alignment.rawValue) }
        set {
            let alignment = TextContent.Alignment(rawValue: newValue.rawValue) ?? .natural
            write("alignmentMode") { $0.update(.text) { $0.alignment = alignment } }
        }
    }
    /// Whether lines wrap at spaces to fit the bounds' width; `false`, one line per paragraph, by default.
    ///
    /// A change is recorded at the current time and shows from then on, without an implicit animation.
    public var isWrapped: Bool {
        get { text.isWrapped }
        set { write("wrapped") { $0.update(.text) { $0.isWrapped = newValue } } }
    }
}
