import ReelGeometry
import ReelSceneFile
import ReelTimeline

extension LottieContext {
    /// A layer's masks (`masksProperties`) as the alpha mask Reel applies in the layer's own
    /// coordinates, combined in file order as After Effects does: an additive mask (`mode: "a"`)
    /// adds its shape (their union), a subtracting one (`"s"`) removes it, an intersecting one
    /// (`"i"`) keeps only what is inside it; a first mask that subtracts or intersects starts from
    /// everything. Lighten (`"l"`), darken (`"d"`) and difference (`"f"`) combine the coverage so
    /// far with the mask's by max, min and |a − b|; as the first mask, they are its shape alone
    /// (as ThorVG does). Each mask's shape is its path (`pt`) expanded or contracted by `x`,
    /// inverted when `inv`, at its opacity (`o`). Nil when no mask is left.
    func maskLayer(_ node: JSONNode, clock: LottieClock) throws(SceneError) -> Layer? {
        var combined: Layer?
        for element in try node.array() {
            var object = try element.object()
            let modeNode = object.optional("mode")
            let mode = try modeNode?.string() ?? "a"
            if mode == "n" { continue }  // "none": drawn by After Effects as an outline only
            let blends: [String: BlendMode] = ["l": .lighten, "d": .darken, "f": .difference]
            guard ["a", "s", "i"].contains(mode) || blends[mode] != nil else {
                unsupported("\"\(mode.truncatedForMessages)\" masks", at: modeNode ?? element)
                continue
            }
            let shape = try maskShape(&object, element, clock: clock)
            switch (mode, combined) {
            case ("a", nil), ("l", nil), ("d", nil), ("f", nil):
                combined = shape
            case ("a", let previous?):
                combined = try group([previous, shape], at: element)
            case (_, let previous?) where blends[mode] != nil:
                combined = try blendedMask(previous, shape, by: blends[mode]!, at: element)
            default:
                // With nothing before, everything masked: the one fill takes the mask as a stage
                // (a group around it would be drawn offscreen first, for the same pixels).
                var masked: Layer
                if let combined {
                    masked = try group([combined], at: element)
                } else {
                    masked = try everything(at: element)
                }
                masked.mask = shape
                masked.maskMode = mode == "s" ? .inverseAlpha : .alpha
                combined = masked
            }
        }
        return combined
    }

    /// One mask's shape, white, at its opacity: its path, expanded (a stroke of twice the
    /// expansion around it) or contracted (less such a stroke), and inverted when `inv` is set.
    private func maskShape(_ object: inout ObjectReader, _ element: JSONNode, clock: LottieClock)
        throws(SceneError) -> Layer
    {
        let path = try property(try object.required("pt", "the mask's path"), bezier)
        func pathLayer() throws(SceneError) -> Layer {
            var layer = Layer()
            var content = ShapeContent(path: path.initial.path)
            content.fillColor = .white
            layer.kind = .shape(content)
            if let animation = try keyframeAnimation("path", path, clock: clock, at: element, { .path($0.path) }) {
                layer.animations.append(animation)
            }
            try countLayers(1, at: element)
            return layer
        }
        var shape = try pathLayer()
        if let expansion = try optionalProperty(&object, "x", scalar),
            let first = (expansion.keyframes.map(\.value[0]) + [expansion.initial[0]]).first(where: { $0 != 0 })
        {
            // One direction for the whole animation: that of its first value that moves the path.
            let sign: Double = first > 0 ? 1 : -1
            // A stroke of twice the expansion's width, centred on the path, reaches as far out
            // and as far in as the expansion; its round joins are the offset path's corners.
            var outline = try pathLayer()
            outline.update(.shape) {
                $0.fillColor = sign > 0 ? .white : nil
                $0.strokeColor = .white
                $0.stroke.lineWidth = 2 * max(sign * expansion.initial[0], 0)
                $0.stroke.lineJoin = .round
            }
            if let animation = try keyframeAnimation(
                "lineWidth", expansion, clock: clock, at: element, { .scalar(2 * max(sign * $0[0], 0)) })
            {
                outline.animations.append(animation)
            }
            if sign > 0 {
                shape = outline
            } else {
                // The path's one fill, less the outline: a mask of the fill itself, not of a group.
                shape.mask = outline
                shape.maskMode = .inverseAlpha
            }
        }
        if let inverted = object.optional("inv"), try inverted.bool() {
            var outside = try everything(at: element)
            outside.mask = shape
            outside.maskMode = .inverseAlpha
            shape = outside
        }
        if let opacity = try optionalProperty(&object, "o", scalar) {
            var faded = shape
            faded.opacity = min(max(opacity.initial[0] / 100, 0), 1)
            if let animation = try keyframeAnimation(
                "opacity", opacity, clock: clock, at: element, { .scalar(min(max($0[0] / 100, 0), 1)) })
            {
                faded.animations.append(animation)
            }
            shape = faded
        }
        return shape
    }

    /// A plain layer holding `layers`.
    func group(_ layers: [Layer], at node: JSONNode) throws(SceneError) -> Layer {
        var layer = Layer()
        layer.sublayers = layers
        try countLayers(1, at: node)
        return layer
    }

    /// A white square wider than any canvas: all of a layer, for masks that start from everything
    /// or are inverted (the mask is only drawn where the layer draws).
    func everything(at node: JSONNode) throws(SceneError) -> Layer {
        let side = 1 << 20
        var content = ShapeContent(
            path: Path(
                rect: Rect(x: -Double(side), y: -Double(side), width: 2 * Double(side), height: 2 * Double(side))))
        content.fillColor = .white
        var layer = Layer()
        layer.kind = .shape(content)
        try countLayers(1, at: node)
        return layer
    }
}
