import Foundation
import ReelGeometry
import ReelSceneFile
import ReelTimeline

/// A shape layer's items (`shapes`, a group's `it`), in file order: the first is drawn on top.
/// Paints (fills, strokes) apply to the geometry listed before them in their group and in the
/// groups before them; modifiers (trim paths) likewise.
indirect enum LottieShape {
    case geometry(LottieGeometry)
    case fill(LottieFill)
    case stroke(LottieStroke)
    case gradient(LottieGradient)
    case trim(LottieTrim)
    case group(LottieGroup)
}

/// A group (`gr`): its items and its transform (the `tr` item); or the items a repeater copies.
struct LottieGroup {
    var items: [LottieShape] = []
    var transform: LottieTransform?
    /// Set on the group of the items listed before a repeater (`rp`), which draws them copied.
    var repeater: LottieRepeater?
}

/// A piece of geometry: a rectangle, an ellipse, a path or a polystar, traced clockwise unless
/// `reversed` (`d: 3`).
struct LottieGeometry {
    enum Kind {
        case rectangle(
            position: LottieProperty<[Double]>, size: LottieProperty<[Double]>, roundness: LottieProperty<[Double]>)
        case ellipse(position: LottieProperty<[Double]>, size: LottieProperty<[Double]>)
        case path(LottieProperty<LottieBezier>)
        case star(LottieStar)
        /// Merge paths (`mm`) over the geometry before it: `mode` 1 merge, 2 add, 3 subtract,
        /// 4 intersect, 5 exclude intersections.
        case merged([LottieGeometry], mode: Int)
    }

    var kind: Kind
    var reversed = false
    /// A rounded corners item (`rd`) after it: the radius of its sharp corners.
    var cornerRadius: LottieProperty<[Double]>?
    let node: JSONNode
    /// Merged paths as their merged outline (`MergedOutline`), for a stroke, rather than the
    /// shapes a fill paints under its rule or through masks.
    var outlined = false

    /// The frames over which it changes; nil when it does not.
    var frameRange: ClosedRange<Double>? {
        switch kind {
        case .rectangle(let p, let s, let r):
            unionRange([p.frameRange, s.frameRange, r.frameRange, cornerRadius?.frameRange])
        case .ellipse(let p, let s): unionRange([p.frameRange, s.frameRange])
        case .path(let b): unionRange([b.frameRange, cornerRadius?.frameRange])
        case .star(let star): unionRange([star.frameRange, cornerRadius?.frameRange])
        case .merged(let parts, _): unionRange(parts.map(\.frameRange))
        }
    }

    /// A Bézier of this geometry at `frame` made final: reversed when `d: 3`, its sharp corners
    /// rounded when a rounded corners item follows.
    func finished(_ bezier: LottieBezier, at frame: Double) -> LottieBezier {
        let b = reversed ? bezier.reversed : bezier
        guard let cornerRadius else { return b }
        return b.roundingCorners(radius: cornerRadius.value(at: frame)[0])
    }

    /// The path at `frame`.
    func path(at frame: Double) -> Path {
        let bezier: LottieBezier
        switch kind {
        case .rectangle(let p, let s, let r):
            bezier = Self.rectangle(
                center: p.value(at: frame), size: s.value(at: frame), roundness: r.value(at: frame)[0])
        case .ellipse(let p, let s):
            bezier = Self.ellipse(center: p.value(at: frame), size: s.value(at: frame))
        case .path(let b):
            bezier = b.value(at: frame)
        case .star(let star):
            bezier = star.bezier(at: frame)
        case .merged(let parts, let mode) where outlined && mode != 5:
            // Exclusion's outline is every shape's whole (kept below), crossings and all; shapes
            // of too many edges are stroked each whole too.
            let paths = parts.map { $0.path(at: frame) }
            if let outline = MergedOutline(mode: mode).path(of: paths) { return outline }
            var path = Path()
            for part in paths { path.append(part) }
            return path
        case .merged(let parts, _):
            // The shapes as one path: their union under the non-zero rule, or (exclude
            // intersections) their parity under the even-odd one; subtract and intersect are masks.
            var path = Path()
            for part in parts { path.append(part.path(at: frame)) }
            return path
        }
        return finished(bezier, at: frame).path
    }

