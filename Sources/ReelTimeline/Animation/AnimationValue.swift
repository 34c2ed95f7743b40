import ReelGeometry

/// A value an animation interpolates: one case per kind of animatable property.
public enum AnimationValue: Sendable, Equatable {
    /// A number (`opacity`, `cornerRadius`, `transform.rotation.z`…), interpolated linearly.
    case scalar(Double)
    /// A point (`position`, `anchorPoint`…), interpolated coordinate by coordinate.
    case point(Point)
    /// A size (`bounds.size`, `shadowOffset`…), interpolated component by component.
    case size(Size)
    /// A rectangle (`bounds`…), interpolated component by component.
    case rect(Rect)
    /// A colour (`backgroundColor`…), interpolated on straight components
    /// (``Color/interpolated(to:at:)``).
    case color(Color)
    /// Interpolated by decomposition (translation, scale, skew, perspective, quaternion rotation).
    case transform(Transform3D)
    /// Morphed point by point; both ends must have the same elements.
    case path(Path)
    /// Discrete: switches half-way.
    case bool(Bool)
    /// Arrays of numbers (gradient locations, dash patterns): element by element when the counts
    /// match, otherwise switching half-way.
    case scalars([Double])
    /// Arrays of colours (gradient colours), as `scalars`.
    case colors([Color])
    /// An image (`contents`); between two images, a cross-fade from `fadingFrom` by `fade`.
    case image(String, fadingFrom: String? = nil, fade: Double = 1)
    /// A text (a text layer's `string`): discrete, switches half-way.
    case text(String)

    /// The kind's name, for messages.
    package var kindName: String {
        switch self {
        case .scalar: "number"
        case .point: "point"
        case .size: "size"
        case .rect: "rect"
        case .color: "colour"
        case .transform: "transform"
        case .path: "path"
        case .bool: "boolean"
        case .scalars: "array of numbers"
        case .colors: "array of colours"
        case .image: "image"
        case .text: "text"
        }
    }

    /// True when both values are of the same kind.
    package func isSameKind(as other: AnimationValue) -> Bool { kindName == other.kindName }

    /// Interpolation between two values of the same kind, as each case describes.
    /// - Parameters:
    ///   - other: The value at `t` = 1, of the same kind as `self` (another kind is a
    ///     precondition failure).
    ///   - t: The fraction of the way from `self` to `other`; it may leave 0…1, as a spring's
    ///     overshoot does.
    /// - Returns: The value `t` of the way from `self` to `other`.
    public func interpolated(to other: AnimationValue, at t: Double) -> AnimationValue {
        switch (self, other) {
        case (.transform(let a), .transform(let b)):
            return .transform(a.interpolated(to: b, at: t))
        case (.path(let a), .path(let b)):
            return .path(a.morphed(to: b, at: t) ?? (t < 0.5 ? a : b))
        case (.bool(let a), .bool(let b)):
            return .bool(t < 0.5 ? a : b)
        case (.text(let a), .text(let b)):
            return .text(t < 0.5 ? a : b)
        case (.scalars(let a), .scalars(let b)):
            guard a.count == b.count else { return t < 0.5 ? self : other }
            return .scalars(zip(a, b).map { $0 + ($1 - $0) * t })
        case (.colors(let a), .colors(let b)):
            guard a.count == b.count else { return t < 0.5 ? self : other }
            return .colors(zip(a, b).map { $0.interpolated(to: $1, at: t) })
        case (.image(let a, _, _), .image(let b, _, _)):
            return a == b ? other : .image(b, fadingFrom: a, fade: min(max(t, 0), 1))
        default:
            return combine(other) { a, b in a + (b - a) * t }
        }
    }

    /// The additive identity of this kind (zero, the identity transform).
    package var zero: AnimationValue {
        switch self {
        case .transform: .transform(.identity)
        case .path, .bool, .image, .text: self
        case .scalars(let a): .scalars(a.map { _ in 0 })
        case .colors(let a): .colors(a.map { _ in .clear })
        default: combine(self) { _, _ in 0 }
        }
    }

