/// Quality settings for H.264 video, passed to x264 as its own options.
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

    /// Settings for H.264 output; the defaults favour quality over size, as docs assets want.
    public init(crf: Int = 18, preset: String = "medium", tune: String? = "animation") {
        self.crf = crf
        self.preset = preset
        self.tune = tune
    }
}
