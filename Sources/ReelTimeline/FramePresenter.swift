/// Presents a timeline's frames one after another for one renderer, and hands back the layers it
/// presented last time wherever they would come out the same: a frame of a Lottie file before a
/// layer's in point, or after its animations have stopped, is then the same layer arrays as the
/// frame before, which a renderer hands out again (`RepeatedFrame`) instead of drawing it.
///
/// A snapshot draws what ``Timeline/snapshot(at:)`` at the same time draws, and has its values
/// except inside a hidden layer, which may be as an earlier frame presented it. Two rules decide
/// what is shared, both exact:
/// - A layer's presentation is its model with its animations applied, and what an animation
///   writes is a function of its timing state (progress and cycle, `MediaTiming.State`) and the
///   layer before it. The same states, bit for bit, make the same layer.
/// - A hidden layer draws nothing, nor does anything below it (every walk of the renderer skips
///   hidden layers), so a layer hidden now and last time is its last presentation, whatever
///   animates in it. Not a mask, which is drawn by its owner.
///
/// One presenter per thread: it keeps each animated layer's last states.
public final class FramePresenter {
    /// The timeline presented.
    public let timeline: Timeline
    /// One memo per top-level layer.
    private let memos: [PresentationMemo]
    /// The top-level layers of the last snapshot.
    private var layers: [Layer]?

    /// A presenter of `timeline`'s frames.
    public init(_ timeline: Timeline) {
        self.timeline = timeline
        memos = timeline.stillness.map(PresentationMemo.init)
    }

    /// The presentation tree at `time`, as ``Timeline/snapshot(at:)`` gives it (a hidden layer
    /// aside), sharing the layers and arrays of the last snapshot wherever they draw the same.
    public func snapshot(at time: Double) -> Snapshot {
        let scene = timeline.scene
        if let changed = Self.present(
            scene.layers, stillness: timeline.stillness, memos: memos, previous: layers, at: time)
        {
            layers = changed
        }
        return Snapshot(width: scene.width, height: scene.height, background: scene.background, layers: layers!)
    }

    /// `models` at `time`; nil when that is `previous`, their last presentation.
    private static func present(
        _ models: [Layer], stillness: [LayerStillness], memos: [PresentationMemo], previous: [Layer]?,
        at time: Double
    ) -> [Layer]? {
        var changed: [Layer]?
        // The last presentations are read in place: a `Layer` is large to copy.
        func visit(_ last: UnsafeBufferPointer<Layer>?) {
            for index in models.indices where !stillness[index].isStill {
                guard
                    let layer = present(
                        models[index], stillness: stillness[index], memo: memos[index],
                        previous: last.map { $0.baseAddress! + index }, at: time)
                else { continue }
                if changed == nil { changed = previous ?? models }
                changed![index] = layer
            }
        }
        if let previous { previous.withUnsafeBufferPointer { visit($0) } } else { visit(nil) }
        return changed ?? (previous == nil ? models : nil)
    }

