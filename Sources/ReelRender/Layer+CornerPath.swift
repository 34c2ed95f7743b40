import ReelGeometry
import ReelTimeline

extension Layer {
    /// `rect` with this layer's corners (`maskedCorners`, circular or continuous) at `radius`:
    /// the outline of its background, border and clip.
    func cornerPath(_ rect: Rect, radius: Double) -> Path {
        Path(roundedRect: rect, cornerRadius: radius, corners: maskedCorners, continuous: continuousCorners)
    }
}
