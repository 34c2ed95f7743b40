import ReelCoreAnimation
import ReelGeometry

/// An sRGB colour with UIKit's initializers and names; ``cgColor`` is what layers take.
///
/// Views take a `UIColor` (``UIView/backgroundColor``); layers take its ``cgColor``, and
/// Core Animation's untyped values (an animation's `fromValue`, a gradient's `colors`) take
/// either. The system colours are iOS's light-appearance values: Reel has no dark mode.
public final class UIColor: Sendable, Equatable {
    /// The colour as layers take it: straight (not premultiplied) sRGB components.
    public let cgColor: CGColor

    /// A colour from its sRGB components.
    ///
    /// - Parameters:
    ///   - red: The red component, 0…1.
    ///   - green: The green component, 0…1.
    ///   - blue: The blue component, 0…1.
    ///   - alpha: The opacity, 0 (transparent) to 1 (opaque).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    /// A grey.
    ///
    /// - Parameters:
    ///   - white: The grey level, 0 (black) to 1 (white), used for each sRGB component.
    ///   - alpha: The opacity, 0 (transparent) to 1 (opaque).
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = Color(red: Double(white), green: Double(white), blue: Double(white), alpha: Double(alpha))
    }
    /// A colour from its hue, saturation and brightness (HSB, also called HSV) in sRGB.
    ///
    /// - Parameters:
    ///   - hue: The hue as a fraction of the colour wheel, 0 (red) through 1/3 (green) and 2/3
    ///     (blue); only its fractional part counts, so 1 is red again.
    ///   - saturation: 0 (grey) to 1 (pure hue).
    ///   - brightness: 0 (black) to 1 (full brightness).
    ///   - alpha: The opacity, 0 (transparent) to 1 (opaque).
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (Double(hue) - Double(hue).rounded(.down)) * 6
        let s = Double(saturation)
        let v = Double(brightness)
        let i = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][i]
        cgColor = Color(red: r, green: g, blue: b, alpha: Double(alpha))
    }
    /// A colour with the components of a Core Graphics colour.
    ///
    /// - Parameter cgColor: The colour.
    public init(cgColor: CGColor) { self.cgColor = cgColor }
    /// A colour from a name, or nil when there is no colour by that name, as in UIKit.
    ///
    /// UIKit looks the name up in the app's asset catalogue, which Reel does not have: Reel takes
    /// a CSS colour name (``Color/named``) or a hex string (``Color/init(hex:)``) instead, spelled
    /// as in Reel's scene files. ``init(hex:)`` never fails.
    ///
    /// - Parameter name: A lower-case CSS name (`"tomato"`) or `#rgb`, `#rgba`, `#rrggbb` or
    ///   `#rrggbbaa`.
    public convenience init?(named name: String) {
        guard let color = Color.named[name] ?? Color(hex: name) else { return nil }
        self.init(cgColor: color)
    }
    /// A colour from a hex string or a CSS name, as Reel's scene files spell colours; never nil.
    ///
    /// Not a UIKit initializer: it is ``init(named:)`` without the optional, for colours written
    /// in code.
    ///
    /// - Parameter hex: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`, or a lower-case CSS name
    ///   (`"tomato"`); anything else gives black.
    public convenience init(hex: String) {
        self.init(cgColor: Color.named[hex] ?? Color(hex: hex) ?? .black)
    }

    /// The same colour with another opacity.
    ///
    /// - Parameter alpha: The new opacity, 0 (transparent) to 1 (opaque).
    /// - Returns: A colour with this one's red, green and blue and the given alpha.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var c = cgColor
        c.alpha = Double(alpha)
        return UIColor(cgColor: c)
    }

    /// Whether two colours have exactly the same components.
    ///
    /// - Parameters:
    ///   - a: A colour.
    ///   - b: Another colour.
    /// - Returns: True when their red, green, blue and alpha are equal.
    public static func == (a: UIColor, b: UIColor) -> Bool { a.cgColor == b.cgColor }

    /// Black: white level 0.
    public static let black = UIColor(white: 0, alpha: 1)
    /// A dark grey: white level 1/3.
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    /// A light grey: white level 2/3.
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    /// White: white level 1.
    public static let white = UIColor(white: 1, alpha: 1)
    /// A middle grey: white level 0.5.
    public static let gray = UIColor(white: 0.5, alpha: 1)
    /// Pure red: RGB (1, 0, 0).
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    /// Pure green: RGB (0, 1, 0).
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    /// Pure blue: RGB (0, 0, 1).
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    /// Cyan: RGB (0, 1, 1).
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    /// Yellow: RGB (1, 1, 0).
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    /// Magenta: RGB (1, 0, 1).
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    /// Orange: RGB (1, 0.5, 0).
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// Purple: RGB (0.5, 0, 0.5).
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// Brown: RGB (0.6, 0.4, 0.2).
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    /// Fully transparent: black with alpha 0.
    public static let clear = UIColor(white: 0, alpha: 0)
    /// iOS's system blue (light appearance): #007AFF.
    public static let systemBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    /// iOS's system red (light appearance): #FF3B30.
    public static let systemRed = UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1)
    /// iOS's system green (light appearance): #34C759.
    public static let systemGreen = UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1)
    /// iOS's system orange (light appearance): #FF9500.
    public static let systemOrange = UIColor(red: 1, green: 149.0 / 255, blue: 0, alpha: 1)
    /// iOS's system pink (light appearance): #FF2D55.
    public static let systemPink = UIColor(red: 1, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1)
    /// iOS's system grey (light appearance): #8E8E93.
    public static let systemGray = UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)
    /// iOS's system yellow (light appearance): #FFCC00.
    public static let systemYellow = UIColor(red: 1, green: 204.0 / 255, blue: 0, alpha: 1)
    /// iOS's system purple (light appearance): #AF52DE.
    public static let systemPurple = UIColor(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255, alpha: 1)
}