    /// Lottie's rectangle: from the top right corner (below its rounding) clockwise.
    static func rectangle(center c: [Double], size s: [Double], roundness: Double) -> LottieBezier {
        let (w, h) = (abs(s[0]) / 2, abs(s[1]) / 2)
        let r = min(max(roundness, 0), w, h)
        let (left, right, top, bottom) = (c[0] - w, c[0] + w, c[1] - h, c[1] + h)
        let k = r * (1 - 0.5519150244935105)
        var b = LottieBezier(closed: true)
        func add(_ v: Point, in i: Point, out o: Point) {
            b.vertices.append(v)
            b.inTangents.append(i)
            b.outTangents.append(o)
        }
        if r == 0 {
            for v in [
                Point(x: right, y: top), Point(x: right, y: bottom), Point(x: left, y: bottom), Point(x: left, y: top)
            ] {
                add(v, in: .zero, out: .zero)
            }
            return b
        }
        let d = r - k  // the handle's length
        add(Point(x: right, y: top + r), in: Point(x: 0, y: -d), out: .zero)
        add(Point(x: right, y: bottom - r), in: .zero, out: Point(x: 0, y: d))
        add(Point(x: right - r, y: bottom), in: Point(x: d, y: 0), out: .zero)
        add(Point(x: left + r, y: bottom), in: .zero, out: Point(x: -d, y: 0))
        add(Point(x: left, y: bottom - r), in: Point(x: 0, y: d), out: .zero)
        add(Point(x: left, y: top + r), in: .zero, out: Point(x: 0, y: -d))
        add(Point(x: left + r, y: top), in: Point(x: -d, y: 0), out: .zero)
        add(Point(x: right - r, y: top), in: .zero, out: Point(x: d, y: 0))
        return b
    }

    /// Lottie's ellipse: from the top clockwise, four cubic quarters.
    static func ellipse(center c: [Double], size s: [Double]) -> LottieBezier {
        let (rx, ry) = (s[0] / 2, s[1] / 2)
        let k = 0.5519150244935105
        let (x, y) = (c[0], c[1])
        return LottieBezier(
            closed: true,
            vertices: [
                Point(x: x, y: y - ry), Point(x: x + rx, y: y), Point(x: x, y: y + ry), Point(x: x - rx, y: y)
            ],
            inTangents: [
                Point(x: -rx * k, y: 0), Point(x: 0, y: -ry * k), Point(x: rx * k, y: 0), Point(x: 0, y: ry * k)
            ],
            outTangents: [
                Point(x: rx * k, y: 0), Point(x: 0, y: ry * k), Point(x: -rx * k, y: 0), Point(x: 0, y: -ry * k)
            ])
    }
}

/// A polystar (`sr`): a star (`sy: 1`) or a polygon (`sy: 2`).
struct LottieStar {
    var isStar: Bool
    var points: LottieProperty<[Double]>
    var position: LottieProperty<[Double]>
    /// Degrees, clockwise.
    var rotation: LottieProperty<[Double]>
    var outerRadius: LottieProperty<[Double]>
    /// Percent.
    var outerRoundness: LottieProperty<[Double]>
    var innerRadius: LottieProperty<[Double]>?
    var innerRoundness: LottieProperty<[Double]>?
    var reversed: Bool

    var frameRange: ClosedRange<Double>? {
        unionRange([
            points.frameRange, position.frameRange, rotation.frameRange, outerRadius.frameRange,
            outerRoundness.frameRange, innerRadius?.frameRange, innerRoundness?.frameRange
        ])
    }

    /// The vertices as Lottie's players place them: from straight up (turned by the rotation),
    /// alternating outer and inner radii for a star, with tangents along the circle scaled by the
    /// roundness.
    func bezier(at frame: Double) -> LottieBezier {
        let count = max(Int(points.value(at: frame)[0].rounded(.down)), 0)
        let vertexCount = min(isStar ? count * 2 : count, 100_000)
        guard vertexCount > 0 else { return LottieBezier() }
        let angle = 2 * Double.pi / Double(vertexCount)
        let outer = outerRadius.value(at: frame)[0]
        let inner = innerRadius?.value(at: frame)[0] ?? 0
        let outerRound = outerRoundness.value(at: frame)[0] / 100
        let innerRound = (innerRoundness?.value(at: frame)[0] ?? 0) / 100
        let center = position.value(at: frame)
        var current = -Double.pi / 2 + rotation.value(at: frame)[0] * .pi / 180
        let direction = reversed ? -1.0 : 1.0
        var b = LottieBezier(closed: true)
        for n in 0..<vertexCount {
            let isOuter = !isStar || n % 2 == 0
            let radius = isOuter ? outer : inner
            let roundness = isOuter ? outerRound : innerRound
            let perimeter = 2 * Double.pi * radius / Double(isStar ? vertexCount * 2 : vertexCount * 4)
            let x = radius * cos(current)
            let y = radius * sin(current)
            let length = (x * x + y * y).squareRoot()
            let (ox, oy) = length == 0 ? (0, 0) : (y / length, -x / length)
            let handle = perimeter * roundness * direction
            b.vertices.append(Point(x: x + center[0], y: y + center[1]))
            b.outTangents.append(Point(x: -ox * handle, y: -oy * handle))
            b.inTangents.append(Point(x: ox * handle, y: oy * handle))
            current += angle * direction
        }
        return b
    }
}

/// A fill (`fl`): colour, opacity in percent, fill rule.
struct LottieFill {
    var color: LottieProperty<[Double]>
    var opacity: LottieProperty<[Double]>
    var evenOdd: Bool
    let node: JSONNode
}

/// A stroke (`st`).
struct LottieStroke {
    var color: LottieProperty<[Double]>
    var opacity: LottieProperty<[Double]>
    var width: LottieProperty<[Double]>
    var style: StrokeStyle
    /// Dash and gap lengths at the first frame, and the offset (`d` entries `d`, `g`, `o`).
    var dashes: [Double]?
    var dashOffset: LottieProperty<[Double]>?
    let node: JSONNode
}

/// Trim paths (`tm`): start and end in percent, offset in degrees (360 is the whole path);
/// `individually` (`m: 2`) trims the paths as one, else each path by the same fractions.
struct LottieTrim {
    var start: LottieProperty<[Double]>
    var end: LottieProperty<[Double]>
    var offset: LottieProperty<[Double]>
    var individually: Bool
    let node: JSONNode

    var frameRange: ClosedRange<Double>? { unionRange([start.frameRange, end.frameRange, offset.frameRange]) }
}

/// A gradient fill (`gf`) or stroke (`gs`): linear (`t: 1`) or radial (`t: 2`) from `s` to `e`
/// (in the group's coordinates), its `count` colour stops and any opacity stops after them in
/// one array (`g.k`: offset, r, g, b for each colour, then offset, alpha for each opacity).
struct LottieGradient {
    var radial: Bool
    var start: LottieProperty<[Double]>
    var end: LottieProperty<[Double]>
    var stops: LottieProperty<[Double]>
    var count: Int
    var opacity: LottieProperty<[Double]>
    var evenOdd: Bool
    /// For a gradient stroke: its width, caps, joins and dashes (its colour unused).
    var stroke: LottieStroke?
    let node: JSONNode
    /// A radial gradient's highlight: `h`, its length in percent of the radius, and `a`, its
    /// angle in degrees from the line from `s` to `e` (`LottieContext.highlightFocus(of:)`).
    var highlight: (length: LottieProperty<[Double]>, angle: LottieProperty<[Double]>)? = nil

    /// The colours and their locations from one value of `g.k`: each colour stop with the alpha
    /// the opacity stops give at its offset (linear between them).
    func colors(_ data: [Double]) -> (colors: [Color], locations: [Double]) {
        let n = min(count, data.count / 4)
        let alphas = stride(from: n * 4, to: data.count - 1, by: 2).map { (data[$0], data[$0 + 1]) }
        func alpha(at offset: Double) -> Double {
            guard let first = alphas.first, let last = alphas.last else { return 1 }
            if offset <= first.0 { return first.1 }
            if offset >= last.0 { return last.1 }
            for (a, b) in zip(alphas, alphas.dropFirst()) where offset <= b.0 {
                return b.0 > a.0 ? a.1 + (b.1 - a.1) * (offset - a.0) / (b.0 - a.0) : b.1
            }
            return last.1
        }
        var colors: [Color] = []
        var locations: [Double] = []
        for i in 0..<n {
            let offset = data[i * 4]
            colors.append(Color(lottie: [data[i * 4 + 1], data[i * 4 + 2], data[i * 4 + 3], alpha(at: offset)]))
            locations.append(min(max(offset, 0), 1))
        }
        return (colors, locations)
    }
}

/// A repeater (`rp`): `copies` copies of the items before it, copy n (counting from `offset`)
/// rotated by n × the rotation and scaled by the scale to the power n about the anchor, then moved
/// by n × the position (lottie-web's arithmetic); opacity from `startOpacity` on the first copy to
/// `endOpacity` on the last; each copy above the one before (`m: 1`) or below it (`m: 2`).
struct LottieRepeater {
    var copies: LottieProperty<[Double]>
    var offset: LottieProperty<[Double]>
    var transform: LottieTransform
    var startOpacity: LottieProperty<[Double]>
    var endOpacity: LottieProperty<[Double]>
    var above: Bool
    let node: JSONNode

    /// Everything but the number of copies, which is read at its first value.
    var frameRange: ClosedRange<Double>? {
        unionRange([offset.frameRange, transform.frameRange, startOpacity.frameRange, endOpacity.frameRange])
    }

    /// How many copies: the first value, rounded up as lottie-web does.
    var count: Int { Int(min(max(copies.initial[0].rounded(.up), 0), 100_000)) }

    /// Copy `index`'s transform at `frame`.
    func matrix(copy index: Int, at frame: Double) -> AffineTransform {
        let n = Double(index) + offset.value(at: frame)[0]
        let a = transform.anchor?.value(at: frame) ?? [0, 0]
        let p =
            transform.position?.value(at: frame)
            ?? [transform.positionX?.value(at: frame)[0] ?? 0, transform.positionY?.value(at: frame)[0] ?? 0]
        let s = transform.scale?.value(at: frame) ?? [100, 100]
        let r = (transform.rotation?.value(at: frame)[0] ?? 0) * .pi / 180
        return AffineTransform(translationX: -a[0], y: -a[1])
            .concatenating(AffineTransform(rotationAngle: r * n))
            .concatenating(AffineTransform(scaleX: pow(s[0] / 100, n), y: pow((s.count > 1 ? s[1] : s[0]) / 100, n)))
            .concatenating(AffineTransform(translationX: a[0] + p[0] * n, y: a[1] + p[1] * n))
    }

    /// Copy `index`'s opacity at `frame`, 0…1.
    func opacity(copy index: Int, at frame: Double) -> Double {
        let start = startOpacity.value(at: frame)[0]
        let end = endOpacity.value(at: frame)[0]
        let t = count > 1 ? Double(index) / Double(count - 1) : 0
        return min(max((start + (end - start) * t) / 100, 0), 1)
    }
}
