import ReelGeometry
import ReelRaster
import ReelTimeline

/// A rectangle of content in a tree of layers: Core Animation's layer, whose values change over the
/// stage's virtual time.
///
/// Properties have Core Animation's defaults and meanings. A layer shows on a ``Stage`` once it is
/// in the tree under ``Stage/rootLayer``; changes made to it there are recorded at the current
/// virtual time, with the implicit animations Core Animation would make, and animations are
/// added with ``add(_:forKey:)``. When the stage exports, the layer compiles into Reel's value
/// model: a ``Layer`` whose values are those it started with, followed by tracks for its changes
/// and by its animations. Subclasses draw more: ``CAShapeLayer``, ``CATextLayer``,
/// ``CAGradientLayer``, ``CAReplicatorLayer``, ``CATransformLayer``.
open class CALayer {
    /// This layer's own values (sublayers, mask and animations live on the class).
    package var model = Layer()
    /// Set on a stage's root layer.
    weak var stageRef: StageClock?
    /// Set on a layer used as another's mask.
    weak var maskOwner: CALayer?
    /// The layer this one is a sublayer of; `nil` for a root or detached layer.
    public private(set) weak var superlayer: CALayer?
    private var liveSublayers: [CALayer] = []
    /// Every sublayer ever added, in drawing order, with when it was present.
    var childRecords: [ChildRecord] = []
    /// The stage instant in which the layer first joined the stage's tree; changes made in it are
    /// its initial state.
    package var attachInstant: Int?
    package var history: [String: PropertyHistory] = [:]
    /// ``contentsGravity``, ``contentsRect`` and ``contentsScale`` while the layer has no image:
    /// the next image it gets is placed by them, as Core Animation keeps them without one.
    package var placementWithoutImage = ImageContents(image: "")
    package var records: [AnimationRecord] = []
    /// True for a view's backing layer: no implicit animations outside UIView animation blocks.
    package var isViewBacking = false

    /// A sublayer and the stage-time intervals during which it was in this layer.
    final class ChildRecord {
        let layer: CALayer
        var intervals: [(start: Double, end: Double?)] = []
        init(layer: CALayer) { self.layer = layer }
    }

    /// Creates a layer with Core Animation's defaults: zero position and bounds, the anchor point
    /// at the centre, opacity 1, no background.
    public required init() {}

    /// Creates a copy of another layer's current property values, as ``presentation()`` does.
    ///
    /// The copy has no sublayers, mask, animations or recorded changes, and is not on the stage.
    /// A subclass overriding it calls `super.init(layer:)`.
    ///
    /// - Parameter layer: The layer to copy; anything other than a `CALayer` gives a layer with
    ///   the defaults.
    public required init(layer: Any) {
        if let other = layer as? CALayer { model = other.model }
    }

    /// Creates a layer with Core Animation's defaults: Objective-C's `+layer` spelling of `init()`.
    ///
    /// - Returns: A new layer of the class it is called on.
    public class func layer() -> Self { Self() }

    // MARK: The tree

    /// The stage this layer is shown on, if it is in one's tree.
    package var stage: StageClock? { stageRef ?? superlayer?.stage ?? maskOwner?.stage }
    /// The stage clock, or the current stage's when detached.
    var now: Double { stage?.now ?? AuthoringContext.current.stage?.now ?? 0 }

    /// The layers drawn in this one, back to front; `nil` when there are none.
    ///
    /// Setting it removes the current sublayers and adds the new ones, in order.
    public var sublayers: [CALayer]? {
        get { liveSublayers.isEmpty ? nil : liveSublayers }
        set {
            for layer in liveSublayers { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    /// Adds a layer on top of the other sublayers, removing it from its current superlayer first.
    ///
    /// On the stage, a layer added after the instant this one joined the stage appears at the
    /// current virtual time; one added in the same instant is there from the start. Changes made
    /// to a layer in the instant it joins the stage are its initial state, not animated.
    ///
    /// - Parameter layer: The layer to add.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(liveSublayers.count)) }

    /// Inserts a layer at a position among the sublayers, removing it from its current superlayer first.
    ///
    /// - Parameters:
    ///   - layer: The layer to insert.
    ///   - index: Its place from the back, 0 for the bottom; an index past the end puts it on top.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        if layer.superlayer != nil { layer.removeFromSuperlayer() }
        let index = min(Int(index), liveSublayers.count)
        // Keep the export order consistent with the live order: before the record of the live
        // sublayer now at `index`.
        // A layer coming back reuses its record only where that keeps the order (a view
        // re-added on top of what covered it needs a new record there).
        let positions = liveSublayers.map { live in childRecords.lastIndex { $0.layer === live } ?? -1 }
        let reusable = childRecords.lastIndex { $0.layer === layer }.flatMap { at in
            positions[..<index].allSatisfy { $0 < at } && positions[index...].allSatisfy { $0 > at }
                ? childRecords[at] : nil
        }
        let record =
            reusable
            ?? {
                let record = ChildRecord(layer: layer)
                // Before the sibling's newest record: an older one of a layer removed and re-added
                // lies below layers that now cover it.
                if index < liveSublayers.count, positions[index] >= 0 {
                    childRecords.insert(record, at: positions[index])
                } else {
                    childRecords.append(record)
                }
                return record
            }()
        liveSublayers.insert(layer, at: index)
        layer.superlayer = self
        if let stage, let attached = attachInstant {
            record.intervals.append((stage.instant <= attached ? -.infinity : stage.now, nil))
            layer.didAttach(in: stage.instant)
        } else {
            record.intervals.append((-.infinity, nil))
        }
    }

    /// Inserts a layer just above one of the sublayers.
    ///
    /// - Parameters:
    ///   - layer: The layer to insert.
    ///   - sibling: The sublayer to put it above; `nil`, or a layer that is not a sublayer, puts it on top.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in liveSublayers.firstIndex { $0 === s } }.map { $0 + 1 } ?? liveSublayers.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts a layer just below one of the sublayers.
    ///
    /// - Parameters:
    ///   - layer: The layer to insert.
    ///   - sibling: The sublayer to put it below; `nil`, or a layer that is not a sublayer, puts it
    ///     at the bottom.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in liveSublayers.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Replaces a sublayer with another layer, at the same place.
    ///
    /// - Parameters:
    ///   - old: The sublayer to remove; when it is not a sublayer, nothing changes.
    ///   - new: The layer to put in its place.
    open func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let index = liveSublayers.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(index))
    }

