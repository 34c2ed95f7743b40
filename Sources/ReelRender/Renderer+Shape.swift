import ReelGeometry
import ReelRaster
import ReelTimeline

extension Renderer {
    /// A `CAShapeLayer`: the fill, then the stroke (trimmed by `strokeStart`/`strokeEnd`, dashed).
    func drawShape(_ shape: ShapeContent, opacity: Double, toDevice: AffineTransform, into frame: inout Pixmap) {
        let tolerance = Path.defaultTolerance
        if let fill = shape.fillColor {
            rasterizer.fill(shape.path, transform: toDevice, rule: shape.fillRule,
                            paint: .solid(fill.withAlphaMultiplied(by: opacity)), into: &frame, tolerance: tolerance)
        }
        guard let strokeColor = shape.strokeColor, shape.stroke.lineWidth > 0, shape.strokeEnd > shape.strokeStart else { return }
        // Stroke in the layer's space (so widths scale with it), flattening finely enough for the
        // device; the rasterizer maps the outline to the device and handles hairlines.
        let localTolerance = Path.strokeTolerance / max(toDevice.maximumScale, 1e-9)
        var lines = shape.path.flattenedForStroking(tolerance: localTolerance)
        let trimStart = shape.strokeStart * lines.totalLength
        lines = lines.trimmed(start: shape.strokeStart, end: shape.strokeEnd)
        if let pattern = shape.lineDashPattern {
            // Dashes stay where they are on the whole path while its ends are trimmed.
            lines = lines.dashed(pattern: pattern, phase: shape.lineDashPhase + trimStart)
        }
        rasterizer.stroke(lines, style: shape.stroke, transform: toDevice,
                          color: strokeColor.withAlphaMultiplied(by: opacity), into: &frame, tolerance: localTolerance)
    }
}
