import ReelGeometry

/// A layer with Core Animation's properties and defaults: `CALayer`'s, plus those of its `kind`
/// (a shape, text, gradient, replicator or transform layer's). The same type holds model values and,
/// inside a snapshot, presentation values (as Core Animation's presentation layer mirrors the model).
public struct Layer: Sendable, Equatable {
    /// The properties, shared by copies of this layer until one of them writes (see
    /// `LayerStorage`). Its accessors are inlinable, so that reading a property in another module
    /// is a load rather than a call that copies the value out.
    @usableFromInline var storage: LayerStorage
    /// An optional name, used in messages.
    @inlinable public var name: String? {
        get { storage.fields.name }
        _modify {
            makeUnique()
            yield &storage.fields.name
        }
    }
    /// Where the anchor point sits in the superlayer's coordinates.
    @inlinable public var position: Point {
        get { storage.fields.position }
        _modify {
            makeUnique()
            yield &storage.fields.position
        }
    }
    /// The layer's own coordinate space: origin and size.
    @inlinable public var bounds: Rect {
        get { storage.fields.bounds }
        _modify {
            makeUnique()
            yield &storage.fields.bounds
        }
    }
    /// The point of the bounds placed at `position`, in unit coordinates.
    @inlinable public var anchorPoint: Point {
        get { storage.fields.anchorPoint }
        _modify {
            makeUnique()
            yield &storage.fields.anchorPoint
        }
    }
    /// Applied about the anchor point.
    @inlinable public var transform: Transform3D {
        get { storage.fields.transform }
        _modify {
            makeUnique()
            yield &storage.fields.transform
        }
    }
    /// Stacking among siblings: higher is drawn later (above).
    @inlinable public var zPosition: Double {
        get { storage.fields.zPosition }
        _modify {
            makeUnique()
            yield &storage.fields.zPosition
        }
    }
    /// Group opacity: the layer and its sublayers are composited as one.
    @inlinable public var opacity: Double {
        get { storage.fields.opacity }
        _modify {
            makeUnique()
            yield &storage.fields.opacity
        }
    }
    /// Hidden layers and their sublayers are not drawn.
    @inlinable public var isHidden: Bool {
        get { storage.fields.isHidden }
        _modify {
            makeUnique()
            yield &storage.fields.isHidden
        }
    }
    /// When false, the layer is not drawn while its back faces the viewer (turned away in its
    /// rendering context: its superlayer's plane, or the enclosing transform layers' 3D space).
    @inlinable public var isDoubleSided: Bool {
        get { storage.fields.isDoubleSided }
        _modify {
            makeUnique()
            yield &storage.fields.isDoubleSided
        }
    }
    /// Which layer class this is, with that class's content (a shape, a text, ...).
    @inlinable public var kind: LayerKind {
        // Read in place: a switch over the kind's case copies no content it does not bind.
        _read { yield storage.fields.kind }
        _modify {
            makeUniqueForgettingAssets()
            yield &storage.fields.kind
        }
    }
    /// Fills the bounds (rounded by `cornerRadius`) behind the content; nil for none.
    @inlinable public var backgroundColor: Color? {
        get { storage.fields.backgroundColor }
        _modify {
            makeUnique()
            yield &storage.fields.backgroundColor
        }
    }
    /// Radius of the background's corners (and of the clip when `masksToBounds`).
    @inlinable public var cornerRadius: Double {
        get { storage.fields.cornerRadius }
        _modify {
            makeUnique()
            yield &storage.fields.cornerRadius
        }
    }
    /// Whether the rounded corners are Apple's continuous ones rather than circular (Core
    /// Animation's `cornerCurve`).
    @inlinable public var continuousCorners: Bool {
        get { storage.fields.continuousCorners }
        _modify {
            makeUnique()
            yield &storage.fields.continuousCorners
        }
    }
    /// The corners `cornerRadius` rounds; the others stay square (Core Animation's `maskedCorners`).
    @inlinable public var maskedCorners: RectCorners {
        get { storage.fields.maskedCorners }
        _modify {
            makeUnique()
            yield &storage.fields.maskedCorners
        }
    }
    /// Width of the border drawn inside the bounds, following `cornerRadius`, above the content
    /// and sublayers, in points; 0 (the default) for none.
    @inlinable public var borderWidth: Double {
        get { storage.fields.borderWidth }
        _modify {
            makeUnique()
            yield &storage.fields.borderWidth
        }
    }
    /// Black by default, as in Core Animation.
    @inlinable public var borderColor: Color? {
        get { storage.fields.borderColor }
        _modify {
            makeUnique()
            yield &storage.fields.borderColor
        }
    }
    /// Clips the content and sublayers to the (rounded) bounds.
    @inlinable public var masksToBounds: Bool {
        get { storage.fields.masksToBounds }
        _modify {
            makeUnique()
            yield &storage.fields.masksToBounds
        }
    }
    /// How the layer, composited as one with its sublayers, combines with what lies behind it
    /// (Core Animation's `compositingFilter`); nil (the default) for source-over.
    @inlinable public var compositingFilter: BlendMode? {
        get { storage.fields.compositingFilter }
        _modify {
            makeUnique()
            yield &storage.fields.compositingFilter
        }
    }
    /// Applied to the sublayers, about the layer's anchor point.
    @inlinable public var sublayerTransform: Transform3D {
        get { storage.fields.sublayerTransform }
        _modify {
            makeUnique()
            yield &storage.fields.sublayerTransform
        }
    }
    /// The shadow's colour, black by default; nil for no shadow.
    @inlinable public var shadowColor: Color? {
        get { storage.fields.shadowColor }
        _modify {
            makeUnique()
            yield &storage.fields.shadowColor
        }
    }
    /// The shadow's opacity in 0…1, multiplying `shadowColor`'s alpha; 0 by default, so no layer
    /// casts a shadow until given one.
    @inlinable public var shadowOpacity: Double {
        get { storage.fields.shadowOpacity }
        _modify {
            makeUnique()
            yield &storage.fields.shadowOpacity
        }
    }
    /// The shadow's blur in points: the standard deviation of its Gaussian; 3 by default.
    @inlinable public var shadowRadius: Double {
        get { storage.fields.shadowRadius }
        _modify {
            makeUnique()
            yield &storage.fields.shadowRadius
        }
    }
    /// Core Animation's default (0, −3) is 3 points up in its y-up space; in Reel's y-down scenes
    /// the same shadow is (0, −3) too: up.
    @inlinable public var shadowOffset: Size {
        get { storage.fields.shadowOffset }
        _modify {
            makeUnique()
            yield &storage.fields.shadowOffset
        }
    }
    /// The shape that casts the shadow, in the layer's coordinates; nil (the default) for the
    /// shape of what the layer draws.
    @inlinable public var shadowPath: Path? {
        get { storage.fields.shadowPath }
        _modify {
            makeUnique()
            yield &storage.fields.shadowPath
        }
    }
    /// An image drawn in the bounds (`contents`), with how it fits.
    @inlinable public var contents: ImageContents? {
        get { storage.fields.contents }
        _modify {
            makeUniqueForgettingAssets()
            yield &storage.fields.contents
        }
    }
    /// Draws the layer's image through a mesh of triangles; nil (the default) for none.
    @inlinable public var meshTransform: MeshTransform? {
        get { storage.fields.meshTransform }
        _modify {
            makeUnique()
            yield &storage.fields.meshTransform
        }
    }
    /// Rolls the layer up like a page; flat (progress 0) by default. While active it is drawn
    /// instead of `meshTransform`.
    @inlinable public var pageCurl: PageCurl {
        get { storage.fields.pageCurl }
        _modify {
            makeUnique()
            yield &storage.fields.pageCurl
        }
    }
    /// A layer whose alpha masks this one (in this layer's coordinates).
    public var mask: Layer? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }
    /// Holds `mask`: an array, as it was when a layer held its properties itself (a struct cannot
    /// contain itself directly).
    @inlinable var maskStorage: [Layer] {
        get { storage.fields.maskStorage }
        _modify {
            makeUniqueForgettingAssets()
            yield &storage.fields.maskStorage
        }
    }
    /// `mask` as an array of none or one, for walks of the tree.
    @inlinable package var masks: [Layer] { maskStorage }
    /// How `mask` masks this layer: by its alpha (the default, Core Animation's), its alpha
    /// inverted, its luminance, or its luminance inverted.
    @inlinable public var maskMode: MaskMode {
        get { storage.fields.maskMode }
        _modify {
            makeUnique()
            yield &storage.fields.maskMode
        }
    }
    /// Sublayers, back to front, in this layer's coordinate space.
    @inlinable public var sublayers: [Layer] {
        get { storage.fields.sublayers }
        _modify {
            makeUniqueForgettingAssets()
            yield &storage.fields.sublayers
        }
    }
    /// Animations in the order they were added (later ones win on the same key path).
    @inlinable public var animations: [Animation] {
        get { storage.fields.animations }
        _modify {
            makeUnique()
            yield &storage.fields.animations
        }
    }
    /// The layer's own timing, which its animations and sublayers inherit.
    @inlinable public var timing: LayerTiming {
        get { storage.fields.timing }
        _modify {
            makeUnique()
            yield &storage.fields.timing
        }
    }

    /// A layer with every property at its default.
    public init() { storage = LayerStorage(LayerStorage.Fields()) }

    /// Whether two layers have equal properties, sublayers, mask and animations included (not
    /// whether they share storage).
    public static func == (a: Layer, b: Layer) -> Bool { a.storage.fields == b.storage.fields }

    /// A shape layer's content; nil for other kinds. Read-only so that a layer changes kind only
    /// through `kind`: `update(.shape) { ... }` changes a shape layer's content.
    @inlinable public var shape: ShapeContent? {
        if case .shape(let content) = kind { content } else { nil }
    }
    /// A text layer's content; nil for other kinds.
    @inlinable public var text: TextContent? {
        if case .text(let content) = kind { content } else { nil }
    }
    /// A gradient layer's content; nil for other kinds.
    @inlinable public var gradient: GradientContent? {
        if case .gradient(let content) = kind { content } else { nil }
    }
    /// A replicator layer's settings; nil for other kinds.
    @inlinable public var replicator: ReplicatorContent? {
        if case .replicator(let content) = kind { content } else { nil }
    }
    /// Whether this is a `CATransformLayer` (`LayerKind.transform`).
    @inlinable public var isTransformLayer: Bool {
        if case .transform = kind { true } else { false }
    }
    /// Whether this is a text layer: a test of the kind's case, which does not copy its content
    /// out as `text` does (a walk of every layer every frame asks).
    @inlinable package var isTextLayer: Bool {
        if case .text = kind { true } else { false }
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
