/// Which layers of a scene are still: nothing in the layer's tree (masks included) animates or
/// replicates, so it is its own presentation at any time. Worked out once when the timeline is
/// made, not every frame (asking each layer walked its whole subtree again at every level).
/// Mirrors the layer tree.
struct LayerStillness: Sendable {
    /// The layer is its own presentation.
    let isStill: Bool
    let sublayers: [LayerStillness]
    let mask: [LayerStillness]

    init(_ layer: Layer) {
        sublayers = layer.sublayers.map(LayerStillness.init)
        mask = layer.mask.map { [LayerStillness($0)] } ?? []
        if case .replicator = layer.kind {
            isStill = false
        } else {
            isStill = layer.animations.isEmpty && sublayers.allSatisfy(\.isStill) && mask.allSatisfy(\.isStill)
        }
    }
}
