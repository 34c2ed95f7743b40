import ReelGeometry
import ReelSceneFile
import ReelTimeline

/// Reading Lottie's animatable properties: `{"a": 0, "k": value}` or `{"a": 1, "k": [keyframes]}`,
/// each keyframe `{"t", "s", "e"?, "o": {"x", "y"}, "i": {"x", "y"}, "h"?, "to"?, "ti"?}`.
extension LottieContext {
    /// The property at `node`, whose values `read` reads; an expression (`x`) is reported and its
    /// keyframes or value used instead.
    func property<V>(_ node: JSONNode, _ read: (JSONNode) throws(SceneError) -> V) throws(SceneError)
        -> LottieProperty<V>
    {
        var object = try node.object()
        if let expression = object.optional("x"), !expression.isNull { unsupported("expressions", at: expression) }
        let k = try object.required("k", "the property's value or keyframes")
        // Some exporters leave `a` out: keyframes are then told by their shape.
        let animated =
            try object.optional("a").map { (n) throws(SceneError) in try n.number() != 0 } ?? Self.isKeyframeList(k)
        if !animated { return .fixed(try read(k)) }
        let elements = try k.array()
        guard !elements.isEmpty else { throw k.error("expected at least one keyframe") }
        try checkKeyframes(elements.count, at: k)
        var keys: [LottieKeyframe<V>] = []
        var pendingEnd: V?
        var previousTime = -Double.infinity
        for element in elements {
            var key = try element.object()
            let timeNode = try key.required("t", "the keyframe's frame")
            let time = try timeNode.number()
            guard time >= previousTime else {
                throw timeNode.error("keyframe times must not decrease; this one is \(time) after \(previousTime)")
            }
            previousTime = time
            let start = try key.optional("s").map { (n) throws(SceneError) in try read(n) }
            let end = try key.optional("e").map { (n) throws(SceneError) in try read(n) }
            guard let value = start ?? pendingEnd else {
                // The last keyframe of older files carries only its time, closing the previous one.
                throw element.error("missing key \"s\" (the keyframe's value)")
            }
            pendingEnd = end
            var frame = LottieKeyframe(time: time, value: value)
            frame.hold = try key.optional("h").map { (n) throws(SceneError) in try n.number() != 0 } ?? false
            frame.easeOut = try key.optional("o").map { (n) throws(SceneError) in try easing(n) } ?? []
            frame.easeIn = try key.optional("i").map { (n) throws(SceneError) in try easing(n) } ?? []
            frame.spatialOut = try key.optional("to").map { (n) throws(SceneError) in try point(n) }
            frame.spatialIn = try key.optional("ti").map { (n) throws(SceneError) in try point(n) }
            keys.append(frame)
        }
        // Keyframes all at one time change nothing over time.
        return keys[0].time == keys[keys.count - 1].time ? .fixed(keys[keys.count - 1].value) : .animated(keys)
    }

    /// Whether `k` is a list of keyframes: an array of objects with a time `t`.
    private static func isKeyframeList(_ k: JSONNode) -> Bool {
        guard case .array(let elements) = k.value.kind, case .object(let members) = elements.first?.kind else {
            return false
        }
        return members.contains { $0.key == "t" }
    }

    /// An easing handle `{"x": n or [n…], "y": n or [n…]}`, per dimension.
    private func easing(_ node: JSONNode) throws(SceneError) -> [Point] {
        var object = try node.object()
        let x = try numbers(try object.required("x", "the handle's time fraction"))
        let y = try numbers(try object.required("y", "the handle's value fraction"))
        guard x.count == y.count, !x.isEmpty else {
            throw node.error("expected \"x\" and \"y\" with as many numbers each")
        }
        return zip(x, y).map { Point(x: $0, y: $1) }
    }

    /// A number or an array of numbers.
    func numbers(_ node: JSONNode) throws(SceneError) -> [Double] {
        if case .number = node.value.kind { return [try node.number()] }
        var out: [Double] = []
        for element in try node.array() { out.append(try element.number()) }
        return out
    }

    /// A point `[x, y]` (a third coordinate is ignored: 3D is not rendered).
    func point(_ node: JSONNode) throws(SceneError) -> Point {
        let n = try numbers(node)
        guard n.count >= 2 else { throw node.mismatch("a point [x, y]") }
        return Point(x: n[0], y: n[1])
    }

    /// A scalar property's value: a number, or an array whose first number counts.
    func scalar(_ node: JSONNode) throws(SceneError) -> [Double] {
        let n = try numbers(node)
        guard let first = n.first else { throw node.mismatch("a number") }
        return [first]
    }

    /// A vector property's value with at least `count` numbers.
    func vector(_ count: Int) -> (JSONNode) throws(SceneError) -> [Double] {
        { (node: JSONNode) throws(SceneError) -> [Double] in
            let n = try self.numbers(node)
            guard n.count >= count else { throw node.mismatch("an array of \(count) numbers") }
            return n
        }
    }

    /// A colour `[r, g, b]` or `[r, g, b, a]` in 0…1 (files from old exporters in 0…255).
    func colorValue(_ node: JSONNode) throws(SceneError) -> [Double] {
        var n = try numbers(node)
        guard n.count >= 3 else { throw node.mismatch("a colour [r, g, b] or [r, g, b, a]") }
        if n.contains(where: { $0 > 1 }) { n = n.map { $0 / 255 } }
        return Array(n.prefix(4))
    }

    /// The optional property `key` of `object`, read with `read`.
    func optionalProperty<V>(
        _ object: inout ObjectReader, _ key: String, _ read: (JSONNode) throws(SceneError) -> V
    ) throws(SceneError) -> LottieProperty<V>? {
        guard let node = object.optional(key), !node.isNull else { return nil }
        return try property(node, read)
    }
}

extension Color {
    /// A Lottie colour vector as a colour, components clamped to 0…1.
    init(lottie c: [Double], opacity: Double = 1) {
        func clamp(_ v: Double) -> Double { min(max(v, 0), 1) }
        self.init(
            red: clamp(c[0]), green: clamp(c[1]), blue: clamp(c[2]),
            alpha: clamp(c.count > 3 ? c[3] : 1) * clamp(opacity))
    }
}
