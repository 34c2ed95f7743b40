/// A colour as straight (not premultiplied) sRGB-encoded components in 0…1, as Core Animation
/// stores `CGColor`s. Interpolation happens on these straight components (a documented choice).
public struct Color: Sendable, Hashable, Codable {
    /// The red component in 0…1, not premultiplied.
    public var red: Double
    /// The green component in 0…1, not premultiplied.
    public var green: Double
    /// The blue component in 0…1, not premultiplied.
    public var blue: Double
    /// Opacity in 0…1: 0 is transparent, 1 opaque.
    public var alpha: Double

    /// A colour from straight components; values outside 0…1 are clamped when drawn.
    /// - Parameters:
    ///   - red: The red component in 0…1.
    ///   - green: The green component in 0…1.
    ///   - blue: The blue component in 0…1.
    ///   - alpha: Opacity in 0…1; 1 (opaque) by default.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Transparent: every component 0 (`UIColor.clear`).
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0)
    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// This colour made more transparent, as a layer's opacity does to what it draws.
    /// - Parameter factor: What alpha is multiplied by; 1 leaves the colour as it is.
    /// - Returns: The same red, green and blue with alpha × `factor`.
    public func withAlphaMultiplied(by factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Linear interpolation of the straight components, alpha included.
    /// - Parameters:
    ///   - other: The colour at `t` = 1.
    ///   - t: The fraction of the way from `self` to `other`; values outside 0…1 extrapolate.
    /// - Returns: `self` at `t` = 0, `other` at `t` = 1, component by component in between.
    public func interpolated(to other: Color, at t: Double) -> Color {
        Color(
            red: red + (other.red - red) * t,
            green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t,
            alpha: alpha + (other.alpha - alpha) * t
        )
    }
}
