/// How a layer's `mask` masks it. Core Animation masks by the mask's alpha alone; the other
/// modes are After Effects' track mattes, which Lottie files use (an inverted alpha matte, a
/// luminance matte and an inverted one), and serve to subtract one mask from another.
public enum MaskMode: String, Sendable, Equatable, CaseIterable {
    /// The layer shows where the mask is opaque (Core Animation's, the default).
    case alpha
    /// The layer shows where the mask is transparent.
    case inverseAlpha
    /// The layer shows where the mask is bright: its luminance (Rec. 709 weights) over black, so
    /// transparent parts count as black.
    case luminance
    /// The layer shows where the mask is dark (or transparent).
    case inverseLuminance
}
