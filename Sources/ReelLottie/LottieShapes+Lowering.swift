import Foundation
import ReelGeometry
import ReelSceneFile
import ReelTimeline

/// A fill or a stroke, with the geometry it paints.
enum LottiePaint {
    case fill(LottieFill)
    case stroke(LottieStroke)
    case gradient(LottieGradient)

    init?(_ item: LottieShape) {
        switch item {
        case .fill(let f): self = .fill(f)
        case .stroke(let s): self = .stroke(s)
        case .gradient(let g): self = .gradient(g)
        default: return nil
        }
    }
}

extension LottieContext {
    /// A group as a layer: its transform, and a shape layer for each paint over the geometry it
    /// paints, back to front. A paint also applies to the groups listed before it: as
    /// lottie-ios does, it is pushed down into them and drawn there, below their own paints.
    func layer(
        for group: LottieGroup, inherited: [LottiePaint], trim inheritedTrim: LottieTrim?, clock: LottieClock,
        at node: JSONNode
    ) throws(SceneError) -> Layer? {
        let items = group.items
        func trim(after index: Int) -> LottieTrim? {
            for item in items[(index + 1)...] { if case .trim(let t) = item { return t } }
            return inheritedTrim
        }
        let geometry: [(index: Int, shape: LottieGeometry)] = items.indices.compactMap {
            if case .geometry(let g) = items[$0] { ($0, g) } else { nil }
        }
        func painted(before index: Int) -> [(LottieGeometry, LottieTrim?)] {
            geometry.filter { $0.index < index }.map { ($0.shape, trim(after: $0.index)) }
        }
        var sublayers: [Layer] = []
        for paint in inherited {
            sublayers += try paintLayers(paint, painted(before: items.count), clock: clock)
        }
        for i in items.indices.reversed() {
            switch items[i] {
            case .fill, .stroke, .gradient:
                sublayers += try paintLayers(LottiePaint(items[i])!, painted(before: i), clock: clock)
            case .group(let sub):
                let pushed = inherited + items[(i + 1)...].reversed().compactMap(LottiePaint.init)
                if let layer = try layer(for: sub, inherited: pushed, trim: trim(after: i), clock: clock, at: node) {
                    sublayers.append(LottieGroupPlacement.withoutEmptyPlacement(layer))
                }
            case .geometry, .trim:
                break
            }
        }
        guard !sublayers.isEmpty else { return nil }
        try countLayers(sublayers.count + 1, at: node)
        var container = Layer()
        if let transform = group.transform { try apply(transform, to: &container, clock: clock) }
        container.sublayers = sublayers
        if let repeater = group.repeater { container.sublayers = try copies(of: sublayers, repeater, clock: clock) }
        return container
    }

    /// A repeater's copies of `layers`, each in a layer with its transform and opacity (sampled
    /// at every frame when the repeater animates), back to front.
    private func copies(of layers: [Layer], _ repeater: LottieRepeater, clock: LottieClock) throws(SceneError)
        -> [Layer]
    {
        let count = repeater.count
        try countLayers(count * (layers.count + 1), at: repeater.node)
        var copies: [Layer] = []
        let first = repeater.frameRange?.lowerBound ?? 0
        for index in 0..<count {
            var copy = Layer()
            copy.sublayers = layers
            copy.transform = Transform3D(repeater.matrix(copy: index, at: first))
            copy.opacity = repeater.opacity(copy: index, at: first)
            if let range = repeater.frameRange {
                for animation in [
                    try bakedAnimation(
                        "transform", frames: range, clock: clock, at: repeater.node,
                        { .transform(Transform3D(repeater.matrix(copy: index, at: $0))) }),
                    try bakedAnimation(
                        "opacity", frames: range, clock: clock, at: repeater.node,
                        { .scalar(repeater.opacity(copy: index, at: $0)) })
                ] {
                    if let animation { copy.animations.append(animation) }
                }
            }
            copies.append(copy)
        }
        // Above: each copy over the one before; below: under it.
        return repeater.above ? copies : copies.reversed()
    }

