internal import CFFmpeg

/// Owns one input `AVFormatContext` (a demuxer) and the file it reads.
final class FFmpegInputContext {
    let pointer: UnsafeMutablePointer<AVFormatContext>
    let path: String

    /// Opens `path`, letting FFmpeg probe the format (image2, png_pipe, jpeg_pipe, …).
    init(path: String, kind: String = "image file") throws {
        try FFmpegLibraries.load()
        var pointer: UnsafeMutablePointer<AVFormatContext>?
        let status = avformat_open_input(&pointer, path, nil, nil)
        guard status >= 0, let pointer else {
            throw EncodeError.ffmpeg("Cannot open the \(kind) '\(path)'", code: status)
        }
        self.pointer = pointer
        self.path = path
    }

    deinit {
        var pointer: UnsafeMutablePointer<AVFormatContext>? = self.pointer
        avformat_close_input(&pointer)
    }
}
