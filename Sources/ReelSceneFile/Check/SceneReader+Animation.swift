import ReelDiagnostics
import ReelGeometry
import ReelTimeline

/// Animations in a scene file: `"type"` is `basic` (the default), `keyframe`, `spring`, `group`
/// or `sequence` (a group whose children play one after another).
extension SceneReader {
    /// An animation, and for a layer's own animations the `"after"` node that chains it.
    static func animation(_ node: JSONNode, topLevel: Bool, limits: SceneLimits) throws(SceneError) -> (
        Animation, after: JSONNode?
    ) {
        var object = try node.object()
        let type =
            try object.optional("type")?.choice(
                ["basic": "basic", "keyframe": "keyframe", "spring": "spring", "group": "group", "sequence": "sequence"]
            ) ?? "basic"
        var animation: Animation
        switch type {
        case "group", "sequence":
            var children: [Animation] = []
            for element in try object.required("animations", "the animations in the \(type)").array() {
                children.append(try self.animation(element, topLevel: false, limits: limits).0)
            }
            if type == "sequence" { children = sequenced(children) }
            animation = Animation(keyPath: "", kind: .group(children))
        default:
            let keyPathNode = try object.required("keyPath", "the animated property, e.g. \"opacity\"")
            let keyPath = try keyPathNode.string()
            let property = try animatableProperty(keyPath, at: keyPathNode)
            let function = try object.optional("valueFunction").map { node throws(SceneError) in
                try valueFunction(node, for: property)
            }
            if function == nil { try refuseAnglesForAWholeTransform(object, property: property, at: keyPathNode) }
            if type == "keyframe" {
                animation = Animation(
                    keyPath: keyPath,
                    kind: .keyframes(try keyframes(&object, like: property, function: function, limits: limits)))
            } else {
                let values = try fromToBy(&object, like: property, function: function)
                animation = Animation(
                    keyPath: keyPath, kind: type == "spring" ? .spring(try spring(&object), values) : .basic(values))
            }
            animation.valueFunction = function
        }
        animation.key = try object.optional("key")?.string()
        if let v = object.optional("timingFunction") { animation.timingFunction = try timingFunction(v) }
        if let v = object.optional("additive") { animation.isAdditive = try v.bool() }
        if let v = object.optional("cumulative") { animation.isCumulative = try v.bool() }
        if let v = object.optional("removedOnCompletion") { animation.isRemovedOnCompletion = try v.bool() }
        try timing(&animation.timing, &object)
        if topLevel {
            // A child's duration waits for its group's: without one it lasts as long as the group.
            if object.optional("duration") == nil { animation.timing.duration = animation.naturalDuration }
            animation.resolveChildDurations()
        }
        let after = topLevel ? object.optional("after") : nil
        _ = try after?.string()
        try object.rejectUnknownKeys(context: type == "basic" ? "an animation" : "a \(type) animation")
        return (animation, after)
    }

    /// The property `keyPath` names; an unknown one is refused with the closest known key path
    /// (`transform.rotate` → `transform.rotation`), or the whole list when none is close.
    private static func animatableProperty(_ keyPath: String, at node: JSONNode) throws(SceneError)
        -> AnimatableProperty
    {
        if let property = AnimatableProperty.named(keyPath) { return property }
        let known = AnimatableProperty.allKeyPaths
        let message = "\"\(keyPath.truncatedForMessages)\" is not an animatable key path"
        guard let suggestion = Suggestion.closest(to: keyPath, among: known) else {
            throw node.error("\(message); known: \(known.joined(separator: ", "))", kind: .unknownName)
        }
        throw node.error(message, kind: .unknownName, suggestion: suggestion)
    }

