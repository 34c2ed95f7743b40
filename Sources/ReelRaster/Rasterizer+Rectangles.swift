import ReelGeometry

/// The fast path for fills that are one pixel-aligned, axis-aligned rectangle: layer backgrounds,
/// borders' sides, clip rectangles and full-frame fills, which the renderer draws all the time.
///
/// Rules of this hot module, and why:
/// - Such a rectangle covers each pixel of its clipped box fully and nothing else, whatever the
///   fill rule (one contour: winding ±1 inside, 0 outside), so the general path would accumulate
///   two edges per row only to compute coverage 255 everywhere. Here each row is one span at full
///   coverage, blended by the paint's own span loop: the bytes are those the general path writes
///   (tests compare both on random rectangles, every paint and both rules).
/// - Only integer corners qualify. Fractional ones would need coverage overlapX · overlapY, which
///   is not guaranteed to round to the same byte as the accumulator's float sums on every pixel,
///   and pixels must not depend on which path drew them; they take the general path.
extension Rasterizer {
    /// True when `polygons` are a single rectangle with axis-aligned sides and integer, finite corners
    /// (4 points, or 5 with the first repeated at the end).
    static func isPixelAlignedRectangle(_ polygons: [Polyline]) -> Bool {
        guard polygons.count == 1 else { return false }
        let p = polygons[0].points
        guard p.count == 4 || (p.count == 5 && p[4] == p[0]) else { return false }
        for q in p[0..<4] {
            // NaN fails `==`; infinities are integral but leave no box (the caller returns earlier).
            guard q.x.isFinite, q.y.isFinite, q.x.rounded(.down) == q.x, q.y.rounded(.down) == q.y else { return false }
        }
        let horizontalFirst = p[0].y == p[1].y && p[1].x == p[2].x && p[2].y == p[3].y && p[3].x == p[0].x
        let verticalFirst = p[0].x == p[1].x && p[1].y == p[2].y && p[2].x == p[3].x && p[3].y == p[0].y
        return horizontalFirst || verticalFirst
    }

    /// Fills every pixel of `box` (inside the pixmap) with `paint` at full coverage.
    func fillRectangle(
        _ box: PixelBox, paint: Paint, compositing: Compositing = .sourceOver, into pixmap: inout Pixmap
    ) {
        let width = pixmap.width
        let (originX, originY) = (pixmap.originX, pixmap.originY)
        pixmap.markWritten(canvasBox: box)
        pixmap.storage.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { pixels in
                _ = paint.withSpanner(
                    RectangleBlit(
                        pixels: pixels.baseAddress!, stride: width, originX: originX, originY: originY, box: box),
                    compositing: compositing)
            }
        }
    }
}

/// One full-coverage span per row of a box, as a job for any paint's spanner.
struct RectangleBlit: SpannerJob {
    let pixels: UnsafeMutablePointer<UInt32>
    /// Pixels per row.
    let stride: Int
    /// The canvas pixel that `pixels` starts with; the box is in canvas pixels.
    var originX = 0, originY = 0
    let box: PixelBox

    func run<S: Spanner>(with spanner: S) -> UInt32 {
        for y in box.y0..<box.y1 {
            spanner.span(
                pixels + (y - originY) * stride + box.x0 - originX, x: box.x0, y: y, count: box.width, coverage: 255)
        }
        return 0
    }
}
