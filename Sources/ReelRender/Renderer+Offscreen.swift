import ReelGeometry
import ReelRaster
import ReelTimeline

/// Offscreens sized to what they hold: a group, a clip, a mask, a shadow, glyphs to clip or
/// images to cross-fade cover only the device pixels their layer can reach (clipped to the frame),
/// not the whole frame. They keep the frame's pixel coordinates, so every pixel comes out as it
/// would in a frame-sized offscreen; should a drawing reach outside the estimate anyway, the
/// offscreen is drawn again at the frame's size.
extension Renderer {
    /// The device pixels that `rect` (in the layer's space) covers under `toDevice`, widened by
    /// `margin` pixels and clipped to `frame`'s canvas; nil when none or the rect is unknown.
    static func deviceWindow(of rect: Rect?, toDevice: AffineTransform, margin: Double, in frame: Pixmap) -> PixelBox? {
        guard let rect else { return nil }
        guard margin.isFinite else { return PixelBox(x: 0, y: 0, width: frame.canvasWidth, height: frame.canvasHeight) }
        var box = Box()
        rect.forEachCorner { box.add(toDevice.apply($0)) }
        guard let device = box.rect else { return nil }
        func clamped(_ v: Double, _ limit: Int) -> Int { Int(min(max(v, 0), Double(limit))) }
        let x0 = clamped((device.minX - margin).rounded(.down), frame.canvasWidth)
        let x1 = clamped((device.maxX + margin).rounded(.up), frame.canvasWidth)
        let y0 = clamped((device.minY - margin).rounded(.down), frame.canvasHeight)
        let y1 = clamped((device.maxY + margin).rounded(.up), frame.canvasHeight)
        guard x0 < x1, y0 < y1 else { return nil }
        return PixelBox(x0: x0, y0: y0, x1: x1, y1: y1)
    }

    /// The margin, in device pixels, around a layer-space estimate of what is drawn: the
    /// estimate's flattening (half a point) and the rasterizer's own rounding.
    static func windowMargin(_ toDevice: AffineTransform) -> Double { 2 + toDevice.maximumScale }

    /// A transparent offscreen of `frame`'s canvas covering `window` (one pixel when nil), filled by
    /// `draw`; drawn again covering the whole canvas when something reached outside the window.
    /// Its buffer comes from the renderer's pool: give it back (`pool.recycle`) once used.
    func offscreen(_ window: PixelBox?, like frame: Pixmap, _ draw: (inout Pixmap) -> Void) -> Pixmap {
        let (width, height) = (frame.canvasWidth, frame.canvasHeight)
        let whole = PixelBox(x: 0, y: 0, width: width, height: height)
        var pixels = pool.pixmap(
            window: window ?? PixelBox(x: 0, y: 0, width: 1, height: 1), canvasWidth: width, canvasHeight: height)
        draw(&pixels)
        guard pixels.overflowed, pixels.window != whole else { return pixels }
        offscreenRedraws += 1
        pool.recycle(&pixels)
        pixels = pool.pixmap(window: whole, canvasWidth: width, canvasHeight: height)
        draw(&pixels)
        return pixels
    }

    /// The smallest window holding both.
    static func union(_ a: PixelBox, _ b: PixelBox) -> PixelBox {
        PixelBox(x0: min(a.x0, b.x0), y0: min(a.y0, b.y0), x1: max(a.x1, b.x1), y1: max(a.y1, b.y1))
    }
}
