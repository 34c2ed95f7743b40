internal import CFFmpeg
internal import CGIF

/// The versions of the C libraries that write an output's bytes, for telling one build of Reel
/// from another (`reel build` rebuilds what another Reel wrote).
package enum EncoderLibraries {
    /// One "name version" entry per library: giflib (its header's version: it has no run-time
    /// one), then FFmpeg's libavcodec (PNG, APNG, WebP and the video codecs), libavformat,
    /// libswscale and libavutil as loaded at run time (or why they could not be).
    package static var versions: [String] {
        do {
            try FFmpegLibraries.load()
        } catch {
            return ["giflib \(GIFLIB_MAJOR).\(GIFLIB_MINOR).\(GIFLIB_RELEASE)", "FFmpeg: \(error)"]
        }
        return [
            "giflib \(GIFLIB_MAJOR).\(GIFLIB_MINOR).\(GIFLIB_RELEASE)",
            "libavcodec \(dotted(avcodec_version()))",
            "libavformat \(dotted(avformat_version()))",
            "libswscale \(dotted(swscale_version()))",
            "libavutil \(dotted(avutil_version()))"
        ]
    }

    /// FFmpeg's `AV_VERSION_INT` (major << 16 | minor << 8 | micro) as "major.minor.micro".
    private static func dotted(_ version: UInt32) -> String {
        "\(version >> 16).\(version >> 8 & 0xFF).\(version & 0xFF)"
    }
}
