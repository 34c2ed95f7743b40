/// Quality settings for video, passed to the encoder as its own options. `crf` and `preset`
/// apply to H.264 and HEVC (`crf` to VP9 too), `tune` to H.264 and HEVC, `quality`/`lossless`
/// to WebP, `loop` to WebP and APNG.
public struct VideoSettings: Sendable, Hashable {
    /// Constant rate factor: 0 is lossless, 18 looks visually lossless, each +6 roughly halves
    /// the size.
    public var crf: Int
    /// x264 speed preset ("ultrafast" … "veryslow"). The default is "medium": the encoder runs on
    /// one ordered stage behind a parallel renderer, so a slower preset would set the export's
    /// pace, while on flat animation content at CRF 18 "slow" saves only a few percent of size.
    public var preset: String
    /// x264 tune, or nil for none. "animation" suits flat colour and hard edges (more reference
    /// frames, stronger deblocking, adaptive quantization tuned for large flat areas).
    public var tune: String?
    /// x264's thread count. Fixed rather than x264's default (1.5 × the machine's cores) because
    /// x264's output depends on its thread count: a fixed count makes the same file on every
    /// machine. Four keeps two cores busy, and x264's frame threads scale past that on bigger ones.
    public var threads: Int

    /// WebP: lossless compression instead of lossy.
    public var lossless = false
    /// WebP lossy quality, 0…100.
    public var quality = 90
    /// WebP and APNG: how many times the animation plays.
    public var loop: GIFLoop = .forever
    /// MP4 and MOV as fragments, each with its own index, instead of one index moved to the front
    /// at the end: what a pipe, which cannot seek back, needs.
    public var fragmented = false

    /// Video settings; the defaults favour quality over size, as docs assets want. WebP's
    /// `lossless` and `quality`, the `loop` and `fragmented` start at their defaults.
    /// - Parameters:
    ///   - crf: The constant rate factor: 0 is lossless, 18 (the default) looks visually lossless.
    ///   - preset: x264's speed preset; "medium" by default.
    ///   - tune: x264's tune, or nil for none; "animation" by default.
    ///   - threads: x264's thread count; 4 by default, the same file on every machine.
    public init(crf: Int = 18, preset: String = "medium", tune: String? = "animation", threads: Int = 4) {
        self.crf = crf
        self.preset = preset
        self.tune = tune
        self.threads = threads
    }
}
