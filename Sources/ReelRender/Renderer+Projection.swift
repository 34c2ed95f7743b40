import ReelGeometry
import ReelRaster
import ReelTimeline

/// Layers seen in perspective: drawn flat offscreen in their own plane, then through the
/// homography onto the device, with the part behind the eye (W ≤ 0) cut away first.
extension Renderer {
    /// The largest offscreen side, in pixels: bounds the memory of a layer seen edge-on up close.
    static let maximumOffscreenSide = 4096.0

    func drawProjected(_ layer: Layer, toDevice: Homography, into frame: inout Pixmap) {
        // An infinite extent (geometry near Double's range) would make the density 0 and the
        // offscreen size ∞ · 0: not drawn.
        guard let extent = Self.extent(of: layer), extent.width > 0, extent.height > 0,
            extent.width.isFinite, extent.height.isFinite
        else { return }
        let visible = Self.clipInFront(extent.corners, of: toDevice)
        guard visible.count >= 3 else { return }
        let device = visible.map(toDevice.apply)
        // Offscreen density: the largest stretch along the visible outline, so the nearest part
        // is sampled at least at device resolution.
        var density = scale
        for i in visible.indices {
            let j = (i + 1) % visible.count
            let local = (visible[j] - visible[i]).length
            if local > 1e-9 { density = max(density, (device[j] - device[i]).length / local) }
        }
        density = min(density, Self.maximumOffscreenSide / max(extent.width, extent.height))
        let margin = 1.0
        let width = Int((extent.width * density).rounded(.up)) + 2 * Int(margin)
        let height = Int((extent.height * density).rounded(.up)) + 2 * Int(margin)
        let local = AffineTransform(translationX: -extent.minX, y: -extent.minY)
            .concatenating(AffineTransform(scaleX: density, y: density))
            .concatenating(AffineTransform(translationX: margin, y: margin))
        let size = PixelBox(x: 0, y: 0, width: max(width, 1), height: max(height, 1))
        var flat = pool.pixmap(window: size, canvasWidth: size.width, canvasHeight: size.height)
        if let blendMode = layer.compositingFilter {
            // Blended where the picture lands on the frame, not onto the empty offscreen.
            var unblended = layer
            unblended.compositingFilter = nil
            drawFlat(unblended, toDevice: local, into: &flat)
            drawPicture(flat, local: local, device: device, toDevice: toDevice, blendMode: blendMode, into: &frame)
        } else {
            drawFlat(layer, toDevice: local, into: &flat)
            drawPicture(flat, local: local, device: device, toDevice: toDevice, blendMode: nil, into: &frame)
        }
        pool.recycle(&flat)
    }

    /// The layer's flat picture (whose pixels `local` maps its plane to) through the homography,
    /// over the visible outline `device`.
    private func drawPicture(
        _ flat: Pixmap, local: AffineTransform, device: [Point], toDevice: Homography, blendMode: BlendMode?,
        into frame: inout Pixmap
    ) {
        guard let back = local.invertedIfPossible,
            let pattern = ImagePattern(image: flat, imageToPixels: Homography(back).concatenating(toDevice))
        else { return }
        rasterizer.fill(
            [Polyline(points: device, isClosed: true)], paint: .image(pattern),
            compositing: Compositing(blendMode: blendMode), into: &frame)
    }

    /// The part of the polygon where W is positive (Sutherland–Hodgman against the plane
    /// W = ε, with ε a small fraction of the largest W so the divide stays well conditioned).
    static func clipInFront(_ polygon: [Point], of h: Homography) -> [Point] {
        let largest = polygon.map(h.w).max() ?? 0
        guard largest > 0 else { return [] }
        let epsilon = largest * 1e-4
        var out: [Point] = []
        for i in polygon.indices {
            let a = polygon[i]
            let b = polygon[(i + 1) % polygon.count]
            let wa = h.w(a) - epsilon
            let wb = h.w(b) - epsilon
            if wa >= 0 { out.append(a) }
            if (wa >= 0) != (wb >= 0) {
                let t = wa / (wa - wb)
                out.append(a.interpolated(to: b, at: t))
            }
        }
        return out
    }
}
