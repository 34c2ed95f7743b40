import ReelGeometry
import ReelRaster
import ReelTimeline

/// Group effects: a layer with a shadow, a mask, a clip to its bounds, or group opacity over
/// several drawings is drawn offscreen, then composited once.
///
/// Order, as Core Animation composites a layer: its content and sublayers (clipped to the
/// rounded bounds when `masksToBounds`), the shadow cast by that result (or by `shadowPath`)
/// beneath it, the clip again (a clipped layer's shadow outside its bounds is clipped away, as on
/// iOS), the `mask` layer's alpha (or what `maskMode` reads instead), and finally `opacity` over the whole.
extension Renderer {
    /// Draws a layer whose plane maps to the pixmap by the affine `toDevice`.
    func drawFlat(_ layer: Layer, toDevice: AffineTransform, into frame: inout Pixmap) {
        let shadowColor = Self.shadowColor(of: layer)
        let clips = layer.masksToBounds && Self.mayOverflowBounds(layer)
        let grouped =
            shadowColor != nil || clips || layer.mask != nil
            || (layer.opacity < 1 && Self.drawOperationCount(layer) > 1)
        guard grouped else {
            drawContents(of: layer, toDevice: toDevice, opacity: layer.opacity, into: &frame)
            return
        }
        // Offscreens cover what the layer can draw, sublayers included (the clip comes after).
        let window = Self.deviceWindow(
            of: Self.extent(of: layer, ignoringClips: true), toDevice: toDevice, margin: Self.windowMargin(toDevice),
            in: frame)
        var group = offscreen(window, like: frame) {
            drawContents(of: layer, toDevice: toDevice, opacity: 1, into: &$0)
        }
        let clip = clips ? clipMask(of: layer, toDevice: toDevice, like: group) : nil
        if let clip { group.mask(by: clip) }
        if let shadowColor {
            let shadow = castShadow(of: layer, drawn: group, color: shadowColor, toDevice: toDevice)
            var combined = Pixmap(
                window: Self.union(shadow.window, group.window), canvasWidth: group.canvasWidth,
                canvasHeight: group.canvasHeight)
            combined.composite(shadow)
            combined.composite(group)
            group = combined
            if let clip { group.mask(by: clip) }
        }
        if let mask = layer.mask {
            var alpha = offscreen(group.window, like: frame) {
                draw(mask, parentToDevice: Homography(toDevice), sublayerMatrix: .identity, into: &$0)
            }
            switch layer.maskMode {
            case .alpha: break
            case .inverseAlpha: alpha.invertAlpha()
            case .luminance: alpha.luminanceToAlpha(inverted: false)
            case .inverseLuminance: alpha.luminanceToAlpha(inverted: true)
            }
            group.mask(by: alpha)
        }
        frame.composite(group, opacity: layer.opacity)
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

    /// The rounded bounds as coverage (alpha) in device space, covering what `group` covers.
    func clipMask(of layer: Layer, toDevice: AffineTransform, like group: Pixmap) -> Pixmap {
        offscreen(group.window, like: group) { clip in
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
        return source.shadow(color: color, sigma: sigma, dx: offset.x, dy: offset.y)
    }
}
