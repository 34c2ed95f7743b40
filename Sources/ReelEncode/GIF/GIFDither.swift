/// How a GIF spreads the error of colours its palette does not hold.
public enum GIFDither: String, Sendable, Hashable, CaseIterable {
    /// Nearest palette entry: flat, banded gradients, the smallest files.
    case none
    /// An 8×8 Bayer threshold pattern, fixed to the pixel's position: a pixel that does not change
    /// keeps its index from frame to frame (no crawling), and the pattern repeats, which LZW likes.
    case ordered
    /// Error diffusion (Sierra Lite): the smoothest gradients, but the pattern depends on the whole
    /// row before it, so only pixels whose source colour changed are re-dithered (see `GIFWriter`).
    case diffusion
}
