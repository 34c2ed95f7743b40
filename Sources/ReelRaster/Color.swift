/// A colour as straight (not premultiplied) sRGB-encoded components in 0…1, as Core Animation
/// stores `CGColor`s. Interpolation happens on these straight components (a documented choice).
public struct Color: Sendable, Hashable, Codable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    /// A colour from straight components in 0…1; values outside are clamped when drawn.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// This colour with its alpha multiplied by `factor`.
    public func withAlphaMultiplied(by factor: Double) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Premultiplied 8-bit RGBA, rounded to nearest, as the compositor stores pixels.
    public var premultipliedRGBA8: RGBA8 {
        let a = Self.clamp(alpha)
        return RGBA8(
            r: Self.byte(Self.clamp(red) * a),
            g: Self.byte(Self.clamp(green) * a),
            b: Self.byte(Self.clamp(blue) * a),
            a: Self.byte(a)
        )
    }

    /// Linear interpolation of straight components: `self` at t = 0, `other` at t = 1.
    public func interpolated(to other: Color, at t: Double) -> Color {
        Color(
            red: red + (other.red - red) * t,
            green: green + (other.green - green) * t,
            blue: blue + (other.blue - blue) * t,
            alpha: alpha + (other.alpha - alpha) * t
        )
    }

    private static func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
    private static func byte(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }
}

/// One 8-bit RGBA pixel. In a `Pixmap` the colour channels are premultiplied by alpha.
public struct RGBA8: Sendable, Hashable {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }
}
