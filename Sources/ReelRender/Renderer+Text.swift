import ReelGeometry
import ReelRaster
import ReelText
import ReelTimeline

/// A `CATextLayer`: the string shaped by HarfBuzz, its FreeType outlines filled by Reel's own
/// rasterizer in the foreground colour. As the text layer's backing store is its bounds, text
/// that runs past them is clipped.
extension Renderer {
    func drawText(
        _ text: TextContent, of layer: Layer, opacity: Double, toDevice: AffineTransform, into frame: inout Pixmap
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
        let layout = TextLayout(
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
            rasterizer.fill(layout.path, transform: origin, paint: paint, into: &frame)
            return
        }
        // Offscreens over the ink and the bounds (in the layer's space), not the whole frame.
        var area = Box()
        area.add(bounds)
        if let ink {
            area.add(Rect(x: bounds.minX + ink.minX, y: bounds.minY + ink.minY, width: ink.width, height: ink.height))
        }
        let window = Self.deviceWindow(
            of: area.rect, toDevice: toDevice, margin: Self.windowMargin(toDevice), in: frame)
        var glyphs = offscreen(window, like: frame) {
            rasterizer.fill(layout.path, transform: origin, paint: paint, into: &$0)
        }
        let clip = offscreen(glyphs.window, like: frame) {
            rasterizer.fill(Path(rect: bounds), transform: toDevice, paint: .solid(.white), into: &$0)
        }
        glyphs.mask(by: clip)
        frame.composite(glyphs)
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
