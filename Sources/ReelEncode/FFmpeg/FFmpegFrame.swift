internal import CFFmpeg

/// Owns one `AVFrame` with its own picture buffer.
final class FFmpegFrame {
    let pointer: UnsafeMutablePointer<AVFrame>

    /// A frame of `format` at `width`×`height`, its planes allocated by FFmpeg (aligned as its
    /// SIMD code wants, which is why we do not wrap the pixmap's bytes directly).
    init(width: Int, height: Int, format: AVPixelFormat) throws {
        guard let pointer = av_frame_alloc() else {
            throw EncodeError("FFmpeg could not allocate a \(width)×\(height) frame")
        }
        self.pointer = pointer
        pointer.pointee.width = Int32(width)
        pointer.pointee.height = Int32(height)
        pointer.pointee.format = format.rawValue
        try ffmpegCheck(
            av_frame_get_buffer(pointer, 0),
            "FFmpeg could not allocate the pixels of a \(width)×\(height) frame")
    }

    deinit {
        var pointer: UnsafeMutablePointer<AVFrame>? = self.pointer
        av_frame_free(&pointer)
    }

    /// Makes the planes safe to overwrite: an encoder may still hold a reference to the last
    /// picture, in which case FFmpeg gives this frame fresh buffers.
    func makeWritable() throws {
        try ffmpegCheck(av_frame_make_writable(pointer), "FFmpeg could not make a frame writable")
    }

    /// Calls `body` with the plane pointers and strides, in the array form `sws_scale` takes.
    func withPlanes<R>(_ body: (UnsafePointer<UnsafeMutablePointer<UInt8>?>, UnsafePointer<Int32>) throws -> R) rethrows
        -> R
    {
        try withUnsafePointer(to: &pointer.pointee.data) { data in
            try withUnsafePointer(to: &pointer.pointee.linesize) { linesize in
                try data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: Int(AV_NUM_DATA_POINTERS)) {
                    planes in
                    try linesize.withMemoryRebound(to: Int32.self, capacity: Int(AV_NUM_DATA_POINTERS)) { strides in
                        try body(planes, strides)
                    }
                }
            }
        }
    }
}
