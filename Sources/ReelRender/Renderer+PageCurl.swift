import Foundation
import ReelGeometry
import ReelRaster
import ReelTimeline

/// A page curl as mesh faces: the bounds cut into strips parallel to the fold (the flat page, the
/// roll in narrow strips, the part lying face down on top), each strip placed by the curl's
/// geometry (PageCurl.Geometry) and shaded like paper lit from the viewer's side: the roll's front
/// darkens as it turns away, its back (the page's image seen through the paper, mirrored) is
/// lightened, brightest where it lies flat. The lifted part casts a soft shadow on what lies
/// beneath the page. Everything is drawn within the layer's bounds, as Core Animation's page-curl
/// transition draws within its layer: what rolls past an edge is cut there.
extension Renderer {
    /// How much the back of the page is lightened where it lies flat, facing the viewer (−1…1).
    static let pageBackShade = 0.7
    /// How much the roll darkens where it stands edge-on to the viewer (its front at most this
    /// dark, its back this much less light).
    static let pageRollShade = 0.3
    /// The shadow's opacity, and its blur and offset as fractions of the roll's radius.
    static let pageShadowOpacity = 0.45
    static let pageShadowBlur = 0.5
    static let pageShadowOffset = 0.3

    /// The shade of the page where the roll has turned it by `angle` (0…π).
    static func pageShade(rollAngle angle: Double) -> Double {
        if angle <= .pi / 2 { return -pageRollShade * sin(angle) }
        return pageBackShade - pageRollShade * sin(angle)
    }

    /// The curl's faces, and those of the lifted part (which cast the shadow), in device space.
    func pageCurlFaces(
        of layer: Layer, toTexture: ReelGeometry.AffineTransform, project: (Point) -> Point?
    ) -> (faces: [MeshFace], lifted: [[Point]]) {
        let geometry = layer.pageCurl.geometry(in: layer.bounds)
        let r = geometry.radius
        // Strips of the roll a couple of device pixels wide; an even count, so the one where the
        // roll turns edge-on (a quarter turn) is a boundary between front and back strips.
        let deviceRadius = r * scale * max(1, toTexture.maximumScale / scale)
        var count = Int((Double.pi * deviceRadius / 2).rounded(.up))
        count = min(max(count + count % 2, 8), 96)
        // Distances along the fold's direction, from the fold back towards the corner.
        var cuts: [Double] = [geometry.fold]
        for k in 1...count { cuts.append(geometry.fold - Double.pi * r * Double(k) / Double(count)) }
        var slabs: [(high: Double, low: Double)] = [(.infinity, cuts[0])]
        for k in 0..<count { slabs.append((cuts[k], cuts[k + 1])) }
        slabs.append((cuts[count], -.infinity))
        var faces: [MeshFace] = []
        var lifted: [[Point]] = []
        let rectangle = layer.bounds.corners
        for (index, slab) in slabs.enumerated() {
            let polygon = Self.clip(rectangle, geometry: geometry, low: slab.low, high: slab.high)
            guard polygon.count >= 3 else { continue }
            // Each strip is placed linearly between its two cuts (the roll's chord), so the whole
            // strip maps affinely; a flat part is placed exactly.
            let place: (Double) -> (distance: Double, height: Double, shade: Double)
            if slab.high.isInfinite || slab.low.isInfinite {
                let sample = geometry.place(distance: slab.high.isInfinite ? slab.low : slab.high)
                let shade = Self.pageShade(rollAngle: sample.angle)
                place = { a in (geometry.place(distance: a).distance, sample.height, shade) }
            } else {
                let high = geometry.place(distance: slab.high)
                let low = geometry.place(distance: slab.low)
                let highShade = Self.pageShade(rollAngle: high.angle)
                let lowShade = Self.pageShade(rollAngle: low.angle)
                let span = slab.high - slab.low
                place = { a in
                    let t = span > 0 ? (a - slab.low) / span : 0
                    return (
                        low.distance + (high.distance - low.distance) * t,
                        low.height + (high.height - low.height) * t,
                        lowShade + (highShade - lowShade) * t
                    )
                }
            }
            var corners: [CurlCorner] = polygon.map { p in
                let a = geometry.distance(of: p)
                let placed = place(a)
                let shift = placed.distance - a
                return CurlCorner(
                    point: Point(x: p.x + geometry.direction.x * shift, y: p.y + geometry.direction.y * shift),
                    texture: toTexture.apply(p), shade: placed.shade, height: placed.height)
            }
            // Drawn within the bounds, as Core Animation's curl transition is: what rolls past
            // an edge is cut there.
            corners = Self.clip(corners, to: layer.bounds)
            guard corners.count >= 3 else { continue }
            var points: [Point] = []
            for corner in corners {
                guard let device = project(corner.point) else { break }
                points.append(device)
            }
            guard points.count == corners.count else { continue }
            faces.append(
                MeshFace(
                    points: points, texture: corners.map(\.texture), shades: corners.map(\.shade),
                    depth: corners.reduce(0) { $0 + $1.height } / Double(corners.count)))
            if index > 0 { lifted.append(points) }
        }
        return (faces, lifted)
    }

