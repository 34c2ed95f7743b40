import Foundation
import ReelGeometry
import ReelSceneFile
import ReelTimeline

/// Reel's, not Foundation's.
typealias AffineTransform = ReelGeometry.AffineTransform

/// A Lottie transform (a layer's `ks`, a group's `tr`): a point moves by −anchor, is scaled,
/// skewed and rotated, then moved to the position; opacity in percent. Lottie's y axis points
/// down, as Reel's does, and positive angles turn clockwise in both.
struct LottieTransform {
    var anchor: LottieProperty<[Double]>?
    var position: LottieProperty<[Double]>?
    /// Separated dimensions (`p: {"s": true, "x": …, "y": …}`).
    var positionX: LottieProperty<[Double]>?
    var positionY: LottieProperty<[Double]>?
    var scale: LottieProperty<[Double]>?
    /// Degrees, clockwise.
    var rotation: LottieProperty<[Double]>?
    /// Percent.
    var opacity: LottieProperty<[Double]>?
    /// Degrees, and the axis it shears along in degrees.
    var skew: LottieProperty<[Double]>?
    var skewAxis: LottieProperty<[Double]>?
    /// Where it stood in the file, for errors and limits.
    let node: JSONNode

    /// A transform that changes nothing.
    init(node: JSONNode) {
        self.node = node
    }

    /// Every animated part's frame range together; nil when nothing moves.
    var frameRange: ClosedRange<Double>? {
        unionRange(
            [
                anchor?.frameRange, position?.frameRange, positionX?.frameRange, positionY?.frameRange,
                scale?.frameRange, rotation?.frameRange, skew?.frameRange, skewAxis?.frameRange
            ])
    }

    /// Lottie's skew: a shear of `degrees` along the direction `axis` degrees from x.
    static func skewMatrix(_ degrees: Double, axis: Double) -> AffineTransform {
        let s = -degrees * .pi / 180
        let a = axis * .pi / 180
        let shear = AffineTransform(a: 1, b: 0, c: tan(s), d: 1, tx: 0, ty: 0)
        return AffineTransform(rotationAngle: a).concatenating(shear).concatenating(AffineTransform(rotationAngle: -a))
    }
}

extension LottieContext {
    /// Reads a transform object (`ks` or a group's `tr`).
    func transform(_ node: JSONNode) throws(SceneError) -> LottieTransform {
        var object = try node.object()
        var t = LottieTransform(node: node)
        t.anchor = try optionalProperty(&object, "a", vector(2))
        if let p = object.optional("p") {
            var position = try p.object()
            let separated = try position.optional("s").map { (n) throws(SceneError) in try n.bool() } ?? false
            if separated {
                t.positionX = try property(try position.required("x", "the x position"), scalar)
                t.positionY = try property(try position.required("y", "the y position"), scalar)
                if let z = position.optional("z") { unsupported("3D position (z)", at: z) }
            } else {
                t.position = try property(p, vector(2))
            }
        }
        t.scale = try optionalProperty(&object, "s", vector(2))
        t.rotation = try optionalProperty(&object, "r", scalar)
        if t.rotation == nil { t.rotation = try optionalProperty(&object, "rz", scalar) }
        t.opacity = try optionalProperty(&object, "o", scalar)
        t.skew = try optionalProperty(&object, "sk", scalar)
        t.skewAxis = try optionalProperty(&object, "sa", scalar)
        for key in ["rx", "ry", "or"] {
            if let n = object.optional(key), case .animated = try property(n, vector(1)) {
                unsupported("3D rotation (\(key))", at: n)
            } else if let n = object.optional(key), try numbers(n).contains(where: { $0 != 0 }) {
                unsupported("3D rotation (\(key))", at: n)
            }
        }
        return t
    }

