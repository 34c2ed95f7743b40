import ReelRaster
import ReelTimeline

/// A still scene's snapshots are its model's own layers, the same array every frame (see
/// `Timeline.present`): its frames are the same pixels. A renderer that sees the same snapshot
/// twice in a row keeps the frame it drew and hands it out again while the snapshots stay the same,
/// instead of clearing a pixmap and drawing every layer again each frame.
///
/// "The same" is the same storage, not equal values: two arrays on one buffer hold the same
/// layers, bit for bit, as long as the renderer holds one of them (neither can be written in place
/// while the buffer is shared), whereas equal values may still differ in ways that reach the
/// pixels (0 and −0). The frame is kept only from the second time on, so a renderer of an animated
/// scene holds no frame: the buffers an export recycles stay its own.
struct RepeatedFrame {
    /// The snapshot last drawn.
    var snapshot: Snapshot
    /// The images and fonts it drew with.
    var assets: FrameAssets
    /// Its frame, kept once the snapshot came twice in a row; nil before.
    var frame: Pixmap?

    /// Whether `other`, drawn with `otherAssets`, draws this snapshot's pixels: the same canvas
    /// and the same layers array, drawn with the same images and font objects.
    func matches(_ other: Snapshot, assets otherAssets: FrameAssets) -> Bool {
        snapshot.width == other.width && snapshot.height == other.height && snapshot.background == other.background
            && Self.sharesStorage(snapshot.layers, other.layers) && assets.isSame(as: otherAssets)
    }

    /// Whether two arrays are one buffer (or both empty).
    static func sharesStorage(_ a: [Layer], _ b: [Layer]) -> Bool {
        guard a.count == b.count else { return false }
        guard !a.isEmpty else { return true }
        return a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }
}

extension FrameAssets {
    /// The same images (an image source keeps what it decoded, so equal pixmaps share their
    /// bytes and compare at once) and the same font objects: a font loaded from its file again
    /// this frame is another object, and the frame is drawn again.
    func isSame(as other: FrameAssets) -> Bool {
        guard images == other.images, fonts.count == other.fonts.count else { return false }
        return fonts.allSatisfy { name, face in other.fonts[name].map { $0 === face } ?? false }
    }
}
