/// Which layers of a scene are still: nothing in the layer's tree (masks included) animates or
/// replicates, so it is its own presentation at any time. Worked out once when the timeline is
/// made, not every frame (asking each layer walked its whole subtree again at every level), with
/// each animation's key path resolved to its property, so a frame looks up no name.
/// Mirrors the layer tree.
struct LayerStillness: Sendable {
    /// The layer is its own presentation.
    let isStill: Bool
    /// The layer's animations, in order, their properties resolved.
    let animations: [ResolvedAnimation]
    let sublayers: [LayerStillness]
    let mask: [LayerStillness]
    /// A presentation of the layer shows assets (`Layer.showsAssets`) exactly when the layer
    /// does: nothing in its tree animates `contents`, the one property that can give a layer an
    /// image or take it away (an animation never changes a layer's kind, so a text layer stays
    /// one), and no replicator presents copies.
    let showsAssetsAsModel: Bool

    init(_ layer: Layer) {
        animations = layer.animations.map(ResolvedAnimation.init)
        sublayers = layer.sublayers.map(LayerStillness.init)
        mask = layer.mask.map { [LayerStillness($0)] } ?? []
        if case .replicator = layer.kind {
            isStill = false
            showsAssetsAsModel = false
        } else {
            isStill = layer.animations.isEmpty && sublayers.allSatisfy(\.isStill) && mask.allSatisfy(\.isStill)
            showsAssetsAsModel =
                !animations.contains(where: \.writesContents) && sublayers.allSatisfy(\.showsAssetsAsModel)
                && mask.allSatisfy(\.showsAssetsAsModel)
        }
    }
}

/// An animation with the property its key path names (nil when none is animatable), and a
/// group's children resolved the same way: the table is searched by name once per timeline
/// instead of once per animation and frame. A class, so that a frame handing it around retains
/// it instead of copying the animation's fields.
final class ResolvedAnimation: Sendable {
    let animation: Animation
    let property: AnimatableProperty?
    let children: [ResolvedAnimation]

    init(_ animation: Animation) {
        self.animation = animation
        if case .group(let children) = animation.kind {
            property = nil
            self.children = children.map(ResolvedAnimation.init)
        } else {
            property = AnimatableProperty.frontEndNamed(animation.keyPath)
            children = []
        }
    }

    /// Whether the animation, or a child of a group, writes a layer's `contents` (its image).
    var writesContents: Bool {
        property?.keyPath == "contents" || children.contains(where: \.writesContents)
    }
}
