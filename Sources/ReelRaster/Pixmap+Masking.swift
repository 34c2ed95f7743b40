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
        // Pixels outside `written` are 0 and stay so: only those inside are read. They are only
        // scaled down or made transparent, and those outside the mask's `written` (alpha 0)
        // become 0, so `written` shrinks to both boxes.
        let box = written
        guard !box.isEmpty else { return }
        let maskWritten = mask.written
        written =
            maskWritten.isEmpty
            ? .empty
            : box.intersection(
                PixelBox(
                    x0: maskWritten.x0 + maskWindow.x0 - originX, y0: maskWritten.y0 + maskWindow.y0 - originY,
                    x1: maskWritten.x1 + maskWindow.x0 - originX, y1: maskWritten.y1 + maskWindow.y0 - originY))
        mask.storage.withUnsafeBufferPointer { m in
            storage.withUnsafeMutableBufferPointer { d in
                m.withMemoryRebound(to: UInt32.self) { m in
                    d.withMemoryRebound(to: UInt32.self) { d in
                        for row in box.y0..<box.y1 {
                            let y = originY + row
                            for column in box.x0..<box.x1 {
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
        // As in `mask(by:)`: only `written` is read, and it shrinks to the mask's.
        let box = written
        guard !box.isEmpty else { return }
        written = box.intersection(mask.written)
        let columns = width
        mask.storage.withUnsafeBufferPointer { m in
            storage.withUnsafeMutableBufferPointer { d in
                m.withMemoryRebound(to: UInt32.self) { m in
                    d.withMemoryRebound(to: UInt32.self) { d in
                        for row in box.y0..<box.y1 {
                            for i in (row * columns + box.x0)..<(row * columns + box.x1) {
                                let a = PixelOps.alpha(m[i])
                                if a == 255 { continue }
                                d[i] = a == 0 ? 0 : PixelOps.scale(d[i], by: a)
                            }
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
        // Pixels outside `written` are 0 already: only those inside it and outside the box are
        // zeroed, and `written` shrinks to the box.
        let dirty = written
        guard !dirty.isEmpty else { return }
        written = dirty.intersection(PixelBox(x0: x0, y0: y0, x1: x1, y1: y1))
        storage.withUnsafeMutableBufferPointer { bytes in
            bytes.withMemoryRebound(to: UInt32.self) { pixels in
                for row in dirty.y0..<dirty.y1 {
                    let start = row * columns
                    if row < y0 || row >= y1 {
                        pixels[(start + dirty.x0)..<(start + dirty.x1)].update(repeating: 0)
                        continue
                    }
                    // Left and right of the box.
                    if dirty.x0 < x0 { pixels[(start + dirty.x0)..<(start + min(dirty.x1, x0))].update(repeating: 0) }
                    if dirty.x1 > x1 { pixels[(start + max(dirty.x0, x1))..<(start + dirty.x1)].update(repeating: 0) }
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
