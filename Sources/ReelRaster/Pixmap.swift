import ReelGeometry

/// A frame: premultiplied, sRGB-encoded RGBA8 pixels, row-major with no padding between rows.
///
/// Premultiplied storage is what makes source-over a multiply-add and keeps edges free of dark
/// fringes; encoders that need straight alpha call ``unpremultipliedRGBA()``.
public struct Pixmap: Sendable {
    /// Pixels per row, at least 1.
    public let width: Int
    /// Rows, at least 1.
    public let height: Int
    /// `width * height * 4` bytes: r, g, b, a per pixel, colour premultiplied by alpha.
    ///
    /// A write through `bytes` says nothing of where it wrote, so it counts as writing every
    /// pixel (see `written`); ReelRaster's own drawing writes `storage` and reports its box.
    public var bytes: [UInt8] {
        get { storage }
        set {
            storage = newValue
            written = wholeBox
        }
        _modify {
            written = wholeBox
            yield &storage
        }
    }
    /// The bytes behind `bytes`, written by ReelRaster's drawing, which reports what it wrote
    /// with `markWritten`.
    var storage: [UInt8]
    /// A box of this pixmap's own pixels (its top-left pixel at (0, 0), whatever its origin) outside
    /// which every byte is 0: emptied by a clear, grown by every drawing by the pixels it may have
    /// written (every pixel, for a write that does not say). A frame handed back to a
    /// `FrameBufferPool` keeps it with its buffer, so the next frame drawn on that buffer clears
    /// this box rather than the whole frame (see `init(width:height:reusing:filledWith:)`).
    package internal(set) var written = PixelBox.empty
    /// Where the top-left pixel lies on the canvas (the frame) this pixmap is part of: (0, 0) for a
    /// whole frame. An offscreen covering part of a frame keeps the frame's pixel coordinates, so
    /// drawing into it computes exactly what drawing into the frame would (see `init(window:…)`).
    package private(set) var originX = 0, originY = 0
    /// The size of that canvas: this pixmap's own for a whole frame.
    package private(set) var canvasWidth: Int, canvasHeight: Int
    /// Set when something drawn into this window reached outside it: its pixels are then not what
    /// the frame would hold, and its owner draws them again into a window of the whole canvas.
    package var overflowed = false

    /// A transparent pixmap: every byte 0.
    /// - Parameters:
    ///   - width: Pixels per row; must be positive.
    ///   - height: Rows; must be positive.
    public init(width: Int, height: Int) {
        precondition(width > 0 && height > 0, "a pixmap needs a positive size")
        self.width = width
        self.height = height
        self.canvasWidth = width
        self.canvasHeight = height
        self.storage = [UInt8](repeating: 0, count: width * height * 4)
    }

    /// A transparent offscreen covering `window` of a canvas of `canvasWidth` × `canvasHeight`
    /// pixels: drawing into it gives the pixels drawing into the whole canvas would give there, as
    /// long as nothing drawn reaches outside it (else it is marked `overflowed`).
    /// - Parameters:
    ///   - window: The pixels covered, in canvas coordinates; must be non-empty.
    ///   - canvasWidth: The canvas's width.
    ///   - canvasHeight: The canvas's height.
    package init(window: PixelBox, canvasWidth: Int, canvasHeight: Int) {
        self.init(width: window.width, height: window.height)
        originX = window.x0
        originY = window.y0
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
    }

    /// A transparent offscreen like `init(window:canvasWidth:canvasHeight:)`, whose bytes live in
    /// `storage`'s buffer (its capacity is reused when large enough). Only the bytes the buffer's
    /// last pixmap may have written are zeroed (`FrameStorage.written`, in rows of its `width`):
    /// every other is 0 already. A buffer whose contents are unknown is zeroed whole.
    package init(window: PixelBox, canvasWidth: Int, canvasHeight: Int, reusing storage: consuming FrameStorage) {
        precondition(window.width > 0 && window.height > 0, "a pixmap needs a positive size")
        width = window.width
        height = window.height
        originX = window.x0
        originY = window.y0
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        let count = width * height * 4
        // Moved out, not copied: a copy would share the buffer, and writing would copy it.
        var bytes: [UInt8] = []
        swap(&bytes, &storage.bytes)
        if bytes.count > count { bytes.removeLast(bytes.count - count) }
        Self.zero(written: storage.written, width: storage.width, of: &bytes, newWidth: width)
        if bytes.count < count { bytes.append(contentsOf: repeatElement(0, count: count - bytes.count)) }
        self.storage = consume bytes
    }

    /// A transparent offscreen on a buffer whose contents are unknown, zeroed whole: see
    /// `init(window:canvasWidth:canvasHeight:reusing:)`.
    package init(window: PixelBox, canvasWidth: Int, canvasHeight: Int, reusing storage: consuming [UInt8]) {
        self.init(window: window, canvasWidth: canvasWidth, canvasHeight: canvasHeight, reusing: FrameStorage(storage))
    }

