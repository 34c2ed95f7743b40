/// How a layer's colours combine with what lies behind it (Core Animation's `compositingFilter`):
/// the W3C Compositing and Blending Level 1 modes, named as Core Image's blend-mode filters
/// (`multiplyBlendMode` is `CIMultiplyBlendMode` without its prefix). No mode is source-over.
public enum BlendMode: String, Sendable, Hashable, Codable, CaseIterable {
    /// Source × backdrop: never lighter than either.
    case multiply = "multiplyBlendMode"
    /// The complement of the product of the complements: never darker than either.
    case screen = "screenBlendMode"
    /// Multiply where the backdrop is dark, screen where it is light (hard light, layers swapped).
    case overlay = "overlayBlendMode"
    /// The darker of source and backdrop, per channel.
    case darken = "darkenBlendMode"
    /// The lighter of source and backdrop, per channel.
    case lighten = "lightenBlendMode"
    /// Brightens the backdrop towards the source: backdrop ÷ (1 − source).
    case colorDodge = "colorDodgeBlendMode"
    /// Darkens the backdrop towards the source: 1 − (1 − backdrop) ÷ source.
    case colorBurn = "colorBurnBlendMode"
    /// Darkens or lightens the backdrop as a diffused light of the source's colour would.
    case softLight = "softLightBlendMode"
    /// Multiply where the source is dark, screen where it is light.
    case hardLight = "hardLightBlendMode"
    /// |backdrop − source|, per channel.
    case difference = "differenceBlendMode"
    /// Like difference, with less contrast: backdrop + source − 2 · backdrop · source.
    case exclusion = "exclusionBlendMode"
    /// The source's hue with the backdrop's saturation and luminosity.
    case hue = "hueBlendMode"
    /// The source's saturation with the backdrop's hue and luminosity.
    case saturation = "saturationBlendMode"
    /// The source's hue and saturation with the backdrop's luminosity.
    case color = "colorBlendMode"
    /// The source's luminosity with the backdrop's hue and saturation.
    case luminosity = "luminosityBlendMode"
}
