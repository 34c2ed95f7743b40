/// The box a pixmap's drawing wrote (`Pixmap.written`), kept so that a frame's buffer, reused for
/// the next frame, is cleared where the last frame drew rather than everywhere: on a small animated
/// Lottie file clearing the whole frame was as much work as drawing it.
///
/// Rules: every write into `storage` reports a box holding the pixels it may have changed (more
/// is safe, less is not); a write that cannot say marks every pixel. Writes that only make pixels
/// transparent or scale them down (masks, clears) need not report anything: 0 stays 0 outside
/// the box.
extension Pixmap {
    /// Every pixel of this pixmap, in its own coordinates.
    var wholeBox: PixelBox { PixelBox(x: 0, y: 0, width: width, height: height) }

    /// Grows `written` by `box`, in this pixmap's own pixels (clipped to them).
    mutating func markWritten(_ box: PixelBox) {
        written = written.union(box.intersection(wholeBox))
    }

    /// Grows `written` by `box`, in the canvas's pixels (this pixmap's window's coordinates).
    mutating func markWritten(canvasBox box: PixelBox) {
        markWritten(PixelBox(x0: box.x0 - originX, y0: box.y0 - originY, x1: box.x1 - originX, y1: box.y1 - originY))
    }

    /// Zeroes what may not be 0 in `bytes`, a buffer whose last pixmap, `width` pixels a row, wrote
    /// inside `written` (width 0: nothing is known), for a pixmap of `newWidth` pixels a row: the
    /// box itself when the rows are as long, else the bytes from its first pixel to its last.
    /// When that is most of the buffer, or nothing is known, `bytes` is emptied instead, for the
    /// caller to append the zeros a new pixmap would have: the work of a whole clear as it was
    /// before boxes were kept (glibc's memset of a long run is `rep stosb`, which callgrind
    /// counts an instruction a byte, more than the append's vector loop).
    static func zero(written: PixelBox, width: Int, of bytes: inout [UInt8], newWidth: Int) {
        guard width > 0 else {
            bytes.removeAll(keepingCapacity: true)
            return
        }
        guard !written.isEmpty else { return }
        let first = (written.y0 * width + written.x0) * 4
        let end = min(((written.y1 - 1) * width + written.x1) * 4, bytes.count)
        guard first < end else { return }
        let dirty = width == newWidth ? written.width * written.height * 4 : end - first
        if dirty * 2 > bytes.count {
            bytes.removeAll(keepingCapacity: true)
        } else if width == newWidth {
            zero(written, of: &bytes, width: width)
        } else {
            bytes.withUnsafeMutableBufferPointer {
                ($0.baseAddress! + first).update(repeating: 0, count: end - first)
            }
        }
    }

    /// Zeroes the pixels of `box` (clipped to the buffer) in `bytes`, rows of `width` pixels: whole
    /// rows in one run when the box spans them.
    static func zero(_ box: PixelBox, of bytes: inout [UInt8], width: Int) {
        let rows = bytes.count / (4 * width)
        let box = box.intersection(PixelBox(x: 0, y: 0, width: width, height: rows))
        guard !box.isEmpty else { return }
        bytes.withUnsafeMutableBufferPointer { bytes in
            let base = bytes.baseAddress!
            if box.x0 == 0 && box.x1 == width {
                (base + box.y0 * width * 4).update(repeating: 0, count: box.height * width * 4)
                return
            }
            for y in box.y0..<box.y1 {
                (base + (y * width + box.x0) * 4).update(repeating: 0, count: box.width * 4)
            }
        }
    }
}

extension Pixmap: Equatable {
    /// Two pixmaps are equal when they hold the same pixels at the same place of the same canvas;
    /// `written` is bookkeeping about how they were made, not part of the image.
    public static func == (a: Pixmap, b: Pixmap) -> Bool {
        a.width == b.width && a.height == b.height && a.originX == b.originX && a.originY == b.originY
            && a.canvasWidth == b.canvasWidth && a.canvasHeight == b.canvasHeight && a.overflowed == b.overflowed
            && a.storage == b.storage
    }
}
