internal import CFFmpegLoader

/// FFmpeg's libraries, loaded the first time Reel needs them rather than when the process starts
/// (Sources/CFFmpegLoader): a command that writes no video, PNG or WebP and reads no image or
/// video never loads them, and starts in a fraction of the time.
enum FFmpegLibraries {
    /// Loads libavformat, libavcodec, libswscale and libavutil, once; the entry points into
    /// FFmpeg (the muxer and demuxer contexts, the video writer, the PNG writer) call it first, so
    /// that a library that cannot be loaded is an error, not the end of the process.
    /// - Throws: ``EncodeError`` naming the library and why it could not be loaded.
    static func load() throws {
        var failure: UnsafePointer<CChar>?
        guard reel_ffmpeg_load(&failure) == 0 else { return }
        throw EncodeError(failure.map { String(cString: $0) } ?? "FFmpeg's libraries could not be loaded")
    }
}
