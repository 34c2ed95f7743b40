/// `CATransformLayer`: accepted for its sublayers' geometry; Reel draws it as a plain layer
/// (sublayers are flattened into its plane rather than sorted in 3D; see docs/swift-api.md).
open class CATransformLayer: CALayer {}
