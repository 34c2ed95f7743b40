internal import CFFmpeg

/// Owns one output `AVFormatContext` (a muxer) and, once opened, the file it writes.
final class FFmpegOutputContext {
    let pointer: UnsafeMutablePointer<AVFormatContext>
    let path: String

    /// A muxer for the container named `format` (e.g. "mp4"), chosen by name because the output
    /// path is a temporary name whose extension says nothing. Nothing is opened yet.
    init(format: String, path: String) throws {
        try FFmpegLibraries.load()
        var pointer: UnsafeMutablePointer<AVFormatContext>?
        let status = avformat_alloc_output_context2(&pointer, nil, format, path)
        guard status >= 0, let pointer else {
            throw EncodeError.ffmpeg("FFmpeg has no '\(format)' muxer for '\(path)'", code: status)
        }
        self.pointer = pointer
        self.path = path
    }

    deinit {
        // Formats flagged NOFILE never open a file; for the others `pb` is ours to close.
        if pointer.pointee.oformat.pointee.flags & AVFMT_NOFILE == 0, pointer.pointee.pb != nil {
            avio_closep(&pointer.pointee.pb)
        }
        avformat_free_context(pointer)
    }

    /// Whether the muxer wants codec headers out of band (mp4 does: they go in `avcC`).
    var wantsGlobalHeader: Bool { pointer.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 }

    /// Creates (or truncates) the output file.
    func openFile() throws {
        try ffmpegCheck(avio_open(&pointer.pointee.pb, path, AVIO_FLAG_WRITE), "Cannot create the file '\(path)'")
    }

    /// Closes the output file, flushing what the muxer wrote.
    func closeFile() throws {
        try ffmpegCheck(avio_closep(&pointer.pointee.pb), "Cannot finish writing the file '\(path)'")
    }
}
