public import ReelRaster

/// Writes an animated GIF, one frame at a time, with one global palette (giflib).
///
/// Every frame is a full-canvas image mapped onto the palette without dithering. When the palette
/// has a transparent entry, pixels with alpha < 128 use it and every frame is disposed "restore to
/// background", so a transparent pixel shows what is behind the GIF rather than the previous
/// frame; otherwise frames are "do not dispose", since each one covers the whole canvas anyway.
public final class GIFWriter {
    /// The canvas width in pixels.
    public let width: Int
    /// The canvas height in pixels.
    public let height: Int
    /// The global colour table every frame is mapped onto.
    public let palette: GIFPalette

    private let file: GIFFile
    private let colors: GIFColorCache
    private var finished = false
    /// Reused for every frame so that writing allocates nothing per frame beyond unpremultiplying.
    private var indices: [UInt8]

    /// Creates the file at `path` and writes the header, the palette and the loop block.
    /// Throws if the size is not 1…65535 in each direction or the file cannot be created.
    public init(path: String, width: Int, height: Int, palette: GIFPalette, loop: GIFLoop = .forever) throws {
        guard (1...65535).contains(width), (1...65535).contains(height) else {
            throw EncodeError("A GIF is 1 to 65535 pixels wide and high; '\(path)' would be \(width)×\(height)")
        }
        self.width = width
        self.height = height
        self.palette = palette
        self.indices = [UInt8](repeating: 0, count: width * height)
        self.colors = GIFColorCache(palette: palette)
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
        map(frame)
        try file.putGraphicsControl(
            delayCentiseconds: delayCentiseconds,
            disposal: palette.transparentIndex == nil ? 1 : 2,
            transparentIndex: palette.transparentIndex)
        try file.putImage(width: width, height: height, indices: &indices)
    }

    /// Writes the trailer and closes the file. The writer cannot be used afterwards.
    public func finish() throws {
        guard !finished else { return }
        finished = true
        try file.close()
    }

    /// Fills `indices` with the palette entry of each pixel of `frame`.
    private func map(_ frame: Pixmap) {
        let pixels = frame.unpremultipliedRGBA()
        let colors = self.colors
        let transparent = palette.transparentIndex.map(UInt8.init)
        indices.withUnsafeMutableBufferPointer { indices in
            pixels.withUnsafeBufferPointer { pixels in
                // Neighbouring pixels are usually equal in animation frames: remember the last one.
                var last: (UInt8, UInt8, UInt8) = (pixels[0], pixels[1], pixels[2])
                var lastIndex = colors.index(last.0, last.1, last.2)
                for p in 0..<indices.count {
                    let i = p * 4
                    if let transparent, pixels[i + 3] < 128 {
                        indices[p] = transparent
                        continue
                    }
                    let rgb = (pixels[i], pixels[i + 1], pixels[i + 2])
                    if rgb != last {
                        last = rgb
                        lastIndex = colors.index(rgb.0, rgb.1, rgb.2)
                    }
                    indices[p] = lastIndex
                }
            }
        }
    }
}
