import ReelGeometry
import ReelTimeline

/// Layers in a scene file: `"type"` is `layer` (the default), `shape`, `gradient`, `replicator`,
/// `text` or `transform`; each type's own keys are accepted only on layers of that type, and a
/// transform layer refuses the keys of what it never draws.
extension SceneReader {
    private static let typeKeys: [String: [String]] = [
        "shape": [
            "path", "fillColor", "fillRule", "strokeColor", "lineWidth", "lineCap", "lineJoin", "miterLimit",
            "lineDashPattern", "lineDashPhase", "strokeStart", "strokeEnd"
        ],
        "gradient": ["gradientType", "colors", "locations", "startPoint", "endPoint"],
        "replicator": [
            "instanceCount", "instanceTransform", "instanceDelay", "instanceColor", "instanceRedOffset",
            "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset"
        ],
        "text": ["string", "font", "fontSize", "foregroundColor", "alignmentMode", "wrapped"]
    ]

    /// What a transform layer ignores, as `CATransformLayer` does: it draws nothing of its own.
    /// Refused rather than ignored, so a scene does not silently lose a colour or a shadow.
    private static let notDrawnByTransformLayers = [
        "backgroundColor", "cornerRadius", "cornerCurve", "maskedCorners", "borderWidth", "borderColor",
        "masksToBounds", "mask", "compositingFilter", "doubleSided", "shadowColor", "shadowOpacity", "shadowRadius",
        "shadowOffset",
        "shadowPath",
        "contents", "contentsGravity", "contentsRect", "contentsScale", "meshTransform", "pageCurl"
    ]

    static func layer(
        _ node: JSONNode, at layerPath: [Int], chains: inout [AnimationChain],
        limits: SceneLimits
    ) throws(SceneError) -> Layer {
        var object = try node.object()
        let type =
            try object.optional("type")?.choice(
                [
                    "layer": "layer", "shape": "shape", "gradient": "gradient", "replicator": "replicator",
                    "text": "text",
                    "transform": "transform"
                ]) ?? "layer"
        for (owner, keys) in typeKeys where owner != type {
            if let misplaced = object.members.first(where: { keys.contains($0.key) }) {
                throw node.child(misplaced.key, misplaced.value)
                    .error("\"\(misplaced.key)\" belongs to \(owner) layers; add \"type\": \"\(owner)\" to this layer")
            }
        }
        if type == "transform",
            let ignored = object.members.first(where: { notDrawnByTransformLayers.contains($0.key) })
        {
            throw node.child(ignored.key, ignored.value).error(
                "\"\(ignored.key)\" has no effect on a transform layer, which draws nothing of its own and only places its sublayers in 3D; set it on a sublayer, or use \"type\": \"layer\""
            )
        }
        var layer = Layer()
        try readGeometry(&layer, &object)
        try readAppearance(&layer, &object)
        try readDeformation(&layer, &object)
        switch type {
        case "shape": layer.kind = .shape(try shape(&object))
        case "gradient": layer.kind = .gradient(try gradient(&object))
        case "replicator": layer.kind = .replicator(try replicator(&object))
        case "text": layer.kind = .text(try text(&object))
        case "transform": layer.kind = .transform
        default: break
        }
        if let v = object.optional("mask") {
            var maskChains: [AnimationChain] = []
            layer.mask = try self.layer(v, at: [], chains: &maskChains, limits: limits)
            if let chain = maskChains.first {
                throw chain.after.error("\"after\" is not supported inside a mask layer")
            }
        }
        if let v = object.optional("sublayers") {
            for (i, element) in try v.array().enumerated() {
                layer.sublayers.append(try self.layer(element, at: layerPath + [i], chains: &chains, limits: limits))
            }
        }
        if let v = object.optional("animations") {
            for element in try v.array() {
                let (animation, after) = try animation(element, topLevel: true, limits: limits)
                // Adding under a key in use replaces the old animation (add(_:forKey:)).
                if let key = animation.key, let old = layer.animations.firstIndex(where: { $0.key == key }) {
                    layer.animations.remove(at: old)
                    chains.removeAll { $0.layerPath == layerPath && $0.index == old }
                    chains = chains.map { chain in
                        guard chain.layerPath == layerPath, chain.index > old else { return chain }
                        return AnimationChain(layerPath: chain.layerPath, index: chain.index - 1, after: chain.after)
                    }
                }
                layer.animations.append(animation)
                if let after {
                    chains.append(AnimationChain(layerPath: layerPath, index: layer.animations.count - 1, after: after))
                }
            }
        }
        try object.rejectUnknownKeys(context: type == "layer" ? "a layer" : "a \(type) layer")
        return layer
    }

    private static let nonNegative = 0...Double.greatestFiniteMagnitude

