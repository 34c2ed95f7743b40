import ReelCoreAnimation

/// `UIFont`, reduced to a family name and a size.
public final class UIFont: Sendable {
    /// A fontconfig family name or font file; nil for the default font.
    public let familyName: String?
    public let pointSize: CGFloat
    /// A font of `size` points in the family `name`.
    public init?(name: String, size: CGFloat) { (familyName, pointSize) = (name, size) }
    private init(family: String?, size: CGFloat) { (familyName, pointSize) = (family, size) }
    /// The default (system) font.
    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(family: nil, size: size) }
    /// The default font (Reel draws one weight; see docs/swift-api.md).
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(family: nil, size: size) }
}
