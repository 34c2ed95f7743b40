/// A frame's byte buffer on its way to being reused (a `FrameBufferPool`'s spare, or a
/// `PixmapPool`'s for offscreens), with what is known of its bytes: the box of pixels its pixmap
/// wrote (`Pixmap.written`), outside which every byte is 0, so that a pixmap made on it zeroes
/// that box only.
package struct FrameStorage: Sendable {
    /// The buffer; its contents are garbage except as `written` says.
    package var bytes: [UInt8]
    /// The width, in pixels, of the frame whose `written` box this is: 0 when nothing is known
    /// of the bytes (any frame made on them zeroes them all).
    package var width: Int
    /// The pixels that may be other than 0, in rows of `width` pixels.
    package var written: PixelBox

    /// A buffer whose contents are unknown (an empty one by default).
    package init(_ bytes: [UInt8] = []) {
        self.bytes = bytes
        width = 0
        written = .empty
    }

    /// Takes `pixmap`'s buffer with the box its drawing wrote; `pixmap` is left with no bytes and
    /// must not be drawn into or read again.
    package init(taking pixmap: inout Pixmap) {
        bytes = []
        swap(&bytes, &pixmap.storage)
        width = pixmap.width
        written = pixmap.written
        pixmap.written = pixmap.wholeBox
    }
}
