import ReelCoreAnimation

/// UIKit's semantic (dynamic) colours, fixed at iOS's light-appearance values: Reel has no dark
/// mode, so each is the colour a light-appearance iOS screen shows.
extension UIColor {
    /// A colour from 0…255 sRGB components.
    private convenience init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.init(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
    }

    /// Primary text: black.
    public static let label = UIColor(0, 0, 0)
    /// Secondary text: #3C3C43 at 60 % opacity.
    public static let secondaryLabel = UIColor(60, 60, 67, 0.6)
    /// Tertiary text: #3C3C43 at 30 % opacity.
    public static let tertiaryLabel = UIColor(60, 60, 67, 0.3)
    /// Quaternary text: #3C3C43 at 18 % opacity.
    public static let quaternaryLabel = UIColor(60, 60, 67, 0.18)
    /// Placeholder text in fields: #3C3C43 at 30 % opacity.
    public static let placeholderText = UIColor(60, 60, 67, 0.3)
    /// Links: #007AFF.
    public static let link = UIColor(0, 122, 255)
    /// A view's main background: white.
    public static let systemBackground = UIColor(255, 255, 255)
    /// Content layered on the main background: #F2F2F7.
    public static let secondarySystemBackground = UIColor(242, 242, 247)
    /// Content layered on the secondary background: white.
    public static let tertiarySystemBackground = UIColor(255, 255, 255)
    /// A grouped table's background: #F2F2F7.
    public static let systemGroupedBackground = UIColor(242, 242, 247)
    /// Content on a grouped background: white.
    public static let secondarySystemGroupedBackground = UIColor(255, 255, 255)
    /// Content on a secondary grouped background: #F2F2F7.
    public static let tertiarySystemGroupedBackground = UIColor(242, 242, 247)
    /// Thin separator lines, letting what is beneath show: #3C3C43 at 29 % opacity.
    public static let separator = UIColor(60, 60, 67, 0.29)
    /// Opaque separator lines: #C6C6C8.
    public static let opaqueSeparator = UIColor(198, 198, 200)
    /// Fills of thin and small shapes: #787880 at 20 % opacity.
    public static let systemFill = UIColor(120, 120, 128, 0.2)
    /// Fills of medium shapes: #787880 at 16 % opacity.
    public static let secondarySystemFill = UIColor(120, 120, 128, 0.16)
    /// Fills of large shapes: #767680 at 12 % opacity.
    public static let tertiarySystemFill = UIColor(118, 118, 128, 0.12)
    /// Fills of large areas with complex content: #747480 at 8 % opacity.
    public static let quaternarySystemFill = UIColor(116, 116, 128, 0.08)
    /// The second system grey: #AEAEB2.
    public static let systemGray2 = UIColor(174, 174, 178)
    /// The third system grey: #C7C7CC.
    public static let systemGray3 = UIColor(199, 199, 204)
    /// The fourth system grey: #D1D1D6.
    public static let systemGray4 = UIColor(209, 209, 214)
    /// The fifth system grey: #E5E5EA.
    public static let systemGray5 = UIColor(229, 229, 234)
    /// The sixth system grey, the lightest: #F2F2F7.
    public static let systemGray6 = UIColor(242, 242, 247)
    /// iOS's system indigo (light appearance): #5856D6.
    public static let systemIndigo = UIColor(88, 86, 214)
    /// iOS's system teal (light appearance): #5AC8FA.
    public static let systemTeal = UIColor(90, 200, 250)
}
