internal import CFFmpeg

/// Owns one `AVPacket`, reused for every packet an encoder produces.
final class FFmpegPacket {
    let pointer: UnsafeMutablePointer<AVPacket>

    init() throws {
        guard let pointer = av_packet_alloc() else { throw EncodeError("FFmpeg could not allocate a packet") }
        self.pointer = pointer
    }

    deinit {
        var pointer: UnsafeMutablePointer<AVPacket>? = self.pointer
        av_packet_free(&pointer)
    }
}
