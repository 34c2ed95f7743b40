import ReelGeometry
import ReelSceneFile
import ReelTimeline

extension LottieContext {
    /// `layer`, a shape layer lowered with a placeholder colour for `gradient`'s fill or stroke
    /// (and the gradient's opacity), painted with the gradient instead: its `fillGradient` or
    /// `strokeGradient` in the shape's own coordinates, as Lottie gives the points, so the
    /// renderer fills the shape's coverage with the gradient directly. Its colours, locations
    /// and points animate with the file's keyframes.
    func painted(_ layer: Layer, with gradient: LottieGradient, clock: LottieClock) throws(SceneError) -> Layer {
        var layer = layer
        func point(_ p: [Double]) -> Point { Point(x: p[0], y: p[1]) }
        let stops = gradient.colors(gradient.stops.initial)
        let paint = ShapeGradient(
            kind: gradient.radial ? .radial : .linear, colors: stops.colors, locations: stops.locations,
            startPoint: point(gradient.start.initial), endPoint: point(gradient.end.initial),
            focalPoint: highlightFocus(of: gradient).map(point))
        let prefix = gradient.stroke == nil ? "fillGradient" : "strokeGradient"
        layer.update(.shape) {
            if gradient.stroke == nil {
                $0.fillColor = nil
                $0.fillGradient = paint
            } else {
                $0.strokeColor = nil
                $0.strokeGradient = paint
            }
        }
        let node = gradient.node
        var animations: [Animation?] = [
            try keyframeAnimation(
                prefix + ".colors", gradient.stops, clock: clock, at: node, { .colors(gradient.colors($0).colors) }),
            try keyframeAnimation(
                prefix + ".locations", gradient.stops, clock: clock, at: node,
                { .scalars(gradient.colors($0).locations) })
        ]
        for (key, property) in [("startPoint", gradient.start), ("endPoint", gradient.end)] {
            if property.keyframes.contains(where: \.hasPerDimensionEasing), let range = property.frameRange {
                // Reel's keyframes ease both coordinates alike: sampled at every frame instead.
                animations.append(
                    try bakedAnimation(
                        prefix + "." + key, frames: range, clock: clock, at: node,
                        { .point(point(property.value(at: $0))) }))
            } else {
                animations.append(
                    try keyframeAnimation(prefix + "." + key, property, clock: clock, at: node, { .point(point($0)) }))
            }
        }
        layer.animations += animations.compactMap { $0 }
        return layer
    }
}
