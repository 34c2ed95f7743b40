internal import ReelRaster

/// The lossy mode's side of `GIFWriter`: what the viewer really shows, and each written frame's
/// pixels compressed by `GIFLossyLZW` within the error bound of the lossless frame.
///
/// The writer's own canvases stay the lossless ones (its reference): every frame's bound is taken
/// against them, never against what an earlier lossy frame showed, so errors do not add up from
/// frame to frame. This canvas holds what the decoder shows; it stays within the bound of the
/// reference everywhere, because a pixel outside a frame's rectangle keeps both, and inside it
/// every pixel is either written within the bound or kept where what is shown already is. (A frame
/// shown long takes a smaller bound, `boundScale(delay:)`, for the pixels it writes; a pixel it
/// keeps unchanged from a shorter frame before it keeps that frame's error.)
final class GIFLossyCanvas {
    private let width: Int
    /// The largest squared RGB error of a pixel (`GIFLossyColor`) in a frame of up to
    /// `fullBoundDelay`.
    private let bound: Float
    /// What the viewer shows, packed as `GIFWriter` packs colours (`0`: no pixel).
    private var displayed: [UInt32]
    /// A canvas of `width` × `height` showing `initial`, with `lossiness` the largest error of a
    /// pixel in half levels of RGB distance (`GIFOptions.lossiness`).
    init(width: Int, height: Int, initial: [UInt32], lossiness: Int) {
        self.width = width
        bound = GIFLossyColor.bound(lossiness: lossiness)
        displayed = initial
    }

    /// The coordinates of a packed canvas colour, infinite for no pixel.
    @inline(__always)
    private func coordinates(_ color: UInt32) -> SIMD4<Float> { GIFLossyColor.coordinates(packed: color) }

    /// The LZW stream of the frame over `box` on the palette `colors` (in the file's order,
    /// `transparent` its transparent entry), within the bound of `reference` (the lossless canvas
    /// once the frame is drawn), or the lossless image when that is no larger. `lossless` gives the
    /// exact image of the same frame (from the choosing encoder, on another thread) and the index
    /// each of its pixels decodes to: the lossy stream starts from those entries and their code
    /// size, so that with no loss it is the same LZW stream, and every loss only lengthens its
    /// strings. A frame shown for `delay` centiseconds takes `boundScale(delay:)` of the squared
    /// bound. Tries the stream one code size narrower too (`GIFLossyTargets.narrowed`). Updates what
    /// is shown, then clears the box when the frame is disposed to the background (`clears`).
    func compress(
        box: PixelBox, reference: [UInt32], colors: [RGBA8], transparent: Int?, clears: Bool, delay: Int,
        lossless losslessImage: () -> (image: GIFCompressedImage, decoded: [UInt8])
    ) -> GIFCompressedImage {
        let bound = self.bound * Self.boundScale(delay: delay)
        let lossless = losslessImage()
        let codeSize = lossless.image.codeSize
        let w = box.width
        var targets = GIFLossyTargets(count: w * box.height)
        for y in 0..<box.height {
            for x in 0..<w {
                let k = y * w + x
                let p = (box.y0 + y) * width + box.x0 + x
                targets.exact[k] = lossless.decoded[k]
                let wanted = coordinates(reference[p])
                targets.reference[k] = wanted
                // No pixel may differ more than it differs from a neighbour: errors stay inside
                // edges and gradients, where they cost little, and flat areas stay exact.
                targets.limit[k] = contrast(reference, box.x0 + x, box.y0 + y, wanted)
                guard transparent != nil else { continue }
                let shown = displayed[p]
                if reference[p] == 0 || shown == 0 {
                    targets.keepError[k] = reference[p] == shown ? 0 : .infinity
                } else {
                    targets.keepError[k] = GIFLossyColor.distance(coordinates(shown), wanted)
                }
            }
        }
        // The lossless image's code size: the file's palette puts the entries frames redraw most
        // first, so a frame of few colours gets short codes; loss may only pick entries they reach.
        var (bytes, decoded) = encoder(codeSize: codeSize, colors: colors, transparent: transparent, bound: bound)
            .encode(targets)
        var image = GIFCompressedImage(codeSize: codeSize, stream: bytes)
        // A frame whose pixels all fit half the entries (loss moving the few that do not onto
        // them) writes every code a bit shorter until its dictionary outgrows that.
        if codeSize > 2,
            let narrower = targets.narrowed(to: codeSize - 1, colors: colors, transparent: transparent, bound: bound)
        {
            let (bytes, entries) = encoder(
                codeSize: codeSize - 1, colors: colors, transparent: transparent, bound: bound
            )
            .encode(narrower)
            let narrowImage = GIFCompressedImage(codeSize: codeSize - 1, stream: bytes)
            if narrowImage.data.count < image.data.count {
                image = narrowImage
                decoded = entries
            }
        }
        if lossless.image.data.count <= image.data.count {
            // Loss that saves nothing is not taken.
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

    /// The lossy encoder at `codeSize`, which may pick only the entries that code size reaches.
    private func encoder(codeSize: Int, colors: [RGBA8], transparent: Int?, bound: Float) -> GIFLossyLZW {
        let usable = min(colors.count, 1 << codeSize)
        return GIFLossyLZW(
            minCodeSize: codeSize, paletteCount: usable, transparent: transparent.flatMap { $0 < usable ? $0 : nil },
            palette: colors.prefix(usable).map { GIFLossyColor.coordinates($0.r, $0.g, $0.b) }, bound: bound)
    }

    /// The delay (centiseconds) up to which a frame takes the whole bound: one frame at 25 fps,
    /// and at 30 fps (3 and 4 cs).
    static let fullBoundDelay = 4

    /// The share of the squared bound a frame shown `delay` centiseconds takes: all of it up to
    /// `fullBoundDelay`, then `fullBoundDelay / delay`. An error counts for as long as it is shown
    /// (PSNR over time sums squared errors frame by frame at the source rate; so does the eye's
    /// view of a still), while the bytes loss saves count once: a frame held ten times as long
    /// takes a tenth of the squared error. On present-dismiss three held frames (33, 143 and 50 cs
    /// of its 320) carried 41 % of the squared error of its `--quality 70` file (1.7 % after);
    /// BD-rate against the best peer −3.1 % → −5.0 % (docs/benchmarks.md, "Errors weighed by how
    /// long they show").
    static func boundScale(delay: Int) -> Float {
        delay <= fullBoundDelay ? 1 : Float(fullBoundDelay) / Float(delay)
    }

    /// The largest squared RGB distance between the reference colour at (x, y) and its 8
    /// neighbours (a neighbour with no pixel, or a pixel with none, counting as far).
    private func contrast(_ reference: [UInt32], _ x: Int, _ y: Int, _ center: SIMD4<Float>) -> Float {
        let height = reference.count / width
        let own = reference[y * width + x]
        var most: Float = 0
        for ny in max(y - 1, 0)...min(y + 1, height - 1) {
            for nx in max(x - 1, 0)...min(x + 1, width - 1) {
                let neighbour = reference[ny * width + nx]
                if neighbour == own { continue }
                let d = GIFLossyColor.distance(coordinates(neighbour), center)
                most = max(most, d.isFinite ? d : 3 * 255 * 255)
            }
        }
        return most
    }

    /// Shows no pixel over `box`: an image of "keep" pixels disposed to the background there
    /// (`PendingDisposal.clearing`).
    func clear(_ box: PixelBox) {
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 { displayed[y * width + x] = 0 }
        }
    }
}
