import ReelGeometry
import ReelTimeline

extension CALayer {
    /// The direction UIKit's curls roll in, in the layer's y-down space: upwards, tilted 20°
    /// towards the left, so the page lifts from its bottom-right corner first.
    package static let pageCurlAngle = -Double.pi / 2 - 20 * Double.pi / 180

    /// The animations of a page curl: `pageCurl.progress` from `from` to `to` (0 flat, 1 rolled
    /// away), with `pageCurl.angle` held at `angle` while it runs.
    /// - Parameters:
    ///   - from: The progress at the start.
    ///   - to: The progress at the end.
    ///   - angle: The direction the fold travels, in radians.
    /// - Returns: The two animations, to be timed and added by the caller.
    package static func pageCurlAnimations(from: Double, to: Double, angle: Double) -> [CABasicAnimation] {
        let progress = CABasicAnimation(keyPath: "pageCurl.progress")
        progress.fromValue = from
        progress.toValue = to
        let direction = CABasicAnimation(keyPath: "pageCurl.angle")
        direction.fromValue = angle
        direction.toValue = angle
        return [progress, direction]
    }
}
