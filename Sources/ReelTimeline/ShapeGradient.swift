import ReelGeometry

/// A gradient that paints a shape layer's fill or stroke in place of a solid colour
/// (`ShapeContent.fillGradient`, `ShapeContent.strokeGradient`).
///
/// Core Animation has no such thing: a `CAShapeLayer` paints solid colours, and a gradient
/// through a shape is a `CAGradientLayer` masked by the shape. Lottie's gradient fills and
/// strokes are lowered to this instead, so that the renderer paints the shape's own coverage with
/// the gradient in one pass rather than drawing the shape into an offscreen mask and compositing
/// a gradient over its box through it. Neither the scene file nor the Swift API sets it; only
/// Reel's own front ends do, so it is `package`, and its key paths
/// (`AnimatableProperty.frontEndNamed(_:)`) are not animatable from a scene.
package struct ShapeGradient: Sendable, Equatable {
    /// How a point's location along the gradient (0…1) is measured.
    package enum Kind: Sendable, Equatable {
        /// Along the line from `startPoint` (0) to `endPoint` (1), constant across it.
        case linear
        /// The distance from `startPoint` (0) over the distance from `startPoint` to `endPoint` (1).
        case radial
    }

    /// Linear or radial.
    package var kind: Kind
    /// The stops' colours, straight (not premultiplied) alpha, one for each of `locations`.
    package var colors: [Color]
    /// Where each colour sits, 0…1, in increasing order.
    package var locations: [Double]
    /// Where location 0 is (a radial gradient's centre), in the layer's coordinate space.
    package var startPoint: Point
    /// Where location 1 is (on a radial gradient's rim), in the layer's coordinate space.
    package var endPoint: Point
    /// For a radial gradient, where location 0 lies when it is not the centre (a highlight), in
    /// the layer's coordinate space: colour then spreads from this point to the rim. Nil: the
    /// centre, `startPoint`.
    package var focalPoint: Point?

    /// A gradient of `kind` through `colors` at `locations`, from `startPoint` to `endPoint` in
    /// the layer's coordinate space; a radial gradient's colour spreads from `focalPoint` when
    /// one is given.
    package init(
        kind: Kind, colors: [Color], locations: [Double], startPoint: Point, endPoint: Point,
        focalPoint: Point? = nil
    ) {
        self.kind = kind
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
        self.focalPoint = focalPoint
    }
}
