import Reel

// Reading a Swift API stage's presentation values in tests, shared by the Core Animation and UIKit
// test targets.

extension Timeline {
    /// The layer at `path` (sublayer indices, the first among the stage's) as drawn at `t`.
    public func drawn(_ path: [Int], at t: Double) -> Layer {
        var layer = snapshot(at: t).layers[path[0]]
        for i in path.dropFirst() { layer = layer.sublayers[i] }
        return layer
    }

    /// The value of an animatable key path on the layer at `path` as drawn at `t`.
    public func value(_ keyPath: String, _ path: [Int] = [0], at t: Double) -> AnimationValue {
        AnimatableProperty.named(keyPath)!.value(of: drawn(path, at: t))
    }

    /// A number (a scalar, or a point's x) on the layer at `path` as drawn at `t`.
    public func number(_ keyPath: String, _ path: [Int] = [0], at t: Double) -> Double {
        switch value(keyPath, path, at: t) {
        case .scalar(let x): x
        case .point(let p): p.x
        default: .nan
        }
    }

    /// A point on the layer at `path` as drawn at `t`.
    public func point(_ keyPath: String, _ path: [Int] = [0], at t: Double) -> Point {
        if case .point(let p) = value(keyPath, path, at: t) { return p }
        return Point(x: .nan, y: .nan)
    }
}

/// A cubic Bézier timing curve from (0, 0) to (1, 1), evaluated independently of Reel's: the
/// parameter found by bisection on x (monotonic for control x in 0…1), then y.
public func bezierProgress(_ c1x: Double, _ c1y: Double, _ c2x: Double, _ c2y: Double, at x: Double) -> Double {
    func cubic(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var (lo, hi) = (0.0, 1.0)
    for _ in 0..<100 {
        let mid = (lo + hi) / 2
        if cubic(mid, c1x, c2x) < x { lo = mid } else { hi = mid }
    }
    return cubic((lo + hi) / 2, c1y, c2y)
}
