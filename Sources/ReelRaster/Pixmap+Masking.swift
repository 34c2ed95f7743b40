/// Masks and blends between whole pixmaps of one size: what masks, `masksToBounds` clips and
/// contents cross-fades are made of.
///
/// Rules: integer arithmetic on packed premultiplied pixels (PixelOps), exact ÷255 rounding,
/// no allocation per pixel.
extension Pixmap {
    /// Multiplies every pixel by `mask`'s alpha at the same place (Porter–Duff destination-in):
    /// where the mask is transparent this pixmap becomes transparent. Both are pixmaps of one
    /// canvas; outside the mask's window its alpha is 0.
    package mutating func mask(by mask: Pixmap) {
        precondition(
            mask.canvasWidth == canvasWidth && mask.canvasHeight == canvasHeight, "a mask needs the same canvas")
        if mask.window == window {
            maskSameWindow(by: mask)
            return
        }
        let (maskWindow, maskWidth) = (mask.window, mask.width)
        // Pixels are only scaled down or made transparent: `written` still holds every other.
        mask.storage.withUnsafeBufferPointer { m in
            storage.withUnsafeMutableBufferPointer { d in
                m.withMemoryRebound(to: UInt32.self) { m in
                    d.withMemoryRebound(to: UInt32.self) { d in
                        for row in 0..<height {
                            let y = originY + row
                            for column in 0..<width {
                                let x = originX + column
                                let i = row * width + column
                                guard maskWindow.x0 <= x, x < maskWindow.x1, maskWindow.y0 <= y, y < maskWindow.y1
                                else {
                                    d[i] = 0
                                    continue
                                }
                                let a = PixelOps.alpha(m[(y - maskWindow.y0) * maskWidth + x - maskWindow.x0])
                                if a == 255 { continue }
                                d[i] = a == 0 ? 0 : PixelOps.scale(d[i], by: a)
                            }
                        }
                    }
                }
            }
        }
    }

    /// `mask(by:)` for a mask covering the same pixels: one pass over both.
    private mutating func maskSameWindow(by mask: Pixmap) {
        mask.storage.withUnsafeBufferPointer { m in
            storage.withUnsafeMutableBufferPointer { d in
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

    /// Makes every pixel outside `box` (in canvas coordinates) transparent, leaving those inside
    /// as they are: what masking by a mask opaque on `box` and transparent elsewhere does, without
    /// drawing that mask or reading it per pixel.
    package mutating func clear(outside box: PixelBox) {
        let (rows, columns) = (height, width)
        let x0 = min(max(box.x0 - originX, 0), columns)
        let x1 = min(max(box.x1 - originX, x0), columns)
        let y0 = min(max(box.y0 - originY, 0), rows)
        let y1 = min(max(box.y1 - originY, y0), rows)
        // Only zeroes: `written` still holds every pixel that is not 0.
        storage.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { pixels in
                // Rows above and below the box whole, then each row's columns left and right of it.
                pixels[0..<(y0 * columns)].update(repeating: 0)
                pixels[(y1 * columns)..<(rows * columns)].update(repeating: 0)
                guard x0 > 0 || x1 < columns else { return }
                for row in y0..<y1 {
                    pixels[(row * columns)..<(row * columns + x0)].update(repeating: 0)
                    pixels[(row * columns + x1)..<(row * columns + columns)].update(repeating: 0)
                }
            }
        }
    }

    /// Replaces this pixmap by `(1 − t) · self + t · other` per channel: a dissolve from this
    /// image to `other` (Core Animation's contents cross-fade), t in 0…1.
    package mutating func dissolve(to other: Pixmap, fraction t: Double) {
        precondition(other.window == window, "a dissolve needs the same pixels")
        let b = UInt32(Int(clamping: (t * 255).rounded(), to: 0...255))
        let a = 255 - b  // NaN: 0
        markWritten(other.written)  // the same window, so the same own coordinates
        other.storage.withUnsafeBufferPointer { o in
            storage.withUnsafeMutableBufferPointer { d in
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
