internal import CFFmpeg

/// Owns one `SwsContext`: converts packed RGBA to YUV 4:2:0 with BT.709 limited-range coefficients.
final class FFmpegScaler {
    private let pointer: OpaquePointer
    private let width: Int
    private let height: Int
    /// The frame's rows spread `SwscaleRows` apart, when packed rows are not already so.
    private var spread: [UInt8] = []

    /// A converter for `width`×`height` RGBA (alpha ignored) to the same size in `format`.
    ///
    /// No resizing happens, so the scaler only matters for chroma subsampling: bilinear averages
    /// each 2×2 block's chroma, full-resolution chroma input (`SWS_FULL_CHR_H_INP`) computes
    /// chroma for every pixel before that average, and accurate, bit-exact rounding keeps the
    /// output the same on every CPU.
    init(width: Int, height: Int, to format: AVPixelFormat) throws {
        let flags = SWS_BILINEAR | SWS_FULL_CHR_H_INP | SWS_ACCURATE_RND | SWS_BITEXACT
        guard
            let pointer = sws_getContext(
                Int32(width), Int32(height), AV_PIX_FMT_RGBA,
                Int32(width), Int32(height), format,
                Int32(flags), nil, nil, nil)
        else {
            throw EncodeError(
                "FFmpeg cannot convert \(width)×\(height) RGBA to \(String(cString: av_get_pix_fmt_name(format)))")
        }
        self.pointer = pointer
        self.width = width
        self.height = height
        // RGB in is full range; YUV out is BT.709 limited ("TV") range, as the stream is tagged.
        let bt709 = sws_getCoefficients(SWS_CS_ITU709)
        guard sws_setColorspaceDetails(pointer, bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16) >= 0 else {
            throw EncodeError("FFmpeg cannot convert RGB to BT.709 YUV")
        }
    }

    deinit { sws_freeContext(pointer) }

    /// Converts `rgba` (`width * height * 4` bytes, rows packed) into `frame`'s planes.
    func convert(_ rgba: [UInt8], into frame: FFmpegFrame) {
        let stride = SwscaleRows.stride(width: width)
        if stride != width * 4 { SwscaleRows.spread(rgba, width: width, height: height, into: &spread) }
        (stride != width * 4 ? spread : rgba).withUnsafeBufferPointer { source in
            var sourcePlanes: [UnsafePointer<UInt8>?] = [source.baseAddress, nil, nil, nil]
            var sourceStrides: [Int32] = [Int32(stride), 0, 0, 0]
            frame.withPlanes { planes, strides in
                _ = sws_scale(pointer, &sourcePlanes, &sourceStrides, 0, Int32(height), planes, strides)
            }
        }
    }
}
