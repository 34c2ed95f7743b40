import ReelGeometry

/// One 8-bit RGBA pixel. In a `Pixmap` the colour channels are premultiplied by alpha.
public struct RGBA8: Sendable, Hashable {
    /// Red, 0…255.
    public var r: UInt8
    /// Green, 0…255.
    public var g: UInt8
    /// Blue, 0…255.
    public var b: UInt8
    /// Alpha, 0 (transparent) …255 (opaque).
    public var a: UInt8

    /// A pixel from its four channels, stored as given.
    /// - Parameters:
    ///   - r: Red, 0…255.
    ///   - g: Green, 0…255.
    ///   - b: Blue, 0…255.
    ///   - a: Alpha, 0 (transparent) …255 (opaque).
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = r
        self.g = g
        self.b = b
        self.a = a
    }
}

extension Color {
    /// Premultiplied 8-bit RGBA, rounded to nearest, as the compositor stores pixels.
    public var premultipliedRGBA8: RGBA8 {
        let a = clamp(alpha)
        return RGBA8(
            r: byte(clamp(red) * a),
            g: byte(clamp(green) * a),
            b: byte(clamp(blue) * a),
            a: byte(a)
        )
    }
}

private func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
private func byte(_ v: Double) -> UInt8 { UInt8((v * 255).rounded()) }
