/// Which Core Animation layer class a layer is, with that class's own content. A layer has
/// exactly one kind, so it cannot be both a shape and a text layer; what every layer has
/// (background, border, `contents`, shadow, sublayers) stays on `Layer`.
public enum LayerKind: Sendable, Equatable {
    /// A `CALayer`: nothing drawn beyond what every layer draws.
    case plain
    /// A `CAShapeLayer`: a path filled and stroked above the background.
    case shape(ShapeContent)
    /// A `CATextLayer`.
    case text(TextContent)
    /// A `CAGradientLayer`.
    case gradient(GradientContent)
    /// A `CAReplicatorLayer`: the sublayers are drawn `instanceCount` times.
    case replicator(ReplicatorContent)
    /// A `CATransformLayer`: its sublayers are not flattened into its plane but placed in 3D and
    /// sorted by depth together with those of nested transform layers. It draws nothing of its own
    /// (background, border, contents, shadow, mask and clip are ignored), and its opacity applies
    /// to each sublayer separately rather than to a group.
    case transform
}

extension LayerKind {
    /// A kind that carries content, as a value: reads the content out of a `LayerKind` and wraps
    /// changed content back into one. `Layer.update(_:_:)` and the content rows of
    /// `AnimatableProperty` use it to change a field of one kind's content and leave layers of
    /// other kinds alone.
    public struct Payload<Content>: Sendable {
        /// The content when `kind` is this kind, nil otherwise.
        let extract: @Sendable (_ kind: LayerKind) -> Content?
        /// The kind holding `content`.
        let embed: @Sendable (_ content: Content) -> LayerKind
    }
}

extension LayerKind.Payload where Content == ShapeContent {
    /// A shape layer's content.
    public static var shape: Self {
        Self(extract: { if case .shape(let content) = $0 { content } else { nil } }, embed: { .shape($0) })
    }
}

extension LayerKind.Payload where Content == TextContent {
    /// A text layer's content.
    public static var text: Self {
        Self(extract: { if case .text(let content) = $0 { content } else { nil } }, embed: { .text($0) })
    }
}

extension LayerKind.Payload where Content == GradientContent {
    /// A gradient layer's content.
    public static var gradient: Self {
        Self(extract: { if case .gradient(let content) = $0 { content } else { nil } }, embed: { .gradient($0) })
    }
}

extension LayerKind.Payload where Content == ReplicatorContent {
    /// A replicator layer's settings.
    public static var replicator: Self {
        Self(
            extract: { if case .replicator(let content) = $0 { content } else { nil } },
            embed: { .replicator($0) })
    }
}
