import ReelGeometry
import ReelRaster

/// An output format's encoder as the pipeline drives it: frames arrive in order, once per pass.
///
/// Most formats take one pass. One that must see every frame before writing the first (a GIF's
/// global palette) asks for two: the pipeline renders the frames again rather than keep them,
/// because frames are pure and memory must not grow with the animation's length. A new format
/// (APNG, WebP, …) is a new conforming type and a case in `OutputFormat.makeEncoder`.
///
/// Encoders run on one thread (the pipeline's consumer) and are never shared.
package protocol FrameEncoder: AnyObject {
    /// How many times every frame is rendered and passed to `encode`: 1, or 2 for encoders that
    /// analyse the whole animation first.
    var passCount: Int { get }

    /// Called before the first frame of each pass (0-based), in order.
    func beginPass(_ pass: Int) throws

    /// Takes frame `index` of the output (0-based, counted from the first exported frame).
    func encode(_ frame: Pixmap, index: Int, pass: Int) throws

    /// Completes the file after the last pass; it must be on disk (closed) when this returns.
    func finish() throws
}

extension FrameEncoder {
    package func beginPass(_ pass: Int) throws {}
}
