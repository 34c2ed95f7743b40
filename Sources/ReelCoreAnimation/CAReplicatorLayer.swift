import ReelTimeline

/// `CAReplicatorLayer`: draws its sublayers `instanceCount` times.
open class CAReplicatorLayer: CALayer {
    public required init() {
        super.init()
        model.kind = .replicator(ReplicatorContent())
    }
    public required init(layer: Any) { super.init(layer: layer) }

    private var replicator: ReplicatorContent {
        get { model.replicator ?? ReplicatorContent() }
        set { model.kind = .replicator(newValue) }
    }

    public var instanceCount: Int {
        get { replicator.instanceCount }
        set { replicator.instanceCount = newValue }
    }
    public var instanceTransform: CATransform3D {
        get { replicator.instanceTransform }
        set { write("instanceTransform") { $0.update(.replicator) { $0.instanceTransform = newValue } } }
    }
    public var instanceDelay: CFTimeInterval {
        get { replicator.instanceDelay }
        set { write("instanceDelay") { $0.update(.replicator) { $0.instanceDelay = newValue } } }
    }
    public var instanceColor: CGColor? {
        get { replicator.instanceColor }
        set { write("instanceColor") { $0.update(.replicator) { $0.instanceColor = newValue ?? .white } } }
    }
    public var instanceRedOffset: Float {
        get { Float(replicator.instanceRedOffset) }
        set {
            write("instanceRedOffset") { $0.update(.replicator) { $0.instanceRedOffset = Double(authored: newValue) } }
        }
    }
    public var instanceGreenOffset: Float {
        get { Float(replicator.instanceGreenOffset) }
        set {
            write("instanceGreenOffset") {
                $0.update(.replicator) { $0.instanceGreenOffset = Double(authored: newValue) }
            }
        }
    }
    public var instanceBlueOffset: Float {
        get { Float(replicator.instanceBlueOffset) }
        set {
            write("instanceBlueOffset") {
                $0.update(.replicator) { $0.instanceBlueOffset = Double(authored: newValue) }
            }
        }
    }
    public var instanceAlphaOffset: Float {
        get { Float(replicator.instanceAlphaOffset) }
        set {
            write("instanceAlphaOffset") {
                $0.update(.replicator) { $0.instanceAlphaOffset = Double(authored: newValue) }
            }
        }
    }
}
