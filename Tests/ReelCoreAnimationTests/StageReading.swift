import Reel
import ReelAPITestSupport
import XCTest

/// A layer of `width` × `height` points centred at (x, y), not yet on a stage.
func square(x: Double = 50, y: Double = 50, width: Double = 20, height: Double = 20) -> CALayer {
    let layer = CALayer()
    layer.position = CGPoint(x: x, y: y)
    layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
    return layer
}

/// A stage of 100 × 100 points running `duration` seconds with `layers` on it.
func makeStage(_ layers: CALayer..., duration: Double = 4) -> Stage {
    let stage = Stage(width: 100, height: 100, duration: duration)
    for layer in layers { stage.rootLayer.addSublayer(layer) }
    return stage
}
