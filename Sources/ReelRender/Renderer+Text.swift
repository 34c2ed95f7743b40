import ReelGeometry
import ReelRaster
import ReelText
import ReelTimeline

/// A `CATextLayer`: the string shaped by HarfBuzz, its FreeType outlines filled by Reel's own
/// rasterizer in the foreground colour. As the text layer's backing store is its bounds, text
/// that runs past them is clipped: by the bounds as a mask stage of the glyphs' fill, so the
/// glyphs need no offscreen of their own.
extension Renderer {
    func drawText(
        _ text: TextContent, of layer: Layer, opacity: Double, toDevice: AffineTransform,
        compositing: Compositing = .sourceOver, into frame: inout Pixmap
    ) {
        let bounds = layer.bounds
        guard text.fontSize > 0, bounds.width > 0, bounds.height > 0 else { return }
        guard let font = assets.fonts[text.font ?? ""] else {
            preconditionFailure("render loads every text layer's font before drawing")
        }
        let alignment: TextLayout.Alignment
        switch text.alignment {
        case .natural, .left: alignment = .left
        case .right: alignment = .right
        case .center: alignment = .center
        case .justified: alignment = .justified
        }
        // Only what can show inside the bounds (which clip it) is laid out: lines below them are
        // neither wrapped nor shaped, glyphs beside them not outlined.
        let layout = textLayouts.layout(
            text.string, font: font, fontSize: text.fontSize, width: bounds.width,
            alignment: alignment, wrapped: text.isWrapped,
            visible: Rect(x: 0, y: 0, width: bounds.width, height: bounds.height))
        let origin = AffineTransform(translationX: bounds.minX, y: bounds.minY).concatenating(toDevice)
        let paint = Paint.solid(text.foregroundColor.withAlphaMultiplied(by: opacity))
        let ink = Self.box(of: layout.path)
        // Ink left out lay outside the bounds: the clipped path, as if it had been drawn.
        let inside =
            !layout.omitsInk
            && (ink.map { $0.minX >= 0 && $0.minY >= 0 && $0.maxX <= bounds.width && $0.maxY <= bounds.height } ?? true)
        if inside {
            rasterizer.fill(layout.path, transform: origin, paint: paint, compositing: compositing, into: &frame)
            return
        }
        // The bounds' coverage, over the pixels the bounds reach; outside its window the clip is
        // transparent (an offscreen that reaches past its window is drawn again, larger), so the
        // glyphs drawn through it are those an offscreen of the glyphs, masked, would composite.
        let window = Self.deviceWindow(of: bounds, toDevice: toDevice, margin: Self.windowMargin(toDevice), in: frame)
        var clip = offscreen(window, like: frame) {
            rasterizer.fill(Path(rect: bounds), transform: toDevice, paint: .solid(.white), into: &$0)
        }
        var clipped = compositing
        clipped.masks.insert(clip, at: 0)
        rasterizer.fill(layout.path, transform: origin, paint: paint, compositing: clipped, into: &frame)
        clipped.masks.removeAll()  // drops its copy, so the clip's buffer is not shared
        pool.recycle(&clip)
    }

    /// The box around a path's points (control points included: a little generous on curves).
    static func box(of path: Path) -> Rect? {
        var box = Box()
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): box.add(p)
            case .quadCurve(let p, let c):
                box.add(p)
                box.add(c)
            case .curve(let p, let c1, let c2):
                box.add(p)
                box.add(c1)
                box.add(c2)
            case .closeSubpath: break
            }
        }
        return box.rect
    }
}
