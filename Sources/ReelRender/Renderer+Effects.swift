import ReelGeometry
import ReelRaster
import ReelTimeline

/// Group effects: a layer with a shadow, a mask, a clip to its bounds, or group opacity over
/// several drawings is drawn offscreen, then composited once.
///
/// Order, as Core Animation composites a layer: its content and sublayers (clipped to the
/// rounded bounds when `masksToBounds`), the shadow cast by that result (or by `shadowPath`)
/// beneath it, the clip again (a clipped layer's shadow outside its bounds is clipped away, as on
/// iOS), the `mask` layer's alpha (or what `maskMode` reads instead), and finally `opacity` over
/// the whole, blended with what lies behind by the `compositingFilter` when it has one. A layer
/// that draws one thing and casts no shadow takes all of that as stages of its one fill instead
/// (`drawStaged`).
extension Renderer {
    /// Draws a layer whose plane maps to the pixmap by the affine `toDevice`.
    func drawFlat(_ layer: Layer, toDevice: AffineTransform, into frame: inout Pixmap) {
        // A group drawn the same the frames before is composited again (StillGroupCache). Whether
        // the layer is drawn as a group, and how, depends on what the cache's key holds alone.
        if keepsStillWork, !stillGroups.isEmpty, !layer.showsAssets,
            let group = stillGroups.group(of: layer, toDevice: toDevice, canvas: frame)
        {
            frame.composite(group, opacity: layer.opacity, compositing: Compositing(blendMode: layer.compositingFilter))
            return
        }
        let shadowColor = Self.shadowColor(of: layer)
        var clips = layer.masksToBounds && Self.mayOverflowBounds(layer)
        // A clip that changes nothing is left out; its group stays unless drawing the layer
        // directly leaves the same bytes (Renderer+Clip).
        var groupedForClip = false
        var drawnWindow: PixelBox?? = nil
        if clips, Self.clipChangesNothing(layer, toDevice: toDevice, in: frame, drawnWindow: &drawnWindow) {
            clips = false
            groupedForClip = !Self.drawsOnceUnblended(layer)
        }
        let blendMode = layer.compositingFilter
        let grouped =
            groupedForClip || shadowColor != nil || clips || !layer.masks.isEmpty || blendMode != nil
            || (layer.opacity < 1 && Self.drawOperationCount(layer) > 1)
        guard grouped else {
            drawContents(of: layer, toDevice: toDevice, opacity: layer.opacity, into: &frame)
            return
        }
        // Offscreens cover what the layer can draw, sublayers included (the clip comes after): the
        // clip test's window when it worked one out, else the extent's.
        let window =
            drawnWindow
            ?? Self.deviceWindow(
                of: Self.extent(of: layer, ignoringClips: true), toDevice: toDevice,
                margin: Self.windowMargin(toDevice), in: frame)
        if shadowColor == nil, Self.drawOperationCount(layer) <= 1 {
            drawStaged(layer, toDevice: toDevice, window: window, clips: clips, blendMode: blendMode, into: &frame)
            return
        }
        var group = offscreen(window, like: frame) {
            drawContents(of: layer, toDevice: toDevice, opacity: 1, into: &$0)
        }
        // A clip on the pixel grid clears outside its box instead of drawing and applying a mask.
        let alignedClip = clips ? Self.pixelAlignedClip(of: layer, toDevice: toDevice, in: frame) : nil
        var clip =
            clips && alignedClip == nil
            ? clipMask(of: layer, toDevice: toDevice, window: group.window, like: group) : nil
        func applyClip(_ group: inout Pixmap) {
            if let alignedClip { group.clear(outside: alignedClip) } else if let clip { group.mask(by: clip) }
        }
        applyClip(&group)
        if let shadowColor {
            var shadow = castShadow(of: layer, drawn: group, color: shadowColor, toDevice: toDevice)
            var combined = pool.pixmap(
                window: Self.union(shadow.window, group.window), canvasWidth: group.canvasWidth,
                canvasHeight: group.canvasHeight)
            combined.composite(shadow)
            combined.composite(group)
            pool.recycle(&shadow)
            pool.recycle(&group)
            group = combined
            applyClip(&group)
        }
        if clip != nil { pool.recycle(&clip!) }
        if let mask = layer.mask {
            var alpha = offscreen(group.window, like: frame) {
                draw(mask, parentToDevice: Homography(toDevice), sublayerMatrix: .identity, into: &$0)
            }
            Self.read(&alpha, as: layer.maskMode)
            group.mask(by: alpha)
            pool.recycle(&alpha)
        }
        frame.composite(group, opacity: layer.opacity, compositing: Compositing(blendMode: blendMode))
        if !keepsStillWork || layer.showsAssets
            || !stillGroups.drew(group, of: layer, toDevice: toDevice, canvas: frame)
        {
            pool.recycle(&group)
        }
    }

