import ReelGeometry
import ReelRaster
import ReelTimeline

/// Where a layer's plane lands: Core Animation's geometry in 3D, flattened per superlayer.
extension Renderer {
    /// The layer's anchor point in its own bounds space.
    static func anchor(of layer: Layer) -> Point {
        Point(
            x: layer.bounds.origin.x + layer.anchorPoint.x * layer.bounds.size.width,
            y: layer.bounds.origin.y + layer.anchorPoint.y * layer.bounds.size.height)
    }

    /// The layer's bounds space to its superlayer's, in 3D: the anchor point to the origin, then
    /// `transform`, then to (`position`, `zPosition`).
    static func toSuperlayer3D(_ layer: Layer) -> Transform3D {
        let a = anchor(of: layer)
        let p = layer.position
        let z = layer.zPosition
        if layer.transform.isExactlyIdentity, a.x.isFinite, a.y.isFinite, p.x.isFinite, p.y.isFinite, z.isFinite {
            // Most layers: the two translations alone. These are the entries the three products
            // give, bit for bit: each is its translation plus zeros, and 0 − a turns a −0 into +0
            // as adding those zeros does.
            return Transform3D(translationX: (0 - a.x) + p.x, y: (0 - a.y) + p.y, z: 0 + z)
        }
        return Transform3D(translationX: -a.x, y: -a.y)
            .concatenating(layer.transform)
            .concatenating(Transform3D(translationX: layer.position.x, y: layer.position.y, z: layer.zPosition))
    }

    /// `sublayerTransform` applied about the layer's anchor point, as Core Animation applies it.
    static func sublayerMatrix(of layer: Layer) -> Transform3D {
        guard layer.sublayerTransform != .identity else { return .identity }
        let a = anchor(of: layer)
        return Transform3D(translationX: -a.x, y: -a.y)
            .concatenating(layer.sublayerTransform)
            .concatenating(Transform3D(translationX: a.x, y: a.y))
    }

    /// The layer's plane to its superlayer's plane: its 3D placement, the superlayer's
    /// sublayer transform, then flattened (z dropped after the perspective divide).
    static func planeToParent(_ layer: Layer, sublayerMatrix: Transform3D) -> Homography {
        Homography(flattening: toSuperlayer3D(layer).concatenating(sublayerMatrix))
    }

    /// Whether a plane mapped by `h` shows its back: the map reverses orientation (the 3×3
    /// determinant is negative; where W > 0, the only part drawn, that is the sign of the local
    /// Jacobian, so perspective is accounted for). `isDoubleSided` false layers are culled then.
    static func facesAway(_ h: Homography) -> Bool {
        let det =
            h.m11 * (h.m22 * h.m33 - h.m23 * h.m32)
            - h.m12 * (h.m21 * h.m33 - h.m23 * h.m31)
            + h.m13 * (h.m21 * h.m32 - h.m22 * h.m31)
        return det < 0
    }

    /// A conservative box, in the layer's bounds space, of everything the layer draws: its bounds,
    /// its sublayers (unless clipped, or `ignoringClips`: what is drawn before the clip), its
    /// stroke and its shadow.
    static func extent(of layer: Layer, ignoringClips: Bool = false) -> Rect? {
        var box = Box()
        box.add(layer.bounds)
        if let deformed = deformedExtent(of: layer) { box.add(deformed) }
        if let shape = layer.shape, !shape.path.isEmpty {
            let margin = !shape.hasStroke ? 0 : shape.stroke.lineWidth * max(shape.stroke.miterLimit, 1) / 2
            for polyline in shape.path.flattened(tolerance: 0.5) {
                for p in polyline.points { box.add(p, margin: margin) }
            }
        }
        if let contents = layer.contents {
            // Gravity may put an image outside the bounds; a generous guess without decoding it.
            let b = layer.bounds
            box.add(Rect(x: b.minX - b.width, y: b.minY - b.height, width: b.width * 3, height: b.height * 3))
            _ = contents
        }
        if !layer.masksToBounds || ignoringClips {
            let matrix = sublayerMatrix(of: layer)
            for sublayer in layer.sublayers where !sublayer.isHidden {
                if sublayer.isTransformLayer {
                    // Its planes are placed in this layer's space by their own 3D matrices.
                    for plane in contextPlanes(of: sublayer, sublayerMatrix: matrix) {
                        guard let inner = extent(of: plane.layer, ignoringClips: ignoringClips) else { continue }
                        let h = Homography(flattening: plane.toContext)
                        inner.forEachCorner { corner in if h.w(corner) > 0 { box.add(h.apply(corner)) } }
                    }
                    continue
                }
                guard let inner = extent(of: sublayer, ignoringClips: ignoringClips) else { continue }
                let h = planeToParent(sublayer, sublayerMatrix: matrix)
                inner.forEachCorner { corner in if h.w(corner) > 0 { box.add(h.apply(corner)) } }
            }
        }
        guard var rect = box.rect else { return nil }
        if layer.shadowOpacity > 0 {
            let reach = 3 * layer.shadowRadius + 1
            let dx = layer.shadowOffset.width
            let dy = layer.shadowOffset.height
            rect = Rect(
                x: rect.minX + min(dx, 0) - reach, y: rect.minY + min(dy, 0) - reach,
                width: rect.width + abs(dx) + 2 * reach, height: rect.height + abs(dy) + 2 * reach)
        }
        return rect
    }
}

/// A growing bounding box.
struct Box {
    var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity

    mutating func add(_ p: Point, margin: Double = 0) {
        guard p.x.isFinite, p.y.isFinite else { return }
        minX = min(minX, p.x - margin)
        maxX = max(maxX, p.x + margin)
        minY = min(minY, p.y - margin)
        maxY = max(maxY, p.y + margin)
    }

    mutating func add(_ r: Rect) {
        add(Point(x: r.minX, y: r.minY))
        add(Point(x: r.maxX, y: r.maxY))
    }

    var rect: Rect? {
        minX <= maxX && minY <= maxY ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
    }
}

extension Rect {
    /// The four corners, clockwise on screen from the top left.
    var corners: [Point] {
        [Point(x: minX, y: minY), Point(x: maxX, y: minY), Point(x: maxX, y: maxY), Point(x: minX, y: maxY)]
    }

    /// Calls `body` with each of the four corners in the order of `corners`, without making the
    /// array (the walks that bound a tree ask for a rectangle's corners at every layer).
    @inline(__always) func forEachCorner(_ body: (Point) -> Void) {
        body(Point(x: minX, y: minY))
        body(Point(x: maxX, y: minY))
        body(Point(x: maxX, y: maxY))
        body(Point(x: minX, y: maxY))
    }
}

extension AffineTransform {
    /// The inverse, or nil when the transform is singular.
    var invertedIfPossible: AffineTransform? {
        let det = a * d - b * c
        guard det.isFinite, abs(det) > 1e-300 else { return nil }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        return AffineTransform(a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
    }

    /// The linear part applied to a vector (no translation).
    func applyToVector(_ v: Point) -> Point { Point(x: a * v.x + c * v.y, y: b * v.x + d * v.y) }
}
