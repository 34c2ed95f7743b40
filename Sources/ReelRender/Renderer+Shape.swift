import ReelGeometry
import ReelRaster
import ReelTimeline

extension Renderer {
    /// The shortest dash period drawn as dashes, in device pixels: below it a pixel holds 16 or
    /// more periods, which anti-aliasing averages to the on-fraction anyway (to within 1/16 of a
    /// dash's coverage at its ends), so the stroke is drawn solid at that coverage. This also bounds
    /// the dashes to 16 per pixel of path length (a 1e-5 pattern on a 340-point triangle made
    /// 10⁸ dashes: 4.2 GB before it was stopped).
    static let finestDashPeriod = 1.0 / 16

    /// A `CAShapeLayer`: the fill, then the stroke (trimmed by `strokeStart`/`strokeEnd`, dashed).
    /// The fill rule and every stage of `compositing` apply to both.
    func drawShape(
        _ shape: ShapeContent, opacity: Double, toDevice: AffineTransform, compositing: Compositing = .sourceOver,
        into frame: inout Pixmap
    ) {
        let tolerance = Path.defaultTolerance
        if let fill = Self.paint(shape.fillGradient, shape.fillColor, opacity: opacity, toDevice: toDevice) {
            rasterizer.fill(
                shape.path, transform: toDevice, rule: shape.fillRule, paint: fill, compositing: compositing,
                into: &frame, tolerance: tolerance)
        }
        guard shape.hasStroke, shape.stroke.lineWidth > 0, shape.strokeEnd > shape.strokeStart else { return }
        var coverage = opacity
        if let pattern = shape.lineDashPattern, let onFraction = Self.fineDashOnFraction(pattern, toDevice: toDevice) {
            // Too fine to see: the solid stroke with the dashes' share of coverage, which is
            // what the dashes average to over any pixel (and no millions of dashes).
            coverage *= onFraction
        }
        guard let paint = Self.paint(shape.strokeGradient, shape.strokeColor, opacity: coverage, toDevice: toDevice)
        else { return }
        let (width, height) = (frame.canvasWidth, frame.canvasHeight)
        let outline: StrokeOutline?
        if !keepsStillWork {
            outline = Self.strokeOutline(shape, toDevice, width, height)
        } else {
            let key = StrokeOutlineKey(shape, toDevice: toDevice, canvasWidth: width, canvasHeight: height)
            outline = strokeOutlines.outline(for: key, make: { Self.strokeOutline(shape, toDevice, width, height) })
        }
        guard let outline else { return }
        rasterizer.fill(outline, paint: paint, compositing: compositing, into: &frame)
    }

    /// The on-fraction of a dash pattern too fine to draw as dashes on the device (its period
    /// under `finestDashPeriod` pixels), drawn solid at that coverage; nil for dashes drawn.
    private static func fineDashOnFraction(_ pattern: [Double], toDevice: AffineTransform) -> Double? {
        guard let onFraction = Polyline.onFraction(ofDashPattern: pattern) else { return nil }
        let period = pattern.reduce(0) { $0 + max($1, 0) } * (pattern.count % 2 == 1 ? 2 : 1)
        return period * toDevice.maximumScale < finestDashPeriod ? onFraction : nil
    }

    /// The shape's stroke outline on the device: flattened, trimmed by `strokeStart`/`strokeEnd`,
    /// dashed, outlined and mapped (Rasterizer.strokeOutline). Depends on nothing but what
    /// `StrokeOutlineKey` holds.
    private static func strokeOutline(
        _ shape: ShapeContent, _ toDevice: AffineTransform, _ canvasWidth: Int, _ canvasHeight: Int
    ) -> StrokeOutline? {
        // Stroke in the layer's space (so widths scale with it), flattening finely enough for the
        // device; the rasterizer maps the outline to the device and handles hairlines.
        let localTolerance = Path.strokeTolerance / max(toDevice.maximumScale, 1e-9)
        var lines = shape.path.flattenedForStroking(
            tolerance: localTolerance,
            culledOutside: Self.strokeCullBox(
                shape, toDevice: toDevice, canvasWidth: canvasWidth, canvasHeight: canvasHeight))
        // Only dashes need where the trimmed stroke starts (the length is a pass over every point).
        let trimStart = shape.lineDashPattern == nil ? 0 : shape.strokeStart * lines.totalLength
        lines = lines.trimmed(start: shape.strokeStart, end: shape.strokeEnd)
        if let pattern = shape.lineDashPattern, fineDashOnFraction(pattern, toDevice: toDevice) == nil,
            Polyline.onFraction(ofDashPattern: pattern) != nil
        {
            // Dashes stay where they are on the whole path while its ends are trimmed.
            lines = lines.dashed(pattern: pattern, phase: shape.lineDashPhase + trimStart)
        }
        return Rasterizer.strokeOutline(lines, style: shape.stroke, transform: toDevice, tolerance: localTolerance)
    }

    /// The layer-space box outside which a curve of the stroked path cannot show: the frame widened
    /// by `Path.cullMargin`, mapped back to the layer, widened by the farthest a miter, square cap
    /// or round join reaches from the path (a hairline is widened to one device pixel first).
    /// Nil (no culling) when the map cannot be inverted.
    static func strokeCullBox(
        _ shape: ShapeContent, toDevice: AffineTransform, canvasWidth: Int, canvasHeight: Int
    ) -> Rect? {
        guard let back = toDevice.invertedIfPossible else { return nil }
        let m = Path.cullMargin
        var box = Box()
        // The canvas's size, so that an offscreen window of it culls as the whole frame does.
        let canvas = Rect(
            x: -m, y: -m, width: Double(canvasWidth) + 2 * m, height: Double(canvasHeight) + 2 * m)
        for corner in canvas.corners {
            box.add(back.apply(corner))
        }
        let hairline = 1 / abs(toDevice.a * toDevice.d - toDevice.b * toDevice.c).squareRoot()
        let reach = max(shape.stroke.lineWidth, hairline) * max(shape.stroke.miterLimit, 2)
        guard let rect = box.rect, reach.isFinite else { return nil }
        return Rect(
            x: rect.minX - reach, y: rect.minY - reach, width: rect.width + 2 * reach, height: rect.height + 2 * reach)
    }
}
