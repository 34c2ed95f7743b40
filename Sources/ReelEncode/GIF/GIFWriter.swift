public import ReelRaster

/// Writes an animated GIF, one frame at a time, with one global palette (giflib), optimising
/// each frame against what the viewer already shows.
///
/// Every frame is mapped onto the palette (see `GIFFrameMapper` for dithering), then compared
/// with the picture on screen: only the rectangle that changed is written, and inside it every
/// pixel that did not change is the transparent entry ("keep"), which LZW compresses to almost
/// nothing. A frame identical to the one before is not written; its delay is added to that
/// frame's. A pixel whose source colour did not change keeps its index, so a static region never
/// crawls whatever the dithering, and a changed pixel whose colour the palette only approximates
/// keeps the colour shown when that is within `GIFOptions.keepDistance` of as good as the new
/// choice (at quality 100: at least as good).
///
/// Disposal: frames are "do not dispose" (the next one draws over them), except when the next
/// frame makes a shown pixel transparent, which only "restore to background" can do: that frame's
/// rectangle is then grown to cover those pixels and disposed to transparent, and the next frame
/// redraws what it needs inside it. The last frame of a GIF with transparency is disposed over the
/// whole canvas, so a player that loops onto its current canvas starts from a clear one.
/// A frame is written only once the next is known (or at `finish`), since its disposal depends on it.
///
/// A palette without a transparent entry (and with no transparent pixels) still gets cropped
/// rectangles, with unchanged pixels written as their colour.
public final class GIFWriter {
    /// The canvas width in pixels.
    public let width: Int
    /// The canvas height in pixels.
    public let height: Int
    /// The global colour table every frame is mapped onto.
    public let palette: GIFPalette
    /// Dithering and quality.
    public let options: GIFOptions

    private let file: GIFFile
    private var mapper: GIFFrameMapper
    private var finished = false
    /// The transparent entry: "keep what is shown" inside a frame, "no pixel" on the canvas.
    private let keep: UInt8?
    /// The canvas before the pending frame is drawn, as palette indices (`keep` = transparent).
    private var base: [UInt8]
    /// The canvas once the pending frame is drawn.
    private var shown: [UInt8]
    /// The frame being written, mapped.
    private var target: [UInt8]
    /// The pending frame's source pixels (straight RGBA), to see which pixels change next.
    private var previousSource: [UInt8] = []
    /// The delay of the frame shown but not yet written; nil before the first frame.
    private var pendingDelay: Int?
    /// Whether any frame had a transparent pixel.
    private var hasTransparency = false
    private var rectangle: [UInt8] = []

