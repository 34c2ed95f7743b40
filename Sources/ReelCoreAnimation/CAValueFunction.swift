import ReelTimeline

/// The name of a ``CAValueFunction``: which transform it builds from an animation's numbers.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable, CAStringOption {
    /// Core Animation's string for the name.
    public let rawValue: String
    /// Creates a name from Core Animation's string for it.
    ///
    /// - Parameter rawValue: The string, such as `"rotateZ"`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// One angle in radians about the x axis.
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// One angle in radians about the y axis.
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// One angle in radians about the z axis.
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// Three scale factors [x, y, z].
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// One scale factor along x.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// One scale factor along y.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// One scale factor along z.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// Three offsets [x, y, z] in points.
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// One offset along x in points.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// One offset along y in points.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// One offset along z in points.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")
}

/// Turns the numbers a `transform` animation interpolates into the transform it shows
/// (``CAPropertyAnimation/valueFunction``).
///
/// With `CAValueFunction(name: .rotateZ)`, `fromValue` 0 and `toValue` 2π turn a layer all the
/// way round, which two transforms cannot say (0 and 2π are the same matrix). Values are numbers
/// (`CGFloat`, `Double`, `NSNumber`), or for ``CAValueFunctionName/scale`` and
/// ``CAValueFunctionName/translate`` arrays of three.
open class CAValueFunction {
    /// Which transform the function builds.
    public let name: CAValueFunctionName
    let function: ValueFunction

    /// The value function with a name.
    ///
    /// - Parameter name: One of the ``CAValueFunctionName`` constants.
    /// - Returns: nil for a name Core Animation does not define, as `functionWithName:` does.
    public init?(name: CAValueFunctionName) {
        guard let function = ValueFunction(rawValue: name.rawValue) else { return nil }
        self.name = name
        self.function = function
    }
}