    /// `model` at `parentTime`; nil when that is `previous`, its last presentation.
    private static func present(
        _ model: Layer, stillness: LayerStillness, memo: PresentationMemo, previous: UnsafePointer<Layer>?,
        isMask: Bool = false, at parentTime: Double
    ) -> Layer? {
        if case .replicator = model.kind {
            // Instances run at staggered times: presented whole every frame.
            return Timeline.present(model, stillness: stillness, at: parentTime)
        }
        let time = model.timing.localTime(parentTime)
        if let previous, !isMask, previous.pointee.isHidden {
            // Hidden last time, and the memo's states (last frame's) again: the layer is what those
            // states made, which was hidden, so it is hidden now and its last presentation stands.
            // Checked before the model is copied and written: a Lottie layer outside its in and out
            // points, or one piece of an eased time remapping, stays hidden most frames.
            var check = TimingStateCheck(memo)
            for animation in stillness.animations {
                AnimationEvaluator.noteStates(animation, at: time, noting: &check)
            }
            if check.matches() { return nil }
        }
        var layer = model
        var states = TimingStateComparison(memo)
        for animation in stillness.animations {
            AnimationEvaluator.apply(animation, at: time, to: &layer, model: model, noting: &states)
        }
        var unchanged = states.finish() && previous != nil
        if let previous, !isMask, layer.isHidden, previous.pointee.isHidden { return nil }
        layer.animations = []
        if let mask = model.mask, let maskMemo = memo.mask {
            let last = previous?.pointee.mask
            let presented =
                if let last {
                    withUnsafePointer(to: last) { last in
                        present(
                            mask, stillness: stillness.mask[0], memo: maskMemo, previous: last, isMask: true, at: time)
                    }
                } else {
                    present(mask, stillness: stillness.mask[0], memo: maskMemo, previous: nil, isMask: true, at: time)
                }
            layer.mask = presented ?? last
            unchanged = unchanged && presented == nil
        }
        if let previous, !isMask, layer.isHidden {
            // Hidden now, shown last time: nothing below draws, so the sublayers stand as last
            // presented, and their memos keep the states that made them (an eased time remapping
            // hides the piece shown the frame before every frame; its tree is not presented).
            layer.sublayers = previous.pointee.sublayers
            if stillness.showsAssetsAsModel { layer.takeShowsAssets(from: model) }
            return layer
        }
        let sublayers = present(
            model.sublayers, stillness: stillness.sublayers, memos: memo.sublayers,
            previous: previous?.pointee.sublayers, at: time)
        if unchanged, sublayers == nil { return nil }
        layer.sublayers = sublayers ?? previous!.pointee.sublayers
        // A new storage has forgotten whether it shows assets, which every frame's asset walk
        // asks; where the answer is the model's, it is taken from there (worked out once).
        if stillness.showsAssetsAsModel { layer.takeShowsAssets(from: model) }
        return layer
    }
}

/// What a presenter keeps of a layer's last presentation: its animations' timing states, and
/// the same of its sublayers and mask, mirroring the layer tree.
final class PresentationMemo {
    /// Each applied animation and its state, in order. Only its presenter's thread reads and
    /// writes it, one layer at a time, so the run-time exclusivity check (a few per note, more
    /// than the note itself) is left out.
    @exclusivity(unchecked) var states: [(animation: ObjectIdentifier, progress: UInt64, cycle: Int)] = []
    let sublayers: [PresentationMemo]
    let mask: PresentationMemo?

    init(_ stillness: LayerStillness) {
        sublayers = stillness.sublayers.map(PresentationMemo.init)
        mask = stillness.mask.first.map(PresentationMemo.init)
    }
}

/// Told the timing state of each animation ``AnimationEvaluator`` applies.
protocol TimingStates {
    mutating func note(_ state: MediaTiming.State, of animation: ResolvedAnimation)
}

/// For a presentation that keeps no memo.
struct TimingStatesIgnored: TimingStates {
    @inline(__always) func note(_ state: MediaTiming.State, of animation: ResolvedAnimation) {}
}

/// Compares a layer's states with its memo's as they come, leaving the memo as it is.
struct TimingStateCheck: TimingStates {
    private let memo: PresentationMemo
    private var count = 0
    private var differs = false

    init(_ memo: PresentationMemo) { self.memo = memo }

    mutating func note(_ state: MediaTiming.State, of animation: ResolvedAnimation) {
        guard !differs else { return }
        let entry = (animation: ObjectIdentifier(animation), progress: state.progress.bitPattern, cycle: state.cycle)
        differs = count >= memo.states.count || memo.states[count] != entry
        count += 1
    }

    /// Whether the states were the memo's, one for one.
    func matches() -> Bool { !differs && count == memo.states.count }
}

/// Compares a layer's states with its memo's as they come, and leaves the new ones in the memo.
struct TimingStateComparison: TimingStates {
    private let memo: PresentationMemo
    private var count = 0
    private var differs = false

    init(_ memo: PresentationMemo) { self.memo = memo }

    mutating func note(_ state: MediaTiming.State, of animation: ResolvedAnimation) {
        let entry = (animation: ObjectIdentifier(animation), progress: state.progress.bitPattern, cycle: state.cycle)
        if count < memo.states.count {
            if differs || memo.states[count] != entry {
                differs = true
                memo.states[count] = entry
            }
        } else {
            differs = true
            memo.states.append(entry)
        }
        count += 1
    }

    /// Whether the states were the memo's, one for one.
    mutating func finish() -> Bool {
        if count < memo.states.count {
            differs = true
            memo.states.removeLast(memo.states.count - count)
        }
        return !differs
    }
}