    private static func readGeometry(_ layer: inout Layer, _ object: inout ObjectReader) throws(SceneError) {
        layer.name = try object.optional("name")?.string()
        if let v = object.optional("position") { layer.position = try v.point() }
        if let v = object.optional("bounds") { layer.bounds = try v.rect() }
        if let v = object.optional("anchorPoint") { layer.anchorPoint = try v.point() }
        if let v = object.optional("transform") { layer.transform = try transform(v) }
        if let v = object.optional("sublayerTransform") { layer.sublayerTransform = try transform(v) }
        if let v = object.optional("zPosition") { layer.zPosition = try v.number() }
        if let v = object.optional("beginTime") { layer.timing.beginTime = try v.number() }
        if let v = object.optional("speed") { layer.timing.speed = try v.number() }
        if let v = object.optional("timeOffset") { layer.timing.timeOffset = try v.number() }
    }

    private static func readAppearance(_ layer: inout Layer, _ object: inout ObjectReader) throws(SceneError) {
        if let v = object.optional("opacity") { layer.opacity = try v.number(in: 0...1, "an opacity in 0…1") }
        if let v = object.optional("hidden") { layer.isHidden = try v.bool() }
        if let v = object.optional("doubleSided") { layer.isDoubleSided = try v.bool() }
        if let v = object.optional("backgroundColor") { layer.backgroundColor = v.isNull ? nil : try v.color() }
        if let v = object.optional("cornerRadius") {
            layer.cornerRadius = try v.number(in: nonNegative, "a radius ≥ 0")
        }
        if let v = object.optional("cornerCurve") {
            layer.continuousCorners = try v.choice(["circular": false, "continuous": true])
        }
        if let v = object.optional("maskedCorners") { layer.maskedCorners = try maskedCorners(v) }
        if let v = object.optional("borderWidth") { layer.borderWidth = try v.number(in: nonNegative, "a width ≥ 0") }
        if let v = object.optional("borderColor") { layer.borderColor = v.isNull ? nil : try v.color() }
        if let v = object.optional("masksToBounds") { layer.masksToBounds = try v.bool() }
        if let v = object.optional("compositingFilter") {
            layer.compositingFilter =
                v.isNull
                ? nil : try v.choice(Dictionary(uniqueKeysWithValues: BlendMode.allCases.map { ($0.rawValue, $0) }))
        }
        if let v = object.optional("shadowColor") { layer.shadowColor = v.isNull ? nil : try v.color() }
        if let v = object.optional("shadowOpacity") {
            layer.shadowOpacity = try v.number(in: 0...1, "an opacity in 0…1")
        }
        if let v = object.optional("shadowRadius") {
            layer.shadowRadius = try v.number(in: nonNegative, "a radius ≥ 0")
        }
        if let v = object.optional("shadowOffset") { layer.shadowOffset = try v.size() }
        if let v = object.optional("shadowPath") { layer.shadowPath = try path(v) }
        if let v = object.optional("contents") {
            layer.contents = ImageContents(image: try v.nonEmptyString("an image file name"))
        }
        let gravity = object.optional("contentsGravity")
        let rect = object.optional("contentsRect")
        let scale = object.optional("contentsScale")
        if layer.contents == nil, let stray = gravity ?? rect ?? scale {
            throw stray.error("\"\(stray.path.split(separator: ".").last ?? "")\" needs \"contents\" (an image file)")
        }
        if let v = gravity {
            layer.contents?.gravity = try v.choice(
                Dictionary(uniqueKeysWithValues: ImageContents.Gravity.allCases.map { ($0.rawValue, $0) }))
        }
        if let v = rect { layer.contents?.rect = try v.rect() }
        if let v = scale { layer.contents?.scale = try v.positiveNumber() }
    }

