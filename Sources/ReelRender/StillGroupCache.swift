import ReelGeometry
import ReelRaster
import ReelTimeline

/// Offscreen groups kept from one frame to the next while the layer that drew them stays the
/// same: a precomposition whose content does not move (a still background, a frozen time
/// remapping) is drawn, clipped and masked once and then only composited, as rlottie keeps a
/// still layer's rasterized content.
///
/// A group is what `Renderer.drawFlat` composites: the layer's content and sublayers drawn
/// offscreen, clipped, shadowed and masked. It depends on the layer's tree, its map to the device
/// and the canvas alone (the renderer's scale is fixed; layers that show images or text, whose
/// files are loaded every frame, are not kept), so the same storage (`Layer.sharesStorage`, the
/// layer held here, so that it cannot change), the same map, bit for bit, and the same canvas
/// make the same pixels. A group is kept only the second frame in a row it is drawn, so that a
/// moving layer's offscreens go back to the pool as before; kept groups a frame did not draw go
/// back when the next frame begins.
struct StillGroupCache {
    /// At most this many groups, and this many pixels in all, are kept.
    static let maximumEntries = 32
    static let maximumPixels = 1 << 22

    /// What a group is drawn from: the layer's storage, its map to the device and the canvas.
    private struct Key: Equatable {
        let storage: ObjectIdentifier
        let toDevice: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)
        let canvasWidth: Int
        let canvasHeight: Int

        init(_ layer: Layer, _ t: AffineTransform, _ canvas: Pixmap) {
            storage = layer.storageIdentity
            toDevice = (
                t.a.bitPattern, t.b.bitPattern, t.c.bitPattern, t.d.bitPattern, t.tx.bitPattern, t.ty.bitPattern
            )
            canvasWidth = canvas.canvasWidth
            canvasHeight = canvas.canvasHeight
        }

        static func == (a: Key, b: Key) -> Bool {
            a.storage == b.storage && a.toDevice == b.toDevice && a.canvasWidth == b.canvasWidth
                && a.canvasHeight == b.canvasHeight
        }
    }

    /// A kept group, with the layer that drew it held so that its storage stays that layer's.
    private struct Kept {
        let key: Key
        let layer: Layer
        var group: Pixmap
        var frame: Int
    }

    /// Groups drawn the last frame and this one, not kept: only keys, which hold nothing (a
    /// freed storage's identity given to a new layer only makes its group kept a frame early).
    private var drawnLast: [Key] = []
    private var drawnNow: [Key] = []
    private var kept: [Kept] = []
    private var pixels = 0
    private var frame = 0
    /// How many groups were composited again rather than drawn (for tests).
    private(set) var hits = 0

    /// Whether nothing is kept or noted: no layer drew a group the frame before.
    var isEmpty: Bool { kept.isEmpty && drawnLast.isEmpty && drawnNow.isEmpty }
    /// How many groups are kept (for tests).
    var keptCount: Int { kept.count }

    /// Starts a frame: gives the kept groups the last frame did not draw back to `pool`.
    mutating func beginFrame(returningTo pool: PixmapPool) {
        frame &+= 1
        swap(&drawnLast, &drawnNow)
        drawnNow.removeAll(keepingCapacity: true)
        let last = frame &- 1
        var i = 0
        while i < kept.count {
            if kept[i].frame == last {
                i += 1
                continue
            }
            var gone = kept.remove(at: i)
            pixels -= gone.group.width * gone.group.height
            pool.recycle(&gone.group)
        }
    }

    /// The group kept for `layer` drawn by `toDevice` on `canvas`'s canvas, if any.
    mutating func group(of layer: Layer, toDevice: AffineTransform, canvas: Pixmap) -> Pixmap? {
        guard !kept.isEmpty else { return nil }
        let key = Key(layer, toDevice, canvas)
        for i in kept.indices where kept[i].key == key {
            kept[i].frame = frame
            hits += 1
            return kept[i].group
        }
        return nil
    }

    /// Notes that `group` was drawn for `layer`: kept when the same key drew a group the frame
    /// before and there is room. Returns whether it was kept (the caller must not recycle it then).
    mutating func drew(_ group: Pixmap, of layer: Layer, toDevice: AffineTransform, canvas: Pixmap) -> Bool {
        let key = Key(layer, toDevice, canvas)
        let size = group.width * group.height
        if drawnLast.contains(key), kept.count < Self.maximumEntries, pixels + size <= Self.maximumPixels {
            kept.append(Kept(key: key, layer: layer, group: group, frame: frame))
            pixels += size
            return true
        }
        drawnNow.append(key)
        return false
    }
}
