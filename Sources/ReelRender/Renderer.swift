import ReelGeometry
import ReelRaster
import ReelText
import ReelTimeline

/// Draws snapshots into pixmaps: the layer tree, back to front, as Core Animation composites it.
///
/// Each layer's plane maps to the device through a homography (its 3D transform flattened into
/// its superlayer's plane, as Core Animation flattens every layer that is not a transform layer;
/// transform layers keep their sublayers in 3D and sort them, see Renderer+TransformLayer).
/// Affine layers are drawn directly; layers seen in perspective are drawn flat offscreen and then
/// through the homography. Shadows, masks, `masksToBounds` and group opacity draw the layer
/// offscreen first (see Renderer+Effects).
///
/// A class because it owns a rasterizer's scratch memory; use one per thread.
public final class Renderer {
    let rasterizer = Rasterizer()
    /// Offscreen buffers reused from one offscreen to the next, and from frame to frame.
    let pool = PixmapPool()
    /// Pixel density: 2 renders every point as 2×2 pixels, with edges computed at that density.
    public let scale: Double
    /// Where `contents` images come from; without one, image contents are not drawn.
    public let images: ImageSource?
    /// What the frame being rendered draws from files (see Renderer+Assets).
    var assets = FrameAssets()
    /// Text laid out in earlier frames, reused while it stays the same.
    var textLayouts = TextLayoutCache()
    /// The fonts fontconfig matched to family names in earlier frames.
    var familyFonts: [String: FontFace] = [:]
    /// Stroke outlines kept while their shape and its map to the device stay the same. A renderer
    /// draws on one thread, so the run-time exclusivity check (a call per access, on every layer
    /// drawn) is left out of both caches.
    @exclusivity(unchecked) var strokeOutlines = StrokeOutlineCache()
    /// Offscreen groups kept while the layer that drew them stays the same.
    @exclusivity(unchecked) var stillGroups = StillGroupCache()
    /// Offscreens drawn a second time at the frame's size, their estimate too small (see Renderer+Offscreen).
    var offscreenRedraws = 0
    /// The last snapshot drawn, and its frame once it repeats (see Renderer+RepeatedFrame).
    var lastFrame: RepeatedFrame?
    /// Frames handed out again rather than drawn, their snapshot the same as the one before.
    var framesRepeated = 0
    /// Whether every snapshot is drawn, even one that repeats the snapshot before it. False by
    /// default: a still scene's frame is drawn once and handed out again. Benchmarks that time the
    /// drawing itself set it.
    public var redrawsRepeatedFrames = false

    /// Whether still strokes' outlines and still groups are kept from frame to frame and used
    /// again (`StrokeOutlineCache`, `StillGroupCache`). True by default; benchmarks that time the
    /// drawing itself against engines that draw every frame from scratch turn it off.
    public var keepsStillWork = true

    /// A renderer, for use on one thread at a time.
    /// - Parameters:
    ///   - scale: Pixels per point; must be positive and finite. 1 by default.
    ///   - images: Where `contents` images and font files come from; nil (the default) draws no
    ///     image contents.
    public init(scale: Double = 1, images: ImageSource? = nil) {
        precondition(scale > 0 && scale.isFinite, "scale must be positive")
        self.scale = scale
        self.images = images
    }

    /// The pixel size of a frame, at this renderer's ``scale``.
    /// - Parameter snapshot: The frame's snapshot, whose canvas size is in points.
    /// - Returns: The canvas size times the scale, rounded to whole pixels, at least 1×1.
    public func pixelSize(of snapshot: Snapshot) -> (width: Int, height: Int) {
        Self.pixelSize(width: snapshot.width, height: snapshot.height, scale: scale)
    }

    /// The pixel size of a canvas at a scale. Clamped to a billion pixels a side so an absurd
    /// canvas cannot trap the conversion; limits reject such sizes with a message
    /// (``SceneLimits/checkCanvas(width:height:)``).
    /// - Parameters:
    ///   - width: The canvas width in points.
    ///   - height: The canvas height in points.
    ///   - scale: Pixels per point.
    /// - Returns: Each side times the scale, rounded to whole pixels, in 1…1,000,000,000.
    public static func pixelSize(width: Double, height: Double, scale: Double) -> (width: Int, height: Int) {
        func side(_ points: Double) -> Int { Int(clamping: (points * scale).rounded(), to: 1...1_000_000_000) }
        return (side(width), side(height))
    }

