import Foundation
import ReelDiagnostics
import ReelDynamics
import ReelGeometry
import ReelTimeline

/// `"dynamics"` in a scene file: UIKit Dynamics (`UIDynamicAnimator` with the canvas as its
/// reference view) over top-level layers named as items, checked here and simulated by the lower
/// pass (DynamicsLowering.swift). See docs/scene-format.md, "Dynamics".
///
/// The scene's `"dynamics"` as checked: what to simulate, from when to when.
struct SceneDynamics {
    /// The longest span a scene's dynamics may simulate, in seconds (360,000 steps).
    static let maximumSeconds = 600.0

    /// A behaviour as read, with items as top-level layer indices.
    enum ItemBehavior {
        case gravity([Int], DynamicsVector)
        case collision([Int], boundaries: Bool, items: Bool, insets: DynamicsInsets?, segments: [DynamicBoundary])
        case material([Int], DynamicMaterial, linearVelocity: DynamicsVector?, angularVelocity: Double?)
        case push([Int], continuous: Bool, DynamicsVector, offset: DynamicsVector)
        case snap(Int, DynamicsVector, damping: Double)
        case attachment(
            Int, offset: DynamicsVector, other: Int?, otherOffset: DynamicsVector, anchor: DynamicsVector,
            length: Double?, frequency: Double, damping: Double)

        var items: [Int] {
            switch self {
            case .gravity(let i, _), .collision(let i, _, _, _, _), .material(let i, _, _, _), .push(let i, _, _, _): i
            case .snap(let i, _, _): [i]
            case .attachment(let i, _, let other, _, _, _, _, _): [i] + (other.map { [$0] } ?? [])
            }
        }
    }

    /// The `"dynamics"` value, for errors found when simulating.
    let node: JSONNode
    let begin: Double
    let end: Double
    let behaviors: [ItemBehavior]
    /// Items that collide as ellipses (`collisionBoundsType`).
    let ellipses: Set<Int>
}

extension SceneReader {
    /// Checks `node` (the scene's `"dynamics"`) against the scene's top-level layers: the span to
    /// simulate and each behaviour, with items as layer indices. Simulating is the lower pass's.
    static func dynamics(_ node: JSONNode, in scene: Scene) throws(SceneError) -> SceneDynamics {
        var object = try node.object()
        let beginNode = object.optional("beginTime")
        let begin = try beginNode?.number(in: 0...SceneDynamics.maximumSeconds, "a time in 0…600 s") ?? 0
        let end: Double
        if let v = object.optional("duration") {
            end =
                begin
                + (try v.number(
                    in: Double.leastNonzeroMagnitude...SceneDynamics.maximumSeconds, "a duration in (0, 600] s"))
        } else if let duration = scene.duration {
            // Starting at or after the end would simulate nothing, silently.
            if let beginNode, begin >= duration {
                throw beginNode.error(
                    "dynamics begin at \(begin.formatted) s, not before the scene's duration "
                        + "(\(duration.formatted) s): nothing would move")
            }
            end = duration
        } else {
            throw node.error("dynamics need the scene's \"duration\" (or their own) to know how long to simulate")
        }
        guard end - begin <= SceneDynamics.maximumSeconds else {
            throw node.error(
                "dynamics would simulate \((end - begin).formatted) s; at most \(SceneDynamics.maximumSeconds.formatted) s"
            )
        }
        var ellipses = Set<Int>()
        var read: [SceneDynamics.ItemBehavior] = []
        let candidates = ItemLayers(scene.layers)
        for element in try object.required("behaviors", "an array of behaviors").array() {
            read.append(try behavior(element, layers: candidates, ellipses: &ellipses))
        }
        try object.rejectUnknownKeys(context: "dynamics")
        return SceneDynamics(node: node, begin: begin, end: end, behaviors: read, ellipses: ellipses)
    }

