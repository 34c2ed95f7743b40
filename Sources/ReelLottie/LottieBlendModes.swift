import ReelGeometry

/// Lottie's layer blend modes (`bm`) as Reel's `compositingFilter`: the same W3C separable and
/// non-separable modes, numbered as After Effects lists them.
enum LottieBlendModes {
    /// `bm` 1 to 15; 0 is normal (source-over). 16 (add) and 17 (hard mix) have no W3C mode.
    static let byCode: [Int: BlendMode] = [
        1: .multiply, 2: .screen, 3: .overlay, 4: .darken, 5: .lighten, 6: .colorDodge, 7: .colorBurn,
        8: .hardLight, 9: .softLight, 10: .difference, 11: .exclusion, 12: .hue, 13: .saturation, 14: .color,
        15: .luminosity
    ]

    /// The name of a mode Reel cannot render, for its warning.
    static func unsupportedName(_ code: Double) -> String {
        switch code {
        case 16: "the blend mode add (bm 16)"
        case 17: "the blend mode hard mix (bm 17)"
        default: "blend mode \(code.formatted) (bm)"
        }
    }
}