    /// The shadow the lifted part casts on what lies beneath the layer (black, whatever the
    /// layer's own `shadowColor`), as a frame-sized pixmap; nil when nothing is lifted.
    func pageCurlShadow(of layer: Layer, lifted: [[Point]], toDevice: Homography, frame: Pixmap) -> Pixmap? {
        guard !lifted.isEmpty else { return nil }
        // One fill of every lifted face, all turned the same way, covers their union exactly.
        let polygons = lifted.map { points -> Polyline in
            var area = 0.0
            for i in points.indices { area += Self.cross(points[i], points[(i + 1) % points.count]) }
            return Polyline(points: area < 0 ? Array(points.reversed()) : points, isClosed: true)
        }
        // Of the frame's whole canvas (`frame` may be an offscreen window of it).
        let canvas = PixelBox(x: 0, y: 0, width: frame.canvasWidth, height: frame.canvasHeight)
        var silhouette = Pixmap(window: canvas, canvasWidth: frame.canvasWidth, canvasHeight: frame.canvasHeight)
        rasterizer.fill(polygons, paint: .solid(.white), into: &silhouette)
        let geometry = layer.pageCurl.geometry(in: layer.bounds)
        let origin = toDevice.apply(
            Point(x: (layer.bounds.minX + layer.bounds.width / 2), y: (layer.bounds.minY + layer.bounds.height / 2)))
        let reach = toDevice.apply(
            Point(
                x: (layer.bounds.minX + layer.bounds.width / 2) - geometry.direction.x * geometry.radius,
                y: (layer.bounds.minY + layer.bounds.height / 2) - geometry.direction.y * geometry.radius))
        let back = reach - origin  // one radius back towards the corner, in device space
        let deviceRadius = back.length
        guard deviceRadius.isFinite else { return nil }
        var shadow = silhouette.shadow(
            color: Color.black.withAlphaMultiplied(by: Self.pageShadowOpacity * min(max(layer.opacity, 0), 1)),
            sigma: deviceRadius * Self.pageShadowBlur, dx: back.x * Self.pageShadowOffset,
            dy: back.y * Self.pageShadowOffset)
        // Within the bounds, like the page.
        var clip = Pixmap(window: canvas, canvasWidth: frame.canvasWidth, canvasHeight: frame.canvasHeight)
        let outline = layer.bounds.corners.compactMap { toDevice.w($0) > 0 ? toDevice.apply($0) : nil }
        guard outline.count == 4 else { return nil }
        rasterizer.fill([Polyline(points: outline, isClosed: true)], paint: .solid(.white), into: &clip)
        shadow.mask(by: clip)
        return shadow
    }

    /// A corner of a placed strip: where it is drawn (in the layer's space), the image point it
    /// shows, its shade and its height above the page.
    struct CurlCorner {
        var point: Point
        var texture: Point
        var shade: Double
        var height: Double

        func interpolated(to other: CurlCorner, at t: Double) -> CurlCorner {
            CurlCorner(
                point: point.interpolated(to: other.point, at: t),
                texture: texture.interpolated(to: other.texture, at: t),
                shade: shade + (other.shade - shade) * t, height: height + (other.height - height) * t)
        }
    }

    /// The part of a placed strip inside `bounds` (Sutherland–Hodgman against its four sides),
    /// its image points and shades interpolated along the cut edges (the strip maps affinely).
    static func clip(_ polygon: [CurlCorner], to bounds: Rect) -> [CurlCorner] {
        var out = polygon
        let sides: [(CurlCorner) -> Double] = [
            { $0.point.x - bounds.minX }, { bounds.minX + bounds.width - $0.point.x },
            { $0.point.y - bounds.minY }, { bounds.minY + bounds.height - $0.point.y }
        ]
        for inside in sides where !out.isEmpty {
            var next: [CurlCorner] = []
            for i in out.indices {
                let a = out[i]
                let b = out[(i + 1) % out.count]
                let da = inside(a)
                let db = inside(b)
                if da >= 0 { next.append(a) }
                if (da >= 0) != (db >= 0) { next.append(a.interpolated(to: b, at: da / (da - db))) }
            }
            out = next
        }
        return out
    }

    /// The part of the convex `polygon` whose distance along the curl lies in `low…high`.
    static func clip(_ polygon: [Point], geometry: PageCurl.Geometry, low: Double, high: Double) -> [Point] {
        var out = polygon
        if low.isFinite { out = clip(out) { geometry.distance(of: $0) - low } }
        if high.isFinite { out = clip(out) { high - geometry.distance(of: $0) } }
        return out
    }

    /// Sutherland–Hodgman against the half-plane where `inside` is ≥ 0 (affine in the point).
    private static func clip(_ polygon: [Point], inside: (Point) -> Double) -> [Point] {
        var out: [Point] = []
        for i in polygon.indices {
            let a = polygon[i]
            let b = polygon[(i + 1) % polygon.count]
            let da = inside(a)
            let db = inside(b)
            if da >= 0 { out.append(a) }
            if (da >= 0) != (db >= 0) { out.append(a.interpolated(to: b, at: da / (da - db))) }
        }
        return out
    }
}
