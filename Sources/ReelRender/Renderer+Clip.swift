import ReelGeometry
import ReelRaster
import ReelTimeline

/// Clips that change nothing: a layer that clips to its bounds (`masksToBounds`; a Lottie
/// precomposition clips to its `w` × `h`) but whose content stays inside them needs no clip mask,
/// and when it makes one drawing, no offscreen group either.
extension Renderer {
    /// Whether the layer's tree makes at most one drawing, with no blend mode, so that drawing it
    /// directly leaves the bytes its offscreen group would: one drawing into a transparent
    /// offscreen, composited, is that drawing (Compositing's stages round as the composite does);
    /// two that overlap would round otherwise, and a blend mode would meet the backdrop instead of
    /// the transparent group.
    static func drawsOnceUnblended(_ layer: Layer) -> Bool {
        var count = 0
        func visit(_ layer: Layer) -> Bool {
            guard !layer.isHidden, layer.opacity > 0 else { return true }
            guard layer.compositingFilter == nil else { return false }
            count += drawOperationCount(layer) - (layer.sublayers.isEmpty ? 0 : 2)
            return count <= 1 && layer.sublayers.allSatisfy(visit)
        }
        return visit(layer)
    }

    /// Whether clipping `layer` to its bounds leaves every pixel as it is: its bounds are a
    /// rectangle on the pixel grid's axes, and what it draws (`drawnExtent`, with the offscreens'
    /// margin) falls on pixels the bounds cover whole, where the clip's mask is opaque and masking
    /// by it keeps each pixel as it is.
    static func clipChangesNothing(_ layer: Layer, toDevice: AffineTransform, in frame: Pixmap) -> Bool {
        var drawnWindow: PixelBox?? = nil
        return clipChangesNothing(layer, toDevice: toDevice, in: frame, drawnWindow: &drawnWindow)
    }

    /// ``clipChangesNothing(_:toDevice:in:)``, leaving in `drawnWindow` the device window of what
    /// the layer draws (`deviceWindow` of `drawnExtent` with the offscreens' margin; `.some(nil)`
    /// when none of it reaches the canvas) whenever it was worked out, for the layer's offscreen
    /// to take: like `extent(of:)`'s window it holds everything drawn, with less work.
    static func clipChangesNothing(
        _ layer: Layer, toDevice: AffineTransform, in frame: Pixmap, drawnWindow: inout PixelBox??
    ) -> Bool {
        let bounds = layer.bounds
        guard layer.cornerRadius == 0, toDevice.b == 0, toDevice.c == 0, bounds.width > 0, bounds.height > 0,
            let drawn = drawnExtent(of: layer)
        else { return false }
        guard let drawn else { return true }  // it draws nothing
        let corners = [
            toDevice.apply(Point(x: bounds.minX, y: bounds.minY)), toDevice.apply(Point(x: bounds.maxX, y: bounds.maxY))
        ]
        // The pixels the bounds cover whole, a hundredth of a pixel in to leave rounding out.
        let inset = 0.01
        let x0 = (min(corners[0].x, corners[1].x) + inset).rounded(.up)
        let x1 = (max(corners[0].x, corners[1].x) - inset).rounded(.down)
        let y0 = (min(corners[0].y, corners[1].y) + inset).rounded(.up)
        let y1 = (max(corners[0].y, corners[1].y) - inset).rounded(.down)
        let window = deviceWindow(of: drawn, toDevice: toDevice, margin: windowMargin(toDevice), in: frame)
        drawnWindow = .some(window)
        guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { return false }
        guard let window else { return true }  // nothing it draws reaches the canvas
        return Double(window.x0) >= x0 && Double(window.x1) <= x1 && Double(window.y0) >= y0
            && Double(window.y1) <= y1
    }

    /// The device pixels of a clip to the layer's bounds when they are a rectangle on the pixel
    /// grid: square corners, axes kept, every corner on a whole pixel. The rasterizer covers such a
    /// rectangle's pixels fully and no others (Rasterizer+Rectangles), so its clip mask is opaque
    /// exactly on this box and transparent elsewhere, and masking by it is clearing outside the
    /// box (`Pixmap.clear(outside:)`). Clamped to the canvas (one pixel beyond it on each side);
    /// nil for any other clip.
    static func pixelAlignedClip(of layer: Layer, toDevice: AffineTransform, in frame: Pixmap) -> PixelBox? {
        let bounds = layer.bounds
        guard layer.cornerRadius <= 0, toDevice.b == 0, toDevice.c == 0, bounds.width > 0, bounds.height > 0
        else { return nil }
        let a = toDevice.apply(Point(x: bounds.minX, y: bounds.minY))
        let b = toDevice.apply(Point(x: bounds.maxX, y: bounds.maxY))
        for v in [a.x, a.y, b.x, b.y] {
            // NaN fails `==`; infinities are refused so that the clamping below stays meaningful.
            guard v.isFinite, v.rounded(.down) == v else { return nil }
        }
        func clamped(_ v: Double, _ limit: Int) -> Int { Int(min(max(v, -1), Double(limit + 1))) }
        let box = PixelBox(
            x0: clamped(min(a.x, b.x), frame.canvasWidth), y0: clamped(min(a.y, b.y), frame.canvasHeight),
            x1: clamped(max(a.x, b.x), frame.canvasWidth), y1: clamped(max(a.y, b.y), frame.canvasHeight))
        return box.isEmpty ? nil : box
    }

    /// A box, in the layer's bounds space, holding everything the layer and its sublayers draw
    /// (before any clip): `.some(nil)` when they draw nothing, nil when it cannot be bounded this
    /// way (images, whose gravity may place them anywhere; meshes and page curls; transform
    /// layers and perspective; shadows). Unlike `extent(of:)`, a layer's bounds count only where
    /// it draws within them (a background, a border, a gradient, a text), and curves are bounded
    /// by their control points, so the box is never smaller than what is drawn.
    static func drawnExtent(of layer: Layer) -> Rect?? {
        guard layer.contents == nil, !isDeformed(layer), !layer.isTransformLayer, shadowColor(of: layer) == nil
        else { return nil }
        var box = Box()
        if layer.backgroundColor != nil || (layer.borderWidth > 0 && layer.borderColor != nil) {
            box.add(layer.bounds)
        }
        switch layer.kind {
        case .gradient, .text:
            box.add(layer.bounds)
        case .shape(let shape):
            // A miter reaches lineWidth · miterLimit / 2 from the path; a square cap's corner
            // lineWidth · √2 / 2.
            let margin = shape.hasStroke ? shape.stroke.lineWidth * max(shape.stroke.miterLimit, 1.5) / 2 : 0
            if let hull = Self.box(of: shape.path) {
                box.add(Point(x: hull.minX, y: hull.minY), margin: margin)
                box.add(Point(x: hull.maxX, y: hull.maxY), margin: margin)
            }
        case .plain, .replicator, .transform:
            break
        }
        guard !layer.sublayers.isEmpty else { return .some(box.rect) }
        let matrix = sublayerMatrix(of: layer)
        for sublayer in layer.sublayers where !sublayer.isHidden {
            guard let inner = drawnExtent(of: sublayer) else { return nil }
            guard let inner else { continue }
            let toParent = planeToParent(sublayer, sublayerMatrix: matrix)
            guard toParent.isAffine else { return nil }
            inner.forEachCorner { box.add(toParent.apply($0)) }
        }
        return .some(box.rect)
    }
}
