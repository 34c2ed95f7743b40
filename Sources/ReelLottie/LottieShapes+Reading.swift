import ReelGeometry
import ReelSceneFile
import ReelTimeline

extension LottieContext {
    /// The items of a shape layer's `shapes` or a group's `it`; hidden ones (`hd: true`) are
    /// left out, unsupported ones reported and left out.
    func shapes(_ node: JSONNode) throws(SceneError) -> LottieGroup {
        var group = LottieGroup()
        for element in try node.array() {
            var object = try element.object()
            if try object.optional("hd").map({ (n) throws(SceneError) in try n.bool() }) ?? false { continue }
            let typeNode = try object.required("ty", "the shape item's type")
            let type = try typeNode.string()
            switch type {
            case "gr":
                var sub = try shapes(try object.required("it", "the group's items"))
                sub.transform = try groupTransform(element)
                group.items.append(.group(sub))
            case "tr":
                continue  // read with its group
            case "rc", "el", "sh", "sr":
                group.items.append(.geometry(try geometry(type, &object, element)))
            case "fl":
                group.items.append(
                    .fill(
                        LottieFill(
                            color: try property(try object.required("c", "the fill colour"), colorValue),
                            opacity: try optionalProperty(&object, "o", scalar) ?? .fixed([100]),
                            evenOdd: try object.optional("r").map { (n) throws(SceneError) in try n.number() == 2 }
                                ?? false, node: element)))
            case "st":
                group.items.append(.stroke(try stroke(&object, element)))
            case "gf", "gs":
                group.items.append(.gradient(try gradient(type == "gs", &object, element)))
            case "tm":
                group.items.append(
                    .trim(
                        LottieTrim(
                            start: try optionalProperty(&object, "s", scalar) ?? .fixed([0]),
                            end: try optionalProperty(&object, "e", scalar) ?? .fixed([100]),
                            offset: try optionalProperty(&object, "o", scalar) ?? .fixed([0]),
                            individually: try object.optional("m").map { (n) throws(SceneError) in
                                try n.number() == 2
                            } ?? false, node: element)))
            case "rd":
                let radius = try optionalProperty(&object, "r", scalar) ?? .fixed([0])
                Self.roundCorners(of: &group.items, radius: radius)
            case "mm":
                let mode = Int(try object.optional("mm").map { (n) throws(SceneError) in try n.number() } ?? 1)
                let indices = group.items.indices.filter {
                    if case .geometry = group.items[$0] { true } else { false }
                }
                guard indices.count > 1, let last = indices.last else { continue }
                let parts = indices.compactMap { (i) -> LottieGeometry? in
                    if case .geometry(let g) = group.items[i] { g } else { nil }
                }
                group.items[last] = .geometry(LottieGeometry(kind: .merged(parts, mode: mode), node: element))
                for i in indices.dropLast().reversed() { group.items.remove(at: i) }
            case "rp":
                group = LottieGroup(items: [
                    .group(LottieGroup(items: group.items, repeater: try repeater(&object, element)))
                ])
            default:
                unsupported(
                    Self.shapeFeatures[type] ?? "shape items of type \"\(type.truncatedForMessages)\"", at: typeNode)
            }
        }
        return group
    }

    /// Rounded corners (`rd`) apply to the geometry before them, in nested groups too; the
    /// nearest one wins.
    private static func roundCorners(of items: inout [LottieShape], radius: LottieProperty<[Double]>) {
        for i in items.indices {
            switch items[i] {
            case .geometry(var geometry) where geometry.cornerRadius == nil:
                geometry.cornerRadius = radius
                items[i] = .geometry(geometry)
            case .group(var sub):
                roundCorners(of: &sub.items, radius: radius)
                items[i] = .group(sub)
            default:
                break
            }
        }
    }

    /// A repeater's copies, offset, composite order and transform (`tr`, with its start and end
    /// opacities `so` and `eo`).
    private func repeater(_ object: inout ObjectReader, _ node: JSONNode) throws(SceneError) -> LottieRepeater {
        let copies = try property(try object.required("c", "the number of copies"), scalar)
        if copies.isAnimated { unsupported("an animated number of repeater copies (the first is used)", at: node) }
        let trNode = try object.required("tr", "the repeater's transform")
        var tr = try trNode.object()
        return LottieRepeater(
            copies: copies, offset: try optionalProperty(&object, "o", scalar) ?? .fixed([0]),
            transform: try transform(trNode),
            startOpacity: try optionalProperty(&tr, "so", scalar) ?? .fixed([100]),
            endOpacity: try optionalProperty(&tr, "eo", scalar) ?? .fixed([100]),
            above: try object.optional("m").map { (n) throws(SceneError) in try n.number() != 2 } ?? true, node: node)
    }

    /// What each shape item Reel does not render yet is called in warnings.
    static let shapeFeatures = [
        "tw": "twist (tw)", "pb": "pucker and bloat (pb)",
        "op": "offset paths (op)", "zz": "zig zag (zz)", "no": "no-op items"
    ]

    /// A group's transform: its `tr` item, nil when it has none.
    private func groupTransform(_ group: JSONNode) throws(SceneError) -> LottieTransform? {
        var object = try group.object()
        let items = try object.required("it", "the group's items").array()
        for item in items {
            var itemObject = try item.object()
            if let type = itemObject.optional("ty"), try type.string() == "tr" { return try transform(item) }
        }
        return nil
    }

