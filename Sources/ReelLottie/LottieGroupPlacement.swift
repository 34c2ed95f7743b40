import ReelGeometry
import ReelTimeline

/// Groups that place nothing. A Lottie group (`gr`) becomes a layer holding the shape layers of
/// its paints, placed by its transform (`tr`); most files write that transform at rest (a
/// spinner's twelve bars: each bar's layer, its group's, the bar's shape layer), so the group's
/// layer only adds a layer to every walk of every frame. A group whose layer places its one
/// sublayer where that sublayer would be without it is left out, the sublayer put in its place.
///
/// The pixels are the same. The renderer maps a layer to the device by its parent's map times
/// the layer's placement; a layer at rest at the origin (position and bounds +0, transform the
/// exact identity, no `sublayerTransform` above it: Lottie sets none) is placed by the exact
/// identity, and for a finite map a product by the identity twice in a row gives the same bits
/// as once (each entry x · 1 plus zeros: x itself, or for a zero, −0 exactly when every term is
/// −0, which a second product keeps; a turn by 0° has such zeros, −sin 0). The group's layer is
/// placed so and the sublayer too, for good (no
/// animation moves it), so the sublayer's map, and every map below it, comes out the same
/// without the group's. The group's layer draws nothing of its own and groups nothing (opacity
/// 1, no mask, clip, blend mode or animation), runs in its parent's time, and the sublayer has
/// no opacity of its own that could make either of them a group.
enum LottieGroupPlacement {
    /// `layer`'s one sublayer when `layer` (a group's) can be left out as above; else `layer`.
    static func withoutEmptyPlacement(_ layer: Layer) -> Layer {
        guard layer.sublayers.count == 1, layer.animations.isEmpty, layer.opacity == 1,
            isStillAtOrigin(layer), case .plain = layer.kind, layer.mask == nil, !layer.masksToBounds,
            layer.backgroundColor == nil, layer.borderWidth == 0, layer.contents == nil,
            layer.compositingFilter == nil, layer.shadowOpacity == 0, !layer.isHidden, layer.isDoubleSided,
            layer.timing == LayerTiming(), layer.meshTransform == nil, !layer.pageCurl.isActive,
            layer.sublayerTransform.isExactlyIdentity
        else { return layer }
        let sublayer = layer.sublayers[0]
        guard isStillAtOrigin(sublayer), sublayer.opacity == 1,
            !sublayer.animations.contains(where: { $0.keyPath.hasPrefix("opacity") || $0.keyPath.hasPrefix("hidden") })
        else { return layer }
        return sublayer
    }

    /// `layer`'s one sublayer placed as `layer` is, when `layer` is only a placement, fixed or
    /// animated, and the sublayer is placed by the exact identity for good and runs in the same
    /// time (a Lottie layer, turned, over its shape layer, which may fade); else `layer`. The
    /// renderer works out a placement from position, bounds, anchor point, depth and transform
    /// alone, and the layer's animations write only those (in the sublayer, the same time, they
    /// write the same values, and the sublayer's own animate none of them), so the sublayer
    /// given the layer's has the layer's map, bit for bit, and that map times the identity it
    /// had (the same bits, as above) is the map it had. The layer draws nothing of its own and
    /// groups nothing (as above), so its sublayer's opacity multiplies its parent's the same
    /// (x · 1 is x) and its one drawing is the sublayer's either way.
    static func placementMovedDown(_ layer: Layer) -> Layer {
        guard layer.sublayers.count == 1, layer.opacity == 1, case .plain = layer.kind,
            layer.animations.allSatisfy({ animation in
                if case .group = animation.kind { return false }
                return mayMove(animation)
            }), layer.mask == nil, !layer.masksToBounds, layer.backgroundColor == nil, layer.borderWidth == 0,
            layer.contents == nil, layer.compositingFilter == nil, layer.shadowOpacity == 0, !layer.isHidden,
            layer.isDoubleSided, layer.timing == LayerTiming(), layer.meshTransform == nil,
            !layer.pageCurl.isActive, layer.sublayerTransform.isExactlyIdentity,
            layer.bounds.size.width.bitPattern == 0, layer.bounds.size.height.bitPattern == 0
        else { return layer }
        var sublayer = layer.sublayers[0]
        guard isStillAtOrigin(sublayer), sublayer.timing == LayerTiming(),
            !sublayer.animations.contains(where: { $0.keyPath.hasPrefix("hidden") })
        else { return layer }
        sublayer.position = layer.position
        sublayer.bounds = layer.bounds
        sublayer.anchorPoint = layer.anchorPoint
        sublayer.zPosition = layer.zPosition
        sublayer.transform = layer.transform
        sublayer.animations = layer.animations + sublayer.animations
        return sublayer
    }

    /// Placed by the exact identity for good: position and bounds +0 (so the anchor is +0
    /// whatever the anchor point), no depth, the identity transform bit for bit, and no
    /// animation that could move it.
    private static func isStillAtOrigin(_ layer: Layer) -> Bool {
        let zeros = [
            layer.position.x, layer.position.y, layer.bounds.origin.x, layer.bounds.origin.y,
            layer.bounds.size.width, layer.bounds.size.height, layer.zPosition
        ]
        return zeros.allSatisfy { $0.bitPattern == 0 } && layer.anchorPoint.x.isFinite && layer.anchorPoint.y.isFinite
            && layer.transform.isExactlyIdentity && !layer.animations.contains(where: mayMove)
    }

    /// Whether an animation may move a layer: one of its placement's properties, or a group
    /// (whose children may animate any).
    private static func mayMove(_ animation: Animation) -> Bool {
        if case .group = animation.kind { return true }
        return ["position", "bounds", "anchorPoint", "transform", "zPosition", "sublayerTransform", "frame"].contains {
            animation.keyPath.hasPrefix($0)
        }
    }
}