    /// A `"valueFunction"` name, for a key path that takes a whole transform; an unknown name is
    /// refused with the closest known one.
    private static func valueFunction(_ node: JSONNode, for property: AnimatableProperty) throws(SceneError)
        -> ValueFunction
    {
        let name = try node.string()
        guard let function = ValueFunction(rawValue: name) else {
            let known = ValueFunction.allCases.map(\.rawValue)
            let message = "\"\(name.truncatedForMessages)\" is not a value function"
            guard let suggestion = Suggestion.closest(to: name, among: known) else {
                throw node.error("\(message); known: \(known.joined(separator: ", "))", kind: .unknownName)
            }
            throw node.error(message, kind: .unknownName, suggestion: suggestion)
        }
        guard case .transform = property.kind else {
            throw node.error(
                "a \"valueFunction\" applies to a key path that takes a whole transform, such as \"transform\", not \"\(property.keyPath)\"",
                kind: .wrongType)
        }
        return function
    }

    /// A number (or an angle such as "90deg") given to a key path that takes a whole transform:
    /// usually a rotation meant for `transform.rotation.z`, so say so at the key path rather than
    /// failing on the value's shape.
    private static func refuseAnglesForAWholeTransform(
        _ object: ObjectReader, property: AnimatableProperty, at node: JSONNode
    ) throws(SceneError) {
        guard case .transform = property.kind else { return }
        var values: [JSONValue] = []
        for member in object.members {
            switch (member.key, member.value.kind) {
            case ("fromValue", _), ("toValue", _), ("byValue", _): values.append(member.value)
            case ("values", .array(let elements)): values += elements
            default: break
            }
        }
        let angle = values.first { value in
            switch value.kind {
            case .number, .string: true
            default: false
            }
        }
        guard let angle else { return }
        let what = if case .number = angle.kind { "a number" } else { "a string" }
        let keyPath = property.keyPath
        let message =
            "\"\(keyPath)\" takes a whole transform (16 numbers, or operations such as [{\"rotate\": \"90deg\"}], or numbers with a \"valueFunction\" such as \"rotateZ\"), not \(what)"
        // One angle is what `transform.rotation.z` animates (printed as "did you mean").
        throw node.error(message, kind: .wrongType, suggestion: keyPath == "transform" ? "transform.rotation.z" : nil)
    }

    /// A sequence's children begin one after another: each child's `beginTime` counts from the
    /// end of the one before it. Laid end to end, each needs a length of its own: without a
    /// `duration` a child takes its natural one (a spring's settling time, a group's last child's
    /// end), else Core Animation's 0.25 s, rather than the sequence's.
    private static func sequenced(_ children: [Animation]) -> [Animation] {
        var start = 0.0
        return children.map { child in
            var child = child
            if child.timing.duration <= 0 {
                child.timing.duration =
                    child.naturalDuration > 0 ? child.naturalDuration : child.timing.effectiveDuration
            }
            child.timing.beginTime += start
            start = child.timing.endTime.isFinite ? child.timing.endTime : start
            return child
        }
    }

    private static func fromToBy(
        _ object: inout ObjectReader, like property: AnimatableProperty, function: ValueFunction?
    ) throws(SceneError) -> FromToBy {
        let kind = property.kind
        var values = FromToBy()
        values.from = try object.optional("fromValue").map { node throws(SceneError) in
            try value(node, like: property, function: function)
        }
        values.to = try object.optional("toValue").map { node throws(SceneError) in
            try value(node, like: property, function: function)
        }
        values.by = try object.optional("byValue").map { node throws(SceneError) in
            try value(node, like: property, function: function)
        }
        if values.from != nil && values.to != nil && values.by != nil {
            throw object.node.error("at most two of \"fromValue\", \"toValue\" and \"byValue\" may be set")
        }
        if case .path = kind, let from = values.from, let to = values.to,
            case .path(let a) = from, case .path(let b) = to, !a.hasSameStructure(as: b)
        {
            throw object.node.error(
                "\"fromValue\" and \"toValue\" paths must have the same elements in the same order to morph")
        }
        return values
    }