    /// The shape layers of one paint over `geometry`: one for all the untrimmed geometry (so
    /// that holes and the fill rule work across shapes), one per trimmed shape (each trimmed by
    /// the same fractions, Lottie's "simultaneously"), or one for all the shapes a trim treats
    /// as one path ("individually").
    private func paintLayers(_ paint: LottiePaint, _ geometry: [(LottieGeometry, LottieTrim?)], clock: LottieClock)
        throws(SceneError) -> [Layer]
    {
        var sets: [([LottieGeometry], LottieTrim?)] = []
        let untrimmed = geometry.filter { $0.1 == nil }.map(\.0)
        if !untrimmed.isEmpty { sets.append((untrimmed, nil)) }
        var byTrim: [String: Int] = [:]
        for (shape, trim) in geometry {
            guard let trim else { continue }
            if trim.individually, let index = byTrim[trim.node.path] {
                sets[index].0.append(shape)
            } else {
                byTrim[trim.node.path] = sets.count
                sets.append(([shape], trim))
            }
        }
        // A gradient is lowered as the same fill or stroke with the gradient's opacity, then
        // painted with the gradient (`painted(_:with:clock:)`).
        var shapePaint = paint
        if case .gradient(let gradient) = paint {
            let white = LottieProperty<[Double]>.fixed([1, 1, 1, 1])
            if var stroke = gradient.stroke {
                stroke.opacity = gradient.opacity
                shapePaint = .stroke(stroke)
            } else {
                shapePaint = .fill(
                    LottieFill(color: white, opacity: gradient.opacity, evenOdd: gradient.evenOdd, node: gradient.node))
            }
        }
        var layers: [Layer] = []
        for (shapes, trim) in sets {
            var layer = try shapeLayer(shapePaint, shapes, clock: clock)
            if let trim {
                if case .fill = shapePaint {
                    unsupported("trim paths on fills (the fill is drawn whole)", at: trim.node)
                    layers.append(layer)
                } else {
                    layers += try trimmed(&layer, by: trim, clock: clock)
                }
            } else {
                layers.append(layer)
            }
        }
        guard case .gradient(let gradient) = paint else { return layers }
        var painted: [Layer] = []
        for layer in layers { painted.append(try self.painted(layer, with: gradient, clock: clock)) }
        return painted
    }

    /// A shape layer of `shapes` painted by `paint`; merged paths that subtract or intersect
    /// paint their first shape through a mask of the others (inverted to subtract), and merged
    /// paths that exclude intersections fill by the even-odd rule. A stroke of merged paths strokes
    /// their merged outline.
    private func shapeLayer(_ paint: LottiePaint, _ shapes: [LottieGeometry], clock: LottieClock) throws(SceneError)
        -> Layer
    {
        let merged = shapes.compactMap { (shape) -> (parts: [LottieGeometry], mode: Int)? in
            if case .merged(let parts, let mode) = shape.kind { (parts, mode) } else { nil }
        }
        if case .stroke = paint, !merged.isEmpty {
            return try plainShapeLayer(paint, shapes.map { $0.outlinedIfMerged }, clock: clock)
        }
        if shapes.count == 1, let (parts, mode) = merged.first, mode == 3 || mode == 4 {
            var layer = try plainShapeLayer(paint, [parts[0]], clock: clock)
            let white = LottiePaint.fill(
                LottieFill(color: .fixed([1, 1, 1, 1]), opacity: .fixed([100]), evenOdd: false, node: shapes[0].node))
            if mode == 3 {
                layer.mask = try plainShapeLayer(white, Array(parts.dropFirst()), clock: clock)
                layer.maskMode = .inverseAlpha
            } else {
                var mask: Layer?
                for part in parts.dropFirst().reversed() {
                    var next = try plainShapeLayer(white, [part], clock: clock)
                    next.mask = mask
                    mask = next
                }
                layer.mask = mask
            }
            try countLayers(parts.count - 1, at: shapes[0].node)
            return layer
        }
        var layer = try plainShapeLayer(paint, shapes, clock: clock)
        if merged.contains(where: { $0.mode == 5 }) { layer.update(.shape) { $0.fillRule = .evenOdd } }
        return layer
    }

