/// A rectangle of whole pixels, half-open: columns `x0..<x1`, rows `y0..<y1`.
///
/// The one box type of the rasterizer (a fill's clipped bounds), the shadow (the drawn pixels'
/// bounds) and the GIF writer (the pixels that changed since the previous frame). Half-open, so
/// `width` is `x1 - x0` and a box with `x1 <= x0` or `y1 <= y0` holds no pixel.
package struct PixelBox: Equatable, Sendable {
    /// The first column and row inside the box.
    package var x0: Int, y0: Int
    /// The first column and row past the box.
    package var x1: Int, y1: Int

    package init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0
        self.y0 = y0
        self.x1 = x1
        self.y1 = y1
    }

    /// The box of `width` × `height` pixels whose top-left pixel is (`x`, `y`).
    package init(x: Int, y: Int, width: Int, height: Int) {
        self.init(x0: x, y0: y, x1: x + width, y1: y + height)
    }

    /// The box holding no pixel, which `add(_:_:)` grows. Its edges are chosen so that `min` and
    /// `max` alone grow it (no branch per pixel) and `width` cannot overflow.
    package static var empty: PixelBox { PixelBox(x0: .max, y0: .max, x1: 0, y1: 0) }

    package var width: Int { x1 - x0 }
    package var height: Int { y1 - y0 }
    package var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The smallest box holding both boxes' pixels (the other box when one is empty).
    package func union(_ other: PixelBox) -> PixelBox {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBox(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The pixels both boxes hold (an empty box when none).
    package func intersection(_ other: PixelBox) -> PixelBox {
        let box = PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return box.isEmpty ? .empty : box
    }

    /// Grows the box to hold the pixel (`x`, `y`), whose coordinates are not negative (a pixel of
    /// a pixmap; `empty`'s far edges are 0).
    @inlinable @inline(__always)
    package mutating func add(_ x: Int, _ y: Int) {
        x0 = min(x0, x)
        x1 = max(x1, x + 1)
        y0 = min(y0, y)
        y1 = max(y1, y + 1)
    }
}
