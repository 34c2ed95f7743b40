import ReelGeometry
import ReelRaster
import ReelTimeline

/// Deformed layers (`meshTransform`, an active `pageCurl`): the layer and its sublayers are drawn
/// flat into an offscreen image the size of its bounds, at the density the device shows it, then
/// that image is drawn through the mesh's faces (MeshRasterizer: bilinear samples, exact-area
/// anti-aliased outline, shades interpolated across each face, back to front by depth).
extension Renderer {
    /// Whether the layer is drawn through a mesh.
    static func isDeformed(_ layer: Layer) -> Bool { layer.pageCurl.isActive || layer.meshTransform != nil }

    /// Draws a deformed layer whose plane maps to the device by `toDevice`.
    func drawDeformed(_ layer: Layer, toDevice: Homography, into frame: inout Pixmap) {
        if let blendMode = layer.compositingFilter {
            // The mesh draws source-over: drawn into an offscreen of the canvas first, which is
            // then blended onto the frame as one.
            var unblended = layer
            unblended.compositingFilter = nil
            let canvas = PixelBox(x: 0, y: 0, width: frame.canvasWidth, height: frame.canvasHeight)
            var picture = offscreen(canvas, like: frame) { drawDeformed(unblended, toDevice: toDevice, into: &$0) }
            frame.composite(picture, compositing: Compositing(blendMode: blendMode))
            pool.recycle(&picture)
            return
        }
        let bounds = layer.bounds
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite,
            var texture = deformedTexture(of: layer, toDevice: toDevice)
        else { return }
        defer { pool.recycle(&texture.image) }
        let project = { (p: Point) -> Point? in toDevice.w(p) > 0 ? toDevice.apply(p) : nil }
        let faces: [MeshFace]
        if layer.pageCurl.isActive {
            let curl = pageCurlFaces(of: layer, toTexture: texture.local, project: project)
            if let shadow = pageCurlShadow(of: layer, lifted: curl.lifted, toDevice: toDevice, frame: frame) {
                frame.composite(shadow)
            }
            faces = curl.faces
        } else if let mesh = layer.meshTransform {
            faces = Self.meshFaces(of: mesh, bounds: bounds, toTexture: texture.local, project: project)
        } else {
            return
        }
        MeshRasterizer().draw(faces, texture: texture.image, into: &frame)
    }

    /// The layer drawn flat, without its deformation, and the map from its bounds space to that
    /// image's pixels.
    private func deformedTexture(of layer: Layer, toDevice: Homography) -> (image: Pixmap, local: AffineTransform)? {
        let bounds = layer.bounds
        // The density the device shows the bounds at (the longest stretch of an edge), so the
        // image is sampled at least at device resolution.
        var density = scale
        let corners = [
            Point(x: bounds.minX, y: bounds.minY), Point(x: bounds.maxX, y: bounds.minY),
            Point(x: bounds.maxX, y: bounds.maxY), Point(x: bounds.minX, y: bounds.maxY)
        ]
        for i in corners.indices {
            let a = corners[i]
            let b = corners[(i + 1) % 4]
            guard toDevice.w(a) > 0, toDevice.w(b) > 0 else { continue }
            let stretch = (toDevice.apply(b) - toDevice.apply(a)).length / (b - a).length
            if stretch.isFinite { density = max(density, stretch) }
        }
        density = min(density, Self.maximumOffscreenSide / max(bounds.width, bounds.height))
        let width = Int((bounds.width * density).rounded(.up))
        let height = Int((bounds.height * density).rounded(.up))
        guard width > 0, height > 0 else { return nil }
        let local = AffineTransform(translationX: -bounds.minX, y: -bounds.minY)
            .concatenating(AffineTransform(scaleX: density, y: density))
        var flat = layer
        flat.meshTransform = nil
        flat.pageCurl = PageCurl()
        let size = PixelBox(x: 0, y: 0, width: width, height: height)
        var image = pool.pixmap(window: size, canvasWidth: width, canvasHeight: height)
        drawFlat(flat, toDevice: local, into: &image)
        return (image, local)
    }

    /// A mesh's triangles: each grid cell split along its diagonal from the top-left vertex.
    static func meshFaces(
        of mesh: MeshTransform, bounds: Rect, toTexture: AffineTransform, project: (Point) -> Point?
    ) -> [MeshFace] {
        var faces: [MeshFace] = []
        faces.reserveCapacity(mesh.columns * mesh.rows * 2)
        for row in 0..<mesh.rows {
            for column in 0..<mesh.columns {
                let v00 = mesh.vertex(column: column, row: row)
                let v10 = mesh.vertex(column: column + 1, row: row)
                let v01 = mesh.vertex(column: column, row: row + 1)
                let v11 = mesh.vertex(column: column + 1, row: row + 1)
                for triangle in [[v00, v10, v11], [v00, v11, v01]] {
                    var points: [Point] = []
                    for vertex in triangle {
                        guard let p = project(vertex.to) else { break }
                        points.append(p)
                    }
                    guard points.count == 3 else { continue }
                    let texture = triangle.map { vertex in
                        toTexture.apply(
                            Point(
                                x: bounds.minX + vertex.from.x * bounds.width,
                                y: bounds.minY + vertex.from.y * bounds.height))
                    }
                    let away =
                        (cross(points[1] - points[0], points[2] - points[0]) > 0)
                        != (cross(texture[1] - texture[0], texture[2] - texture[0]) > 0)
                    let extra = away ? mesh.backShade : 0
                    faces.append(
                        MeshFace(
                            points: points, texture: texture, shades: triangle.map { $0.shade + extra },
                            depth: triangle.reduce(0) { $0 + $1.depth } / 3))
                }
            }
        }
        return faces
    }

    static func cross(_ u: Point, _ v: Point) -> Double { u.x * v.y - u.y * v.x }

    /// A box, in the layer's bounds space, of where its deformation draws; nil when not deformed.
    static func deformedExtent(of layer: Layer) -> Rect? {
        // A curl draws within the bounds.
        if layer.pageCurl.isActive { return nil }
        guard let mesh = layer.meshTransform else { return nil }
        var box = Box()
        for vertex in mesh.vertices { box.add(vertex.to) }
        return box.rect
    }
}
