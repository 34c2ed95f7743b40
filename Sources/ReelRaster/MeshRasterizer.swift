import ReelGeometry

/// One face of a deformed image: a convex polygon in pixel space showing the part of a texture
/// between the matching texture points, stretched linearly, with a shade at each corner.
package struct MeshFace: Sendable {
    /// The corners in pixel space, a convex polygon (a triangle or a strip).
    package var points: [Point]
    /// The same corners in the texture's pixel coordinates.
    package var texture: [Point]
    /// The shade at each corner: below 0 darkens (black at −1), above 0 lightens (white at 1).
    package var shades: [Double]
    /// Distance towards the viewer: deeper faces are drawn first.
    package var depth: Double

    /// A face; the three arrays have one element per corner.
    package init(points: [Point], texture: [Point], shades: [Double], depth: Double) {
        precondition(points.count == texture.count && points.count == shades.count, "one of each per corner")
        self.points = points
        self.texture = texture
        self.shades = shades
        self.depth = depth
    }
}

/// Draws a texture through a mesh of faces, anti-aliased, without seams.
///
/// Faces are sorted back to front by depth, then split into sheets: runs of faces that all face
/// the viewer, or all face away (their texture mirrored). A sheet's faces are assumed not to
/// overlap one another, as the pieces of one side of a surface do: each face's exact-area
/// coverage (the rasterizer's accumulation, see EdgeAccumulator) weights its shaded samples, which
/// are summed per pixel in floating point, so two faces sharing an edge add up to the coverage
/// their union would have had (no seam, where drawing them one over the other would let the
/// background show through along it). Each sheet is then composited source-over, back to front.
package final class MeshRasterizer {
    private var accumulation: [Float] = []
    private var marks: [UInt64] = []
    /// Premultiplied RGBA sums of the current sheet, 4 per pixel of its box.
    private var sums: [Float] = []

    /// A mesh rasterizer with empty scratch memory; use one per thread.
    package init() {}

    /// A face ready to draw: its pixel-space → texture map, its shade as a plane, its side.
    private struct Prepared {
        let face: MeshFace
        let toTexture: Homography
        let shade: (x: Double, y: Double, constant: Double)
        let facesAway: Bool
    }

    /// Draws `texture` (premultiplied) through `faces` into `pixmap`, source-over.
    package func draw(_ faces: [MeshFace], texture: Pixmap, into pixmap: inout Pixmap) {
        guard texture.width > 0, texture.height > 0 else { return }
        let prepared = faces.enumerated().compactMap { entry in Self.prepare(entry.element).map { (entry.offset, $0) } }
            .sorted { ($0.1.face.depth, $0.0) < ($1.1.face.depth, $1.0) }
            .map(\.1)
        var start = 0
        while start < prepared.count {
            var end = start + 1
            while end < prepared.count, prepared[end].facesAway == prepared[start].facesAway { end += 1 }
            drawSheet(prepared[start..<end], texture: texture, into: &pixmap)
            start = end
        }
    }

    private func drawSheet(_ faces: ArraySlice<Prepared>, texture: Pixmap, into pixmap: inout Pixmap) {
        guard
            let sheet = Rasterizer.clippedBox(
                of: faces.map { Polyline(points: $0.face.points, isClosed: true) }, width: pixmap.canvasWidth,
                height: pixmap.canvasHeight)
        else { return }
        // Into an offscreen window, in the canvas's pixels (see `Rasterizer.fill`).
        let window = pixmap.window
        guard sheet.x0 >= window.x0, sheet.y0 >= window.y0, sheet.x1 <= window.x1, sheet.y1 <= window.y1 else {
            pixmap.overflowed = true
            return
        }
        let (originX, originY) = (pixmap.originX, pixmap.originY)
        let needed = sheet.width * sheet.height * 4
        if sums.count < needed { sums = [Float](repeating: 0, count: needed) }
        sums.withUnsafeMutableBufferPointer { sums in
            for face in faces {
                accumulate(face, texture: texture, sheet: sheet, sums: sums.baseAddress!, into: &pixmap)
            }
            pixmap.markWritten(canvasBox: sheet)
            pixmap.storage.withUnsafeMutableBufferPointer { bytes in
                bytes.withMemoryRebound(to: UInt32.self) { pixels in
                    Self.composite(
                        sums.baseAddress!, box: sheet, onto: pixels.baseAddress!, stride: pixmap.width,
                        originX: originX, originY: originY)
                }
            }
        }
    }

    /// Adds one face's coverage-weighted, shaded samples to the sheet's sums.
    private func accumulate(
        _ face: Prepared, texture: Pixmap, sheet: PixelBox, sums: UnsafeMutablePointer<Float>,
        into pixmap: inout Pixmap
    ) {
        let polygon = [Polyline(points: face.face.points, isClosed: true)]
        guard let box = Rasterizer.clippedBox(of: polygon, width: pixmap.canvasWidth, height: pixmap.canvasHeight)
        else { return }
        let (originX, originY) = (pixmap.originX, pixmap.originY)
        let rowLength = box.width + 2
        if accumulation.count < rowLength * box.height {
            accumulation = [Float](repeating: 0, count: rowLength * box.height)
        }
        let wordsPerRow = EdgeAccumulator.words(forRowLength: rowLength)
        if marks.count < wordsPerRow * box.height { marks = [UInt64](repeating: 0, count: wordsPerRow * box.height) }
        let width = pixmap.width
        accumulation.withUnsafeMutableBufferPointer { acc in
            marks.withUnsafeMutableBufferPointer { marks in
                let accumulator = EdgeAccumulator(
                    cells: acc.baseAddress!, rowLength: rowLength, marks: marks.baseAddress!,
                    wordsPerRow: wordsPerRow, box: box)
                face.face.points.withUnsafeBufferPointer { accumulator.addPolygon($0) }
                texture.bytes.withUnsafeBufferPointer { image in
                    image.withMemoryRebound(to: UInt32.self) { image in
                        pixmap.markWritten(canvasBox: box)
                        pixmap.storage.withUnsafeMutableBufferPointer { bytes in
                            bytes.withMemoryRebound(to: UInt32.self) { pixels in
                                // The blitter only reads the pixmap (to warm its cache lines); the
                                // spanner writes the sums.
                                let spanner = MeshSpanner(
                                    sampler: ImageSpanner(
                                        pixels: image.baseAddress!, width: texture.width, x0: 0, x1: texture.width,
                                        y0: 0, y1: texture.height, inverse: face.toTexture, nearest: false,
                                        opacity: 255),
                                    shadeX: face.shade.x, shadeY: face.shade.y, shadeConstant: face.shade.constant,
                                    sums: sums, x0: sheet.x0, y0: sheet.y0, width: sheet.width)
                                _ = Blitter(
                                    pixels: pixels.baseAddress!, stride: width, originX: originX, originY: originY
                                )
                                .blit(
                                    cells: acc.baseAddress!, rowLength: rowLength, marks: marks.baseAddress!,
                                    wordsPerRow: wordsPerRow, box: box, rule: .nonZero, spanner: spanner)
                            }
                        }
                    }
                }
            }
        }
    }

    /// Composites the sheet's sums source-over and clears them.
    private static func composite(
        _ sums: UnsafeMutablePointer<Float>, box: PixelBox, onto pixels: UnsafeMutablePointer<UInt32>, stride: Int,
        originX: Int, originY: Int
    ) {
        for row in 0..<box.height {
            for column in 0..<box.width {
                let i = (row * box.width + column) * 4
                let a = sums[i + 3]
                if a > 0 {
                    func byte(_ v: Float) -> UInt32 { UInt32(min(max(v, 0), 255).rounded()) }
                    let source = byte(sums[i]) | byte(sums[i + 1]) << 8 | byte(sums[i + 2]) << 16 | byte(a) << 24
                    let dst = pixels + (box.y0 + row - originY) * stride + box.x0 - originX + column
                    dst.pointee = PixelOps.over(dst.pointee, source)
                }
                sums[i] = 0
                sums[i + 1] = 0
                sums[i + 2] = 0
                sums[i + 3] = 0
            }
        }
    }

    /// The face's maps from the three corners spanning the largest triangle; nil when the face
    /// is degenerate on screen or in the texture.
    private static func prepare(_ face: MeshFace) -> Prepared? {
        let n = face.points.count
        guard n >= 3 else { return nil }
        var best = (area: 0.0, i: 1, j: 2)
        for i in 1..<n - 1 {
            for j in i + 1..<n {
                let area = abs(cross(face.points[i] - face.points[0], face.points[j] - face.points[0]))
                if area > best.area { best = (area, i, j) }
            }
        }
        let p0 = face.points[0]
        let e1 = face.points[best.i] - p0
        let e2 = face.points[best.j] - p0
        let det = cross(e1, e2)
        guard best.area > 1e-9, det.isFinite else { return nil }
        let t0 = face.texture[0]
        let f1 = face.texture[best.i] - t0
        let f2 = face.texture[best.j] - t0
        let textureArea = cross(f1, f2)
        guard abs(textureArea) > 1e-12 else { return nil }
        // M·e1 = f1 and M·e2 = f2, M = F · E⁻¹.
        let a = (f1.x * e2.y - f2.x * e1.y) / det
        let c = (f2.x * e1.x - f1.x * e2.x) / det
        let b = (f1.y * e2.y - f2.y * e1.y) / det
        let d = (f2.y * e1.x - f1.y * e2.x) / det
        let map = AffineTransform(
            a: a, b: b, c: c, d: d, tx: t0.x - (a * p0.x + c * p0.y), ty: t0.y - (b * p0.x + d * p0.y))
        let s0 = face.shades[0]
        let g1 = face.shades[best.i] - s0
        let g2 = face.shades[best.j] - s0
        let gx = (g1 * e2.y - g2 * e1.y) / det
        let gy = (g2 * e1.x - g1 * e2.x) / det
        return Prepared(
            face: face, toTexture: Homography(map), shade: (gx, gy, s0 - gx * p0.x - gy * p0.y),
            facesAway: (det > 0) != (textureArea > 0))
    }

    private static func cross(_ u: Point, _ v: Point) -> Double { u.x * v.y - u.y * v.x }
}

