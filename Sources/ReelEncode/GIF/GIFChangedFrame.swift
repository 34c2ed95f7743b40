package import ReelRaster

/// A frame for `GIFChangeCounting`, with the same pixels packed (`GIFPackedSource`): packing
/// needs the frame alone, so the render thread that drew it packs it, and the counting, which
/// must see frames in order on one thread, is left comparing packed rows with the frame before.
package struct GIFChangedFrame: Sendable {
    /// The frame, premultiplied, as drawn.
    package let frame: Pixmap
    /// The frame's pixel words in runs, or (when they do not pack) its own buffer, shared.
    let packed: GIFPackedSource

    /// `frame` and its pixels packed.
    package init(packing frame: Pixmap) {
        self.frame = frame
        packed = GIFPackedSource(packing: frame.bytes, width: frame.width, height: frame.height)
    }
}