    /// A layer that draws one thing, with a clip, a mask, group opacity or a blend mode and no
    /// shadow: that one fill goes through the clip, the mask, the opacity and the blend as stages
    /// (`Compositing`), with no offscreen for the group. The bytes are the group's: one fill into a
    /// transparent offscreen, masked and composited, is that fill's pixels through those stages.
    /// The clip and the mask are still offscreens (of `window`: exact wherever they are read, as
    /// one reaching past its window is drawn again at the frame's size).
    private func drawStaged(
        _ layer: Layer, toDevice: AffineTransform, window: PixelBox?, clips: Bool, blendMode: BlendMode?,
        into frame: inout Pixmap
    ) {
        guard Self.drawOperationCount(layer) > 0 else { return }
        var compositing = Compositing(opacity: layer.opacity, blendMode: blendMode)
        if clips {
            compositing.masks.append(clipMask(of: layer, toDevice: toDevice, window: window, like: frame))
        }
        if let mask = layer.mask {
            var alpha = offscreen(window, like: frame) {
                draw(mask, parentToDevice: Homography(toDevice), sublayerMatrix: .identity, into: &$0)
            }
            Self.read(&alpha, as: layer.maskMode)
            compositing.masks.append(alpha)
        }
        drawContents(of: layer, toDevice: toDevice, opacity: 1, compositing: compositing, into: &frame)
        for i in compositing.masks.indices { pool.recycle(&compositing.masks[i]) }
    }

    /// Turns a drawn mask layer into the alpha that masks: its own alpha, or what `mode` reads
    /// from it instead (inverse alpha, luminance, inverse luminance).
    private static func read(_ mask: inout Pixmap, as mode: MaskMode) {
        switch mode {
        case .alpha: break
        case .inverseAlpha: mask.invertAlpha()
        case .luminance: mask.luminanceToAlpha(inverted: false)
        case .inverseLuminance: mask.luminanceToAlpha(inverted: true)
        }
    }

    /// The shadow's colour with `shadowOpacity` applied, or nil when no shadow shows.
    static func shadowColor(of layer: Layer) -> Color? {
        guard let color = layer.shadowColor, layer.shadowOpacity > 0, color.alpha > 0 else { return nil }
        return color.withAlphaMultiplied(by: min(layer.shadowOpacity, 1))
    }

    /// Whether anything the layer draws can leave its rounded bounds (backgrounds, gradients and
    /// borders never do; sublayers, shapes, images and text may).
    static func mayOverflowBounds(_ layer: Layer) -> Bool {
        if !layer.sublayers.isEmpty || layer.contents != nil { return true }
        switch layer.kind {
        case .shape, .text: return true
        case .plain, .gradient, .replicator, .transform: return false
        }
    }

    /// The rounded bounds as coverage (alpha) in device space, over `window` of `frame`'s canvas.
    func clipMask(of layer: Layer, toDevice: AffineTransform, window: PixelBox?, like frame: Pixmap) -> Pixmap {
        offscreen(window, like: frame) { clip in
            guard layer.bounds.width > 0, layer.bounds.height > 0 else { return }
            rasterizer.fill(
                layer.cornerPath(layer.bounds, radius: layer.cornerRadius), transform: toDevice,
                paint: .solid(.white), into: &clip)
        }
    }

    /// The shadow of what the layer drew (`drawn`), or of `shadowPath` when set: blurred with a
    /// Gaussian of σ = `shadowRadius` (the reading CSS and design tools share: a blur radius of
    /// 2σ is `shadowRadius` · 2), moved by `shadowOffset`, both in the layer's space, and tinted.
    func castShadow(of layer: Layer, drawn: Pixmap, color: Color, toDevice: AffineTransform) -> Pixmap {
        var source = drawn
        if let path = layer.shadowPath {
            let window = Self.deviceWindow(
                of: Self.box(of: path), toDevice: toDevice, margin: Self.windowMargin(toDevice), in: drawn)
            source = offscreen(window, like: drawn) {
                rasterizer.fill(path, transform: toDevice, paint: .solid(.white), into: &$0)
            }
        }
        let offset = toDevice.applyToVector(Point(x: layer.shadowOffset.width, y: layer.shadowOffset.height))
        let sigma = layer.shadowRadius * toDevice.maximumScale
        let shadow = source.shadow(color: color, sigma: sigma, dx: offset.x, dy: offset.y)
        if layer.shadowPath != nil { pool.recycle(&source) }
        return shadow
    }
}
