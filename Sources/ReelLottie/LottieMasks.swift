import ReelGeometry
import ReelSceneFile
import ReelTimeline

extension LottieContext {
    /// A layer's masks (`masksProperties`) as the alpha mask Reel applies in the layer's own
    /// coordinates: each additive mask (`mode: "a"`) a white shape of its path at its opacity,
    /// the shapes together their union. Other modes, inverted masks and expansion are reported
    /// and left out. Nil when no mask is left.
    func maskLayer(_ node: JSONNode, clock: LottieClock) throws(SceneError) -> Layer? {
        var shapes: [Layer] = []
        for element in try node.array() {
            var object = try element.object()
            let modeNode = object.optional("mode")
            let mode = try modeNode?.string() ?? "a"
            if mode == "n" { continue }  // "none": drawn by After Effects as an outline only
            guard mode == "a" else {
                let name = ["s": "subtract", "i": "intersect", "l": "lighten", "d": "darken", "f": "difference"][mode]
                unsupported("\(name ?? "\"\(mode.truncatedForMessages)\"") masks", at: modeNode ?? element)
                continue
            }
            if let inverted = object.optional("inv"), try inverted.bool() {
                unsupported("inverted masks (inv)", at: inverted)
                continue
            }
            if let expansion = object.optional("x") {
                let x = try property(expansion, scalar)
                if x.isAnimated || x.initial[0] != 0 { unsupported("mask expansion (x)", at: expansion) }
            }
            let path = try property(try object.required("pt", "the mask's path"), bezier)
            var layer = Layer()
            var content = ShapeContent(path: path.initial.path)
            content.fillColor = .white
            layer.kind = .shape(content)
            if let animation = try keyframeAnimation("path", path, clock: clock, at: element, { .path($0.path) }) {
                layer.animations.append(animation)
            }
            if let opacity = try optionalProperty(&object, "o", scalar) {
                layer.opacity = min(max(opacity.initial[0] / 100, 0), 1)
                if let animation = try keyframeAnimation(
                    "opacity", opacity, clock: clock, at: element, { .scalar(min(max($0[0] / 100, 0), 1)) })
                {
                    layer.animations.append(animation)
                }
            }
            shapes.append(layer)
        }
        guard !shapes.isEmpty else { return nil }
        try countLayers(shapes.count + 1, at: node)
        var mask = Layer()
        // Lottie lists masks in the order they combine; for a union the order does not matter.
        mask.sublayers = shapes
        return mask
    }
}