    /// Detaches the layer from its superlayer; on the stage, it stops being drawn at the current virtual time.
    ///
    /// The scene keeps the layer, hidden outside the times it was attached.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        let time = parent.now
        parent.liveSublayers.removeAll { $0 === self }
        if let record = parent.childRecords.last(where: { $0.layer === self }) {
            if let stage = parent.stage, parent.attachInstant.map({ stage.instant > $0 }) == true {
                record.intervals[record.intervals.count - 1].end = time
            } else {
                record.intervals.removeLast()
                if record.intervals.isEmpty { parent.childRecords.removeAll { $0 === record } }
            }
        }
        superlayer = nil
    }

    func didAttach(in instant: Int) {
        if attachInstant == nil { attachInstant = instant }
        for child in liveSublayers { child.didAttach(in: instant) }
        mask?.didAttach(in: instant)
    }

    /// A layer whose alpha masks this one: this layer shows only where the mask is opaque.
    ///
    /// The mask is placed in this layer's coordinates and is not a sublayer; `nil`, the default,
    /// for no mask.
    open var mask: CALayer? {
        didSet {
            oldValue?.maskOwner = nil
            mask?.maskOwner = self
            if attachInstant != nil, let stage { mask?.didAttach(in: stage.instant) }
        }
    }

    // MARK: Recording changes

    /// Applies a change to the model. For an animatable key path, a change while the layer is on
    /// the stage is recorded at the current time, and makes the implicit animation Core Animation
    /// would (a standalone layer: 0.25 s with the default curve unless actions are disabled; a
    /// view's backing layer: only inside a UIView animation block).
    package func write(_ keyPath: String, _ change: (inout Layer) -> Void) {
        guard let property = AnimatableProperty.named(keyPath) else {
            change(&model)
            return
        }
        var changed = model
        change(&changed)
        let old = property.value(of: model)
        let new = property.value(of: changed)
        guard old != new else {
            model = changed
            return
        }
        guard let stage, let attached = attachInstant, stage.instant > attached else {
            // A view added and animated in the same instant still animates inside a UIView
            // block (the add-then-animate of custom transitions), from the value it was given.
            if isViewBacking, let block = AuthoringContext.current.viewAnimations.last, attachInstant != nil,
                !AnimatableProperty.discreteKeyPaths.contains(keyPath)
            {
                let presentationBefore = presentationValue(property)
                model = changed
                block.record(layer: self, keyPath: keyPath, from: old, presentation: presentationBefore, to: new)
            } else {
                model = changed
            }
            return
        }
        let presentationBefore = presentationValue(property)
        history[keyPath, default: PropertyHistory(initial: old)].record(.hold(time: stage.now, value: new))
        model = changed
        runAction(for: keyPath, from: old, presentation: presentationBefore, to: new)
    }

    /// The implicit animation for a change, if any.
    private func runAction(
        for keyPath: String, from old: AnimationValue, presentation: AnimationValue, to new: AnimationValue
    ) {
        if isViewBacking {
            // A view animation block animates only what UIView animates; switches apply at once.
            if AnimatableProperty.discreteKeyPaths.contains(keyPath) { return }
            AuthoringContext.current.viewAnimations.last?.record(
                layer: self, keyPath: keyPath, from: old,
                presentation: presentation, to: new)
            return
        }
        let transaction = AuthoringContext.current.transaction
        guard !transaction.disableActions, !(actions?[keyPath] is NSNull) else { return }
        if let action = actions?[keyPath] as? CAAnimation {
            add(action, forKey: keyPath)
            return
        }
        guard Self.implicitlyAnimated.contains(keyPath) else { return }
        let animation = CABasicAnimation(keyPath: keyPath)
        animation.fromValue = presentation
        animation.duration = transaction.duration
        animation.timingFunction = transaction.timingFunction ?? CAMediaTimingFunction(name: .default)
        add(animation, forKey: keyPath)
    }

    /// Key paths Core Animation animates implicitly (everything animatable but `hidden`'s switch,
    /// the other discrete key paths, and `contents` images, which Reel cross-fades like Core
    /// Animation does).
    static let implicitlyAnimated: Set<String> = Set(AnimatableProperty.allKeyPaths)
        .subtracting(["hidden"]).subtracting(AnimatableProperty.discreteKeyPaths)

    /// The implicit animations to make for changes of given key paths, instead of the default ones.
    ///
    /// A key path mapped to `NSNull()` changes without animation; mapped to a ``CAAnimation``, a
    /// change adds that animation under the key path (it must set its own
    /// ``CAPropertyAnimation/keyPath``; one without is skipped with a warning). `nil`,
    /// the default, keeps Core Animation's implicit animations. Only standalone layers use it: a
    /// view's backing layer animates only inside a `UIView` animation block.
    public var actions: [String: Any]?

    /// The model value of `keyPath` at stage time `time`.
    func modelValue(_ keyPath: String, at time: Double) -> AnimationValue? {
        if let h = history[keyPath] { return h.value(at: time) }
        return AnimatableProperty.named(keyPath)?.value(of: model)
    }
}
