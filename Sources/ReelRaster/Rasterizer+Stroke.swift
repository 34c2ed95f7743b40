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
        guard style.lineWidth > 0, !lines.isEmpty else { return }
        var style = style
        var paint = paint
        let deviceWidth = style.lineWidth * Self.meanScale(of: transform)
        if deviceWidth < 1 {
            guard deviceWidth > 0 else { return }
            style.lineWidth /= deviceWidth
            paint = paint.withAlphaMultiplied(by: deviceWidth)
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
        fill(outline, rule: .nonZero, paint: paint, compositing: compositing, into: &pixmap)
    }

    /// The geometric mean of a transform's two scale factors: how much it scales areas, as a length.
    static func meanScale(of t: AffineTransform) -> Double {
        abs(t.a * t.d - t.b * t.c).squareRoot()
    }
}