    /// Places `layer` by `t`: the anchor as the origin of the bounds (so the layer's content keeps
    /// its own coordinates), the position, opacity, and scale, skew and rotation as the
    /// transform, each animated part as its own animation in the layer's `clock`.
    func apply(_ t: LottieTransform, to layer: inout Layer, clock: LottieClock) throws(SceneError) {
        let node = t.node
        if let anchor = t.anchor {
            let a = anchor.initial
            layer.bounds = Rect(x: a[0], y: a[1], width: 0, height: 0)
            if let animation = try keyframeAnimation(
                "bounds", anchor, clock: clock, at: node, { .rect(Rect(x: $0[0], y: $0[1], width: 0, height: 0)) })
            {
                layer.animations.append(animation)
            }
        }
        if let position = t.position {
            let p = position.initial
            layer.position = Point(x: p[0], y: p[1])
            try animatePosition(position, on: &layer, clock: clock, at: node)
        }
        for (key, part) in [("position.x", t.positionX), ("position.y", t.positionY)] {
            guard let part else { continue }
            if key == "position.x" { layer.position.x = part.initial[0] } else { layer.position.y = part.initial[0] }
            if let animation = try keyframeAnimation(key, part, clock: clock, at: node, { .scalar($0[0]) }) {
                layer.animations.append(animation)
            }
        }
        if let opacity = t.opacity {
            layer.opacity = min(max(opacity.initial[0] / 100, 0), 1)
            if let animation = try keyframeAnimation(
                "opacity", opacity, clock: clock, at: node, { .scalar(min(max($0[0] / 100, 0), 1)) })
            {
                layer.animations.append(animation)
            }
        }
        try applyLinearPart(t, to: &layer, clock: clock)
    }

    /// A position's animation: baked when a segment bends through space (Reel's motion paths
    /// move by the curve's parameter, Lottie's at constant speed), one per dimension when the
    /// dimensions ease differently, else one `position` animation.
    private func animatePosition(
        _ position: LottieProperty<[Double]>, on layer: inout Layer, clock: LottieClock, at node: JSONNode
    ) throws(SceneError) {
        let keys = position.keyframes
        if keys.contains(where: \.isSpatial), let range = position.frameRange {
            if let animation = try bakedAnimation(
                "position", frames: range, clock: clock, at: node,
                {
                    let p = position.value(at: $0)
                    return .point(Point(x: p[0], y: p[1]))
                })
            {
                layer.animations.append(animation)
            }
        } else if keys.contains(where: \.hasPerDimensionEasing) {
            for (dimension, key) in ["position.x", "position.y"].enumerated() {
                if let animation = try keyframeAnimation(
                    key, position, clock: clock, dimension: dimension, at: node, { .scalar($0[dimension]) })
                {
                    layer.animations.append(animation)
                }
            }
        } else if let animation = try keyframeAnimation(
            "position", position, clock: clock, at: node, { .point(Point(x: $0[0], y: $0[1])) })
        {
            layer.animations.append(animation)
        }
    }

