import Foundation

/// A 2D affine transform with Core Graphics' layout and row-vector convention:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct AffineTransform: Sendable, Hashable, Codable {
    /// The six components, as `CGAffineTransform` names them: `x' = a·x + c·y + tx` and
    /// `y' = b·x + d·y + ty`.
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// A transform from its six components (`CGAffineTransform(a:b:c:d:tx:ty:)`).
    /// - Parameters:
    ///   - a: How x scales into x′.
    ///   - b: How x shears into y′.
    ///   - c: How y shears into x′.
    ///   - d: How y scales into y′.
    ///   - tx: Added to x′.
    ///   - ty: Added to y′.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that maps every point to itself (`CGAffineTransform.identity`).
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation (`CGAffineTransform(translationX:y:)`).
    /// - Parameters:
    ///   - x: The offset along x.
    ///   - y: The offset along y.
    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    /// A scale about the origin (`CGAffineTransform(scaleX:y:)`).
    /// - Parameters:
    ///   - sx: The factor along x; negative mirrors.
    ///   - sy: The factor along y; negative mirrors.
    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation about the origin (`CGAffineTransform(rotationAngle:)`).
    /// - Parameter angle: The angle in radians; positive turns clockwise on a y-down screen.
    public init(rotationAngle angle: Double) {
        let s = sin(angle)
        let co = cos(angle)
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    /// This transform followed by another (Core Graphics' `concatenating(_:)`).
    /// - Parameter t: The transform applied after this one.
    /// - Returns: A transform that applies `self` first, then `t`.
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d,
            c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty
        )
    }

    /// Maps a point (`CGPoint.applying(_:)`).
    /// - Parameter p: A point in the transform's source space.
    /// - Returns: `(a·x + c·y + tx, b·x + d·y + ty)`.
    public func apply(_ p: Point) -> Point {
        Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty)
    }

    /// The largest factor by which this transform stretches a length (the larger singular value).
    /// Flattening tolerances are divided by it so curves stay smooth after scaling.
    public var maximumScale: Double {
        // Singular values of [[a, c], [b, d]] from the eigenvalues of its Gram matrix.
        let p = a * a + b * b
        let q = c * c + d * d
        let r = a * c + b * d
        let mean = (p + q) / 2
        let spread = (((p - q) / 2) * ((p - q) / 2) + r * r).squareRoot()
        return (mean + spread).squareRoot()
    }
}
