/// The codecs (and their containers) that `VideoWriter` writes through FFmpeg.
public enum VideoCodec: String, Sendable, Hashable, CaseIterable {
    /// H.264 (libx264) in MP4, yuv420p.
    case h264
    /// HEVC (libx265) in MP4, yuv420p, tagged `hvc1` so Apple players accept it.
    case hevc
    /// VP9 (libvpx) in WebM, yuva420p: constant quality (`crf`, bit rate 0), alpha kept.
    case vp9
    /// ProRes 4444 (prores_ks) in QuickTime, yuva444p10le, alpha kept.
    case prores4444
    /// Animated WebP (libwebp), from RGBA, lossy or lossless, with a loop count.
    case webp
    /// Animated PNG, RGBA, lossless, with a loop count.
    case apng

    /// FFmpeg's encoder.
    var encoderName: String {
        switch self {
        case .h264: "libx264"
        case .hevc: "libx265"
        case .vp9: "libvpx-vp9"
        case .prores4444: "prores_ks"
        case .webp: "libwebp_anim"
        case .apng: "apng"
        }
    }

    /// FFmpeg's muxer.
    var muxerName: String {
        switch self {
        case .h264, .hevc: "mp4"
        case .vp9: "webm"
        case .prores4444: "mov"
        case .webp: "webp"
        case .apng: "apng"
        }
    }

    /// Whether the encoded pictures carry alpha (then frames are passed with straight alpha;
    /// otherwise premultiplied, which is the frame composited over black).
    public var keepsAlpha: Bool { self != .h264 && self != .hevc }

    /// Whether pictures are converted to YUV (and tagged BT.709) rather than passed as RGB.
    var isYUV: Bool { self != .webp && self != .apng }

    /// Whether chroma is subsampled 2×2, which needs even dimensions.
    var needsEvenSize: Bool { self == .h264 || self == .hevc || self == .vp9 }

    /// A name for messages.
    var displayName: String {
        switch self {
        case .h264: "H.264"
        case .hevc: "HEVC"
        case .vp9: "VP9"
        case .prores4444: "ProRes 4444"
        case .webp: "WebP"
        case .apng: "APNG"
        }
    }
}
