import ReelGeometry

/// One keyframe of an animated Lottie property, in the property's own frames (its layer's time).
struct LottieKeyframe<Value: Sendable>: Sendable {
    /// The keyframe's time, in frames.
    var time: Double
    /// The value at `time` (`s`, or the previous keyframe's `e` in files that write no `s` here).
    var value: Value
    /// `h: 1`: the value holds until the next keyframe, then jumps.
    var hold = false
    /// The easing of the segment to the next keyframe, per dimension: `o` (the first control
    /// point) and `i` (the second), each x a fraction of the segment's time, y of its change.
    var easeOut: [Point] = []
    var easeIn: [Point] = []
    /// A position's spatial tangents for the segment to the next keyframe (`to`, `ti`), relative
    /// to this keyframe's and the next keyframe's value.
    var spatialOut: Point?
    var spatialIn: Point?

    /// The segment's easing for `dimension` as Bézier control points (x clamped to 0…1, as
    /// Lottie's players do); linear when the file gives none.
    func easing(dimension: Int) -> (Point, Point) {
        func pick(_ points: [Point], _ fallback: Point) -> Point {
            guard !points.isEmpty else { return fallback }
            let p = points[min(dimension, points.count - 1)]
            return Point(x: min(max(p.x, 0), 1), y: p.y)
        }
        return (pick(easeOut, Point(x: 0, y: 0)), pick(easeIn, Point(x: 1, y: 1)))
    }

    /// Whether the easing differs between dimensions (`o`/`i` with per-dimension arrays).
    var hasPerDimensionEasing: Bool {
        Set(easeOut.map { [$0.x, $0.y] }).count > 1 || Set(easeIn.map { [$0.x, $0.y] }).count > 1
    }

    /// Whether this segment bends through space (non-zero `to` or `ti`).
    var isSpatial: Bool {
        (spatialOut.map { $0 != .zero } ?? false) || (spatialIn.map { $0 != .zero } ?? false)
    }
}

/// A Lottie property: a fixed value (`a: 0`) or keyframes (`a: 1`).
enum LottieProperty<Value: Sendable>: Sendable {
    case fixed(Value)
    case animated([LottieKeyframe<Value>])

    var isAnimated: Bool { if case .animated = self { true } else { false } }

    /// The keyframes; empty for a fixed value.
    var keyframes: [LottieKeyframe<Value>] {
        if case .animated(let keys) = self { keys } else { [] }
    }

    /// The value before any keyframe (or the fixed value).
    var initial: Value {
        switch self {
        case .fixed(let v): v
        case .animated(let keys): keys[0].value
        }
    }

    /// The first and last keyframe times, nil for a fixed value.
    var frameRange: ClosedRange<Double>? {
        guard case .animated(let keys) = self else { return nil }
        return keys[0].time...keys[keys.count - 1].time
    }

    /// The value changed by `transform`, keeping the keyframes' timing.
    func map<Other>(_ transform: (Value) -> Other) -> LottieProperty<Other> {
        switch self {
        case .fixed(let v): return .fixed(transform(v))
        case .animated(let keys):
            return .animated(
                keys.map {
                    LottieKeyframe(
                        time: $0.time, value: transform($0.value), hold: $0.hold, easeOut: $0.easeOut,
                        easeIn: $0.easeIn, spatialOut: $0.spatialOut, spatialIn: $0.spatialIn)
                })
        }
    }
}

/// The frames at which baked (sampled) animations take a value: every whole frame of `range`
/// and its ends.
func sampleFrames(_ range: ClosedRange<Double>) -> [Double] {
    var frames = [range.lowerBound]
    var f = range.lowerBound.rounded(.down) + 1
    while f < range.upperBound {
        frames.append(f)
        f += 1
    }
    if range.upperBound > range.lowerBound { frames.append(range.upperBound) }
    return frames
}