    private static func behavior(_ node: JSONNode, layers: ItemLayers, ellipses: inout Set<Int>) throws(SceneError)
        -> SceneDynamics.ItemBehavior
    {
        var object = try node.object()
        let types = ["gravity", "collision", "item", "push", "snap", "attachment"]
        let type = try object.required("type", "one of \(types.map { "\"\($0)\"" }.joined(separator: ", "))")
            .choice(Dictionary(uniqueKeysWithValues: types.map { ($0, $0) }))
        let result: SceneDynamics.ItemBehavior
        switch type {
        case "gravity":
            let items = try itemList(&object, layers)
            result = .gravity(
                items, try direction(&object, key: "gravityDirection", default: DynamicsVector(x: 0, y: 1)))
        case "collision":
            let items = try itemList(&object, layers)
            let mode =
                try object.optional("collisionMode")?.choice(
                    ["everything": (true, true), "items": (false, true), "boundaries": (true, false)]) ?? (true, true)
            var insets: DynamicsInsets?
            let translates = try object.optional("translatesReferenceBoundsIntoBoundary")?.bool()
            if let v = object.optional("referenceInsets") {
                guard translates != false else {
                    throw v.error(
                        "\"referenceInsets\" inset the reference bounds; they need \"translatesReferenceBoundsIntoBoundary\": true"
                    )
                }
                let n = try v.numbers(4, "insets [top, left, bottom, right]")
                insets = DynamicsInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
            } else if translates == true {
                insets = .zero
            }
            var segments: [DynamicBoundary] = []
            for element in try object.optional("boundaries")?.array() ?? JSONNode.Elements(values: [], path: "") {
                segments += try boundary(element)
            }
            result = .collision(items, boundaries: mode.0, items: mode.1, insets: insets, segments: segments)
        case "item":
            let items = try itemList(&object, layers)
            var m = DynamicMaterial()
            let nonNegative = 0...Double.greatestFiniteMagnitude
            if let v = object.optional("elasticity") {
                m.elasticity = try v.number(in: nonNegative, "an elasticity ≥ 0 (1 bounces back at full speed)")
            }
            if let v = object.optional("friction") { m.friction = try v.number(in: nonNegative, "a friction ≥ 0") }
            if let v = object.optional("resistance") {
                m.resistance = try v.number(in: nonNegative, "a resistance ≥ 0")
            }
            if let v = object.optional("angularResistance") {
                m.angularResistance = try v.number(in: nonNegative, "a resistance ≥ 0")
            }
            if let v = object.optional("density") { m.density = try v.positiveNumber() }
            if let v = object.optional("anchored") { m.isAnchored = try v.bool() }
            if let v = object.optional("allowsRotation") { m.allowsRotation = try v.bool() }
            if let v = object.optional("collisionBoundsType"), try v.choice(["rectangle": false, "ellipse": true]) {
                ellipses.formUnion(items)
            }
            let linear = try object.optional("linearVelocity")?.point()
            let angular = try object.optional("angularVelocity")?.number()
            result = .material(
                items, m, linearVelocity: linear.map { DynamicsVector(x: $0.x, y: $0.y) }, angularVelocity: angular)
        case "push":
            let items = try itemList(&object, layers)
            let continuous = try object.required("mode", "\"continuous\" or \"instantaneous\"")
                .choice(["continuous": true, "instantaneous": false])
            let direction = try direction(&object, key: "pushDirection", default: .zero)
            let offset = try object.optional("targetOffsetFromCenter")?.point() ?? .zero
            result = .push(items, continuous: continuous, direction, offset: DynamicsVector(x: offset.x, y: offset.y))
        case "snap":
            let item = try self.item(try object.required("item", "the name of a top-level layer"), layers)
            let point = try object.required("snapPoint", "a point [x, y] in the canvas").point()
            let damping = try object.optional("damping")?.number(in: 0...1, "a damping in 0…1") ?? 0.5
            result = .snap(item, DynamicsVector(x: point.x, y: point.y), damping: damping)
        default:
            let item = try self.item(try object.required("item", "the name of a top-level layer"), layers)
            let offset = try object.optional("offsetFromCenter")?.point() ?? .zero
            let anchorNode = object.optional("anchorPoint")
            let otherNode = object.optional("attachedTo")
            let otherOffsetNode = object.optional("attachedOffsetFromCenter")
            guard (anchorNode == nil) != (otherNode == nil) else {
                throw (anchorNode ?? node).error(
                    "an attachment needs either \"anchorPoint\" (a point) or \"attachedTo\" (an item), not both")
            }
            if anchorNode != nil, let stray = otherOffsetNode {
                throw stray.error("\"attachedOffsetFromCenter\" needs \"attachedTo\"")
            }
            let anchor = try anchorNode?.point() ?? .zero
            let other = try otherNode.map { v throws(SceneError) in try self.item(v, layers) }
            let otherOffset = try otherOffsetNode?.point() ?? .zero
            let length = try object.optional("length")?.number(in: 0...Double.greatestFiniteMagnitude, "a length ≥ 0")
            let frequency =
                try object.optional("frequency")?.number(in: 0...1000, "a frequency in 0…1000 Hz (0: a rigid rod)") ?? 0
            let damping =
                try object.optional("damping")?.number(in: 0...Double.greatestFiniteMagnitude, "a damping ratio ≥ 0")
                ?? 0
            result = .attachment(
                item, offset: DynamicsVector(x: offset.x, y: offset.y), other: other,
                otherOffset: DynamicsVector(x: otherOffset.x, y: otherOffset.y),
                anchor: DynamicsVector(x: anchor.x, y: anchor.y), length: length, frequency: frequency, damping: damping
            )
        }
        try object.rejectUnknownKeys(context: type == "item" ? "an item behavior" : "a \(type) behavior")
        return result
    }

    /// A direction as `[dx, dy]` under `key`, or as `angle` and `magnitude` (UIKit's setAngle).
    private static func direction(_ object: inout ObjectReader, key: String, default initial: DynamicsVector)
        throws(SceneError) -> DynamicsVector
    {
        let vector = object.optional(key)
        let angleNode = object.optional("angle")
        let magnitudeNode = object.optional("magnitude")
        if let vector {
            if let both = angleNode ?? magnitudeNode {
                throw both.error("give \"\(key)\" or \"angle\" and \"magnitude\", not both")
            }
            let p = try vector.point()
            return DynamicsVector(x: p.x, y: p.y)
        }
        let length = (initial.x * initial.x + initial.y * initial.y).squareRoot()
        let magnitude = try magnitudeNode?.number() ?? length
        guard let angleNode else {
            // Magnitude alone scales the default direction exactly (gravity stays straight down).
            return length > 0 ? initial * (magnitude / length) : DynamicsVector(x: magnitude, y: 0)
        }
        let angle = try angleNode.angle()
        return DynamicsVector(x: magnitude * cos(angle), y: magnitude * sin(angle))
    }

    /// A boundary: `{"from": point, "to": point}` or `{"path": path}` (its flattened outline), with
    /// an optional `identifier`; both sides collide.
    private static func boundary(_ node: JSONNode) throws(SceneError) -> [DynamicBoundary] {
        var object = try node.object()
        _ = try object.optional("identifier")?.string()
        let result: [DynamicBoundary]
        if let path = object.optional("path") {
            if let stray = object.optional("from") ?? object.optional("to") {
                throw stray.error("give \"path\" or \"from\" and \"to\", not both")
            }
            result = DynamicBoundary.segments(of: try self.path(path))
        } else {
            let from = try object.required("from", "a point, with \"to\"; or \"path\"").point()
            let to = try object.required("to", "a point").point()
            result = [.segment(DynamicsVector(x: from.x, y: from.y), DynamicsVector(x: to.x, y: to.y))]
        }
        try object.rejectUnknownKeys(context: "a boundary")
        return result
    }

    private static func itemList(_ object: inout ObjectReader, _ layers: ItemLayers) throws(SceneError) -> [Int] {
        let node = try object.required("items", "an array of top-level layer names")
        let elements = try node.array()
        guard !elements.isEmpty else { throw node.error("expected at least one item (a top-level layer's name)") }
        var items: [Int] = []
        var seen = Set<Int>()
        for element in elements {
            let item = try item(element, layers)
            guard seen.insert(item).inserted else {
                throw element.error("\"\(layers[item].name ?? "")\" is already in \"items\"; name each item once")
            }
            items.append(item)
        }
        return items
    }

    /// The top-level layers items are named from, indexed by name once (a scene may name
    /// thousands of items).
    private struct ItemLayers {
        let all: [Layer]
        let byName: [String: [Int]]
        init(_ layers: [Layer]) {
            all = layers
            byName = Dictionary(grouping: layers.indices.filter { layers[$0].name != nil }, by: { layers[$0].name! })
        }
        subscript(index: Int) -> Layer { all[index] }
    }

    /// A top-level layer named by `node`: dynamics move layers in the canvas's coordinates.
    private static func item(_ node: JSONNode, _ layers: ItemLayers) throws(SceneError) -> Int {
        let name = try node.string()
        let matches = layers.byName[name] ?? []
        guard let index = matches.first else {
            throw node.error(
                "no top-level layer is named \"\(name.truncatedForMessages)\"; dynamics move top-level layers, named by \"name\"",
                kind: .unknownName, suggestion: Suggestion.closest(to: name, among: layers.all.compactMap(\.name)))
        }
        guard matches.count == 1 else {
            throw node.error(
                "several top-level layers are named \"\(name.truncatedForMessages)\"; an item's name must be unique")
        }
        guard layers[index].timing == LayerTiming() else {
            throw node.error(
                "the layer \"\(name.truncatedForMessages)\" has its own beginTime, speed or timeOffset; dynamics run on the scene's clock"
            )
        }
        // An item's mass is its area: a flat or empty layer would weigh nothing and fly off.
        let size = layers[index].bounds
        guard size.width > 0, size.height > 0 else {
            throw node.error(
                "the layer \"\(name.truncatedForMessages)\" is \(size.width.formatted)×\(size.height.formatted); "
                    + "a dynamics item needs a width and height above 0 (its mass is its area)")
        }
        return index
    }
}
