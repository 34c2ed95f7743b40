import ReelTimeline

/// Lottie puts a layer's opacity on its transform, above the groups and the shape layer that
/// draw its content, so most lowered layers are a plain layer with opacity over one sublayer. A
/// layer with opacity over sublayers is drawn offscreen and composited (group opacity), every
/// frame; over a single sublayer that is the same picture as the sublayer drawn with that
/// opacity, which a shape layer with one paint takes in its paint, with no offscreen. So the
/// opacity moves down such chains, once, when the file is read.
enum LottieOpacity {
    /// `layer` and its sublayers with each opacity (value and animations) moved from a layer
    /// that only holds one sublayer into that sublayer, when nothing tells the two apart.
    static func pushedDown(_ layer: Layer) -> Layer {
        var layer = layer
        if passesOpacity(layer) {
            var child = layer.sublayers[0]
            child.opacity = layer.opacity
            child.animations += layer.animations.filter { $0.keyPath == "opacity" }
            layer.opacity = 1
            layer.animations.removeAll { $0.keyPath == "opacity" }
            layer.sublayers[0] = child
        }
        layer.sublayers = layer.sublayers.map(pushedDown)
        // A layer that is only a placement, fixed or animated, over one sublayer at rest (a
        // spinner's bars: each bar's layer, turned, over the bar's shape layer, which fades once
        // the opacity has moved down; a ball's layer moving its shape layer): the sublayer takes it.
        return LottieGroupPlacement.placementMovedDown(layer)
    }

    /// Whether the layer's opacity can move into its one sublayer: it draws nothing of its own
    /// and applies nothing to the sublayer's picture but its transform (no mask, clip, shadow
    /// or deformation), and the sublayer has no opacity of its own and runs in the same time,
    /// so the opacity's animations mean the same there.
    private static func passesOpacity(_ layer: Layer) -> Bool {
        guard layer.sublayers.count == 1, case .plain = layer.kind,
            layer.opacity < 1 || layer.animations.contains(where: { $0.keyPath == "opacity" }),
            layer.backgroundColor == nil, layer.contents == nil, layer.borderWidth == 0, layer.mask == nil,
            !layer.masksToBounds, layer.shadowOpacity == 0, layer.meshTransform == nil, !layer.pageCurl.isActive
        else { return false }
        let child = layer.sublayers[0]
        return child.opacity == 1 && !child.animations.contains(where: { $0.keyPath == "opacity" })
            && child.timing == LayerTiming() && !child.isTransformLayer
    }
}
