import ReelCoreAnimation

/// How a label aligns its lines (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines fill the width (Reel draws them as natural).
    case justified = 3
    /// The script's natural alignment: left for left-to-right text.
    case natural = 4

    /// The text layer's alignment mode for this alignment.
    var alignmentMode: CATextLayerAlignmentMode {
        switch self {
        case .left: .left
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .natural: .natural
        }
    }
}

/// A view that shows text, drawn by its layer, a ``CATextLayer``.
///
/// The defaults are UIKit's: the system font at 17 points, ``UIColor/label`` (black), natural
/// alignment, one line. Unlike UIKit, the text is drawn from the top of the bounds (as a text
/// layer draws it) rather than centred vertically, a single line is clipped rather than ended
/// with "…", and a ``numberOfLines`` above 1 wraps without a limit.
open class UILabel: UIView {
    /// A ``CATextLayer``.
    open override class var layerClass: AnyClass { CATextLayer.self }

    private var textLayer: CATextLayer { layer as! CATextLayer }

    /// The text shown; nil shows none.
    public var text: String? {
        didSet { textLayer.string = text }
    }
    /// The font: its family and size become the text layer's `font` and `fontSize`.
    public var font: UIFont! = .systemFont(ofSize: 17) {
        didSet {
            if font == nil { font = .systemFont(ofSize: 17) }
            textLayer.font = font
            textLayer.fontSize = font.pointSize
        }
    }
    /// The text's colour; nil restores the default, ``UIColor/label``.
    public var textColor: UIColor! = .label {
        didSet {
            if textColor == nil { textColor = .label }
            textLayer.foregroundColor = textColor.cgColor
        }
    }
    /// How the lines align in the bounds.
    public var textAlignment: NSTextAlignment = .natural {
        didSet { textLayer.alignmentMode = textAlignment.alignmentMode }
    }
    /// The most lines shown: 1 (the default) keeps the text on one line; 0 or more wraps it at the
    /// bounds' width (Reel sets no limit on the wrapped lines).
    public var numberOfLines = 1 {
        didSet { textLayer.isWrapped = numberOfLines != 1 }
    }

    /// A label with the given frame, no text, and UIKit's defaults.
    ///
    /// - Parameter frame: The view's frame in its superview's coordinates, in points.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        textLayer.font = font
        textLayer.fontSize = font.pointSize
        textLayer.foregroundColor = textColor.cgColor
        textLayer.alignmentMode = .natural
        textLayer.isWrapped = false
        layer.masksToBounds = true
    }

    /// Always nil: Reel has no archives.
    ///
    /// - Parameter coder: Unused.
    public required init?(coder: NSCoder) { return nil }
}
