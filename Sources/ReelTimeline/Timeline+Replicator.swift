import ReelGeometry

/// Presenting a layer's children: its sublayers (expanded into instances for a replicator) and
/// its mask, each with its own animations.
///
/// A replicator's presentation holds its instances as sublayers: instance k is a plain container
/// layer covering the replicator's bounds, whose `transform` is `instanceTransform` applied k times
/// about the replicator's centre (as Core Animation applies it), holding the sublayers presented
/// k · `instanceDelay` earlier, with every colour they draw multiplied by
/// `instanceColor` + k · the offsets. The renderer then draws a replicator like any layer.
extension Timeline {
    static func presentChildren(of model: Layer, stillness: LayerStillness, into layer: inout Layer, at time: Double) {
        if let mask = model.mask { layer.mask = present(mask, stillness: stillness.mask[0], at: time) }
        guard let replicator = layer.replicator else {
            layer.sublayers = present(model.sublayers, stillness: stillness.sublayers, at: time)
            return
        }
        layer.sublayers = instances(
            of: replicator, sublayers: model.sublayers, stillness: stillness.sublayers, bounds: layer.bounds, at: time)
    }

    /// The instances of `sublayers` under a replicator whose presented settings are `replicator`.
    static func instances(
        of replicator: ReplicatorContent, sublayers: [Layer], stillness: [LayerStillness], bounds: Rect,
        at time: Double
    ) -> [Layer] {
        var result: [Layer] = []
        var transform = Transform3D.identity
        for k in 0..<max(replicator.instanceCount, 0) {
            var instance = Layer()
            instance.name = "instance \(k)"
            instance.bounds = bounds
            instance.position = Point(
                x: bounds.origin.x + bounds.size.width / 2, y: bounds.origin.y + bounds.size.height / 2)
            instance.transform = transform
            let tint = instanceColor(replicator, k)
            instance.sublayers = sublayers.indices.map { i in
                let presented = present(
                    sublayers[i], stillness: stillness[i], at: time - Double(k) * replicator.instanceDelay)
                return tint == .white ? presented : tinted(presented, by: tint)
            }
            result.append(instance)
            transform = transform.concatenating(replicator.instanceTransform)
        }
        return result
    }

    /// `instanceColor` plus k times the offsets, each component clamped to 0…1.
    static func instanceColor(_ r: ReplicatorContent, _ k: Int) -> Color {
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        let n = Double(k)
        return Color(
            red: clamp(r.instanceColor.red + n * r.instanceRedOffset),
            green: clamp(r.instanceColor.green + n * r.instanceGreenOffset),
            blue: clamp(r.instanceColor.blue + n * r.instanceBlueOffset),
            alpha: clamp(r.instanceColor.alpha + n * r.instanceAlphaOffset))
    }

    /// The layer with every colour it and its sublayers draw multiplied by `tint` (straight
    /// components: the same as multiplying the premultiplied pixels each one draws).
    static func tinted(_ layer: Layer, by tint: Color) -> Layer {
        func times(_ c: Color) -> Color {
            Color(
                red: c.red * tint.red, green: c.green * tint.green, blue: c.blue * tint.blue,
                alpha: c.alpha * tint.alpha)
        }
        var layer = layer
        layer.backgroundColor = layer.backgroundColor.map(times)
        layer.borderColor = layer.borderColor.map(times)
        layer.shadowColor = layer.shadowColor.map(times)
        switch layer.kind {
        case .shape(var shape):
            shape.fillColor = shape.fillColor.map(times)
            shape.strokeColor = shape.strokeColor.map(times)
            if let colors = shape.fillGradient?.colors { shape.fillGradient?.colors = colors.map(times) }
            if let colors = shape.strokeGradient?.colors { shape.strokeGradient?.colors = colors.map(times) }
            layer.kind = .shape(shape)
        case .gradient(var gradient):
            gradient.colors = gradient.colors.map(times)
            layer.kind = .gradient(gradient)
        case .text(var text):
            text.foregroundColor = times(text.foregroundColor)
            layer.kind = .text(text)
        case .plain, .replicator, .transform:
            break
        }
        layer.sublayers = layer.sublayers.map { tinted($0, by: tint) }
        return layer
    }
}
