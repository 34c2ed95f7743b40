import ReelGeometry

/// The shape of a layer's rounded corners (Core Animation's `CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The curve's name: `"circular"` or `"continuous"`.
    public let rawValue: String
    /// A curve by name.
    ///
    /// - Parameter rawValue: `"circular"` or `"continuous"`; anything else draws circular.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles meeting the straight edges (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous corners, whose curvature eases in from the edges (as iOS's app icons and
    /// system controls draw them).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// The corners a layer's `cornerRadius` rounds (Core Animation's `CACornerMask`).
public typealias CACornerMask = RectCorners

extension RectCorners {
    /// The corner at the smallest x and y: top left in a view.
    public static let layerMinXMinYCorner = RectCorners.minXMinY
    /// The top-right corner in a view.
    public static let layerMaxXMinYCorner = RectCorners.maxXMinY
    /// The bottom-left corner in a view.
    public static let layerMinXMaxYCorner = RectCorners.minXMaxY
    /// The bottom-right corner in a view.
    public static let layerMaxXMaxYCorner = RectCorners.maxXMaxY
}

extension CALayer {
    /// How the rounded corners are drawn: ``CALayerCornerCurve/circular`` (the default) or
    /// ``CALayerCornerCurve/continuous``, for the background, border, shadow and clip alike. Not
    /// animatable (as in Core Animation); the last value set holds for the whole exported scene.
    public var cornerCurve: CALayerCornerCurve {
        get { model.continuousCorners ? .continuous : .circular }
        set { model.continuousCorners = newValue == .continuous }
    }
    /// The corners ``cornerRadius`` rounds, all four by default; the others stay square. Not
    /// animatable (as in Core Animation); the last value set holds for the whole exported scene.
    public var maskedCorners: CACornerMask {
        get { model.maskedCorners }
        set { model.maskedCorners = newValue }
    }
}
