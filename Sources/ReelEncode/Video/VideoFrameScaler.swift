internal import CFFmpeg

/// Owns one `SwsContext` turning decoded video pictures into packed straight RGBA at the output size.
final class VideoFrameScaler {
    private let pointer: OpaquePointer
    private let sourceWidth: Int, sourceHeight: Int, format: AVPixelFormat
    private let width: Int, height: Int

    init(sourceWidth: Int, sourceHeight: Int, format: AVPixelFormat, colorspace: AVColorSpace, fullRange: Bool,
         width: Int, height: Int, path: String) throws {
        let flags = SWS_BICUBIC | SWS_FULL_CHR_H_INT | SWS_ACCURATE_RND | SWS_BITEXACT
        guard let pointer = sws_getContext(Int32(sourceWidth), Int32(sourceHeight), format, Int32(width), Int32(height),
                                           AV_PIX_FMT_RGBA, Int32(flags), nil, nil, nil) else {
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
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            var planes: [UnsafeMutablePointer<UInt8>?] = [out.baseAddress, nil, nil, nil]
            var strides: [Int32] = [Int32(width * 4), 0, 0, 0]
            withUnsafePointer(to: &frame.pointer.pointee.data) { data in
                withUnsafePointer(to: &frame.pointer.pointee.linesize) { linesize in
                    data.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: Int(AV_NUM_DATA_POINTERS)) { source in
                        linesize.withMemoryRebound(to: Int32.self, capacity: Int(AV_NUM_DATA_POINTERS)) { sourceStrides in
                            _ = sws_scale(pointer, source, sourceStrides, 0, Int32(sourceHeight), &planes, &strides)
                        }
                    }
                }
            }
        }
        return rgba
    }
}
