internal import CFFmpeg

/// Owns one `SwsContext` converting a decoded picture of any pixel format to packed RGBA at the
/// same size (full-range RGB; JPEG's full-range YUV is read as such).
final class FFmpegImageScaler {
    private let pointer: OpaquePointer
    private let width: Int
    private let height: Int

    init(width: Int, height: Int, from decodedFormat: AVPixelFormat, fullRange: Bool, path: String) throws {
        // JPEG's "J" formats are the plain YUV ones in full range; naming them directly makes
        // swscale warn, so the range is passed explicitly instead.
        var format = decodedFormat
        var fullRange = fullRange
        let jpegFormats: [(AVPixelFormat, AVPixelFormat)] = [
            (AV_PIX_FMT_YUVJ420P, AV_PIX_FMT_YUV420P), (AV_PIX_FMT_YUVJ422P, AV_PIX_FMT_YUV422P),
            (AV_PIX_FMT_YUVJ444P, AV_PIX_FMT_YUV444P), (AV_PIX_FMT_YUVJ440P, AV_PIX_FMT_YUV440P),
            (AV_PIX_FMT_YUVJ411P, AV_PIX_FMT_YUV411P)
        ]
        if let plain = jpegFormats.first(where: { $0.0 == decodedFormat })?.1 {
            format = plain
            fullRange = true
        }
        // Accurate, bit-exact rounding: the same pixels on every CPU. Bicubic only matters for
        // chroma upsampling, the picture itself is not resized.
        let flags = SWS_BICUBIC | SWS_FULL_CHR_H_INT | SWS_ACCURATE_RND | SWS_BITEXACT
        guard
            let pointer = sws_getContext(
                Int32(width), Int32(height), format, Int32(width), Int32(height), AV_PIX_FMT_RGBA,
                Int32(flags), nil, nil, nil)
        else {
            let name = av_get_pix_fmt_name(format).map { String(cString: $0) } ?? "this pixel format"
            throw EncodeError("Cannot convert the image '\(path)' from \(name) to RGBA")
        }
        self.pointer = pointer
        self.width = width
        self.height = height
        // YUV sources: BT.601 coefficients (JPEG's), in the range the decoder reported.
        let bt601 = sws_getCoefficients(SWS_CS_ITU601)
        _ = sws_setColorspaceDetails(pointer, bt601, fullRange ? 1 : 0, bt601, 1, 0, 1 << 16, 1 << 16)
    }

    deinit { sws_freeContext(pointer) }

    /// The frame's pixels as straight-alpha RGBA rows, packed.
    func convert(_ frame: FFmpegDecodedFrame) -> [UInt8] {
        frame.rgba(through: pointer, sourceHeight: height, width: width, height: height)
    }
}
