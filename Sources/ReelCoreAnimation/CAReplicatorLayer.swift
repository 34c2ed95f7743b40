import ReelTimeline

/// A layer that draws its sublayers several times, each copy transformed, delayed and tinted a
/// step further than the one before.
///
/// Copy k (from 0) of the sublayers gets ``instanceTransform`` k times, starts its animations
/// k × ``instanceDelay`` later, and has every colour it draws multiplied by ``instanceColor`` plus
/// k times the offsets (each component kept in 0…1). It becomes a ``Layer`` whose kind holds
/// Reel's ``ReplicatorContent``.
open class CAReplicatorLayer: CALayer {
    /// Creates a replicator layer with Core Animation's defaults: one instance, no transform,
    /// delay or tint.
    public required init() {
        super.init()
        model.kind = .replicator(ReplicatorContent())
    }
    /// Creates a copy of another layer's current property values, as ``CALayer/presentation()`` does.
    ///
    /// - Parameter layer: The layer to copy; when it is not a replicator layer, the copy replicates nothing.
    public required init(layer: Any) { super.init(layer: layer) }

    private var replicator: ReplicatorContent {
        get { model.replicator ?? ReplicatorContent() }
        set { model.kind = .replicator(newValue) }
    }

    /// How many times the sublayers are drawn, the original included; 1 by default.
    ///
    /// A change is recorded at the current time and shows from then on, without an implicit animation.
    public var instanceCount: Int {
        get { replicator.instanceCount }
        set { write("instanceCount") { $0.update(.replicator) { $0.instanceCount = newValue } } }
    }
    /// The transform from one instance to the next, about the centre of the layer's bounds; the
    /// identity by default.
    ///
    /// Animatable.
    public var instanceTransform: CATransform3D {
        get { replicator.instanceTransform }
        set { write("instanceTransform") { $0.update(.replicator) { $0.instanceTransform = newValue } } }
    }
    /// How much later each instance's animations run than the previous instance's, in seconds; 0 by default.
    ///
    /// Animatable.
    public var instanceDelay: CFTimeInterval {
        get { replicator.instanceDelay }
        set { write("instanceDelay") { $0.update(.replicator) { $0.instanceDelay = newValue } } }
    }
    /// The colour the first instance is multiplied by; opaque white, no tint, by default.
    ///
    /// Setting `nil` sets white. Animatable.
    public var instanceColor: CGColor? {
        get { replicator.instanceColor }
        set { write("instanceColor") { $0.update(.replicator) { $0.instanceColor = newValue ?? .white } } }
    }
    /// How much each instance's red tint differs from the previous one's; 0 by default.
    ///
    /// Animatable.
    public var instanceRedOffset: Float {
        get { Float(replicator.instanceRedOffset) }
        set {
            write("instanceRedOffset") { $0.update(.replicator) { $0.instanceRedOffset = Double(authored: newValue) } }
        }
    }
    /// How much each instance's green tint differs from the previous one's; 0 by default.
    ///
    /// Animatable.
    public var instanceGreenOffset: Float {
        get { Float(replicator.instanceGreenOffset) }
        set {
            write("instanceGreenOffset") {
                $0.update(.replicator) { $0.instanceGreenOffset = Double(authored: newValue) }
            }
        }
    }
    /// How much each instance's blue tint differs from the previous one's; 0 by default.
    ///
    /// Animatable.
    public var instanceBlueOffset: Float {
        get { Float(replicator.instanceBlueOffset) }
        set {
            write("instanceBlueOffset") {
                $0.update(.replicator) { $0.instanceBlueOffset = Double(authored: newValue) }
            }
        }
    }
    /// How much each instance's alpha differs from the previous one's; 0 by default.
    ///
    /// A negative offset fades the later instances out. Animatable.
    public var instanceAlphaOffset: Float {
        get { Float(replicator.instanceAlphaOffset) }
        set {
            write("instanceAlphaOffset") {
                $0.update(.replicator) { $0.instanceAlphaOffset = Double(authored: newValue) }
            }
        }
    }
}
