/// Masks and blends between whole pixmaps of one size: what masks, `masksToBounds` clips and
/// contents cross-fades are made of.
///
/// Rules: integer arithmetic on packed premultiplied pixels (PixelOps), exact ÷255 rounding,
/// no allocation per pixel.
extension Pixmap {
    /// Multiplies every pixel by `mask`'s alpha at the same place (Porter–Duff destination-in):
    /// where the mask is transparent this pixmap becomes transparent.
    package mutating func mask(by mask: Pixmap) {
        precondition(mask.width == width && mask.height == height, "a mask needs the same size")
        mask.bytes.withUnsafeBufferPointer { m in
            bytes.withUnsafeMutableBufferPointer { d in
                m.withMemoryRebound(to: UInt32.self) { m in
                    d.withMemoryRebound(to: UInt32.self) { d in
                        for i in 0..<d.count {
                            let a = PixelOps.alpha(m[i])
                            if a == 255 { continue }
                            d[i] = a == 0 ? 0 : PixelOps.scale(d[i], by: a)
                        }
                    }
                }
            }
        }
    }

    /// Replaces this pixmap by `(1 − t) · self + t · other` per channel: a dissolve from this
    /// image to `other` (Core Animation's contents cross-fade), t in 0…1.
    package mutating func dissolve(to other: Pixmap, fraction t: Double) {
        precondition(other.width == width && other.height == height, "a dissolve needs the same size")
        let b = UInt32(Int(clamping: (t * 255).rounded(), to: 0...255))
        let a = 255 - b  // NaN: 0
        other.bytes.withUnsafeBufferPointer { o in
            bytes.withUnsafeMutableBufferPointer { d in
                o.withMemoryRebound(to: UInt32.self) { o in
                    d.withMemoryRebound(to: UInt32.self) { d in
                        for i in 0..<d.count {
                            // Each scaled part rounds down at most by ½, and the two weights sum to 255,
                            // so the sum stays a valid premultiplied pixel.
                            d[i] = PixelOps.addBytes(PixelOps.scale(d[i], by: a), PixelOps.scale(o[i], by: b))
                        }
                    }
                }
            }
        }
    }
}
