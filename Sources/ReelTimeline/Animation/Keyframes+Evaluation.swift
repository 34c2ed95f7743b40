import Foundation
import ReelGeometry

extension Keyframes {
    /// The value at `progress` (0…1, after the animation-wide timing function).
    func value(at progress: Double) -> AnimationValue {
        if let path { return .point(MotionPath(path).point(at: progress, keyframes: self)) }
        let values = self.values
        guard values.count > 1 else { return values.first ?? .scalar(0) }
        switch mode {
        case .discrete:
            return values[discreteIndex(at: progress, count: values.count)]
        case .linear, .paced:
            let (i, u) = segment(at: progress, times: mode == .paced ? pacedTimes(values) : times(count: values.count))
            return values[i].interpolated(to: values[i + 1], at: u)
        case .cubic:
            let (i, u) = segment(at: progress, times: times(count: values.count))
            return cubicValue(values, segment: i, at: u)
        case .cubicPaced:
            return cubicPacedValue(values, at: progress)
        }
    }

    /// Key times in use: the given ones, or evenly spaced.
    func times(count: Int) -> [Double] {
        if let keyTimes, keyTimes.count == count { return keyTimes }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// Key times spaced for constant speed: proportional to the cumulative distance.
    func pacedTimes(_ values: [AnimationValue]) -> [Double] {
        var lengths = [0.0]
        for (a, b) in zip(values, values.dropFirst()) { lengths.append(lengths.last! + a.distance(to: b)) }
        let total = lengths.last!
        guard total > 0 else { return times(count: values.count) }
        return lengths.map { $0 / total }
    }

    /// The segment containing `progress` and the progress within it, after its timing function.
    func segment(at progress: Double, times: [Double]) -> (Int, Double) {
        var i = 0
        while i < times.count - 2 && progress >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var u = span > 0 ? (progress - times[i]) / span : 1
        u = min(max(u, 0), 1)
        if mode != .paced, mode != .cubicPaced, let functions = timingFunctions, i < functions.count {
            u = functions[i](u)
        }
        return (i, u)
    }

    /// Discrete: value i holds from keyTime i to keyTime i + 1. With n values, n + 1 key times
    /// (or n evenly spaced steps when none are given).
    func discreteIndex(at progress: Double, count: Int) -> Int {
        let times: [Double]
        if let keyTimes, keyTimes.count == count + 1 || keyTimes.count == count {
            times = keyTimes
        } else {
            times = (0...count).map { Double($0) / Double(count) }
        }
        var index = 0
        while index + 1 < min(count, times.count) && progress >= times[index + 1] { index += 1 }
        return index
    }

    /// A Kochanek–Bartels (TCB) spline segment between values i and i + 1, as a cubic Hermite.
    func cubicValue(_ v: [AnimationValue], segment i: Int, at u: Double) -> AnimationValue {
        let p0 = v[i]
        let p1 = v[i + 1]
        let outgoing = tangent(v, at: i, outgoing: true)
        let incoming = tangent(v, at: i + 1, outgoing: false)
        let u2 = u * u
        let u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1
        let h10 = u3 - 2 * u2 + u
        let h01 = -2 * u3 + 3 * u2
        let h11 = u3 - u2
        return p0.scaled(by: h00) + outgoing.scaled(by: h10) + p1.scaled(by: h01) + incoming.scaled(by: h11)
    }

    /// The TCB tangent at value `i`; the ends repeat their end value (zero-length outer chords).
    func tangent(_ v: [AnimationValue], at i: Int, outgoing: Bool) -> AnimationValue {
        let t = tension?[safe: i] ?? 0
        let c = continuity?[safe: i] ?? 0
        let b = bias?[safe: i] ?? 0
        let previous = v[max(i - 1, 0)]
        let next = v[min(i + 1, v.count - 1)]
        let into = v[i] - previous
        let outOf = next - v[i]
        let (a, d) =
            outgoing
            ? ((1 - t) * (1 + b) * (1 + c) / 2, (1 - t) * (1 - b) * (1 - c) / 2)
            : ((1 - t) * (1 + b) * (1 - c) / 2, (1 - t) * (1 - b) * (1 + c) / 2)
        return into.scaled(by: a) + outOf.scaled(by: d)
    }

    /// The cubic spline traversed at constant speed: arc length sampled along the curve (by a
    /// global parameter g = segment + u), then inverted by linear interpolation.
    func cubicPacedValue(_ v: [AnimationValue], at progress: Double) -> AnimationValue {
        let samplesPerSegment = 64
        let segments = v.count - 1
        func point(_ g: Double) -> AnimationValue {
            let i = min(Int(g), segments - 1)
            return cubicValue(v, segment: i, at: g - Double(i))
        }
        var table: [(g: Double, length: Double)] = [(0, 0)]
        var previous = v[0]
        for s in 1...(segments * samplesPerSegment) {
            let g = Double(s) / Double(samplesPerSegment)
            let p = point(g)
            table.append((g, table.last!.length + previous.distance(to: p)))
            previous = p
        }
        let target = min(max(progress, 0), 1) * table.last!.length
        guard let upper = table.firstIndex(where: { $0.length >= target }), upper > 0 else { return v[0] }
        let a = table[upper - 1]
        let b = table[upper]
        let f = b.length > a.length ? (target - a.length) / (b.length - a.length) : 0
        return point(a.g + (b.g - a.g) * f)
    }

    /// The direction of motion at `progress` along a motion path, in radians (for `rotationMode`).
    func tangentAngle(at progress: Double) -> Double? {
        guard path != nil else { return nil }
        let delta = 1e-4
        let a = value(at: max(0, progress - delta))
        let b = value(at: min(1, progress + delta))
        guard case .point(let p) = a, case .point(let q) = b, p != q else { return nil }
        return atan2(q.y - p.y, q.x - p.x)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
