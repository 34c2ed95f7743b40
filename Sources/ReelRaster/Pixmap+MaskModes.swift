/// Turning a drawn mask into the alpha that `mask(by:)` applies, for masks that are not read by
/// their alpha: inverted ones and luminance ones (After Effects' track mattes).
extension Pixmap {
    /// Replaces every pixel by white at the alpha `255 − alpha`: where this was opaque it becomes
    /// transparent and the other way round.
    package mutating func invertAlpha() {
        markWritten(wholeBox)  // transparent pixels become opaque
        storage.withUnsafeMutableBufferPointer { d in
            d.withMemoryRebound(to: UInt32.self) { d in
                for i in 0..<d.count { d[i] = Self.white(255 - PixelOps.alpha(d[i])) }
            }
        }
    }

    /// Replaces every pixel by white at an alpha of its luminance over black (Rec. 709 weights
    /// 54, 183 and 19 of 256 on the premultiplied channels, as ThorVG reads luma mattes), or of
    /// 255 minus it when `inverted`.
    package mutating func luminanceToAlpha(inverted: Bool) {
        // Inverted, transparent pixels become opaque, so every pixel is read; else a transparent
        // pixel stays 0, and only `written` is.
        if inverted { markWritten(wholeBox) }
        let box = written
        guard !box.isEmpty else { return }
        let columns = width
        storage.withUnsafeMutableBufferPointer { d in
            d.withMemoryRebound(to: UInt32.self) { d in
                for row in box.y0..<box.y1 {
                    for i in (row * columns + box.x0)..<(row * columns + box.x1) {
                        let p = d[i]
                        let luma = ((p & 0xFF) * 54 + (p >> 8 & 0xFF) * 183 + (p >> 16 & 0xFF) * 19 + 128) >> 8
                        d[i] = Self.white(inverted ? 255 - luma : luma)
                    }
                }
            }
        }
    }

    /// Premultiplied white at alpha `a`.
    @inline(__always)
    private static func white(_ a: UInt32) -> UInt32 { a | a << 8 | a << 16 | a << 24 }
}
