// Core Graphics' value types. `CGFloat`, `CGPoint`, `CGSize` and `CGRect` are Foundation's own
// (swift-corelibs-foundation defines them on Linux, with `midX`, `insetBy` and the rest), so code
// that imports Foundation as well sees one type, not two. The rest map onto Reel's geometry.
@_exported import Foundation
import ReelGeometry
import ReelRaster

/// A 2D affine transform with Core Graphics' layout (`a`, `b`, `c`, `d`, `tx`, `ty`): Reel's
/// ``AffineTransform``.
///
/// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
public typealias CGAffineTransform = ReelGeometry.AffineTransform
/// A 4 × 4 transform with Core Animation's layout (`m11` … `m44`, points as row vectors):
/// Reel's ``Transform3D``.
///
/// Make one with ``CATransform3DMakeRotation(_:_:_:_:)`` and the other `CATransform3D`
/// functions; `m34 = -1 / distance` gives perspective.
public typealias CATransform3D = Transform3D
/// A colour as straight (not premultiplied) sRGB components from 0 to 1: Reel's ``Color``.
///
/// Make one with `Color(red:green:blue:alpha:)` or take a `UIColor`'s `cgColor`. Animated
/// colours interpolate on these straight components.
public typealias CGColor = ReelGeometry.Color

/// A two-dimensional vector, such as a gravity direction or a push; Foundation on Linux lacks it.
public struct CGVector: Sendable, Hashable {
    /// The horizontal component, positive to the right.
    public var dx: CGFloat
    /// The vertical component, positive downwards in Reel's y-down space.
    public var dy: CGFloat
    /// Creates a vector from its components.
    ///
    /// - Parameters:
    ///   - dx: The horizontal component.
    ///   - dy: The vertical component.
    public init(dx: CGFloat, dy: CGFloat) {
        self.dx = dx
        self.dy = dy
    }
    /// Creates a vector from `Double` components.
    ///
    /// - Parameters:
    ///   - dx: The horizontal component.
    ///   - dy: The vertical component.
    @_disfavoredOverload
    public init(dx: Double, dy: Double) {
        self.dx = CGFloat(dx)
        self.dy = CGFloat(dy)
    }
    /// The vector whose components are both 0.
    public static let zero = CGVector(dx: 0.0, dy: 0.0)
}

extension CGPoint {
    /// Reel's point.
    package var reel: Point { Point(x: Double(x), y: Double(y)) }
    /// From Reel's point.
    package init(_ p: Point) { self.init(x: p.x, y: p.y) }

    /// Maps the point by an affine transform, as Core Graphics' `applying(_:)` does.
    ///
    /// - Parameter t: The transform.
    /// - Returns: The transformed point.
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
    /// This transform preceded by a translation, as Core Graphics' `translatedBy(x:y:)` is.
    ///
    /// The translation applies to points first, in the coordinates this transform maps.
    ///
    /// - Parameters:
    ///   - x: The horizontal translation.
    ///   - y: The vertical translation.
    /// - Returns: The combined transform.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: Double(x), y: Double(y)).concatenating(self)
    }
    /// This transform preceded by a scale, as Core Graphics' `scaledBy(x:y:)` is.
    ///
    /// - Parameters:
    ///   - x: The horizontal scale factor.
    ///   - y: The vertical scale factor.
    /// - Returns: The combined transform.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: Double(x), y: Double(y)).concatenating(self)
    }
    /// This transform preceded by a rotation, as Core Graphics' `rotated(by:)` is.
    ///
    /// - Parameter angle: The angle in radians; positive angles turn clockwise on a y-down screen.
    /// - Returns: The combined transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: Double(angle)).concatenating(self)
    }
    /// The transform that undoes this one.
    ///
    /// - Returns: The inverse, or the identity when this transform cannot be inverted (Core
    ///   Graphics returns the transform unchanged there).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard abs(det) > 1e-12 else { return .identity }
        return CGAffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
    /// Whether this is the identity transform, which changes nothing.
    public var isIdentity: Bool { self == .identity }
}

// MARK: CATransform3D functions, as Core Animation names them.

/// The identity transform, which changes nothing: the default of a layer's transforms.
public let CATransform3DIdentity = Transform3D.identity

/// Makes a translation.
///
/// - Parameters:
///   - tx: The distance along x.
///   - ty: The distance along y.
///   - tz: The distance along z, towards the viewer.
/// - Returns: The translation.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    Transform3D(translationX: Double(tx), y: Double(ty), z: Double(tz))
}
/// Makes a scale.
///
/// - Parameters:
///   - sx: The scale factor along x.
///   - sy: The scale factor along y.
///   - sz: The scale factor along z.
/// - Returns: The scale.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    Transform3D(scaleX: Double(sx), y: Double(sy), z: Double(sz))
}
/// Makes a rotation about an axis through the origin.
///
/// A rotation about (0, 0, 1) turns a layer in its plane: positive angles turn clockwise on a
/// y-down screen. An axis of length 0 gives the identity.
///
/// - Parameters:
///   - angle: The angle in radians.
///   - x: The axis' x component.
///   - y: The axis' y component.
///   - z: The axis' z component.
/// - Returns: The rotation.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    Transform3D(rotationAngle: Double(angle), x: Double(x), y: Double(y), z: Double(z))
}
/// Adds a translation to a transform, applied before it.
///
/// - Parameters:
///   - t: The transform.
///   - tx: The distance along x.
///   - ty: The distance along y.
///   - tz: The distance along z.
/// - Returns: The translation followed by `t`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}
/// Adds a scale to a transform, applied before it.
///
/// - Parameters:
///   - t: The transform.
///   - sx: The scale factor along x.
///   - sy: The scale factor along y.
///   - sz: The scale factor along z.
/// - Returns: The scale followed by `t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}
/// Adds a rotation to a transform, applied before it.
///
/// - Parameters:
///   - t: The transform.
///   - angle: The angle in radians.
///   - x: The axis' x component.
///   - y: The axis' y component.
///   - z: The axis' z component.
/// - Returns: The rotation followed by `t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
    -> CATransform3D
{
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}
/// Combines two transforms.
///
/// - Parameters:
///   - a: The transform applied first.
///   - b: The transform applied second.
/// - Returns: `a` followed by `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }
/// Inverts a transform.
///
/// - Parameter t: The transform.
/// - Returns: The transform that undoes `t`, or the identity when `t` cannot be inverted (Core
///   Animation returns `t` unchanged there).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverted }
/// Tells whether a transform is the identity.
///
/// - Parameter t: The transform.
/// - Returns: `true` when `t` equals ``CATransform3DIdentity``.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == .identity }
/// Tells whether two transforms are equal.
///
/// - Parameters:
///   - a: A transform.
///   - b: Another transform.
/// - Returns: `true` when all sixteen entries are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }
/// Makes a 3D transform that acts as an affine transform in the layer's plane.
///
/// - Parameter m: The affine transform.
/// - Returns: The same transform, leaving z unchanged.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { Transform3D(m) }
/// Tells whether a transform acts as its 2D part alone.
///
/// - Parameter t: The transform.
/// - Returns: `true` when `t` has no perspective and leaves z unchanged.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }
/// The 2D part of a transform.
///
/// - Parameter t: The transform.
/// - Returns: How `t` maps the layer's plane, its perspective and depth ignored.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }
