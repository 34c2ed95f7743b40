import ReelCoreAnimation
import ReelGeometry

/// `UIColor`: a colour with UIKit's names; `cgColor` is what layers take.
public final class UIColor: Sendable, Equatable {
    /// The colour as layers take it.
    public let cgColor: CGColor

    /// A colour from straight sRGB components in 0…1.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        cgColor = Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha))
    }
    /// A grey.
    public init(white: CGFloat, alpha: CGFloat) {
        cgColor = Color(red: Double(white), green: Double(white), blue: Double(white), alpha: Double(alpha))
    }
    /// A colour from a hue, saturation and brightness in 0…1.
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
    /// A colour wrapping `cgColor`.
    public init(cgColor: CGColor) { self.cgColor = cgColor }
    /// A CSS colour name or `#rrggbb` hex string (Reel's scene-file spelling); black when unknown.
    public convenience init(named name: String) {
        self.init(cgColor: Color.named[name] ?? Color(hex: name) ?? .black)
    }

    /// The same colour with `alpha` instead of its own.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        var c = cgColor
        c.alpha = Double(alpha)
        return UIColor(cgColor: c)
    }

    public static func == (a: UIColor, b: UIColor) -> Bool { a.cgColor == b.cgColor }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    // The iOS system colours (light appearance).
    public static let systemBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
    public static let systemRed = UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1)
    public static let systemGreen = UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1)
    public static let systemOrange = UIColor(red: 1, green: 149.0 / 255, blue: 0, alpha: 1)
    public static let systemPink = UIColor(red: 1, green: 45.0 / 255, blue: 85.0 / 255, alpha: 1)
    public static let systemGray = UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)
    public static let systemYellow = UIColor(red: 1, green: 204.0 / 255, blue: 0, alpha: 1)
    public static let systemPurple = UIColor(red: 175.0 / 255, green: 82.0 / 255, blue: 222.0 / 255, alpha: 1)
}