    /// Renders one frame.
    /// - Parameter snapshot: The layer tree at one time (``Timeline/snapshot(at:)``).
    /// - Returns: The frame, ``pixelSize(of:)`` pixels, premultiplied.
    /// - Throws: ``ImageSourceError`` when an image or font the frame shows cannot be loaded; they
    ///   are loaded before anything is drawn, so a frame is never returned with a layer left blank.
    public func render(_ snapshot: Snapshot) throws(ImageSourceError) -> Pixmap {
        try render(snapshot, reusing: FrameStorage())
    }

    /// Renders one frame into `storage`'s buffer, a frame handed back to a `FrameBufferPool` (or
    /// empty, for a new one): the same pixels as ``render(_:)``. Only the box the buffer's last
    /// frame drew into is cleared (`FrameStorage.written`).
    package func render(_ snapshot: Snapshot, reusing storage: consuming FrameStorage) throws(ImageSourceError)
        -> Pixmap
    {
        // Loaded every frame, repeated or not: a file that has gone is an error whenever it goes.
        let loaded = try loadAssets(of: snapshot.layers)
        let repeated = !redrawsRepeatedFrames && (lastFrame?.matches(snapshot, assets: loaded) ?? false)
        if repeated, let frame = lastFrame?.frame {
            framesRepeated += 1
            return frame
        }
        assets = loaded
        defer { assets = FrameAssets() }
        strokeOutlines.beginFrame()
        stillGroups.beginFrame(returningTo: pool)
        let size = pixelSize(of: snapshot)
        var frame = Pixmap(
            width: size.width, height: size.height, reusing: consume storage, filledWith: snapshot.background)
        let root = Homography(AffineTransform(scaleX: scale, y: scale))
        for layer in Self.stacked(snapshot.layers) {
            draw(layer, parentToDevice: root, sublayerMatrix: .identity, into: &frame)
        }
        lastFrame = RepeatedFrame(snapshot: snapshot, assets: loaded, frame: repeated ? frame : nil)
        return frame
    }

    /// Draws `layer` whose superlayer's plane maps to the device by `parentToDevice`;
    /// `sublayerMatrix` is the superlayer's `sublayerTransform` about its anchor point.
    func draw(_ layer: Layer, parentToDevice: Homography, sublayerMatrix: Transform3D, into frame: inout Pixmap) {
        guard !layer.isHidden, layer.opacity > 0 else { return }
        if layer.isTransformLayer {
            drawRenderingContext(
                of: layer, parentToDevice: parentToDevice, sublayerMatrix: sublayerMatrix, into: &frame)
            return
        }
        let toParent = Self.planeToParent(layer, sublayerMatrix: sublayerMatrix)
        guard layer.isDoubleSided || !Self.facesAway(toParent) else { return }
        drawPlane(layer, toDevice: toParent.concatenating(parentToDevice), into: &frame)
    }

    /// Draws a layer whose plane maps to the device by `toDevice`: through its mesh when it is
    /// deformed (Renderer+Mesh), directly when that is affine, through an offscreen picture when
    /// it is seen in perspective.
    func drawPlane(_ layer: Layer, toDevice: Homography, into frame: inout Pixmap) {
        if Self.isDeformed(layer) {
            drawDeformed(layer, toDevice: toDevice, into: &frame)
        } else if toDevice.isAffine {
            drawFlat(layer, toDevice: toDevice.affine, into: &frame)
        } else {
            drawProjected(layer, toDevice: toDevice, into: &frame)
        }
    }