    private static func spring(_ object: inout ObjectReader) throws(SceneError) -> Spring {
        var spring = Spring()
        let positive = Double.leastNonzeroMagnitude...Double.greatestFiniteMagnitude
        if let duration = object.optional("perceptualDuration") {
            let d = try duration.number(in: positive, "a duration > 0 seconds")
            let bounce = try object.optional("bounce")?.number(in: -1 + 1e-9...1, "a bounce in (−1, 1]") ?? 0
            spring = Spring(perceptualDuration: d, bounce: bounce)
        }
        if let v = object.optional("mass") { spring.mass = try v.number(in: positive, "a mass > 0") }
        if let v = object.optional("stiffness") { spring.stiffness = try v.number(in: positive, "a stiffness > 0") }
        if let v = object.optional("damping") {
            spring.damping = try v.number(in: 0...Double.greatestFiniteMagnitude, "a damping ≥ 0")
        }
        if let v = object.optional("initialVelocity") { spring.initialVelocity = try v.number() }
        if let v = object.optional("allowsOverdamping") { spring.allowsOverdamping = try v.bool() }
        return spring
    }

    private static func keyframes(
        _ object: inout ObjectReader, like property: AnimatableProperty, function: ValueFunction?,
        limits: SceneLimits
    ) throws(SceneError) -> Keyframes {
        let kind = property.kind
        var keyframes = Keyframes(values: [])
        if let v = object.optional("calculationMode") {
            keyframes.mode = try v.choice(
                Dictionary(uniqueKeysWithValues: Keyframes.Mode.allCases.map { ($0.rawValue, $0) }))
        }
        if let pathNode = object.optional("path") {
            guard case .point = kind else {
                throw pathNode.error("a motion \"path\" animates a point key path such as \"position\"")
            }
            keyframes.path = try path(pathNode)
        }
        if let v = object.optional("rotationMode") {
            keyframes.rotation = try v.choice(["auto": .auto, "autoReverse": .autoReverse])
        }
        let valuesNode = object.optional("values")
        if let valuesNode {
            let elements = try valuesNode.array()
            // Checked before reading: each value costs memory (a 10 MB file holds 5 million).
            if elements.count > limits.keyframes {
                throw valuesNode.error(
                    SceneLimits.exceeded("keyframes", "\(elements.count) keyframe values", limit: limits.keyframes)
                        .message, kind: .limit)
            }
            keyframes.values.reserveCapacity(elements.count)
            for element in elements { keyframes.values.append(try value(element, like: property, function: function)) }
        }
        if keyframes.path == nil {
            guard let valuesNode else {
                throw object.node.error("a keyframe animation needs \"values\" (or a motion \"path\")")
            }
            guard !keyframes.values.isEmpty else { throw valuesNode.error("\"values\" must not be empty") }
        }
        let count = keyframes.path == nil ? keyframes.values.count : nil
        if let node = object.optional("keyTimes") {
            let times = try node.array().map { element throws(SceneError) in
                try element.number(in: 0...1, "a key time in 0…1")
            }
            guard zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else {
                throw node.error("\"keyTimes\" must not decrease")
            }
            if let count {
                let allowed = keyframes.mode == .discrete ? [count, count + 1] : [count]
                guard allowed.contains(times.count) else {
                    throw node.error(
                        "\(times.count) key times for \(count) values; expected \(allowed.map(String.init).joined(separator: " or "))"
                    )
                }
            }
            keyframes.keyTimes = times
        }
        if let node = object.optional("timingFunctions") {
            keyframes.timingFunctions = try node.array().map { element throws(SceneError) in try timingFunction(element)
            }
            if let count, keyframes.timingFunctions!.count != max(count - 1, 1) {
                throw node.error(
                    "\(keyframes.timingFunctions!.count) timing functions for \(count) values; expected one per segment (\(max(count - 1, 1)))"
                )
            }
        }
        for (name, target) in [
            ("tensionValues", \Keyframes.tension), ("continuityValues", \.continuity), ("biasValues", \.bias)
        ] {
            guard let node = object.optional(name) else { continue }
            let numbers = try node.array().map { element throws(SceneError) in try element.number() }
            if let count, numbers.count != count {
                throw node.error("\(numbers.count) \(name) for \(count) values; expected one per value")
            }
            keyframes[keyPath: target] = numbers
        }
        return keyframes
    }

