import ReelGeometry
import ReelTimeline

extension CALayer {
    /// The sublayers as Reel's model, each with the times it was present.
    package func exportChildren() -> [Layer] {
        childRecords.map { $0.layer.export(presence: $0.intervals) }
    }

    /// This layer as Reel's model: the values before any recorded change, model tracks for the
    /// changes, then the added animations (cut off where they were removed), in order.
    func export(presence: [(start: Double, end: Double?)] = [(-.infinity, nil)]) -> Layer {
        var layer = model
        var histories = history
        if let hidden = presenceHistory(presence) { histories["hidden"] = hidden }
        var tracks: [Animation] = []
        for keyPath in histories.keys.sorted() {
            let h = histories[keyPath]!
            AnimatableProperty.named(keyPath)?.setValue(h.initial, on: &layer)
            tracks += h.tracks(keyPath)
        }
        layer.animations = tracks + records.compactMap(exported)
        layer.sublayers = exportChildren()
        layer.mask = mask?.export()
        return layer
    }

    /// An added animation as it plays: resolved, and clipped by a group where it was removed early.
    private func exported(_ record: AnimationRecord) -> Animation? {
        var animation = resolved(record.animation)
        let fill = animation.timing.fillMode
        if fill == .backwards || fill == .both, animation.timing.beginTime > record.addedAt || record.addedAt > 0 {
            // A backwards fill holds the start value from when the animation was added, not before.
            let added = record.addedAt
            var child = animation
            child.timing.beginTime -= added
            var group = Animation(keyPath: "", kind: .group([child]))
            group.key = animation.key
            group.isRemovedOnCompletion = animation.isRemovedOnCompletion
            group.timing.beginTime = added
            let end = child.timing.endTime
            group.timing.duration = end.isFinite ? max(end, 1e-6) : 1e9
            group.timing.fillMode = fill == .both ? .forwards : .removed
            animation = group
        }
        guard let removed = record.removedAt else { return animation }
        let start = animation.timing.beginTime
        guard removed > start else { return nil }
        animation.timing.beginTime = 0
        var clip = Animation(keyPath: "", kind: .group([animation]))
        clip.key = animation.key
        clip.timing.beginTime = start
        clip.timing.duration = removed - start
        return clip
    }

    /// `hidden` as the combination of the layer's own value and its presence in its superlayer:
    /// nil when the layer was always there.
    private func presenceHistory(_ presence: [(start: Double, end: Double?)]) -> PropertyHistory? {
        if presence.count == 1, presence[0].start == -.infinity, presence[0].end == nil { return nil }
        func present(_ t: Double) -> Bool { presence.contains { $0.start <= t && ($0.end.map { t < $0 } ?? true) } }
        let own = history["hidden"] ?? PropertyHistory(initial: .bool(model.isHidden))
        func hidden(_ t: Double) -> AnimationValue {
            if !present(t) { return .bool(true) }
            return own.value(at: t)
        }
        var times = Set(own.changes.map(\.time))
        for interval in presence {
            if interval.start.isFinite { times.insert(interval.start) }
            if let end = interval.end { times.insert(end) }
        }
        var combined = PropertyHistory(initial: hidden(-.greatestFiniteMagnitude))
        var last = combined.initial
        for t in times.sorted() {
            let value = hidden(t)
            if value != last { combined.record(.hold(time: t, value: value)) }
            last = value
        }
        return combined
    }

    /// A static copy of the layer tree as it was just before now (for transitions).
    package func snapshotBeforeNow() -> CALayer {
        let copy = CALayer()
        copy.model = model
        let now = self.now
        for (keyPath, h) in history {
            AnimatableProperty.named(keyPath)?.setValue(h.value(before: now), on: &copy.model)
        }
        for record in childRecords
        where record.intervals.contains(where: { $0.start < now && ($0.end.map { now <= $0 } ?? true) }) {
            copy.addSublayer(record.layer.snapshotBeforeNow())
        }
        copy.mask = mask?.snapshotBeforeNow()
        return copy
    }
}
