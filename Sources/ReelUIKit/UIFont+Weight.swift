import ReelCoreAnimation

extension UIFont {
    /// A font weight, as UIKit numbers them: 0 is regular, negative lighter, positive heavier.
    ///
    /// Reel's system font (DejaVu Sans) has three weights: extra-light (for ``light`` and lighter),
    /// book (regular and ``medium``) and bold (``semibold`` and heavier).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// UIKit's number for the weight, from −1 (lightest) to 1 (heaviest).
        public let rawValue: CGFloat
        /// A weight from UIKit's number.
        ///
        /// - Parameter rawValue: −1 (lightest) to 1 (heaviest), 0 being regular.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Ultra-light: −0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin: −0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// Light: −0.4.
        public static let light = Weight(rawValue: -0.4)
        /// Regular: 0.
        public static let regular = Weight(rawValue: 0)
        /// Medium: 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold: 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold: 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy: 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// Black: 0.62.
        public static let black = Weight(rawValue: 0.62)
    }

    /// The system font (Reel's default family, DejaVu Sans) at a weight.
    ///
    /// - Parameters:
    ///   - size: The size in points.
    ///   - weight: The weight; Reel draws the nearest of extra-light, regular and bold.
    /// - Returns: A font whose ``familyName`` is nil (the default font) for regular and medium, or
    ///   a fontconfig pattern with a style: `"DejaVu Sans:light"` or `"DejaVu Sans:bold"`.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        if weight.rawValue >= Weight.semibold.rawValue { return UIFont(name: "DejaVu Sans:bold", size: size)! }
        if weight.rawValue <= Weight.light.rawValue { return UIFont(name: "DejaVu Sans:light", size: size)! }
        return systemFont(ofSize: size)
    }
}