    /// Creates the file at `path` and writes the header, the palette and the loop block.
    /// Throws if the size is not 1…65535 in each direction or the file cannot be created.
    public init(path: String, width: Int, height: Int, palette: GIFPalette, loop: GIFLoop = .forever,
                options: GIFOptions = GIFOptions()) throws {
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw EncodeError("A GIF is 1 to 65535 pixels wide and high; '\(path)' would be \(width)×\(height)")
        }
        self.width = width
        self.height = height
        self.palette = palette
        self.options = options
        keep = palette.transparentIndex.map(UInt8.init)
        base = [UInt8](repeating: keep ?? 0, count: width * height)
        shown = base
        target = base
        mapper = GIFFrameMapper(width: width, height: height, colors: GIFColorCache(palette: palette),
                                dither: options.dither, amplitude: options.orderedAmplitude)
        self.file = try GIFFile(path: path)
        try file.putScreen(
            width: width, height: height,
            colors: palette.colors.map { ($0.r, $0.g, $0.b) },
            background: palette.transparentIndex ?? 0)
        if let count = loop.netscapeLoopCount { try file.putNetscapeLoop(count) }
    }

    /// Appends `frame`, shown for `delayCentiseconds` hundredths of a second (see `GIFTiming`).
    public func write(_ frame: Pixmap, delayCentiseconds: Int) throws {
        guard !finished else { throw EncodeError("The GIF file '\(file.path)' is already finished") }
        guard frame.width == width, frame.height == height else {
            throw EncodeError("A \(frame.width)×\(frame.height) frame cannot go into the \(width)×\(height) GIF '\(file.path)'")
        }
        let pixels = frame.unpremultipliedRGBA()
        mapper.map(pixels, into: &target)
        if let keep, !hasTransparency, target.contains(keep) { hasTransparency = true }
        guard let delay = pendingDelay else {
            swap(&shown, &target)
            previousSource = pixels
            pendingDelay = delayCentiseconds
            return
        }
        stabilize(pixels)
        if target == shown && delay + delayCentiseconds <= Int(UInt16.max) {
            pendingDelay = delay + delayCentiseconds
        } else {
            try writePending(next: target)
            swap(&shown, &target)
            pendingDelay = delayCentiseconds
        }
        previousSource = pixels
    }

    /// Writes the last frame and the trailer, and closes the file. The writer cannot be used afterwards.
    public func finish() throws {
        guard !finished else { return }
        finished = true
        if pendingDelay != nil { try writePending(next: nil) }
        try file.close()
    }

    /// Where the new frame would redraw a pixel without need, takes what is shown instead:
    /// pixels whose source did not change, and (below quality 100) those whose shown colour is
    /// within the tolerance of the newly chosen one.
    private func stabilize(_ pixels: [UInt8]) {
        let keepDistance = Int32(options.keepDistance), keep = self.keep.map(Int.init) ?? -1
        let colors = palette.colors
        pixels.withUnsafeBytes { source in
            previousSource.withUnsafeBytes { previous in
                shown.withUnsafeBufferPointer { shown in
                    target.withUnsafeMutableBufferPointer { target in
                        let now = source.bindMemory(to: UInt32.self), before = previous.bindMemory(to: UInt32.self)
                        for p in 0..<target.count where target[p] != shown[p] {
                            if now[p] == before[p] {
                                target[p] = shown[p]
                                continue
                            }
                            let old = Int(shown[p]), new = Int(target[p])
                            guard old != keep, new != keep else { continue }
                            let i = p * 4
                            // A colour the palette holds exactly is always drawn: flat artwork stays exact.
                            if palette.exactIndex(source[i], source[i + 1], source[i + 2]) != nil { continue }
                            let wanted = SIMD3(Int32(source[i]), Int32(source[i + 1]), Int32(source[i + 2]))
                            if Self.distance(wanted, colors[old]) <= Self.distance(wanted, colors[new]) + keepDistance {
                                target[p] = shown[p]
                            }
                        }
                    }
                }
            }
        }
    }

    @inline(__always)
    private static func distance(_ a: SIMD3<Int32>, _ color: RGBA8) -> Int32 {
        let d = a &- SIMD3(Int32(color.r), Int32(color.g), Int32(color.b))
        return (d &* d).wrappedSum()
    }

    /// Writes the pending frame (`shown` over `base`), choosing its disposal from `next`, the
    /// frame that follows it (nil: it is the last).
    private func writePending(next: [UInt8]?) throws {
        var box = PixelBox()
        var clears = false
        shown.withUnsafeBufferPointer { shown in
            base.withUnsafeBufferPointer { base in
                for y in 0..<height {
                    for x in 0..<width where shown[y * width + x] != base[y * width + x] { box.add(x, y) }
                }
                // Pixels the next frame makes transparent: only disposal can clear them.
                if let keep, hasTransparency, let next {
                    next.withUnsafeBufferPointer { next in
                        for y in 0..<height {
                            for x in 0..<width where next[y * width + x] == keep && shown[y * width + x] != keep {
                                box.add(x, y)
                                clears = true
                            }
                        }
                    }
                }
            }
        }
        if next == nil && hasTransparency {
            box = PixelBox(x0: 0, y0: 0, x1: width - 1, y1: height - 1)
            clears = true
        }
        if box.isEmpty { box = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) }

        let w = box.x1 - box.x0 + 1, h = box.y1 - box.y0 + 1
        if rectangle.count < w * h { rectangle = [UInt8](repeating: 0, count: w * h) }
        for y in 0..<h {
            for x in 0..<w {
                let p = (box.y0 + y) * width + box.x0 + x
                rectangle[y * w + x] = shown[p] != base[p] ? shown[p] : (keep ?? shown[p])
            }
        }
        try file.putGraphicsControl(delayCentiseconds: pendingDelay ?? 0, disposal: clears ? 2 : 1,
                                    transparentIndex: palette.transparentIndex)
        try file.putImage(left: box.x0, top: box.y0, width: w, height: h, indices: &rectangle)

        base = shown
        if clears, let keep {
            for y in box.y0...box.y1 {
                for x in box.x0...box.x1 { base[y * width + x] = keep }
            }
        }
    }
}

/// The bounding box of the pixels added to it (inclusive corners).
struct PixelBox {
    var x0 = Int.max, y0 = Int.max, x1 = -1, y1 = -1

    var isEmpty: Bool { x1 < x0 }

    @inline(__always)
    mutating func add(_ x: Int, _ y: Int) {
        if x < x0 { x0 = x }
        if x > x1 { x1 = x }
        if y < y0 { y0 = y }
        if y > y1 { y1 = y }
    }
}
