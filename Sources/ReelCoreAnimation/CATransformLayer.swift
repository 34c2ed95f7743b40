/// `CATransformLayer`: its sublayers are not flattened into its plane but kept in 3D and drawn
/// back to front by depth, with nested transform layers' (a cube of six faces, for instance).
/// As in Core Animation it draws nothing of its own: its background, border, contents, shadow,
/// mask and `masksToBounds` are ignored, and its opacity applies to each sublayer separately.
open class CATransformLayer: CALayer {
    public required init() {
        super.init()
        model.kind = .transform
    }
    /// A copy of `layer`'s properties that stays a transform layer, whatever `layer` is.
    public required init(layer: Any) {
        super.init(layer: layer)
        model.kind = .transform
    }
}
