import Foundation

/// How a GIF trades size for fidelity.
public struct GIFOptions: Sendable, Hashable {
    /// The dithering of colours the palette lacks. Colours the palette holds exactly are never
    /// dithered, so flat artwork stays flat whatever this is.
    public var dither: GIFDither
    /// 1…100. 100 redraws every pixel whose colour changed; 95…99 leave a changed pixel as it is
    /// on screen while its new colour is within a tolerance of the old one (which shrinks the
    /// changed rectangles and the data inside them), up to 4 levels at 90; below 90 the lossy
    /// mode's bound grows instead (`lossiness`), and below 50 the palette shrinks too.
    public var quality: Int
    /// The lossy mode's strength, 0…200, or nil to take it from `quality` (see `lossiness`).
    /// Each pixel may then be written in another colour, up to `lossy`/2 levels away from the one
    /// the lossless frame shows (RGB distance, what PSNR counts; 8 is 4 levels) and no further
    /// than that colour is from a neighbour's, where that lets LZW write longer strings. A frame
    /// shown longer than 4 cs takes 4/delay of the squared bound: its errors show for longer.
    public var lossy: Int?

    /// The default: no dithering, quality 90. On every benchmark input (docs/benchmarks.md) that
    /// gave smaller files and higher PSNR and SSIM than either dithering, and it is temporally
    /// stable and LZW-friendly by construction.
    /// - Parameters:
    ///   - dither: How colours the palette lacks are approximated; ``GIFDither/none`` by default.
    ///   - quality: 1…100, clamped into that range; 90 by default.
    ///   - lossy: 0…200, clamped into that range, or nil (the default) to follow `quality`.
    public init(dither: GIFDither = .none, quality: Int = 90, lossy: Int? = nil) {
        self.dither = dither
        self.quality = min(max(quality, 1), 100)
        self.lossy = lossy.map { min(max($0, 0), 200) }
    }

    /// The largest error of a pixel the LZW stream may add, in half levels of RGB distance:
    /// `lossy` when given, else 0 at quality 90 and above (the lossless stream, so the
    /// default output is unchanged) and 8 × 2^((80 − quality) / 10) below 90 (4 at 89, 8 at 80,
    /// doubling every ten points, 200 at most). No pixel's error exceeds how far its colour is
    /// from a neighbour's either, so flat areas stay exact.
    public var lossiness: Int {
        guard quality < 90 else { return lossy ?? 0 }
        // Each ten points down double the bound, from 4 just below the default: with the
        // neighbour limit, small bounds already save bytes at edges for little PSNR.
        return lossy ?? min(200, Int((8 * pow(2, (80 - Double(quality)) / 10)).rounded()))
    }

    /// How much further (squared RGB distance) from the wanted colour the shown colour may be than
    /// the newly chosen one and still stay: 0 at quality 100, (0.4 level × points below 100)²,
    /// so 90 tolerates 4 levels, and so does every quality below (where the lossy bound trades
    /// instead: a tolerance kept over whole areas lost 10–30 dB a step).
    var keepDistance: Int {
        let levels = Double(100 - max(quality, 90)) * 0.4
        return Int(levels * levels)
    }

    /// The palette size: 256 down to 16 as quality drops from 50 to 1.
    public var maxColors: Int {
        quality >= 50 ? 256 : max(16, 256 * quality / 50)
    }

    /// Whether a frame gets a palette of its own (a local colour table) where that at least
    /// halves the error of the pixels it redraws: at quality 95 and above. (It costs up to 768
    /// bytes a frame; measured in docs/benchmarks.md.)
    public var localPalettes: Bool { quality >= 95 }

    /// The amplitude of the ordered pattern, in levels per channel.
    var orderedAmplitude: Int32 { 5 }
}