/// Adds a face's texture samples, shaded and weighted by coverage, to a sheet's sums.
struct MeshSpanner: Spanner {
    let sampler: ImageSpanner
    /// The shade as a plane over pixel centres.
    let shadeX: Double, shadeY: Double, shadeConstant: Double
    let sums: UnsafeMutablePointer<Float>
    /// The sheet's box.
    let x0: Int, y0: Int, width: Int

    @inline(__always)
    func add(x: Int, y: Int, coverage: UInt32) {
        let s = sampler.sample(x: x, y: y)
        if s == 0 { return }
        var r = Float(s & 0xFF)
        var g = Float(s >> 8 & 0xFF)
        var b = Float(s >> 16 & 0xFF)
        let a = Float(s >> 24)
        let shade = Float(min(max(shadeConstant + shadeX * (Double(x) + 0.5) + shadeY * (Double(y) + 0.5), -1), 1))
        if shade < 0 {
            let k = 1 + shade
            r *= k
            g *= k
            b *= k
        } else if shade > 0 {
            r += (a - r) * shade
            g += (a - g) * shade
            b += (a - b) * shade
        }
        let weight = Float(coverage) / 255
        let i = ((y - y0) * width + (x - x0)) * 4
        sums[i] += r * weight
        sums[i + 1] += g * weight
        sums[i + 2] += b * weight
        sums[i + 3] += a * weight
    }

    func span(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, count: Int, coverage: UInt32) {
        for i in 0..<count { add(x: x + i, y: y, coverage: coverage) }
    }

    func pixel(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, coverage: UInt32) {
        add(x: x, y: y, coverage: coverage)
    }

    func pixels(_ dst: UnsafeMutablePointer<UInt32>, x: Int, y: Int, coverage: SIMD8<UInt16>) {
        for i in 0..<8 where coverage[i] > 0 { add(x: x + i, y: y, coverage: UInt32(coverage[i])) }
    }
}
