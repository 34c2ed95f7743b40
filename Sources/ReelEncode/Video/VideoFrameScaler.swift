internal import CFFmpeg

/// Owns one `SwsContext` turning decoded video pictures into packed straight RGBA at the output size.
final class VideoFrameScaler {
    private let pointer: OpaquePointer
    private let sourceWidth: Int, sourceHeight: Int, format: AVPixelFormat
    private let width: Int, height: Int

    init(
        sourceWidth: Int, sourceHeight: Int, format: AVPixelFormat, colorspace: AVColorSpace, fullRange: Bool,
        width: Int, height: Int, path: String
    ) throws {
        // FFmpeg's own default (bicubic), bit-exact so every CPU gives the same pixels: on a 1080p
        // BT.709 H.264 clip it matches the source to 41.6 dB and FFmpeg's decoding exactly, where
        // adding SWS_FULL_CHR_H_INT | SWS_ACCURATE_RND took libswscale 5.1 to a path 8 dB off at
        // colour edges and 45 % slower (docs/benchmarks.md, reel convert of 1080p).
        let flags = SWS_BICUBIC | SWS_BITEXACT
        guard
            let pointer = sws_getContext(
                Int32(sourceWidth), Int32(sourceHeight), format, Int32(width), Int32(height),
                AV_PIX_FMT_RGBA, Int32(flags), nil, nil, nil)
        else {
            let name = av_get_pix_fmt_name(format).map { String(cString: $0) } ?? "this pixel format"
            throw EncodeError("Cannot convert the video '\(path)' from \(name) to RGBA")
        }
        self.pointer = pointer
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        self.format = format
        self.width = width
        self.height = height
        var matrix = Int32(colorspace.rawValue)
        if colorspace == AVCOL_SPC_UNSPECIFIED || colorspace == AVCOL_SPC_RGB {
            matrix = sourceHeight >= 720 ? SWS_CS_ITU709 : SWS_CS_ITU601
        }
        let coefficients = sws_getCoefficients(matrix)
        _ = sws_setColorspaceDetails(pointer, coefficients, fullRange ? 1 : 0, coefficients, 1, 0, 1 << 16, 1 << 16)
    }

    deinit { sws_freeContext(pointer) }

    func matches(width: Int, height: Int, format: AVPixelFormat) -> Bool {
        width == sourceWidth && height == sourceHeight && format == self.format
    }

    /// The picture as straight RGBA rows, packed.
    func convert(_ frame: FFmpegDecodedFrame) -> [UInt8] {
        frame.rgba(through: pointer, sourceHeight: sourceHeight, width: width, height: height)
    }
}
