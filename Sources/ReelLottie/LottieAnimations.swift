import ReelGeometry
import ReelSceneFile
import ReelTimeline

/// Where a layer's frames sit in its composition's time: a property's keyframe at frame `t` is at
/// composition frame `offset + t` (Lottie's `st`), and composition frames are seconds × `fps`.
struct LottieClock {
    let fps: Double
    var offset: Double = 0

    /// A layer's clock: its keyframes are `st` frames later.
    func shifted(by frames: Double) -> LottieClock { LottieClock(fps: fps, offset: offset + frames) }
}

extension LottieContext {
    /// Reel's keyframe animation of `keyPath` for `property`: a value per Lottie keyframe at its
    /// time, each segment eased by the keyframe's Bézier handles (dimension `dimension`'s), a
    /// held segment as its value repeated up to the next key time and a jump there (two values
    /// at one key time). Before the first keyframe and after the last the ends hold, as in
    /// Lottie. Nil for a fixed property.
    func keyframeAnimation<V>(
        _ keyPath: String, _ property: LottieProperty<V>, clock: LottieClock, dimension: Int = 0,
        at node: JSONNode, _ value: (V) -> AnimationValue
    ) throws(SceneError) -> Animation? {
        guard case .animated(let keys) = property, let first = keys.first, let last = keys.last,
            last.time > first.time
        else { return nil }
        let span = last.time - first.time
        var values: [AnimationValue] = []
        var times: [Double] = []
        var functions: [TimingFunction] = []
        for (n, key) in keys.enumerated() {
            values.append(value(key.value))
            times.append((key.time - first.time) / span)
            guard n + 1 < keys.count else { break }
            let next = keys[n + 1]
            if key.hold {
                values.append(value(key.value))
                times.append((next.time - first.time) / span)
                functions += [.linear, .linear]
            } else {
                let (c1, c2) = key.easing(dimension: dimension)
                functions.append(TimingFunction(controlPoints: c1.x, c1.y, c2.x, c2.y))
            }
        }
        try checkKeyframes(values.count, at: node)
        var keyframes = Keyframes(values: values)
        keyframes.keyTimes = times
        keyframes.timingFunctions = functions
        return held(Animation(keyPath: keyPath, kind: .keyframes(keyframes)), from: first.time, to: last.time, clock)
    }

    /// An animation of `keyPath` sampled at every whole frame of `range` (and its ends) and
    /// interpolated linearly between: for what Reel's model cannot say as keyframes (a spatial
    /// motion, a path built of several animated shapes, a trim that wraps round).
    func bakedAnimation(
        _ keyPath: String, frames range: ClosedRange<Double>, clock: LottieClock, at node: JSONNode,
        _ value: (Double) -> AnimationValue
    ) throws(SceneError) -> Animation? {
        guard range.upperBound > range.lowerBound else { return nil }
        let frames = try self.frames(range, at: node)
        var keyframes = Keyframes(values: frames.map(value))
        let span = range.upperBound - range.lowerBound
        keyframes.keyTimes = frames.map { ($0 - range.lowerBound) / span }
        return held(
            Animation(keyPath: keyPath, kind: .keyframes(keyframes)), from: range.lowerBound, to: range.upperBound,
            clock)
    }

    /// The frames `bakedAnimation` samples over `range`, refused before they are made when they
    /// would be more than `limits.keyframes` (keyframes a billion frames apart, say).
    func frames(_ range: ClosedRange<Double>, at node: JSONNode) throws(SceneError) -> [Double] {
        let count = (range.upperBound - range.lowerBound).rounded(.up) + 2
        try checkKeyframes(Int(min(count, 1e15)), at: node)
        return sampleFrames(range)
    }

    /// `animation` running from frame `start` to `end` of `clock` and holding its ends outside.
    private func held(_ animation: Animation, from start: Double, to end: Double, _ clock: LottieClock) -> Animation {
        var animation = animation
        animation.timing.beginTime = (clock.offset + start) / clock.fps
        animation.timing.duration = (end - start) / clock.fps
        animation.timing.fillMode = .both
        animation.isRemovedOnCompletion = false
        return animation
    }

    /// An animation that always shows `value` (for a fixed part of a transform that must be
    /// applied inside an animated one).
    func constantAnimation(_ keyPath: String, _ value: AnimationValue) -> Animation {
        var animation = Animation(keyPath: keyPath, kind: .keyframes(Keyframes(values: [value])))
        animation.timing.duration = 1
        animation.timing.fillMode = .both
        animation.isRemovedOnCompletion = false
        return animation
    }
}

/// The union of the frame ranges of animated properties; nil when none is animated.
func unionRange(_ ranges: [ClosedRange<Double>?]) -> ClosedRange<Double>? {
    let present = ranges.compactMap { $0 }
    guard let low = present.map(\.lowerBound).min(), let high = present.map(\.upperBound).max() else { return nil }
    return low...high
}
