internal import CRasterKernels
import ReelGeometry

/// The scan converter: exact-area anti-aliased coverage of polygons, blended into a pixmap.
///
/// Rules of this hot module, and why:
/// - Coverage is analytic, not sampled: each edge adds, to every pixel it crosses, the signed area
///   it sweeps in that pixel and carries its full height (cover) into the pixel to its right. A running
///   sum along the row then gives each pixel's winding-weighted covered area, exact for any polygon
///   whose contours do not overlap (and clamped where they do). No supersampling, so no 4×4 or 16×16
///   grid error on shallow edges.
/// - Work is confined to the path's clipped bounding box, and the accumulation buffer is reused
///   across fills (this class exists to own that scratch memory, one instance per thread): no
///   allocation per fill once warm, none ever per pixel or per span.
/// - Edges are split at the box's left and right sides; the parts outside become vertical edges on
///   the side, so shapes that leave the canvas keep exact winding inside it.
/// - Each row keeps a bitmask of the cell chunks that edges touched; the blitter reads only those
///   and fills the gaps between them as constant-coverage spans (see Blitter and PixelOps), so the
///   cost follows the edges and the covered spans, not the bounding box. Both buffers are cleared
///   as they are read.
/// - A fill that is one pixel-aligned, axis-aligned rectangle skips all of the above: each row of
///   its box is one full-coverage span, the same bytes (see Rasterizer+Rectangles).
package final class Rasterizer {
    /// Signed area and cover per cell of the current box, `(boxWidth + 2) × boxHeight`.
    private var accumulation: [Float] = []
    /// One bit per chunk of cells that edges touched, `wordsPerRow × boxHeight`.
    private var marks: [UInt64] = []
    /// The blitter's look-ahead loads end here, so that they are not optimised away (see Blitter).
    private var touched: UInt32 = 0

    /// A rasterizer with empty scratch memory.
    package init() {}

    /// Fills `path`, mapped by `transform` into pixel space, with `paint` into `pixmap`.
    package func fill(
        _ path: Path, transform: AffineTransform = .identity, rule: FillRule = .nonZero,
        paint: Paint, compositing: Compositing = .sourceOver, into pixmap: inout Pixmap,
        tolerance: Double = Path.defaultTolerance
    ) {
        // Curves far beyond the pixmap become chords before flattening (see `Path.cullMargin`).
        let m = Path.cullMargin
        let visible = Rect(
            x: -m, y: -m, width: Double(pixmap.canvasWidth) + 2 * m, height: Double(pixmap.canvasHeight) + 2 * m)
        let polylines = path.flattened(tolerance: tolerance, transformedBy: transform, culledOutside: visible)
        fill(polylines, rule: rule, paint: paint, compositing: compositing, into: &pixmap)
    }

    /// Fills closed polygons given in pixel space (open polylines are closed implicitly, as a fill does).
    /// Into an offscreen window of a larger canvas, everything is computed in the canvas's pixels,
    /// as into the whole canvas, so the pixels come out the same; a fill reaching outside the window
    /// is not drawn and marks the window `overflowed`. `compositing` holds the stages after the
    /// paint: masks, opacity and the blend mode (source-over by default).
    package func fill(
        _ polygons: [Polyline], rule: FillRule = .nonZero, paint: Paint, compositing: Compositing = .sourceOver,
        into pixmap: inout Pixmap
    ) {
        guard let box = Self.clippedBox(of: polygons, width: pixmap.canvasWidth, height: pixmap.canvasHeight)
        else { return }
        let window = pixmap.window
        guard box.x0 >= window.x0, box.y0 >= window.y0, box.x1 <= window.x1, box.y1 <= window.y1 else {
            pixmap.overflowed = true
            return
        }
        // The accumulator's unchecked conversions (FloatBits) are exact below 2^22.
        precondition(
            box.width < 1 << 21 && box.height < 1 << 21, "pixmaps wider or taller than 2^21 pixels are not supported")
        if Self.isPixelAlignedRectangle(polygons) {
            fillRectangle(box, paint: paint, compositing: compositing, into: &pixmap)
            return
        }
        fillByCoverage(polygons, box: box, rule: rule, paint: paint, compositing: compositing, into: &pixmap)
    }

    /// The general path: edges accumulated into cells of `box` (the polygons' clipped box), then
    /// blitted. Internal so that tests can compare the fast paths with it.
    func fillByCoverage(
        _ polygons: [Polyline], box: PixelBox, rule: FillRule, paint: Paint, compositing: Compositing = .sourceOver,
        into pixmap: inout Pixmap
    ) {
        let rowLength = box.width + 2
        let needed = rowLength * box.height
        if accumulation.count < needed { accumulation = [Float](repeating: 0, count: needed) }
        let wordsPerRow = EdgeAccumulator.words(forRowLength: rowLength)
        if marks.count < wordsPerRow * box.height { marks = [UInt64](repeating: 0, count: wordsPerRow * box.height) }
        accumulation.withUnsafeMutableBufferPointer { acc in
            marks.withUnsafeMutableBufferPointer { marks in
                let accumulator = EdgeAccumulator(
                    cells: acc.baseAddress!, rowLength: rowLength,
                    marks: marks.baseAddress!, wordsPerRow: wordsPerRow, box: box)
                for polygon in polygons {
                    polygon.points.withUnsafeBufferPointer { accumulator.addPolygon($0) }
                }
                let width = pixmap.width
                pixmap.markWritten(canvasBox: box)
                pixmap.storage.withUnsafeMutableBufferPointer { bytes in
                    bytes.withMemoryRebound(to: UInt32.self) { pixels in
                        touched = paint.withSpanner(
                            CoverageBlit(
                                blitter: Blitter(
                                    pixels: pixels.baseAddress!, stride: width, originX: pixmap.originX,
                                    originY: pixmap.originY),
                                cells: acc.baseAddress!,
                                rowLength: rowLength, marks: marks.baseAddress!, wordsPerRow: wordsPerRow, box: box,
                                rule: rule),
                            compositing: compositing)
                    }
                }
            }
        }
    }

    /// The integer pixel box covering all points, clipped to the pixmap; nil when empty.
    static func clippedBox(of polygons: [Polyline], width: Int, height: Int) -> PixelBox? {
        // Min x, min y, max x, max y, widened a polygon at a time (`reel_widen_bounds`: as
        // Swift's `min` and `max`, on a vector).
        var bounds = SIMD4<Double>(.infinity, .infinity, -.infinity, -.infinity)
        withUnsafeMutableBytes(of: &bounds) { bounds in
            let out = bounds.baseAddress!.assumingMemoryBound(to: Double.self)
            for polygon in polygons {
                polygon.points.withUnsafeBytes { points in
                    guard let base = points.baseAddress else { return }
                    reel_widen_bounds(base.assumingMemoryBound(to: Double.self), polygon.points.count, out)
                }
            }
        }
        let (minX, minY, maxX, maxY) = (bounds[0], bounds[1], bounds[2], bounds[3])
        // NaN coordinates never win a min or max above; an infinite one leaves no box to clip to,
        // so the fill is dropped (its edges would be dropped by the accumulator anyway).
        guard minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        // Clamped to the pixmap in Double first: `Int(_:)` traps beyond Int's range (a huge scale).
        func clamped(_ v: Double, _ limit: Int) -> Int { Int(min(max(v, 0), Double(limit))) }
        let x0 = clamped(minX.rounded(.down), width)
        let x1 = clamped(maxX.rounded(.up), width)
        let y0 = clamped(minY.rounded(.down), height)
        let y1 = clamped(maxY.rounded(.up), height)
        guard x0 < x1, y0 < y1 else { return nil }
        return PixelBox(x0: x0, y0: y0, x1: x1, y1: y1)
    }
}