    private func geometry(_ type: String, _ object: inout ObjectReader, _ node: JSONNode) throws(SceneError)
        -> LottieGeometry
    {
        let reversed = try object.optional("d").map { (n) throws(SceneError) in try n.number() == 3 } ?? false
        let kind: LottieGeometry.Kind
        switch type {
        case "rc":
            kind = .rectangle(
                position: try optionalProperty(&object, "p", vector(2)) ?? .fixed([0, 0]),
                size: try property(try object.required("s", "the rectangle's size"), vector(2)),
                roundness: try optionalProperty(&object, "r", scalar) ?? .fixed([0]))
        case "el":
            kind = .ellipse(
                position: try optionalProperty(&object, "p", vector(2)) ?? .fixed([0, 0]),
                size: try property(try object.required("s", "the ellipse's size"), vector(2)))
        case "sh":
            kind = .path(try property(try object.required("ks", "the path"), bezier))
        default:
            let typeNode = try object.required("sy", "the polystar's type: 1 star, 2 polygon")
            let starType = try typeNode.number()
            guard starType == 1 || starType == 2 else { throw typeNode.error("expected 1 (star) or 2 (polygon)") }
            let isStar = starType == 1
            kind = .star(
                LottieStar(
                    isStar: isStar,
                    points: try property(try object.required("pt", "the number of points"), scalar),
                    position: try optionalProperty(&object, "p", vector(2)) ?? .fixed([0, 0]),
                    rotation: try optionalProperty(&object, "r", scalar) ?? .fixed([0]),
                    outerRadius: try property(try object.required("or", "the outer radius"), scalar),
                    outerRoundness: try optionalProperty(&object, "os", scalar) ?? .fixed([0]),
                    innerRadius: isStar ? try property(try object.required("ir", "the inner radius"), scalar) : nil,
                    innerRoundness: isStar ? try optionalProperty(&object, "is", scalar) : nil,
                    reversed: reversed))
        }
        return LottieGeometry(kind: kind, reversed: reversed && type != "sr", node: node)
    }

    private func gradient(_ isStroke: Bool, _ object: inout ObjectReader, _ node: JSONNode) throws(SceneError)
        -> LottieGradient
    {
        let typeNode = try object.required("t", "the gradient's type: 1 linear, 2 radial")
        let type = try typeNode.number()
        guard type == 1 || type == 2 else { throw typeNode.error("expected 1 (linear) or 2 (radial)") }
        var colors = try object.required("g", "the gradient's colours").object()
        let countNode = try colors.required("p", "the number of colours")
        let count = Int(try countNode.number(in: 0...1000, "a number of colours from 0 to 1000"))
        let stops = try property(try colors.required("k", "the colour stops"), numbers)
        let highlight = try optionalProperty(&object, "h", scalar)
        let angle = try optionalProperty(&object, "a", scalar) ?? .fixed([0])
        var gradient = LottieGradient(
            radial: type == 2,
            start: try property(try object.required("s", "the gradient's start point"), vector(2)),
            end: try property(try object.required("e", "the gradient's end point"), vector(2)),
            stops: stops, count: count, opacity: try optionalProperty(&object, "o", scalar) ?? .fixed([100]),
            evenOdd: try object.optional("r").map { (n) throws(SceneError) in try n.number() == 2 } ?? false,
            stroke: isStroke ? try stroke(&object, node, colorless: true) : nil, node: node)
        if type == 2, let highlight, highlight.isAnimated || highlight.initial[0] != 0 {
            gradient.highlight = (highlight, angle)
        }
        return gradient
    }

    private func stroke(_ object: inout ObjectReader, _ node: JSONNode, colorless: Bool = false) throws(SceneError)
        -> LottieStroke
    {
        var style = StrokeStyle()
        let width = try property(try object.required("w", "the stroke's width"), scalar)
        style.lineWidth = max(width.initial[0], 0)
        if let cap = object.optional("lc") {
            style.lineCap = [1: .butt, 2: .round, 3: .square][Int(try cap.number())] ?? .butt
        } else {
            style.lineCap = .round  // Lottie's default cap and join are round
        }
        if let join = object.optional("lj") {
            style.lineJoin = [1: .miter, 2: .round, 3: .bevel][Int(try join.number())] ?? .miter
        } else {
            style.lineJoin = .round
        }
        style.miterLimit = try object.optional("ml").map { (n) throws(SceneError) in max(try n.number(), 1) } ?? 4
        var stroke = LottieStroke(
            color: colorless
                ? .fixed([1, 1, 1, 1]) : try property(try object.required("c", "the stroke colour"), colorValue),
            opacity: try optionalProperty(&object, "o", scalar) ?? .fixed([100]), width: width, style: style,
            node: node)
        if let dashes = object.optional("d") {
            var pattern: [Double] = []
            for entry in try dashes.array() {
                var dash = try entry.object()
                let kind = try dash.required("n", "d (dash), g (gap) or o (offset)").string()
                let value = try property(try dash.required("v", "the length"), scalar)
                if kind == "o" {
                    stroke.dashOffset = value
                } else {
                    if value.isAnimated { unsupported("animated dash lengths (the first value is used)", at: entry) }
                    pattern.append(max(value.initial[0], 0))
                }
            }
            if pattern.contains(where: { $0 > 0 }) { stroke.dashes = pattern }
        }
        return stroke
    }
}
