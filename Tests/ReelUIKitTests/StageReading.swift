import Reel
import ReelAPITestSupport

/// UIKit's default animation curve, ease-in-ease-out, at time progress `x`.
func easeInOut(_ x: Double) -> Double { bezierProgress(0.42, 0, 0.58, 1, at: x) }

/// A stage of `width` × `height` points with `views` on its root view.
func makeStage(_ views: UIView..., width: Double = 100, height: Double = 100, duration: Double = 4) -> Stage {
    let stage = Stage(width: width, height: height, duration: duration)
    for view in views { stage.view.addSubview(view) }
    return stage
}
