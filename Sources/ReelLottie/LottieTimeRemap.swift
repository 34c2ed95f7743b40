import ReelSceneFile
import ReelTimeline

extension LottieContext {
    /// A precomposition's `clip` under a time remapping Reel's linear layer time cannot say in one
    /// piece (eased, held or of more than two keyframes): a copy of the clip per piece on which
    /// the remapping is a straight line, each shown only during its piece. A linear or held
    /// segment is one piece; an eased one (Lottie's Bézier easing, as any property) is cut at
    /// every whole frame, so the remapped time is exact at the frames an export at the
    /// composition's rate renders. Before the first keyframe and after the last the ends hold.
    /// Nil when one linear timing says it all (a fixed remapping, two keyframes eased linearly).
    func remappedClips(
        _ clip: Layer, start: Double, remap: LottieProperty<[Double]>, fps: Double, at node: JSONNode
    ) throws(SceneError) -> [Layer]? {
        guard case .animated(let keys) = remap else { return nil }
        let linear = keys.dropLast().allSatisfy { key in
            let (c1, c2) = key.easing(dimension: 0)
            return !key.hold && c1.x == c1.y && c2.x == c2.y
        }
        if keys.count == 2 && linear && keys[1].time > keys[0].time { return nil }
        // The pieces, in the layer's frames: from, to, and the remapped seconds at each.
        var pieces: [(from: Double, to: Double, fromValue: Double, toValue: Double)] = []
        for (key, next) in zip(keys, keys.dropFirst()) where next.time > key.time {
            let (c1, c2) = key.easing(dimension: 0)
            if key.hold || (c1.x == c1.y && c2.x == c2.y) {
                let end = key.hold ? key.value[0] : next.value[0]
                pieces.append((key.time, next.time, key.value[0], end))
                continue
            }
            let frames = try self.frames(key.time...next.time, at: node)
            for (a, b) in zip(frames, frames.dropFirst()) {
                pieces.append((a, b, remap.value(at: a)[0], remap.value(at: b)[0]))
            }
        }
        let size = Self.layerCount(clip)
        try countLayers((pieces.count + 1) * (size + 1), at: node)
        try checkKeyframes(pieces.count + 2, at: node)
        func seconds(_ frame: Double) -> Double { (start + frame) / fps }
        func frozen(at value: Double) -> Layer {
            var copy = clip
            copy.timing.speed = 0
            copy.timing.timeOffset = value
            return copy
        }
        var copies: [Layer] = []
        // Before the first keyframe: the first value, until that keyframe.
        var before = Self.shown(frozen(at: keys[0].value[0]), from: -.infinity, to: seconds(keys[0].time))
        before.isHidden = false
        copies.append(before)
        for piece in pieces {
            var copy = clip
            copy.timing.beginTime = seconds(piece.from)
            copy.timing.speed = (piece.toValue - piece.fromValue) / (piece.to - piece.from) * fps
            copy.timing.timeOffset = piece.fromValue
            copies.append(Self.shown(copy, from: seconds(piece.from), to: seconds(piece.to)))
        }
        let last = keys[keys.count - 1]
        copies.append(Self.shown(frozen(at: last.value[0]), from: seconds(last.time), to: .infinity))
        return copies
    }

    /// `layer` inside a plain layer shown from `from` until before `to` (seconds of the layer's
    /// composition; the layer's own time may run otherwise).
    private static func shown(_ layer: Layer, from: Double, to: Double) -> Layer {
        var wrapper = Layer()
        wrapper.sublayers = [layer]
        if from == -.infinity {
            // Shown until `to`, then hidden for good.
            var hide = Animation(keyPath: "hidden", kind: .keyframes(Keyframes(values: [.bool(true)])))
            hide.timing.beginTime = to
            hide.timing.fillMode = .forwards
            hide.isRemovedOnCompletion = false
            wrapper.animations.append(hide)
            return wrapper
        }
        wrapper.isHidden = true
        var show = Animation(keyPath: "hidden", kind: .keyframes(Keyframes(values: [.bool(false)])))
        show.timing.beginTime = from
        if to == .infinity {
            show.timing.fillMode = .forwards
            show.isRemovedOnCompletion = false
        } else {
            show.timing.duration = to - from
        }
        wrapper.animations.append(show)
        return wrapper
    }

    /// How many layers `layer` is, its sublayers and masks included.
    static func layerCount(_ layer: Layer) -> Int {
        1 + layer.sublayers.reduce(0) { $0 + layerCount($1) } + (layer.mask.map(layerCount) ?? 0)
    }
}
