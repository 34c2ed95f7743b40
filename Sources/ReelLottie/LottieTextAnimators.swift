import Foundation
import ReelGeometry
import ReelSceneFile
import ReelTimeline

/// A text animator (an entry of `t.a`) with a range selector: which characters it affects and
/// by how much (`s`, `e`, `o` in percent of the characters, or in characters with `r: 2`;
/// `a` the amount), and what it does to them: opacity `o`, position `p`, scale `s`, rotation
/// `r` and fill colour `fc`, each in full on a character the range covers wholly.
struct LottieTextAnimator {
    var start: LottieProperty<[Double]>
    var end: LottieProperty<[Double]>
    var offset: LottieProperty<[Double]>
    var amount: LottieProperty<[Double]>
    /// `r: 2`: start, end and offset count characters rather than percent.
    var inCharacters: Bool
    var opacity: LottieProperty<[Double]>?
    var position: LottieProperty<[Double]>?
    var scale: LottieProperty<[Double]>?
    var rotation: LottieProperty<[Double]>?
    var fill: LottieProperty<[Double]>?

    var frameRange: ClosedRange<Double>? {
        unionRange(
            [start, end, offset, amount].map(\.frameRange)
                + [opacity, position, scale, rotation, fill].map { $0?.frameRange })
    }

    /// How much character `index` of `count` is affected at `frame`, 0…1 (times the amount):
    /// the square shape, the part of the character's cell [index, index + 1] inside the range.
    func factor(character index: Int, of count: Int, at frame: Double) -> Double {
        let unit = inCharacters ? 1 : Double(count) / 100
        let shift = offset.value(at: frame)[0] * unit
        let s = start.value(at: frame)[0] * unit + shift
        let e = end.value(at: frame)[0] * unit + shift
        let (low, high) = (min(s, e), max(s, e))
        let i = Double(index)
        let covered = min(max(min(high, i + 1) - max(low, i), 0), 1)
        return covered * min(max(amount.value(at: frame)[0] / 100, -1), 1)
    }
}

/// One glyph of glyph-shaped text: its outline placed in the layer, and the point it scales and
/// turns about (the middle of its advance on the baseline).
struct LottiePlacedGlyph {
    var path: Path
    var anchor: Point
}

extension LottieContext {
    /// The animators of `t.a` with a range selector Reel renders; what it cannot (other shapes,
    /// units, easing, randomness, other properties) is reported.
    func textAnimators(_ node: JSONNode) throws(SceneError) -> [LottieTextAnimator] {
        var animators: [LottieTextAnimator] = []
        for element in try node.array() {
            var object = try element.object()
            var selector = try object.required("s", "the animator's range selector").object()
            if let shape = selector.optional("sh"), try shape.number() != 1 {
                unsupported("text range selector shapes other than square (sh) (drawn square)", at: shape)
            }
            if let based = selector.optional("b"), try based.number() != 1 {
                unsupported("text range selectors not based on characters (b) (by characters)", at: based)
            }
            if let random = selector.optional("rn"), try random.number() != 0 {
                unsupported("randomised text range selectors (rn)", at: random)
            }
            for key in ["ne", "xe"] {
                if let ease = try optionalProperty(&selector, key, scalar), ease.isAnimated || ease.initial[0] != 0 {
                    unsupported("text range selector easing (\(key))", at: selector.optional(key) ?? element)
                }
            }
            var properties = try object.required("a", "the animator's properties").object()
            var animator = LottieTextAnimator(
                start: try optionalProperty(&selector, "s", scalar) ?? .fixed([0]),
                end: try optionalProperty(&selector, "e", scalar) ?? .fixed([100]),
                offset: try optionalProperty(&selector, "o", scalar) ?? .fixed([0]),
                amount: try optionalProperty(&selector, "a", scalar) ?? .fixed([100]),
                inCharacters: try selector.optional("r")?.number() == 2)
            animator.opacity = try optionalProperty(&properties, "o", scalar)
            animator.position = try optionalProperty(&properties, "p", vector(2))
            animator.scale = try optionalProperty(&properties, "s", vector(2))
            animator.rotation = try optionalProperty(&properties, "r", scalar)
            animator.fill = try optionalProperty(&properties, "fc", colorValue)
            for key in ["a", "sk", "sa", "t", "sc", "sw", "fh", "fs", "fb", "rx", "ry"] {
                if let other = properties.optional(key) { unsupported("the text animator property \(key)", at: other) }
            }
            animators.append(animator)
        }
        return animators
    }

