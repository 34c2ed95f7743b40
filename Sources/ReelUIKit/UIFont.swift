import ReelCoreAnimation

/// A font, reduced to a family name and a size.
///
/// A ``CATextLayer`` given a font (`textLayer.font = font`) takes its family only; set the
/// layer's ``CATextLayer/fontSize`` for the size, as in Core Animation. Families are looked up by
/// fontconfig when the scene is rendered; an export warns when one is not installed and another
/// replaces it.
public final class UIFont: Sendable {
    /// A fontconfig family name or a font file's path; nil for the default font.
    public let familyName: String?
    /// The size in points.
    public let pointSize: CGFloat
    /// A font of a family, by name.
    ///
    /// Unlike UIKit, it never returns nil: the family is looked up only when the scene is rendered.
    ///
    /// - Parameters:
    ///   - name: A fontconfig family name (`"DejaVu Serif"`) or a font file's path.
    ///   - size: The size in points.
    public init?(name: String, size: CGFloat) { (familyName, pointSize) = (name, size) }
    private init(family: String?, size: CGFloat) { (familyName, pointSize) = (family, size) }
    /// The default font, Reel's stand-in for the system font.
    ///
    /// - Parameter size: The size in points.
    /// - Returns: A font with no family name (the default one).
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(family: nil, size: size) }
    /// The system font in bold: ``systemFont(ofSize:weight:)`` with ``Weight/bold``.
    ///
    /// - Parameter size: The size in points.
    /// - Returns: The default family's bold face (`"DejaVu Sans:bold"`).
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
}
