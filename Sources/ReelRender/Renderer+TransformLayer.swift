import ReelGeometry
import ReelRaster
import ReelTimeline

/// Transform layers (`CATransformLayer`): a 3D rendering context instead of a flattened plane.
///
/// The layers inside a transform layer, through nested transform layers, are planes of one 3D
/// space: the transform layer's superlayer's. Each keeps its whole 3D matrix to that space (its own
/// placement, every enclosing transform layer's `transform` and `sublayerTransform`, and the
/// superlayer's `sublayerTransform` with its perspective), is flattened only there, and is drawn
/// like any other layer (its own sublayers flattened into its plane; the part behind the eye cut
/// away by the projection code).
///
/// Visibility is the painter's algorithm (chosen; Apple does not document its sort): planes are
/// drawn back to front by the depth (Z/W after the whole matrix) of their bounds' centre, ties in
/// tree order. A convex solid of single-sided faces is always right; planes that cross each other
/// are not split, one is drawn whole above the other. `isDoubleSided` false planes turned away are
/// culled.
///
/// The transform layer itself draws nothing (background, border, contents, shadow, mask and
/// `masksToBounds` are ignored, as Apple documents), and its `opacity` multiplies each plane's
/// own opacity instead of fading a group.
extension Renderer {
    /// A layer that is a plane of a 3D rendering context.
    struct ContextPlane {
        /// The layer, with the enclosing transform layers' opacity multiplied into its own.
        var layer: Layer
        /// The layer's bounds space to the context's space, before flattening.
        var toContext: Transform3D
        /// Z / W of the bounds' centre in the context's space: larger is nearer the viewer.
        var depth: Double
        /// Tree order, which breaks ties in depth.
        var order: Int
    }

    /// Draws the planes of the context that `transformLayer` opens, back to front; its superlayer's
    /// plane maps to the device by `parentToDevice`, with the superlayer's `sublayerMatrix`.
    func drawRenderingContext(
        of transformLayer: Layer, parentToDevice: Homography, sublayerMatrix: Transform3D,
        into frame: inout Pixmap
    ) {
        for plane in Self.contextPlanes(of: transformLayer, sublayerMatrix: sublayerMatrix) {
            let toParent = Homography(flattening: plane.toContext)
            guard plane.layer.isDoubleSided || !Self.facesAway(toParent) else { continue }
            drawPlane(plane.layer, toDevice: toParent.concatenating(parentToDevice), into: &frame)
        }
    }

    /// The visible planes inside `transformLayer`, back to front, placed in its superlayer's space.
    static func contextPlanes(of transformLayer: Layer, sublayerMatrix: Transform3D) -> [ContextPlane] {
        var planes: [ContextPlane] = []
        collectPlanes(
            of: transformLayer, toContext: toSuperlayer3D(transformLayer).concatenating(sublayerMatrix),
            opacity: transformLayer.opacity, into: &planes)
        return planes.sorted { ($0.depth, $0.order) < ($1.depth, $1.order) }
    }

    private static func collectPlanes(
        of transformLayer: Layer, toContext: Transform3D, opacity: Double,
        into planes: inout [ContextPlane]
    ) {
        let matrix = sublayerMatrix(of: transformLayer)
        for sublayer in transformLayer.sublayers where !sublayer.isHidden && sublayer.opacity > 0 {
            let placement = toSuperlayer3D(sublayer).concatenating(matrix).concatenating(toContext)
            if sublayer.isTransformLayer {
                collectPlanes(of: sublayer, toContext: placement, opacity: opacity * sublayer.opacity, into: &planes)
                continue
            }
            var layer = sublayer
            layer.opacity *= opacity
            let b = layer.bounds
            let centre = Point(x: b.origin.x + b.size.width / 2, y: b.origin.y + b.size.height / 2)
            planes.append(
                ContextPlane(
                    layer: layer, toContext: placement, depth: depth(of: centre, placement), order: planes.count))
        }
    }

    /// Z/W of the point (on the plane z = 0) under `m`; behind the eye (W ≤ 0) counts as farthest.
    private static func depth(of p: Point, _ m: Transform3D) -> Double {
        let z = p.x * m.m13 + p.y * m.m23 + m.m43
        let w = p.x * m.m14 + p.y * m.m24 + m.m44
        return w > 0 ? z / w : -.infinity
    }
}
