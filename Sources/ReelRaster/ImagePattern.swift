/// An image as paint: every pixel centre is mapped back into the image and sampled there.
///
/// The image is premultiplied (a `Pixmap`); sampling clamps to its edge pixels, so the edges of
/// what is drawn come from the filled path's coverage, not from the image.
package struct ImagePattern: Sendable, Hashable {
    /// How the image is sampled between its pixel centres.
    package enum Filter: Sendable, Hashable {
        /// The four nearest pixels, weighted by distance (Core Animation's default, linear).
        case bilinear
        /// The one nearest pixel (`magnificationFilter` nearest: crisp pixel art).
        case nearest
    }

    package var image: Pixmap
    /// Maps pixel space (where the path is filled) to image pixel coordinates.
    package var inverse: Homography
    package var filter: Filter
    /// Multiplies the image's alpha (and premultiplied colour), 0…1.
    package var opacity: Double
    /// The pixels sampling may read, as half-open pixel ranges (the whole image by default):
    /// samples clamp to this region's edge, so a sub-image (`contentsRect`) does not bleed in its
    /// neighbours.
    package var columns: Range<Int>
    package var rows: Range<Int>

    /// A pattern showing `image` where `imageToPixels` puts it.
    /// Returns nil when the transform is singular (the image would be a line or a point).
    package init?(image: Pixmap, imageToPixels: Homography, filter: Filter = .bilinear, opacity: Double = 1) {
        guard let inverse = imageToPixels.inverted else { return nil }
        self.image = image
        self.inverse = inverse
        self.filter = filter
        self.opacity = opacity
        self.columns = 0..<image.width
        self.rows = 0..<image.height
    }

    /// This pattern sampling only the pixels of `columns` × `rows` (clamped to the image;
    /// an empty range keeps the whole image along that axis).
    package func restricted(columns: Range<Int>, rows: Range<Int>) -> ImagePattern {
        var copy = self
        let c = columns.clamped(to: 0..<image.width)
        let r = rows.clamped(to: 0..<image.height)
        if !c.isEmpty { copy.columns = c }
        if !r.isEmpty { copy.rows = r }
        return copy
    }
}
