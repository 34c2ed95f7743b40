import ReelGeometry

/// A layer with Core Animation's properties and defaults: `CALayer`'s, plus those of its `kind`
/// (a shape, text, gradient, replicator or transform layer's). The same type holds model values and,
/// inside a snapshot, presentation values (as Core Animation's presentation layer mirrors the model).
public struct Layer: Sendable, Equatable {
    /// An optional name, used in messages.
    public var name: String?
    /// Where the anchor point sits in the superlayer's coordinates.
    public var position: Point = .zero
    /// The layer's own coordinate space: origin and size.
    public var bounds: Rect = .zero
    /// The point of the bounds placed at `position`, in unit coordinates.
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    /// Applied about the anchor point.
    public var transform = Transform3D.identity
    /// Stacking among siblings: higher is drawn later (above).
    public var zPosition: Double = 0
    /// Group opacity: the layer and its sublayers are composited as one.
    public var opacity: Double = 1
    /// Hidden layers and their sublayers are not drawn.
    public var isHidden = false
    /// When false, the layer is not drawn while its back faces the viewer (turned away in its
    /// rendering context: its superlayer's plane, or the enclosing transform layers' 3D space).
    public var isDoubleSided = true
    /// Which layer class this is, with that class's content (a shape, a text, ...).
    public var kind: LayerKind = .plain
    /// Fills the bounds (rounded by `cornerRadius`) behind the content; nil for none.
    public var backgroundColor: Color?
    /// Radius of the background's corners (and of the clip when `masksToBounds`).
    public var cornerRadius: Double = 0
    /// Whether the rounded corners are Apple's continuous ones rather than circular (Core
    /// Animation's `cornerCurve`).
    public var continuousCorners = false
    /// The corners `cornerRadius` rounds; the others stay square (Core Animation's `maskedCorners`).
    public var maskedCorners: RectCorners = .all
    /// Width of the border drawn inside the bounds, following `cornerRadius`, above the content
    /// and sublayers, in points; 0 (the default) for none.
    public var borderWidth: Double = 0
    /// Black by default, as in Core Animation.
    public var borderColor: Color? = .black
    /// Clips the content and sublayers to the (rounded) bounds.
    public var masksToBounds = false
    /// How the layer, composited as one with its sublayers, combines with what lies behind it
    /// (Core Animation's `compositingFilter`); nil (the default) for source-over.
    public var compositingFilter: BlendMode?
    /// Applied to the sublayers, about the layer's anchor point.
    public var sublayerTransform = Transform3D.identity
    /// The shadow's colour, black by default; nil for no shadow.
    public var shadowColor: Color? = .black
    /// The shadow's opacity in 0…1, multiplying `shadowColor`'s alpha; 0 by default, so no layer
    /// casts a shadow until given one.
    public var shadowOpacity: Double = 0
    /// The shadow's blur in points: the standard deviation of its Gaussian; 3 by default.
    public var shadowRadius: Double = 3
    /// Core Animation's default (0, −3) is 3 points up in its y-up space; in Reel's y-down scenes
    /// the same shadow is (0, −3) too: up.
    public var shadowOffset = Size(width: 0, height: -3)
    /// The shape that casts the shadow, in the layer's coordinates; nil (the default) for the
    /// shape of what the layer draws.
    public var shadowPath: Path?
    /// An image drawn in the bounds (`contents`), with how it fits.
    public var contents: ImageContents?
    /// Draws the layer's image through a mesh of triangles; nil (the default) for none.
    public var meshTransform: MeshTransform?
    /// Rolls the layer up like a page; flat (progress 0) by default. While active it is drawn
    /// instead of `meshTransform`.
    public var pageCurl = PageCurl()
    /// A layer whose alpha masks this one (in this layer's coordinates).
    public var mask: Layer? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }
    /// Holds `mask`: an array because a struct cannot contain itself directly.
    @usableFromInline var maskStorage: [Layer] = []
    /// `mask` as an array of none or one, for walks of the tree: reading an element of it in
    /// place does not copy the mask layer, as `mask` does. Inlinable, so that reading it from a
    /// layer in memory (a walk through an array's buffer) does not copy the layer first.
    @inlinable package var masks: [Layer] { maskStorage }
    /// How `mask` masks this layer: by its alpha (the default, Core Animation's), its alpha
    /// inverted, its luminance, or its luminance inverted.
    public var maskMode = MaskMode.alpha
    /// Sublayers, back to front, in this layer's coordinate space.
    public var sublayers: [Layer] = []
    /// Animations in the order they were added (later ones win on the same key path).
    public var animations: [Animation] = []
    /// The layer's own timing, which its animations and sublayers inherit.
    public var timing = LayerTiming()

    /// A layer with every property at its default.
    public init() {}

    /// A shape layer's content; nil for other kinds. Read-only so that a layer changes kind only
    /// through `kind`: `update(.shape) { ... }` changes a shape layer's content.
    public var shape: ShapeContent? {
        if case .shape(let content) = kind { content } else { nil }
    }
    /// A text layer's content; nil for other kinds. Inlinable, as `masks`.
    @inlinable public var text: TextContent? {
        if case .text(let content) = kind { content } else { nil }
    }
    /// A gradient layer's content; nil for other kinds.
    public var gradient: GradientContent? {
        if case .gradient(let content) = kind { content } else { nil }
    }
    /// A replicator layer's settings; nil for other kinds.
    public var replicator: ReplicatorContent? {
        if case .replicator(let content) = kind { content } else { nil }
    }
    /// Whether this is a `CATransformLayer` (`LayerKind.transform`).
    public var isTransformLayer: Bool {
        if case .transform = kind { true } else { false }
    }

    /// Changes the content of a layer of one kind; a layer of another kind is left as it is, as
    /// Core Animation ignores a shape layer's `strokeEnd` on a layer that is no shape layer.
    ///
    /// ```swift
    /// layer.update(.shape) { $0.strokeEnd = 0.5 }
    /// ```
    /// - Parameters:
    ///   - payload: The kind whose content to change, such as ``LayerKind/Payload/shape``.
    ///   - change: Changes the content in place; not called for a layer of another kind.
    public mutating func update<Content>(_ payload: LayerKind.Payload<Content>, _ change: (inout Content) -> Void) {
        guard var content = payload.extract(kind) else { return }
        kind = .plain  // so the content's arrays are not shared while `change` writes them
        change(&content)
        kind = payload.embed(content)
    }

    /// The transform from this layer's coordinate space to its superlayer's: the anchor point
    /// to the origin, then `transform`, then to `position`. Perspective and depth are ignored here:
    /// the renderer projects them itself (Renderer+Projection.swift).
    public var transformToSuperlayer: AffineTransform {
        let anchor = Point(
            x: bounds.origin.x + anchorPoint.x * bounds.size.width,
            y: bounds.origin.y + anchorPoint.y * bounds.size.height)
        return AffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform.affine)
            .concatenating(AffineTransform(translationX: position.x, y: position.y))
    }
}

