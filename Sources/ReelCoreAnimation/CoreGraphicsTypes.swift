// Core Graphics' value types. `CGFloat`, `CGPoint`, `CGSize` and `CGRect` are Foundation's own
// (swift-corelibs-foundation defines them on Linux, with `midX`, `insetBy` and the rest), so code
// that imports Foundation as well sees one type, not two. The rest map onto Reel's geometry.
@_exported import Foundation
import ReelGeometry
import ReelRaster

/// `CGAffineTransform`: Reel's affine transform, with Core Graphics' layout (a, b, c, d, tx, ty).
public typealias CGAffineTransform = ReelGeometry.AffineTransform
/// `CATransform3D`: Reel's 3D transform, with Core Animation's layout (m11 … m44, row vectors).
public typealias CATransform3D = Transform3D
/// `CGColor`: a straight-alpha sRGB colour.
public typealias CGColor = ReelGeometry.Color

/// `CGVector`: a direction and magnitude (gravity, pushes), which Foundation on Linux lacks.
public struct CGVector: Sendable, Hashable {
    public var dx: CGFloat
    public var dy: CGFloat
    /// A vector from its components.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// A vector from its components.
    @_disfavoredOverload
    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }
    public static let zero = CGVector(dx: 0.0, dy: 0.0)
}

extension CGPoint {
    /// Reel's point.
    package var reel: Point { Point(x: Double(x), y: Double(y)) }
    /// From Reel's point.
    package init(_ p: Point) { self.init(x: p.x, y: p.y) }

    /// The point mapped by `t` (Core Graphics' `applying`).
    public func applying(_ t: CGAffineTransform) -> CGPoint { CGPoint(t.apply(reel)) }
}

extension CGSize {
    package var reel: Size { Size(width: Double(width), height: Double(height)) }
    package init(_ s: Size) { self.init(width: s.width, height: s.height) }
}

extension CGRect {
    package var reel: Rect {
        Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height))
    }
    package init(_ r: Rect) { self.init(x: r.origin.x, y: r.origin.y, width: r.size.width, height: r.size.height) }
}

extension ReelGeometry.AffineTransform {
    /// This transform, then a translation (Core Graphics' `translatedBy`: the translation applies first).
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: Double(x), y: Double(y)).concatenating(self)
    }
    /// A scale applied before this transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: Double(x), y: Double(y)).concatenating(self)
    }
    /// A rotation applied before this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: Double(angle)).concatenating(self)
    }
    /// The inverse (the identity when singular).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard abs(det) > 1e-12 else { return .identity }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
    /// True for the identity.
    public var isIdentity: Bool { self == .identity }
}

// MARK: CATransform3D functions, as Core Animation names them.

/// The identity transform.
public let CATransform3DIdentity = Transform3D.identity

/// A translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    Transform3D(translationX: Double(tx), y: Double(ty), z: Double(tz))
}
/// A scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    Transform3D(scaleX: Double(sx), y: Double(sy), z: Double(sz))
}
/// A rotation by `angle` radians about the axis (x, y, z).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    Transform3D(rotationAngle: Double(angle), x: Double(x), y: Double(y), z: Double(z))
}
/// `t` preceded by a translation.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}
/// `t` preceded by a scale.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}
/// `t` preceded by a rotation.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
{
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}
/// `a` then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }
/// The inverse (the identity when singular).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverted }
/// True for the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == .identity }
/// True when the two transforms are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }
/// An affine transform as a 3D one.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { Transform3D(m) }
/// True when `t` is affine.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }
/// The affine part of `t`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }
