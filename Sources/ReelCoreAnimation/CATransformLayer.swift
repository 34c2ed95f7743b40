/// A layer that keeps its sublayers in 3D instead of flattening them into its plane: a cube of six
/// faces, for instance.
///
/// Its sublayers, and those of nested transform layers, keep their full 3D transforms and are
/// drawn back to front by the depth of each one's centre (ties in tree order, without splitting
/// layers that cut through each other); they are flattened at the first ordinary superlayer. As
/// in Core Animation it draws nothing of its own: its background, border, contents, shadow,
/// mask and ``CALayer/masksToBounds`` are ignored, and its opacity applies to each sublayer
/// separately. It becomes a ``Layer`` of kind ``LayerKind/transform``.
open class CATransformLayer: CALayer {
    /// Creates a transform layer with Core Animation's defaults.
    public required init() {
        super.init()
        model.kind = .transform
    }
    /// Creates a copy of another layer's current property values that stays a transform layer,
    /// whatever the other layer is.
    ///
    /// - Parameter layer: The layer to copy.
    public required init(layer: Any) {
        super.init(layer: layer)
        model.kind = .transform
    }
}
