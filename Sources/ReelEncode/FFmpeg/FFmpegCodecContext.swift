internal import CFFmpeg

/// Owns one `AVCodecContext` (an encoder's settings and state).
final class FFmpegCodecContext {
    let pointer: UnsafeMutablePointer<AVCodecContext>
    let codec: UnsafePointer<AVCodec>
    /// An object the context's callbacks reach through `opaque`, kept alive as long as it is.
    var retained: AnyObject?

    /// A fresh context for `codec`; throws only when FFmpeg is out of memory.
    init(codec: UnsafePointer<AVCodec>) throws {
        guard let pointer = avcodec_alloc_context3(codec) else {
            throw EncodeError("FFmpeg could not allocate a codec context for \(String(cString: codec.pointee.name))")
        }
        self.pointer = pointer
        self.codec = codec
    }

    deinit {
        var pointer: UnsafeMutablePointer<AVCodecContext>? = self.pointer
        avcodec_free_context(&pointer)
    }

    /// Sets an option of the encoder itself (x264's `crf`, `preset`, …), as `-crf 18` would.
    func setPrivateOption(_ name: String, _ value: String) -> Int32 {
        av_opt_set(pointer.pointee.priv_data, name, value, 0)
    }

    /// Sends `frame` (nil to flush) and passes each packet the encoder has ready to `body`,
    /// until it wants more input or has nothing left. `body` may take the packet's data
    /// (`av_interleaved_write_frame` does); whatever is left is unreferenced afterwards.
    func encode(
        _ frame: UnsafeMutablePointer<AVFrame>?, using packet: FFmpegPacket,
        failure: @autoclosure () -> String,
        _ body: (UnsafeMutablePointer<AVPacket>) throws -> Void
    ) throws {
        try ffmpegCheck(avcodec_send_frame(pointer, frame), failure())
        while true {
            let status = avcodec_receive_packet(pointer, packet.pointer)
            if status == reel_averror_eagain() || status == reel_averror_eof() { return }
            try ffmpegCheck(status, failure())
            defer { av_packet_unref(packet.pointer) }
            try body(packet.pointer)
        }
    }
}