/// What a `CAShapeLayer` draws: a path with fill and stroke, CAShapeLayer's defaults.
public struct ShapeContent: Sendable, Equatable {
    /// The path in the layer's coordinate space.
    public var path: Path
    /// Black by default; nil for no fill.
    public var fillColor: Color? = .black
    /// Which points the path encloses (`fillRule`); ``FillRule/nonZero`` by default.
    public var fillRule: FillRule = .nonZero
    /// None by default.
    public var strokeColor: Color?
    /// The stroke's width, caps, joins and miter limit, with `CAShapeLayer`'s defaults.
    public var stroke = StrokeStyle()
    /// Lengths of dashes and gaps, alternating; nil for a solid line.
    public var lineDashPattern: [Double]?
    /// How far into `lineDashPattern` the stroke starts, in points (`lineDashPhase`); 0 by default.
    public var lineDashPhase: Double = 0
    /// Where the stroked part of the path starts, as a fraction of its length in 0…1
    /// (`strokeStart`); 0 by default.
    public var strokeStart: Double = 0
    /// Where the stroked part of the path ends, as a fraction of its length in 0…1 (`strokeEnd`);
    /// 1 by default, the whole path.
    public var strokeEnd: Double = 1
    /// A gradient painting the fill in place of `fillColor`, for Lottie's gradient fills (see
    /// `ShapeGradient`); nil by default. The fill is drawn when either is set.
    package var fillGradient: ShapeGradient?
    /// A gradient painting the stroke in place of `strokeColor` (see `ShapeGradient`); nil by
    /// default. The stroke is drawn when either is set.
    package var strokeGradient: ShapeGradient?

    /// Whether the path is filled: by `fillColor` or `fillGradient`.
    package var hasFill: Bool { fillColor != nil || fillGradient != nil }
    /// Whether the path is stroked: by `strokeColor` or `strokeGradient`.
    package var hasStroke: Bool { strokeColor != nil || strokeGradient != nil }

    /// A shape with CAShapeLayer's default fill (black) and no stroke.
    /// - Parameter path: The path, in the layer's coordinate space.
    public init(path: Path) {
        self.path = path
    }
}
