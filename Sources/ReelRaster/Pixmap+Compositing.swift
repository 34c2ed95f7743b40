extension Pixmap {
    /// Composites `layer` (same size) over this pixmap with source-over, its alpha scaled by
    /// `opacity`: how a group with opacity below 1 is drawn (offscreen, then once as a whole).
    package mutating func composite(_ layer: Pixmap, opacity: Double = 1) {
        precondition(layer.width == width && layer.height == height, "composite needs equal sizes")
        let factor = UInt32(Int(clamping: (opacity * 255).rounded(), to: 0...255))  // NaN: 0
        guard factor > 0 else { return }
        layer.bytes.withUnsafeBufferPointer { src in
            bytes.withUnsafeMutableBufferPointer { dst in
                src.withMemoryRebound(to: UInt32.self) { s in
                    dst.withMemoryRebound(to: UInt32.self) { d in
                        for i in 0..<s.count {
                            let pixel = s[i]
                            if pixel >> 24 == 0 { continue }
                            d[i] = PixelOps.over(d[i], factor == 255 ? pixel : PixelOps.scale(pixel, by: factor))
                        }
                    }
                }
            }
        }
    }
}
