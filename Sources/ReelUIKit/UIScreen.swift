import ReelCoreAnimation

/// The screen: in Reel, the stage running on this thread.
///
/// Ported code sizes views with `UIScreen.main.bounds` and pixel-aligns with `UIScreen.main.scale`;
/// both read the current stage (the one most recently created or run on this thread).
public final class UIScreen: Sendable {
    /// The screen: the current stage.
    public static var main: UIScreen { UIScreen() }

    private init() {}

    /// The stage's canvas in points, at the origin; `.zero` when there is no stage on this thread.
    public var bounds: CGRect {
        guard let root = AuthoringContext.current.stage?.rootLayer else { return .zero }
        return CGRect(origin: .zero, size: root.bounds.size)
    }

    /// Pixels per point: the stage's `scale` (1 by default), what its frames and exports render at.
    public var scale: CGFloat { CGFloat(AuthoringContext.current.stage?.screenScale ?? 1) }

    /// The same as ``scale``: Reel renders at the stage's scale exactly.
    public var nativeScale: CGFloat { scale }
}
