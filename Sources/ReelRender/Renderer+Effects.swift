import ReelGeometry
import ReelRaster
import ReelTimeline

/// Group effects: a layer with a shadow, a mask, a clip to its bounds, or group opacity over
/// several drawings is drawn offscreen, then composited once.
///
/// Order, as Core Animation composites a layer: its content and sublayers (clipped to the
/// rounded bounds when `masksToBounds`), the shadow cast by that result (or by `shadowPath`)
/// beneath it, the clip again (a clipped layer's shadow outside its bounds is clipped away, as on
/// iOS), the `mask` layer's alpha, and finally `opacity` over the whole.
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
        var group = Pixmap(width: frame.width, height: frame.height)
        drawContents(of: layer, toDevice: toDevice, opacity: 1, into: &group)
        let clip = clips ? clipMask(of: layer, toDevice: toDevice, width: frame.width, height: frame.height) : nil
        if let clip { group.mask(by: clip) }
        if let shadowColor {
            var shadow = castShadow(of: layer, drawn: group, color: shadowColor, toDevice: toDevice)
            shadow.composite(group)
            group = shadow
            if let clip { group.mask(by: clip) }
        }
        if let mask = layer.mask {
            var alpha = Pixmap(width: frame.width, height: frame.height)
            draw(mask, parentToDevice: Homography(toDevice), sublayerMatrix: .identity, into: &alpha)
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

    /// The rounded bounds as coverage (alpha) in device space.
    func clipMask(of layer: Layer, toDevice: AffineTransform, width: Int, height: Int) -> Pixmap {
        var clip = Pixmap(width: width, height: height)
        guard layer.bounds.width > 0, layer.bounds.height > 0 else { return clip }
        rasterizer.fill(
            layer.cornerPath(layer.bounds, radius: layer.cornerRadius), transform: toDevice,
            paint: .solid(.white), into: &clip)
        return clip
    }

    /// The shadow of what the layer drew (`drawn`), or of `shadowPath` when set: blurred with a
    /// Gaussian of σ = `shadowRadius` (the reading CSS and design tools share: a blur radius of
    /// 2σ is `shadowRadius` · 2), moved by `shadowOffset`, both in the layer's space, and tinted.
    func castShadow(of layer: Layer, drawn: Pixmap, color: Color, toDevice: AffineTransform) -> Pixmap {
        var source = drawn
        if let path = layer.shadowPath {
            source = Pixmap(width: drawn.width, height: drawn.height)
            rasterizer.fill(path, transform: toDevice, paint: .solid(.white), into: &source)
        }
        let offset = toDevice.applyToVector(Point(x: layer.shadowOffset.width, y: layer.shadowOffset.height))
        let sigma = layer.shadowRadius * toDevice.maximumScale
        return source.shadow(color: color, sigma: sigma, dx: offset.x, dy: offset.y)
    }
}