    /// A shape layer of `shapes` (one path of all of them) painted by `paint`.
    private func plainShapeLayer(_ paint: LottiePaint, _ shapes: [LottieGeometry], clock: LottieClock)
        throws(SceneError) -> Layer
    {
        func path(at frame: Double) -> Path {
            var path = Path()
            for shape in shapes { path.append(shape.path(at: frame)) }
            return path
        }
        let range = unionRange(shapes.map(\.frameRange))
        var layer = Layer()
        var content = ShapeContent(path: path(at: range?.lowerBound ?? 0))
        let node = shapes[0].node
        if shapes.count == 1, case .path(let bezier) = shapes[0].kind, !(shapes[0].cornerRadius?.isAnimated ?? false) {
            let shape = shapes[0]
            if let animation = try keyframeAnimation(
                "path", bezier, clock: clock, at: node, { .path(shape.finished($0, at: 0).path) })
            {
                layer.animations.append(animation)
            }
        } else if let range,
            let animation = try bakedAnimation("path", frames: range, clock: clock, at: node, { .path(path(at: $0)) })
        {
            layer.animations.append(animation)
        }
        let opacity: LottieProperty<[Double]>
        let paintNode: JSONNode
        switch paint {
        case .fill(let fill):
            content.fillColor = Color(lottie: fill.color.initial)
            content.fillRule = fill.evenOdd ? .evenOdd : .nonZero
            if let animation = try keyframeAnimation(
                "fillColor", fill.color, clock: clock, at: fill.node, { .color(Color(lottie: $0)) })
            {
                layer.animations.append(animation)
            }
            (opacity, paintNode) = (fill.opacity, fill.node)
        case .stroke(let stroke):
            content.fillColor = nil
            content.strokeColor = Color(lottie: stroke.color.initial)
            content.stroke = stroke.style
            content.lineDashPattern = stroke.dashes
            if let animation = try keyframeAnimation(
                "strokeColor", stroke.color, clock: clock, at: stroke.node, { .color(Color(lottie: $0)) })
            {
                layer.animations.append(animation)
            }
            if let animation = try keyframeAnimation(
                "lineWidth", stroke.width, clock: clock, at: stroke.node, { .scalar(max($0[0], 0)) })
            {
                layer.animations.append(animation)
            }
            if let offset = stroke.dashOffset {
                content.lineDashPhase = offset.initial[0]
                if let animation = try keyframeAnimation(
                    "lineDashPhase", offset, clock: clock, at: stroke.node, { .scalar($0[0]) })
                {
                    layer.animations.append(animation)
                }
            }
            (opacity, paintNode) = (stroke.opacity, stroke.node)
        case .gradient(let gradient):
            // Gradients are lowered as a fill or stroke, then painted (`paintLayers`).
            (opacity, paintNode) = (gradient.opacity, gradient.node)
        }
        layer.opacity = min(max(opacity.initial[0] / 100, 0), 1)
        if let animation = try keyframeAnimation(
            "opacity", opacity, clock: clock, at: paintNode, { .scalar(min(max($0[0] / 100, 0), 1)) })
        {
            layer.animations.append(animation)
        }
        layer.kind = .shape(content)
        return layer
    }

    /// `layer` trimmed by `trim`: `strokeStart`/`strokeEnd` as keyframes when the trim starts
    /// at the path's start or ends at its end with no offset; otherwise the trimmed span is
    /// sampled at every frame, and when the offset carries it past the path's end, a second
    /// layer draws the part that wraps round to the start.
    private func trimmed(_ layer: inout Layer, by trim: LottieTrim, clock: LottieClock) throws(SceneError) -> [Layer] {
        let node = trim.node
        let offsetIsZero = !trim.offset.isAnimated && trim.offset.initial[0].truncatingRemainder(dividingBy: 360) == 0
        let fromStart = !trim.start.isAnimated && trim.start.initial[0] <= 0
        let toEnd = !trim.end.isAnimated && trim.end.initial[0] >= 100
        func fraction(_ v: [Double]) -> Double { min(max(v[0] / 100, 0), 1) }
        if offsetIsZero && (fromStart || toEnd) {
            layer.update(.shape) {
                $0.strokeStart = fraction(trim.start.initial)
                $0.strokeEnd = fraction(trim.end.initial)
            }
            for (key, part) in [("strokeStart", trim.start), ("strokeEnd", trim.end)] {
                if let animation = try keyframeAnimation(key, part, clock: clock, at: node, { .scalar(fraction($0)) }) {
                    layer.animations.append(animation)
                }
            }
            return [layer]
        }
        func span(at frame: Double) -> (Double, Double) {
            let s = fraction(trim.start.value(at: frame))
            let e = fraction(trim.end.value(at: frame))
            let offset = trim.offset.value(at: frame)[0] / 360
            var (low, high) = (min(s, e) + offset, max(s, e) + offset)
            let turns = low.rounded(.down)
            low -= turns
            high -= turns
            return (low, high)
        }
        let frames = try trim.frameRange.map { (range) throws(SceneError) in try self.frames(range, at: node) } ?? [0]
        let wraps = frames.contains { span(at: $0).1 > 1 }
        var wrapped = layer
        let (low, high) = span(at: frames[0])
        layer.update(.shape) {
            $0.strokeStart = low
            $0.strokeEnd = min(high, 1)
        }
        wrapped.update(.shape) {
            $0.strokeStart = 0
            $0.strokeEnd = max(high - 1, 0)
        }
        if let range = trim.frameRange {
            for (key, value) in [
                ("strokeStart", { (f: Double) in span(at: f).0 }),
                ("strokeEnd", { (f: Double) in min(span(at: f).1, 1) })
            ] {
                if let animation = try bakedAnimation(
                    key, frames: range, clock: clock, at: node, { .scalar(value($0)) })
                {
                    layer.animations.append(animation)
                }
            }
            if let animation = try bakedAnimation(
                "strokeEnd", frames: range, clock: clock, at: node, { .scalar(max(span(at: $0).1 - 1, 0)) })
            {
                wrapped.animations.append(animation)
            }
        }
        return wraps ? [wrapped, layer] : [layer]
    }
}
