import ReelGeometry

/// Core Animation's `CAValueFunction`: on a `transform` animation, the animation interpolates
/// plain numbers (an angle, a scale factor, an offset) and the function turns each interpolated
/// value into the transform the layer shows. A turn from 0 to 2π is then a whole turn, which
/// interpolating two transforms by decomposition cannot express.
public enum ValueFunction: String, Sendable, Equatable, CaseIterable {
    /// `kCAValueFunctionRotateX`: one angle in radians about the x axis.
    case rotateX
    /// `kCAValueFunctionRotateY`: one angle in radians about the y axis.
    case rotateY
    /// `kCAValueFunctionRotateZ`: one angle in radians about the z axis.
    case rotateZ
    /// `kCAValueFunctionScale`: three scale factors [x, y, z].
    case scale
    /// `kCAValueFunctionScaleX`: one scale factor along x.
    case scaleX
    /// `kCAValueFunctionScaleY`: one scale factor along y.
    case scaleY
    /// `kCAValueFunctionScaleZ`: one scale factor along z.
    case scaleZ
    /// `kCAValueFunctionTranslate`: three offsets [x, y, z] in points.
    case translate
    /// `kCAValueFunctionTranslateX`: one offset along x in points.
    case translateX
    /// `kCAValueFunctionTranslateY`: one offset along y in points.
    case translateY
    /// `kCAValueFunctionTranslateZ`: one offset along z in points.
    case translateZ

    /// True for `scale` and `translate`, which take three numbers; the others take one.
    public var takesThreeNumbers: Bool { self == .scale || self == .translate }

    /// The input whose transform is the identity: what an unset `fromValue` or `toValue` starts
    /// or ends at, since a whole transform cannot be turned back into the function's input.
    public var identityInput: AnimationValue {
        switch self {
        case .scale: .scalars([1, 1, 1])
        case .translate: .scalars([0, 0, 0])
        case .scaleX, .scaleY, .scaleZ: .scalar(1)
        case .rotateX, .rotateY, .rotateZ, .translateX, .translateY, .translateZ: .scalar(0)
        }
    }

    /// The transform for one interpolated input.
    /// - Parameter input: A number, or for ``scale`` and ``translate`` three numbers; another
    ///   shape gives the identity (scene files and the Swift API check shapes beforehand).
    /// - Returns: The rotation, scale or translation the input describes.
    public func transform(for input: AnimationValue) -> Transform3D {
        switch (self, input) {
        case (.rotateX, .scalar(let a)): Transform3D(rotationAngle: a, x: 1, y: 0, z: 0)
        case (.rotateY, .scalar(let a)): Transform3D(rotationAngle: a, x: 0, y: 1, z: 0)
        case (.rotateZ, .scalar(let a)): Transform3D(rotationAngle: a, x: 0, y: 0, z: 1)
        case (.scaleX, .scalar(let s)): Transform3D(scaleX: s, y: 1, z: 1)
        case (.scaleY, .scalar(let s)): Transform3D(scaleX: 1, y: s, z: 1)
        case (.scaleZ, .scalar(let s)): Transform3D(scaleX: 1, y: 1, z: s)
        case (.translateX, .scalar(let d)): Transform3D(translationX: d, y: 0, z: 0)
        case (.translateY, .scalar(let d)): Transform3D(translationX: 0, y: d, z: 0)
        case (.translateZ, .scalar(let d)): Transform3D(translationX: 0, y: 0, z: d)
        case (.scale, .scalars(let s)) where s.count == 3: Transform3D(scaleX: s[0], y: s[1], z: s[2])
        case (.translate, .scalars(let d)) where d.count == 3: Transform3D(translationX: d[0], y: d[1], z: d[2])
        default: .identity
        }
    }
}