    /// Component-wise sum (for `byValue`, additive and cumulative animations); transforms concatenate.
    package static func + (a: AnimationValue, b: AnimationValue) -> AnimationValue {
        if case (.transform(let x), .transform(let y)) = (a, b) { return .transform(y.concatenating(x)) }
        if case .path = a { return a }
        if case .bool = a { return b }
        if case .image = a { return b }
        if case .text = a { return b }
        if case (.scalars(let x), .scalars(let y)) = (a, b) {
            return x.count == y.count ? .scalars(zip(x, y).map(+)) : b
        }
        if case (.colors(let x), .colors(let y)) = (a, b) {
            return x.count == y.count
                ? .colors(zip(x, y).map { AnimationValue.color($0).combine(.color($1), +).colorValue }) : b
        }
        return a.combine(b, +)
    }

    /// Component-wise difference; for transforms, `a` with `b` undone.
    package static func - (a: AnimationValue, b: AnimationValue) -> AnimationValue {
        if case (.transform(let x), .transform(let y)) = (a, b) { return .transform(y.inverted.concatenating(x)) }
        if case .path = a { return a }
        if case .bool = a { return a }
        if case .image = a { return a }
        if case .text = a { return a }
        if case (.scalars(let x), .scalars(let y)) = (a, b) {
            return x.count == y.count ? .scalars(zip(x, y).map(-)) : a
        }
        if case (.colors(let x), .colors(let y)) = (a, b) {
            return x.count == y.count
                ? .colors(zip(x, y).map { AnimationValue.color($0).combine(.color($1), -).colorValue }) : a
        }
        return a.combine(b, -)
    }

    /// Every component multiplied by `factor` (for spline tangents); only for vector-like kinds.
    package func scaled(by factor: Double) -> AnimationValue {
        switch self {
        case .transform, .path, .bool, .image, .text: self
        case .scalars(let a): .scalars(a.map { $0 * factor })
        case .colors(let a): .colors(a.map { AnimationValue.color($0).scaled(by: factor).colorValue })
        default: combine(self) { a, _ in a * factor }
        }
    }

    /// The Euclidean distance between two values of a vector-like kind (for paced keyframes);
    /// 1 between distinct values of other kinds, 0 between equal ones.
    package func distance(to other: AnimationValue) -> Double {
        switch self {
        case .transform, .path, .bool, .image, .colors, .text: return self == other ? 0 : 1
        default: return (other - self).components.reduce(0) { $0 + $1 * $1 }.squareRoot()
        }
    }

    private var components: [Double] {
        switch self {
        case .scalar(let v): [v]
        case .point(let p): [p.x, p.y]
        case .size(let s): [s.width, s.height]
        case .rect(let r): [r.origin.x, r.origin.y, r.size.width, r.size.height]
        case .color(let c): [c.red, c.green, c.blue, c.alpha]
        case .scalars(let a): a
        case .transform, .path, .bool, .image, .colors, .text: []
        }
    }

    private var colorValue: Color {
        if case .color(let c) = self { return c }
        return .clear
    }

    private func combine(_ other: AnimationValue, _ f: (Double, Double) -> Double) -> AnimationValue {
        switch (self, other) {
        case (.scalar(let a), .scalar(let b)):
            return .scalar(f(a, b))
        case (.point(let a), .point(let b)):
            return .point(Point(x: f(a.x, b.x), y: f(a.y, b.y)))
        case (.size(let a), .size(let b)):
            return .size(Size(width: f(a.width, b.width), height: f(a.height, b.height)))
        case (.rect(let a), .rect(let b)):
            return .rect(
                Rect(
                    x: f(a.origin.x, b.origin.x), y: f(a.origin.y, b.origin.y),
                    width: f(a.size.width, b.size.width), height: f(a.size.height, b.size.height)))
        case (.color(let a), .color(let b)):
            return .color(
                Color(
                    red: f(a.red, b.red), green: f(a.green, b.green),
                    blue: f(a.blue, b.blue), alpha: f(a.alpha, b.alpha)))
        default:
            // Kinds are checked against the key path when a scene is read or built.
            preconditionFailure("cannot combine a \(kindName) with a \(other.kindName)")
        }
    }
}
