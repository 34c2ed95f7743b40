import ReelSceneFile
import ReelTimeline

extension LottieContext {
    /// A precomposition's `clip` under a time remapping Reel's linear layer time cannot say in one
    /// piece (eased, held or of more than two keyframes): a copy of the clip per piece on which
    /// the remapping is a straight line, each shown only during its piece. A linear or held
    /// segment is one piece; an eased one (Lottie's Bézier easing, as any property) is cut at
    /// every whole frame, so the remapped time is exact at the frames an export at the
    /// composition's rate renders. Before the first keyframe and after the last the ends hold.
    /// Many pieces are held in chunks (`chunkSize`), each chunk shown while one of its pieces is.
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
        let chunk = Self.chunkSize(pieces.count)
        let chunks = chunk.map { (pieces.count + $0 - 1) / $0 } ?? 0
        try countLayers((pieces.count + 1) * (size + 1) + chunks, at: node)
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
        var shownPieces: [Layer] = []
        for piece in pieces {
            var copy = clip
            copy.timing.beginTime = seconds(piece.from)
            copy.timing.speed = (piece.toValue - piece.fromValue) / (piece.to - piece.from) * fps
            copy.timing.timeOffset = piece.fromValue
            shownPieces.append(Self.shown(copy, from: seconds(piece.from), to: seconds(piece.to)))
        }
        if let chunk {
            // Consecutive pieces make one unbroken span, shown by a plain layer of its own in the
            // same time (default timing): a frame then passes over a chunk at a time rather than
            // every piece, each hidden but one (precomps.json: 92 pieces, 10 chunks). The pixels
            // are the same: the holder draws nothing of its own and groups nothing (opacity 1, no
            // clip, mask or blend), so its pieces draw straight into the frame; its placement
            // (default geometry, a translation by +0) is the one each piece's own wrapper already
            // multiplies by, and a second product by it leaves every entry as the first left it
            // (x · 1 plus zeros is x; a −0 that the first kept, the second keeps); the bounds the
            // renderer works out through it are the same boxes.
            for first in stride(from: 0, to: pieces.count, by: chunk) {
                let last = min(first + chunk, pieces.count) - 1
                var holder = Layer()
                holder.sublayers = Array(shownPieces[first...last])
                copies.append(
                    Self.shown(holder, wrapping: false, from: seconds(pieces[first].from), to: seconds(pieces[last].to))
                )
            }
        } else {
            copies += shownPieces
        }
        let last = keys[keys.count - 1]
        copies.append(Self.shown(frozen(at: last.value[0]), from: seconds(last.time), to: .infinity))
        return copies
    }

    /// How many pieces one plain layer holds, so that a frame walks about 2·√n layers rather than
    /// n (n = 92 for an eased remapping over 90 frames); nil, no holders, for few pieces.
    static func chunkSize(_ pieces: Int) -> Int? {
        pieces < 16 ? nil : Int(Double(pieces).squareRoot().rounded(.up))
    }

    /// `layer` inside a plain layer shown from `from` until before `to` (seconds of the layer's
    /// composition; the layer's own time may run otherwise); `layer` itself, a plain layer in
    /// that time, shown so, when not `wrapping`.
    private static func shown(_ layer: Layer, wrapping: Bool = true, from: Double, to: Double) -> Layer {
        var wrapper = Layer()
        if wrapping { wrapper.sublayers = [layer] } else { wrapper = layer }
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
