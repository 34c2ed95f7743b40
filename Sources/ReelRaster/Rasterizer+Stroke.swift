import ReelGeometry

extension Rasterizer {
    /// Strokes `lines`, given in a layer's space, mapped by `transform` into pixel space.
    ///
    /// The outline is built in the layer's space (so the width scales with the transform) with the
    /// flattening `tolerance` given there, then mapped to pixels and filled non-zero.
    ///
    /// Hairlines: a stroke narrower than one pixel on the device (its width times the transform's
    /// mean scale, √|det|) is drawn one pixel wide with its alpha scaled by its true width, as
    /// Skia does, so it stays visible and anti-aliased at every pixel along it and keeps about the
    /// total coverage (length × width) that the thin outline would have had.
    package func stroke(
        _ lines: [Polyline], style: StrokeStyle, transform: AffineTransform = .identity, color: Color,
        compositing: Compositing = .sourceOver, into pixmap: inout Pixmap, tolerance: Double = Path.strokeTolerance
    ) {
        stroke(
            lines, style: style, transform: transform, paint: .solid(color), compositing: compositing, into: &pixmap,
            tolerance: tolerance)
    }

    /// Strokes `lines` as above, painting the outline with `paint` (whose geometry is in pixel
    /// space); a hairline scales the paint's alpha by its true width.
    package func stroke(
        _ lines: [Polyline], style: StrokeStyle, transform: AffineTransform = .identity, paint: Paint,
        compositing: Compositing = .sourceOver, into pixmap: inout Pixmap, tolerance: Double = Path.strokeTolerance
    ) {
        guard let outline = Self.strokeOutline(lines, style: style, transform: transform, tolerance: tolerance)
        else { return }
        fill(outline, paint: paint, compositing: compositing, into: &pixmap)
    }

    /// The outline that strokes `lines` (in a layer's space) mapped by `transform` into pixel
    /// space, as ``stroke(_:style:transform:paint:compositing:into:tolerance:)`` fills it; nil
    /// when it draws nothing. A value, so that a caller may keep it and fill it again.
    package static func strokeOutline(
        _ lines: [Polyline], style: StrokeStyle, transform: AffineTransform = .identity,
        tolerance: Double = Path.strokeTolerance
    ) -> StrokeOutline? {
        guard style.lineWidth > 0, !lines.isEmpty else { return nil }
        var style = style
        var alphaScale: Double?
        let deviceWidth = style.lineWidth * Self.meanScale(of: transform)
        if deviceWidth < 1 {
            guard deviceWidth > 0 else { return nil }
            style.lineWidth /= deviceWidth
            alphaScale = deviceWidth
        }
        var outline = Stroker(style: style, tolerance: tolerance).outline(lines)
        if transform != .identity {
            // In place: the contours are this function's own, so no second array per contour.
            for i in outline.indices {
                outline[i].points.withUnsafeMutableBufferPointer { points in
                    for j in points.indices { points[j] = transform.apply(points[j]) }
                }
            }
        }
        return StrokeOutline(contours: outline, alphaScale: alphaScale)
    }

    /// Fills a stroke's outline with `paint`, its alpha scaled as a hairline's is.
    package func fill(
        _ outline: StrokeOutline, paint: Paint, compositing: Compositing = .sourceOver, into pixmap: inout Pixmap
    ) {
        let paint = outline.alphaScale.map { paint.withAlphaMultiplied(by: $0) } ?? paint
        fill(outline.contours, rule: .nonZero, paint: paint, compositing: compositing, into: &pixmap)
    }

    /// The geometric mean of a transform's two scale factors: how much it scales areas, as a length.
    static func meanScale(of t: AffineTransform) -> Double {
        abs(t.a * t.d - t.b * t.c).squareRoot()
    }
}

/// A stroke's outline in pixel space, ready to fill (`Rasterizer.strokeOutline`).
package struct StrokeOutline: Sendable {
    /// The outline's contours, filled non-zero.
    package var contours: [Polyline]
    /// What a hairline (narrower than a pixel, drawn a pixel wide) scales the paint's alpha by:
    /// its true width in pixels; nil for a stroke a pixel wide or more.
    package var alphaScale: Double?
}
