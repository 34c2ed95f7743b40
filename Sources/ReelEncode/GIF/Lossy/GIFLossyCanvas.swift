internal import ReelRaster

/// The lossy mode's side of `GIFWriter`: what the viewer really shows, and each written frame's
/// pixels compressed by `GIFLossyLZW` within the error bound of the lossless frame.
///
/// The writer's own canvases stay the lossless ones (its reference): every frame's bound is taken
/// against them, never against what an earlier lossy frame showed, so errors do not add up from
/// frame to frame. This canvas holds what the decoder shows; it stays within the bound of the
/// reference everywhere, because a pixel outside a frame's rectangle keeps both, and inside it
/// every pixel is either written within the bound or kept where what is shown already is.
final class GIFLossyCanvas {
    private let width: Int
    /// The largest squared OKLab error of a pixel.
    private let bound: Float
    /// What the viewer shows, packed as `GIFWriter` packs colours (`0`: no pixel).
    private var displayed: [UInt32]
    /// OKLab colours of canvas colours, by a hash of the colour (colours repeat across frames).
    private var cacheKeys: [UInt32]
    private var cacheValues: [SIMD4<Float>]

    /// A canvas of `width` × `height` showing `initial`, with `lossiness` the largest error of a
    /// pixel in thousandths of OKLab's lightness range (`GIFOptions.lossiness`).
    init(width: Int, height: Int, initial: [UInt32], lossiness: Int) {
        self.width = width
        let unit = Float(lossiness) / 1000
        bound = unit * unit
        displayed = initial
        cacheKeys = [UInt32](repeating: 0, count: 1 << 16)
        cacheValues = [SIMD4<Float>](repeating: SIMD4(.infinity, .infinity, .infinity, 0), count: 1 << 16)
    }

    /// The OKLab colour of a packed canvas colour, infinite for no pixel.
    private func lab(_ color: UInt32) -> SIMD4<Float> {
        let slot = Int((color &* 0x9E37_79B1) >> 16)
        if cacheKeys[slot] == color { return cacheValues[slot] }
        let value = color == 0 ? SIMD4(.infinity, .infinity, .infinity, 0) : OKLab.lab(packed: color)
        cacheKeys[slot] = color
        cacheValues[slot] = value
        return value
    }

    /// The LZW stream of `rectangle` (the lossless entries over `box`, row-major, all below
    /// 2^`codeSize`, the minimum code size) on the palette
    /// `colors` (in the file's order, `transparent` its transparent entry),
    /// within the bound of `reference` (the lossless canvas once the frame is drawn), and the
    /// minimum code size it uses, or `lossless` (an exact image of the same frame, and the index
    /// each of its pixels decodes to, asked for once the lossy stream is made, so that another
    /// thread can make it meanwhile) when that is no larger. Updates what is shown, then clears
    /// the box when the frame is disposed to the background (`clears`).
    func compress(
        rectangle: [UInt8], codeSize: Int, box: PixelBox, reference: [UInt32], colors: [RGBA8], transparent: Int?,
        clears: Bool,
        orLossless losslessImage: () -> (image: GIFCompressedImage, decoded: [UInt8])
    ) -> GIFCompressedImage {
        let w = box.width
        var targets = GIFLossyTargets(count: w * box.height)
        for y in 0..<box.height {
            for x in 0..<w {
                let k = y * w + x
                let p = (box.y0 + y) * width + box.x0 + x
                targets.exact[k] = rectangle[k]
                let wanted = lab(reference[p])
                targets.reference[k] = wanted
                guard transparent != nil else { continue }
                let shown = displayed[p]
                if reference[p] == 0 || shown == 0 {
                    targets.keepError[k] = reference[p] == shown ? 0 : .infinity
                } else {
                    targets.keepError[k] = OKLab.distance(lab(shown), wanted)
                }
            }
        }
        // The lossless image's code size: the file's palette puts the entries frames redraw most
        // first, so a frame of few colours gets short codes; loss may only pick entries they reach.
        let usable = min(colors.count, 1 << codeSize)
        let encoder = GIFLossyLZW(
            minCodeSize: codeSize, paletteCount: usable, transparent: transparent.flatMap { $0 < usable ? $0 : nil },
            paletteLab: colors.prefix(usable).map { OKLab.lab($0.r, $0.g, $0.b) }, bound: bound)
        let (bytes, lossyDecoded) = encoder.encode(targets)
        var image = GIFCompressedImage(codeSize: codeSize, stream: bytes)
        var decoded = lossyDecoded
        let lossless = losslessImage()
        if lossless.image.data.count <= image.data.count {
            // Loss that saves nothing is not taken: the choosing encoder beats a small bound.
            image = lossless.image
            decoded = lossless.decoded
        }
        let packed = colors.map(GIFWriter.pack)
        for y in 0..<box.height {
            for x in 0..<w {
                let entry = Int(decoded[y * w + x])
                let p = (box.y0 + y) * width + box.x0 + x
                if entry != transparent { displayed[p] = packed[entry] }
                if clears && transparent != nil { displayed[p] = 0 }
            }
        }
        return image
    }

    /// Shows no pixel over `box`: an image of "keep" pixels disposed to the background there
    /// (`PendingDisposal.clearing`).
    func clear(_ box: PixelBox) {
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 { displayed[y * width + x] = 0 }
        }
    }
}