    /// Glyph-shaped text with animators: a shape layer per glyph, moved, scaled, turned, faded
    /// and recoloured by every animator in turn by its factor for that glyph (opacities and
    /// scales multiply, positions and rotations add, fills mix towards the animator's), sampled
    /// at every frame when a selector or property animates.
    func animatedGlyphs(
        _ glyphs: [LottiePlacedGlyph], _ animators: [LottieTextAnimator], fill: [Double]?,
        stroke: (color: [Double], width: Double)?, clock: LottieClock, at node: JSONNode
    ) throws(SceneError) -> [Layer] {
        let count = glyphs.count
        func state(_ index: Int, at frame: Double) -> (AffineTransform, Double, [Double]?) {
            var opacity = 1.0
            var offset = Point.zero
            var scale = Point(x: 1, y: 1)
            var turn = 0.0
            var color = fill
            for animator in animators {
                let f = animator.factor(character: index, of: count, at: frame)
                if let o = animator.opacity { opacity *= 1 + (o.value(at: frame)[0] / 100 - 1) * f }
                if let p = animator.position {
                    let v = p.value(at: frame)
                    offset = offset + Point(x: v[0], y: v[1]) * f
                }
                if let s = animator.scale {
                    let v = s.value(at: frame)
                    scale = Point(x: scale.x * (1 + (v[0] / 100 - 1) * f), y: scale.y * (1 + (v[1] / 100 - 1) * f))
                }
                if let r = animator.rotation { turn += r.value(at: frame)[0] * f }
                if let c = animator.fill, let base = color {
                    let target = c.value(at: frame)
                    color = base.indices.map { $0 < target.count ? base[$0] + (target[$0] - base[$0]) * f : base[$0] }
                }
            }
            let a = glyphs[index].anchor
            let matrix = AffineTransform(translationX: -a.x, y: -a.y)
                .concatenating(AffineTransform(scaleX: scale.x, y: scale.y))
                .concatenating(AffineTransform(rotationAngle: turn * .pi / 180))
                .concatenating(AffineTransform(translationX: a.x + offset.x, y: a.y + offset.y))
            return (matrix, min(max(opacity, 0), 1), color)
        }
        let range = unionRange(animators.map(\.frameRange))
        let first = range?.lowerBound ?? 0
        var layers: [Layer] = []
        for (index, glyph) in glyphs.enumerated() {
            var content = ShapeContent(path: glyph.path)
            let (matrix, opacity, color) = state(index, at: first)
            content.fillColor = color.map { Color(lottie: $0) }
            if let stroke {
                content.strokeColor = Color(lottie: stroke.color)
                content.stroke.lineWidth = stroke.width
                content.stroke.lineJoin = .round
            }
            var layer = Layer()
            layer.kind = .shape(content)
            layer.transform = Transform3D(matrix)
            layer.opacity = opacity
            if let range {
                let animations = [
                    try bakedAnimation(
                        "transform", frames: range, clock: clock, at: node,
                        { .transform(Transform3D(state(index, at: $0).0)) }),
                    try bakedAnimation(
                        "opacity", frames: range, clock: clock, at: node, { .scalar(state(index, at: $0).1) }),
                    fill == nil
                        ? nil
                        : try bakedAnimation(
                            "fillColor", frames: range, clock: clock, at: node,
                            { .color(state(index, at: $0).2.map { Color(lottie: $0) } ?? .black) })
                ]
                layer.animations += animations.compactMap { $0 }
            }
            layers.append(layer)
        }
        return layers
    }
}
