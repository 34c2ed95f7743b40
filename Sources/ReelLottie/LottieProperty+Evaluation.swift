import ReelGeometry
import ReelTimeline

/// A value Lottie interpolates between keyframes: component by component, each component
/// with the progress its dimension's easing gives.
protocol LottieInterpolable: Sendable {
    func interpolated(to other: Self, progress: (_ dimension: Int) -> Double) -> Self
}

extension Array: LottieInterpolable where Element == Double {
    func interpolated(to other: [Double], progress: (Int) -> Double) -> [Double] {
        guard count == other.count else { return progress(0) < 1 ? self : other }
        return indices.map { self[$0] + (other[$0] - self[$0]) * progress($0) }
    }
}

extension LottieProperty where Value: LottieInterpolable {
    /// The value at `frame` as Lottie's players compute it: held before the first keyframe and
    /// after the last, each segment eased by its keyframe's Bézier (per dimension), held on `h`,
    /// and along the spatial curve (`to`/`ti`, at the eased fraction of its length) for a point.
    func value(at frame: Double) -> Value {
        guard case .animated(let keys) = self else { return initial }
        if frame <= keys[0].time { return keys[0].value }
        guard let last = keys.last, frame < last.time else { return keys[keys.count - 1].value }
        var n = 0
        while n + 2 < keys.count && frame >= keys[n + 1].time { n += 1 }
        let a = keys[n]
        let b = keys[n + 1]
        if a.hold { return a.value }
        let span = b.time - a.time
        let u = span > 0 ? (frame - a.time) / span : 1
        func eased(_ dimension: Int) -> Double {
            let (c1, c2) = a.easing(dimension: dimension)
            return TimingFunction(controlPoints: c1.x, c1.y, c2.x, c2.y)(u)
        }
        if a.isSpatial, let from = a.value as? [Double], let to = b.value as? [Double], from.count >= 2,
            to.count >= 2
        {
            let p = SpatialSegment(
                from: Point(x: from[0], y: from[1]), to: Point(x: to[0], y: to[1]),
                out: a.spatialOut ?? .zero, in: a.spatialIn ?? .zero
            ).point(atFraction: eased(0))
            var result = from.interpolated(to: to, progress: eased)
            result[0] = p.x
            result[1] = p.y
            if let value = result as? Value { return value }
        }
        return a.value.interpolated(to: b.value, progress: eased)
    }
}

/// A position keyframe segment's curve: from one value to the next with the spatial tangents
/// `to` and `ti`, travelled at constant speed (progress is a fraction of its length).
struct SpatialSegment {
    let from: Point
    let to: Point
    let out: Point
    let `in`: Point

    func point(atFraction fraction: Double) -> Point {
        let c1 = from + out
        let c2 = to + `in`
        func bezier(_ s: Double) -> Point {
            let v = 1 - s
            return from * (v * v * v) + c1 * (3 * v * v * s) + c2 * (3 * v * s * s) + to * (s * s * s)
        }
        let samples = 64
        var lengths = [0.0]
        var previous = from
        for i in 1...samples {
            let p = bezier(Double(i) / Double(samples))
            lengths.append(lengths[i - 1] + (p - previous).length)
            previous = p
        }
        let total = lengths[samples]
        guard total > 0 else { return from.interpolated(to: to, at: fraction) }
        let target = min(max(fraction, 0), 1) * total
        var i = 1
        while i < samples && lengths[i] < target { i += 1 }
        let segment = lengths[i] - lengths[i - 1]
        let f = segment > 0 ? (target - lengths[i - 1]) / segment : 0
        return bezier((Double(i - 1) + f) / Double(samples))
    }
}