    /// Rotation, skew and scale, outermost first: the fixed ones before the first animated one
    /// are the layer's transform; from the first animated one on, each is an additive
    /// animation, which Reel applies inside what the transform already holds, so the order
    /// stays Lottie's (scale first, then skew, then rotation) with no decomposition.
    private func applyLinearPart(_ t: LottieTransform, to layer: inout Layer, clock: LottieClock) throws(SceneError) {
        let node = t.node
        enum Part {
            case rotation(LottieProperty<[Double]>)
            case skew(LottieProperty<[Double]>, LottieProperty<[Double]>?)
            case scale(LottieProperty<[Double]>)
        }
        // Files write every part, most of them at rest (rotation 0, skew 0, scale 100 %): only
        // those that change something become part of the transform.
        var parts: [Part] = []
        if let r = t.rotation, r.isAnimated || r.initial[0] != 0 { parts.append(.rotation(r)) }
        if let sk = t.skew, sk.isAnimated || sk.initial[0] != 0 { parts.append(.skew(sk, t.skewAxis)) }
        if let s = t.scale, s.isAnimated || s.initial.prefix(2) != [100, 100] { parts.append(.scale(s)) }
        func isAnimated(_ part: Part) -> Bool {
            switch part {
            case .rotation(let r): r.isAnimated
            case .skew(let sk, let sa): sk.isAnimated || (sa?.isAnimated ?? false)
            case .scale(let s): s.isAnimated
            }
        }
        func matrix(_ part: Part, at frame: Double) -> Transform3D {
            switch part {
            case .rotation(let r):
                return Transform3D(AffineTransform(rotationAngle: r.value(at: frame)[0] * .pi / 180))
            case .skew(let sk, let sa):
                return Transform3D(
                    LottieTransform.skewMatrix(sk.value(at: frame)[0], axis: sa?.value(at: frame)[0] ?? 0))
            case .scale(let s):
                let v = s.value(at: frame)
                return Transform3D(scaleX: v[0] / 100, y: (v.count > 1 ? v[1] : v[0]) / 100)
            }
        }
        let firstAnimated = parts.firstIndex(where: isAnimated) ?? parts.count
        var model = Transform3D.identity
        for part in parts[..<firstAnimated] { model = matrix(part, at: 0).concatenating(model) }
        layer.transform = model
        for part in parts[firstAnimated...] {
            var animations: [Animation] = []
            switch part {
            case _ where !isAnimated(part):
                animations.append(constantAnimation("transform", .transform(matrix(part, at: 0))))
            case .rotation(let r):
                if var a = try keyframeAnimation("transform", r, clock: clock, at: node, { .scalar($0[0] * .pi / 180) })
                {
                    a.valueFunction = .rotateZ
                    animations.append(a)
                }
            case .scale(let s):
                let split = s.keyframes.contains(where: \.hasPerDimensionEasing)
                for (dimension, function) in (split ? [(0, ValueFunction.scaleX), (1, .scaleY)] : [(0, .scale)]) {
                    let a = try keyframeAnimation("transform", s, clock: clock, dimension: dimension, at: node) {
                        let x = $0[0] / 100
                        let y = ($0.count > 1 ? $0[1] : $0[0]) / 100
                        return split ? .scalar(dimension == 0 ? x : y) : .scalars([x, y, 1])
                    }
                    if var a {
                        a.valueFunction = function
                        animations.append(a)
                    }
                }
            case .skew(let sk, let sa):
                if let range = unionRange([sk.frameRange, sa?.frameRange]),
                    let a = try bakedAnimation(
                        "transform", frames: range, clock: clock, at: node, { .transform(matrix(part, at: $0)) })
                {
                    animations.append(a)
                }
            }
            for var a in animations {
                a.isAdditive = true
                layer.animations.append(a)
            }
        }
    }
}

extension LottieContext {
    /// Auto-orient (`ao: 1`): the layer also turns to the direction its position moves in, sampled
    /// at every frame of the position's keyframes (the direction over the next hundredth of a frame,
    /// the previous one at the end; kept while the layer stands still), added to its rotation and
    /// unwrapped so that it never turns the long way round between two frames.
    func autoOriented(_ t: LottieTransform) throws(SceneError) -> LottieTransform {
        guard let range = unionRange([t.position?.frameRange, t.positionX?.frameRange, t.positionY?.frameRange])
        else { return t }
        func position(_ f: Double) -> Point {
            if let p = t.position?.value(at: f) { return Point(x: p[0], y: p[1]) }
            return Point(x: t.positionX?.value(at: f)[0] ?? 0, y: t.positionY?.value(at: f)[0] ?? 0)
        }
        let epsilon = 0.01
        let frames = try self.frames(range, at: t.node)
        var angles: [Double?] = []
        var previous: Double?
        for f in frames {
            let (a, b) = f + epsilon <= range.upperBound ? (f, f + epsilon) : (f - epsilon, f)
            let d = position(b) - position(a)
            if d != .zero {
                var degrees = atan2(d.y, d.x) * 180 / .pi
                if let previous { degrees += 360 * ((previous - degrees) / 360).rounded() }
                previous = degrees
            }
            angles.append(previous)
        }
        // Until the layer first moves, the direction it first moves in.
        let first = angles.compactMap { $0 }.first ?? 0
        var oriented = t
        oriented.rotation = .animated(
            zip(frames, angles).map { (f, angle) in
                LottieKeyframe(time: f, value: [(angle ?? first) + (t.rotation?.value(at: f)[0] ?? 0)])
            })
        return oriented
    }
}