    static func timing(_ timing: inout MediaTiming, _ object: inout ObjectReader) throws(SceneError) {
        let nonNegative = 0...Double.greatestFiniteMagnitude
        if let v = object.optional("beginTime") { timing.beginTime = try v.number() }
        if let v = object.optional("duration") {
            timing.duration = try v.number(in: nonNegative, "a duration ≥ 0 seconds")
            // Shorter than a microsecond, a cycle is nothing a frame can show, and with a large
            // repeat count it only multiplies work (0 is Core Animation's default of 0.25 s).
            guard timing.duration == 0 || timing.duration >= 1e-6 else {
                throw v.error(
                    "expected a duration of 0 (the default) or at least 0.000001 seconds, found \(timing.duration.formatted)"
                )
            }
        }
        if let v = object.optional("speed") { timing.speed = try v.number() }
        if let v = object.optional("timeOffset") { timing.timeOffset = try v.number() }
        if let v = object.optional("repeatCount") {
            if case .string = v.value.kind {
                timing.repeatCount = try v.choice(["infinity": Double.infinity])
            } else {
                timing.repeatCount = try v.number(in: nonNegative, "a repeat count ≥ 0, or \"infinity\"")
            }
        }
        if let v = object.optional("repeatDuration") {
            timing.repeatDuration = try v.number(in: nonNegative, "a repeat duration ≥ 0 seconds")
        }
        if timing.repeatCount > 0 && timing.repeatDuration > 0 {
            throw object.node.error(
                "set \"repeatCount\" or \"repeatDuration\", not both (Core Animation leaves the combination undefined)")
        }
        if let v = object.optional("autoreverses") { timing.autoreverses = try v.bool() }
        if let v = object.optional("fillMode") {
            timing.fillMode = try v.choice(
                Dictionary(uniqueKeysWithValues: MediaTiming.FillMode.allCases.map { ($0.rawValue, $0) }))
        }
    }

    /// A named timing function or four control-point numbers [c1x, c1y, c2x, c2y].
    static func timingFunction(_ node: JSONNode) throws(SceneError) -> TimingFunction {
        if case .string = node.value.kind { return try node.choice(TimingFunction.named) }
        let n = try node.numbers(4, "a timing function name or control points [c1x, c1y, c2x, c2y]")
        guard (0...1).contains(n[0]), (0...1).contains(n[2]) else {
            throw node.error("control point x values must lie in 0…1 so time runs forward")
        }
        return TimingFunction(controlPoints: n[0], n[1], n[2], n[3])
    }

    /// Whether a scalar key path is an angle, given in radians or as a string like "90deg".
    static func takesAngle(_ keyPath: String) -> Bool {
        keyPath.contains("rotation") || keyPath == "pageCurl.angle"
    }

    /// A value of the same kind as the property's; angle key paths also take "90deg". With a
    /// value function, the function's input instead: a number (an angle for the rotations), or
    /// three numbers for `scale` and `translate`.
    static func value(
        _ node: JSONNode, like property: AnimatableProperty, function: ValueFunction? = nil
    ) throws(SceneError) -> AnimationValue {
        if let function {
            if function.takesThreeNumbers {
                return .scalars(try node.numbers(3, "three numbers [x, y, z] for \"\(function.rawValue)\""))
            }
            return .scalar(function.rawValue.hasPrefix("rotate") ? try node.angle() : try node.number())
        }
        return switch property.kind {
        case .scalar: .scalar(Self.takesAngle(property.keyPath) ? try node.angle() : try node.number())
        case .point: .point(try node.point())
        case .size: .size(try node.size())
        case .rect: .rect(try node.rect())
        case .color: .color(try node.color())
        case .transform: .transform(try transform(node))
        case .path: .path(try path(node))
        case .bool: .bool(try node.bool())
        case .scalars: .scalars(try node.array().map { element throws(SceneError) in try element.number() })
        case .colors: .colors(try node.array().map { element throws(SceneError) in try element.color() })
        case .image: .image(node.isNull ? "" : try node.nonEmptyString("an image file name, or null for none"))
        case .text: .text(try node.string())
        }
    }
}