    private static func shape(_ object: inout ObjectReader) throws(SceneError) -> ShapeContent {
        var shape = ShapeContent(
            path: try object.optional("path").map { node throws(SceneError) in try path(node) } ?? Path())
        if let v = object.optional("fillColor") { shape.fillColor = v.isNull ? nil : try v.color() }
        if let v = object.optional("fillRule") {
            shape.fillRule = try v.choice(["nonZero": .nonZero, "evenOdd": .evenOdd])
        }
        if let v = object.optional("strokeColor") { shape.strokeColor = v.isNull ? nil : try v.color() }
        if let v = object.optional("lineWidth") {
            shape.stroke.lineWidth = try v.number(in: 0...1e6, "a line width in 0…1000000")
        }
        if let v = object.optional("lineCap") {
            shape.stroke.lineCap = try v.choice(["butt": .butt, "round": .round, "square": .square])
        }
        if let v = object.optional("lineJoin") {
            shape.stroke.lineJoin = try v.choice(["miter": .miter, "round": .round, "bevel": .bevel])
        }
        if let v = object.optional("miterLimit") {
            shape.stroke.miterLimit = try v.number(in: 0...1e6, "a miter limit ≥ 0")
        }
        if let v = object.optional("lineDashPattern") {
            let pattern = try v.array().map { element throws(SceneError) in
                try element.number(in: nonNegative, "a dash length ≥ 0")
            }
            guard pattern.isEmpty || pattern.contains(where: { $0 > 0 }) else {
                throw v.error("a dash pattern needs a length above 0")
            }
            shape.lineDashPattern = pattern.isEmpty ? nil : pattern
        }
        if let v = object.optional("lineDashPhase") { shape.lineDashPhase = try v.number() }
        if let v = object.optional("strokeStart") { shape.strokeStart = try v.number(in: 0...1, "a fraction in 0…1") }
        if let v = object.optional("strokeEnd") { shape.strokeEnd = try v.number(in: 0...1, "a fraction in 0…1") }
        return shape
    }

    private static func gradient(_ object: inout ObjectReader) throws(SceneError) -> GradientContent {
        var gradient = GradientContent()
        if let v = object.optional("gradientType") {
            gradient.kind = try v.choice(
                Dictionary(uniqueKeysWithValues: GradientContent.Kind.allCases.map { ($0.rawValue, $0) }))
        }
        if let v = object.optional("colors") {
            gradient.colors = try v.array().map { element throws(SceneError) in try element.color() }
        }
        if let v = object.optional("locations") {
            let locations = try v.array().map { element throws(SceneError) in
                try element.number(in: 0...1, "a location in 0…1")
            }
            guard locations.count == gradient.colors.count else {
                throw v.error(
                    "\(locations.count) locations for \(gradient.colors.count) colours; expected one per colour")
            }
            gradient.locations = locations
        }
        if let v = object.optional("startPoint") { gradient.startPoint = try v.point() }
        if let v = object.optional("endPoint") { gradient.endPoint = try v.point() }
        return gradient
    }

    private static func replicator(_ object: inout ObjectReader) throws(SceneError) -> ReplicatorContent {
        var replicator = ReplicatorContent()
        if let v = object.optional("instanceCount") {
            let n = try v.number(in: 0...Double(Int32.max), "a whole number of instances ≥ 0")
            guard n == n.rounded() else { throw v.error("expected a whole number of instances, found \(n.formatted)") }
            replicator.instanceCount = Int(n)
        }
        if let v = object.optional("instanceTransform") { replicator.instanceTransform = try transform(v) }
        if let v = object.optional("instanceDelay") { replicator.instanceDelay = try v.number() }
        if let v = object.optional("instanceColor") { replicator.instanceColor = try v.color() }
        if let v = object.optional("instanceRedOffset") { replicator.instanceRedOffset = try v.number() }
        if let v = object.optional("instanceGreenOffset") { replicator.instanceGreenOffset = try v.number() }
        if let v = object.optional("instanceBlueOffset") { replicator.instanceBlueOffset = try v.number() }
        if let v = object.optional("instanceAlphaOffset") { replicator.instanceAlphaOffset = try v.number() }
        return replicator
    }

    private static func text(_ object: inout ObjectReader) throws(SceneError) -> TextContent {
        var text = TextContent(string: try object.optional("string")?.string() ?? "")
        if let v = object.optional("font") { text.font = try v.string() }
        if let v = object.optional("fontSize") {
            text.fontSize = try v.number(in: 0...10_000, "a font size in 0…10000 points")
        }
        if let v = object.optional("foregroundColor") { text.foregroundColor = try v.color() }
        if let v = object.optional("alignmentMode") {
            text.alignment = try v.choice(
                Dictionary(uniqueKeysWithValues: TextContent.Alignment.allCases.map { ($0.rawValue, $0) }))
        }
        if let v = object.optional("wrapped") { text.isWrapped = try v.bool() }
        return text
    }

    /// `maskedCorners`: the corners `cornerRadius` rounds, named as Core Animation's `CACornerMask`
    /// names them (`minXMinY` is the top left on Reel's y-down canvas). An empty array rounds none.
    private static func maskedCorners(_ node: JSONNode) throws(SceneError) -> RectCorners {
        let names: [String: RectCorners] = [
            "minXMinY": .minXMinY, "maxXMinY": .maxXMinY, "minXMaxY": .minXMaxY, "maxXMaxY": .maxXMaxY
        ]
        var corners: RectCorners = []
        for element in try node.array() {
            let corner = try element.choice(names)
            if corners.contains(corner) { throw element.error("corner listed twice") }
            corners.insert(corner)
        }
        return corners
    }
}