    /// How many separate drawing operations the layer makes; one alone can take the opacity
    /// in its paint instead of needing an offscreen group.
    static func drawOperationCount(_ layer: Layer) -> Int {
        var count = layer.sublayers.isEmpty ? 0 : 2
        if layer.backgroundColor != nil { count += 1 }
        if layer.borderWidth > 0 && layer.borderColor != nil { count += 1 }
        if let contents = layer.contents, !contents.image.isEmpty || contents.fadingFrom != nil { count += 1 }
        switch layer.kind {
        case .shape(let shape):
            if shape.hasFill { count += 1 }
            if shape.hasStroke { count += 1 }
        case .gradient: count += 1
        case .text(let text): if !text.string.isEmpty { count += 2 }  // glyphs may overlap
        case .plain, .replicator, .transform: break
        }
        return count
    }

    /// Background, contents (the image, then what the layer's kind draws: a gradient, a shape or
    /// a text), sublayers, then the border: Core Animation's order. `toDevice` maps the layer's
    /// bounds space to the pixmap. Every drawing goes through `compositing`'s stages (masks, group
    /// opacity, blend mode): a layer that draws one thing gets its group effects there (see
    /// Renderer+Effects).
    func drawContents(
        of layer: Layer, toDevice: AffineTransform, opacity: Double, compositing: Compositing = .sourceOver,
        into frame: inout Pixmap
    ) {
        if let background = layer.backgroundColor, layer.bounds.width > 0, layer.bounds.height > 0 {
            let rect = layer.cornerPath(layer.bounds, radius: layer.cornerRadius)
            rasterizer.fill(
                rect, transform: toDevice, paint: .solid(background.withAlphaMultiplied(by: opacity)),
                compositing: compositing, into: &frame)
        }
        if let contents = layer.contents {
            drawImageContents(
                contents, of: layer, opacity: opacity, toDevice: toDevice, compositing: compositing, into: &frame)
        }
        switch layer.kind {
        case .gradient(let gradient):
            drawGradient(
                gradient, of: layer, opacity: opacity, toDevice: toDevice, compositing: compositing, into: &frame)
        case .shape(let shape) where !shape.path.isEmpty:
            drawShape(shape, opacity: opacity, toDevice: toDevice, compositing: compositing, into: &frame)
        case .text(let text) where !text.string.isEmpty:
            drawText(text, of: layer, opacity: opacity, toDevice: toDevice, compositing: compositing, into: &frame)
        case .shape, .text, .plain, .replicator, .transform:
            // Nothing of the kind's own: an empty path or string, a replicator (its instances are
            // its sublayers), a transform layer (drawn as a rendering context, never here).
            break
        }
        if !layer.sublayers.isEmpty {
            let matrix = Self.sublayerMatrix(of: layer)
            let parent = Homography(toDevice)
            for sublayer in Self.stacked(layer.sublayers) {
                draw(sublayer, parentToDevice: parent, sublayerMatrix: matrix, into: &frame)
            }
        }
        if let borderColor = layer.borderColor, layer.borderWidth > 0, layer.bounds.width > 0, layer.bounds.height > 0 {
            drawBorder(
                of: layer, color: borderColor.withAlphaMultiplied(by: opacity), toDevice: toDevice,
                compositing: compositing, into: &frame)
        }
    }

    /// Siblings in drawing order: by `zPosition`, and in order of appearance among equals.
    static func stacked(_ layers: [Layer]) -> [Layer] {
        guard layers.contains(where: { $0.zPosition != 0 }) else { return layers }
        return layers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(
            \.element)
    }

    /// Core Animation's border: inside the bounds, following the corner radius, above the content
    /// and the sublayers. Drawn as the even-odd ring between the rounded bounds and their inset.
    private func drawBorder(
        of layer: Layer, color: Color, toDevice: AffineTransform, compositing: Compositing, into frame: inout Pixmap
    ) {
        let outer = layer.bounds
        let width = min(layer.borderWidth, outer.width / 2, outer.height / 2)
        let inner = Rect(
            x: outer.minX + width, y: outer.minY + width, width: outer.width - 2 * width,
            height: outer.height - 2 * width)
        var ring = layer.cornerPath(outer, radius: layer.cornerRadius)
        ring.append(layer.cornerPath(inner, radius: max(0, layer.cornerRadius - width)))
        rasterizer.fill(
            ring, transform: toDevice, rule: .evenOdd, paint: .solid(color), compositing: compositing, into: &frame)
    }
}