    /// A whole frame on `storage`'s buffer (a `FrameBufferPool`'s spare, or empty): the bytes of
    /// `Pixmap(width:height:filledWith:)` when `color` is given, else of `Pixmap(width:height:)`.
    /// A colour overwrites every pixel, so the buffer is not zeroed first; a buffer of another
    /// size is replaced by a fresh one. Without a colour, a buffer that comes with the box its last
    /// frame wrote (`FrameStorage.written`, for a frame of this width) has only that box zeroed:
    /// every byte outside it is 0 already.
    package init(width: Int, height: Int, reusing storage: consuming FrameStorage, filledWith color: Color?) {
        precondition(width > 0 && height > 0, "a pixmap needs a positive size")
        self.width = width
        self.height = height
        canvasWidth = width
        canvasHeight = height
        let count = width * height * 4
        // Moved out, not copied: a copy would share the buffer, and writing would copy it.
        var bytes: [UInt8] = []
        swap(&bytes, &storage.bytes)
        if let color {
            if bytes.count != count {
                bytes = [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
            }
            self.storage = consume bytes
            fill(with: color)
        } else if bytes.count == count {
            let dirty = storage.width == width ? storage.written : PixelBox(x: 0, y: 0, width: width, height: height)
            Self.zero(dirty, of: &bytes, width: width)
            self.storage = consume bytes
        } else {
            self.storage = [UInt8](repeating: 0, count: count)
        }
    }

    /// A whole frame on `storage`'s buffer, whose contents are unknown: see
    /// `init(width:height:reusing:filledWith:)`.
    package init(width: Int, height: Int, reusing storage: consuming [UInt8], filledWith color: Color?) {
        self.init(width: width, height: height, reusing: FrameStorage(storage), filledWith: color)
    }

    /// The pixels this pixmap covers, in its canvas's coordinates.
    package var window: PixelBox { PixelBox(x: originX, y: originY, width: width, height: height) }

    /// A pixmap filled with one colour.
    /// - Parameters:
    ///   - width: Pixels per row; must be positive.
    ///   - height: Rows; must be positive.
    ///   - color: The colour of every pixel, stored premultiplied (``Color/premultipliedRGBA8``).
    public init(width: Int, height: Int, filledWith color: Color) {
        self.init(width: width, height: height)
        fill(with: color)
    }

    /// Bytes per row.
    public var stride: Int { width * 4 }

    /// Replaces every pixel with one colour, without blending.
    /// - Parameter color: The new colour of every pixel, stored premultiplied
    ///   (``Color/premultipliedRGBA8``).
    public mutating func fill(with color: Color) {
        let pixel = PixelOps.pack(color.premultipliedRGBA8)
        let byte = UInt8(truncatingIfNeeded: pixel)
        written = pixel == 0 ? .empty : wholeBox
        if pixel == UInt32(byte) &* 0x0101_0101 {
            // Four equal bytes (transparent, opaque white or black): a byte fill, which the
            // compiler turns into a call to memset.
            storage.withUnsafeMutableBufferPointer { $0.update(repeating: byte) }
        } else {
            storage.withUnsafeMutableBufferPointer { bytes in
                bytes.withMemoryRebound(to: UInt32.self) { $0.update(repeating: pixel) }
            }
        }
    }

    /// The pixel at a position, premultiplied, to read or write.
    /// - Parameters:
    ///   - x: The column, from 0 at the left; must be less than ``width``.
    ///   - y: The row, from 0 at the top; must be less than ``height``.
    /// - Returns: The pixel's premultiplied channels.
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            let i = (y * width + x) * 4
            return RGBA8(r: storage[i], g: storage[i + 1], b: storage[i + 2], a: storage[i + 3])
        }
        set {
            let i = (y * width + x) * 4
            storage[i] = newValue.r
            storage[i + 1] = newValue.g
            storage[i + 2] = newValue.b
            storage[i + 3] = newValue.a
            markWritten(PixelBox(x: x, y: y, width: 1, height: 1))
        }
    }

    /// The pixels with straight alpha, what PNG, GIF and video encoders expect.
    /// - Returns: `width * height * 4` bytes, r, g, b, a per pixel, the colour divided by alpha
    ///   and rounded to nearest; a transparent pixel keeps its colour bytes (0 in a pixmap that
    ///   holds only premultiplied pixels).
    public func unpremultipliedRGBA() -> [UInt8] {
        var out = bytes
        out.withUnsafeMutableBufferPointer(Self.unpremultiply)
        return out
    }

    /// ``unpremultipliedRGBA()`` converted in this pixmap's own buffer, which it takes: the pixmap
    /// is left with no bytes. When nothing else shares the buffer no frame-sized copy is made (an
    /// encoder that keeps the straight pixels of frames it is handed, a GIF's).
    package mutating func takeUnpremultipliedRGBA() -> [UInt8] {
        var out: [UInt8] = []
        swap(&out, &storage)
        written = wholeBox
        out.withUnsafeMutableBufferPointer(Self.unpremultiply)
        return out
    }

    /// ``unpremultipliedRGBA()`` written into `out`, whose buffer is reused when it has the
    /// frame's size (an encoder's one buffer for every frame).
    package func unpremultipliedRGBA(into out: inout [UInt8]) {
        guard out.count == bytes.count else {
            out = unpremultipliedRGBA()
            return
        }
        out.withUnsafeMutableBufferPointer { out in
            storage.withUnsafeBufferPointer { out.baseAddress!.update(from: $0.baseAddress!, count: $0.count) }
            Self.unpremultiply(&out)
        }
    }

    /// Divides every pixel's colour by its alpha, rounded to nearest, in place.
    private static func unpremultiply(_ buffer: inout UnsafeMutableBufferPointer<UInt8>) {
        for i in Swift.stride(from: 0, to: buffer.count, by: 4) {
            let a = UInt32(buffer[i + 3])
            if a == 255 || a == 0 { continue }
            for c in 0..<3 {
                buffer[i + c] = UInt8(min(255, (UInt32(buffer[i + c]) * 255 + a / 2) / a))
            }
        }
    }

    /// One premultiplied channel `c` of a pixel of alpha `a` (1…254) with straight alpha, as
    /// ``unpremultipliedRGBA()`` computes it: for a reader that needs a few pixels straight, not
    /// the whole frame.
    @inline(__always)
    package static func straight(_ c: UInt8, alpha a: UInt8) -> UInt8 {
        UInt8(min(255, (UInt32(c) * 255 + UInt32(a) / 2) / UInt32(a)))
    }
}
