extension Pixmap {
    /// Composites `layer` (same size) over this pixmap with source-over, its alpha scaled by
    /// `opacity`: how a group with opacity below 1 is drawn (offscreen, then once as a whole).
    public mutating func composite(_ layer: Pixmap, opacity: Double = 1) {
        precondition(layer.width == width && layer.height == height, "composite needs equal sizes")
        let factor = Float(min(max(opacity, 0), 1))
        guard factor > 0 else { return }
        layer.bytes.withUnsafeBufferPointer { src in
            bytes.withUnsafeMutableBufferPointer { dst in
                for i in Swift.stride(from: 0, to: src.count, by: 4) where src[i + 3] != 0 {
                    let s = SIMD4<Float>(Float(src[i]), Float(src[i + 1]), Float(src[i + 2]), Float(src[i + 3])) * factor
                    Blitter.blendPixel(dst.baseAddress! + i, s)
                }
            }
        }
    }
}
