internal import CFFmpeg

/// Owns one empty `AVFrame` that a decoder fills (its buffers belong to the decoder).
final class FFmpegDecodedFrame {
    let pointer: UnsafeMutablePointer<AVFrame>

    init() throws {
        guard let pointer = av_frame_alloc() else { throw EncodeError("FFmpeg could not allocate a frame") }
        self.pointer = pointer
    }

    deinit {
        var pointer: UnsafeMutablePointer<AVFrame>? = self.pointer
        av_frame_free(&pointer)
    }
}
