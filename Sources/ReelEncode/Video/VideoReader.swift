internal import CFFmpeg
package import ReelRaster

/// Decodes a video (any file or image-sequence pattern FFmpeg reads) into premultiplied frames at
/// a constant frame rate, streaming: one decoded picture and one output frame are held at a time.
///
/// Output frame `n` shows the source picture on screen at `start + n / fps` (the latest one that
/// began at or before that time), so a lower rate drops pictures and a higher one repeats them.
/// Pictures are converted with swscale (bicubic, bit-exact), colour from the stream's matrix
/// (BT.709 when untagged and at least 720 lines high, BT.601 below) and range.
package final class VideoReader {
    /// The width of the frames produced.
    package let width: Int
    /// The height of the frames produced.
    package let height: Int
    /// The output frame rate.
    package let fps: Double
    /// The number of frames `read` produces when the stream's duration is known, else nil.
    package let expectedFrameCount: Int?

    private let path: String
    private let input: FFmpegInputContext
    private let decoder: FFmpegCodecContext
    private let streamIndex: Int32
    private let timeBase: Double
    /// One source frame's duration, for the last picture.
    private let sourceFrameDuration: Double
    private let start: Double
    private let end: Double
    private var scaler: VideoFrameScaler?
    private let sizeGuard: FFmpegSizeGuard

    /// Opens `path`. `width` resizes (height keeps the aspect ratio, rounded to even); `fps`
    /// resamples (default: the stream's rate); `start` and `duration` (seconds) pick a part.
    /// Pictures with a side beyond `maximumSide` are refused before they are decoded, from the
    /// stream's header here and from each picture's while reading (`PictureSizeError`).
    package init(
        path: String, width: Int? = nil, fps: Double? = nil, start: Double = 0, duration: Double? = nil,
        maximumSide: Int = 16384
    ) throws {
        self.path = path
        input = try FFmpegInputContext(path: path, kind: "video")
        sizeGuard = FFmpegSizeGuard(maximumSide: maximumSide, path: path)
        try sizeGuard.findStreamInfo(input, failure: "Cannot read the video '\(path)'")
        var codec: UnsafePointer<AVCodec>?
        let index = av_find_best_stream(input.pointer, AVMEDIA_TYPE_VIDEO, -1, -1, &codec, 0)
        guard index >= 0, let codec, let stream = input.pointer.pointee.streams[Int(index)] else {
            throw EncodeError.ffmpeg("The file '\(path)' has no video stream FFmpeg can decode", code: index)
        }
        streamIndex = index
        // libvpx's decoder keeps VP9 alpha; FFmpeg's native one drops it.
        var chosen = codec
        if stream.pointee.codecpar.pointee.codec_id == AV_CODEC_ID_VP9,
            let vpx = avcodec_find_decoder_by_name("libvpx-vp9")
        {
            chosen = vpx
        }
        try sizeGuard.check(
            width: Int(stream.pointee.codecpar.pointee.width), height: Int(stream.pointee.codecpar.pointee.height))
        decoder = try FFmpegCodecContext(codec: chosen)
        try ffmpegCheck(
            avcodec_parameters_to_context(decoder.pointer, stream.pointee.codecpar),
            "Cannot set up a decoder for '\(path)'")
        // FFmpeg 5.1's APNG decoder deadlocks with frame threads on some broken files (a fuzzed
        // 441-byte APNG hangs `ffmpeg -threads 2` too, and is fine with one thread); its frames
        // are cheap to decode on one.
        decoder.pointer.pointee.thread_count = chosen.pointee.id == AV_CODEC_ID_APNG ? 1 : 0
        sizeGuard.install(on: decoder)
        try ffmpegCheck(avcodec_open2(decoder.pointer, chosen, nil), "Cannot start FFmpeg's decoder for '\(path)'")
        timeBase = av_q2d(stream.pointee.time_base)

        let sourceWidth = Int(decoder.pointer.pointee.width)
        let sourceHeight = Int(decoder.pointer.pointee.height)
        guard sourceWidth > 0, sourceHeight > 0 else {
            // The probe leaves the size unknown when it refused a claim beyond the limit: decoding
            // the first picture on its own tells that (refused from its header) from a broken file.
            do {
                _ = try ImageDecoder.decode(contentsOf: path, maximumSide: maximumSide)
            } catch let error as PictureSizeError {
                throw error
            } catch {}
            throw EncodeError("The video '\(path)' has no picture size")
        }
        if let width {
            self.width = width
            self.height = max(1, Int((Double(sourceHeight) * Double(width) / Double(sourceWidth) / 2).rounded()) * 2)
        } else {
            self.width = sourceWidth
            self.height = sourceHeight
        }
        let rate =
            stream.pointee.avg_frame_rate.den > 0 && stream.pointee.avg_frame_rate.num > 0
            ? av_q2d(stream.pointee.avg_frame_rate) : av_q2d(stream.pointee.r_frame_rate)
        let outputRate = fps ?? (rate > 0 && rate.isFinite && rate <= 1000 ? rate : 25)
        self.fps = outputRate
        self.start = max(start, 0)
        sourceFrameDuration = rate > 0 && rate.isFinite ? 1 / rate : 1 / outputRate
        // The container's duration is only an estimate (for progress): the stream's own
        // timestamps decide where it ends.
        let total =
            input.pointer.pointee.duration > 0 ? Double(input.pointer.pointee.duration) / Double(AV_TIME_BASE) : nil
        let first = max(start, 0)
        end = duration.map { first + $0 } ?? .infinity
        let estimatedEnd = duration.map { first + $0 } ?? total
        expectedFrameCount = estimatedEnd.map { max(0, Int((($0 - first) * outputRate - 1e-6).rounded(.up))) }

        if self.start > 0 {
            let target = Int64(self.start * Double(AV_TIME_BASE))
            _ = avformat_seek_file(input.pointer, -1, Int64.min, target, target, 0)
        }
    }

    /// Decodes to the end (or the duration asked for), passing each output frame and its number.
    /// A reader reads once; open another for a second pass.
    package func read(_ body: (Pixmap, Int) throws -> Void) throws {
        try sizeGuard.decoding(decoder) { try decodeAll(body) }
    }

    private func decodeAll(_ body: (Pixmap, Int) throws -> Void) throws {
        let packet = try FFmpegPacket()
        let frame = try FFmpegDecodedFrame()
        var current: Pixmap?
        var currentTime = start
        var currentDuration = sourceFrameDuration
        var next = 0
        /// Output times before `time` show `current`.
        func emit(until time: Double) throws {
            guard let current else { return }
            while true {
                let t = start + Double(next) / fps
                guard t < time - 1e-9, t < end - 1e-9 else { return }
                try body(current, next)
                next += 1
            }
        }
        func drain() throws -> Bool {
            while true {
                let status = avcodec_receive_frame(decoder.pointer, frame.pointer)
                if status == reel_averror_eagain() { return true }
                if status == reel_averror_eof() { return false }
                try ffmpegCheck(status, "Cannot decode the video '\(path)'")
                let stamp = frame.pointer.pointee.best_effort_timestamp
                let time = stamp == reel_av_nopts_value() ? start + Double(next) / fps : Double(stamp) * timeBase
                if time > start + 1e-9 || current == nil {
                    try emit(until: time)
                }
                if time >= end - 1e-9 && current != nil { return false }
                current = try convert(frame)
                currentTime = time
                let duration = Double(frame.pointer.pointee.pkt_duration) * timeBase
                currentDuration = duration > 0 ? duration : sourceFrameDuration
                av_frame_unref(frame.pointer)
            }
        }
        reading: while true {
            let status = av_read_frame(input.pointer, packet.pointer)
            if status == reel_averror_eof() { break }
            try ffmpegCheck(status, "Cannot read the video '\(path)'")
            defer { av_packet_unref(packet.pointer) }
            guard packet.pointer.pointee.stream_index == streamIndex else { continue }
            try ffmpegCheck(avcodec_send_packet(decoder.pointer, packet.pointer), "Cannot decode the video '\(path)'")
            if try !drain() { break reading }
        }
        _ = avcodec_send_packet(decoder.pointer, nil)
        _ = try drain()
        // The last picture lasts one source frame (or until the end asked for, if sooner).
        try emit(until: min(end, currentTime + currentDuration))
    }

    private func convert(_ frame: FFmpegDecodedFrame) throws -> Pixmap {
        let f = frame.pointer.pointee
        let format = AVPixelFormat(rawValue: f.format)
        try sizeGuard.check(width: Int(f.width), height: Int(f.height))  // a decoder that allocates its own pictures
        if scaler == nil || !scaler!.matches(width: Int(f.width), height: Int(f.height), format: format) {
            scaler = try VideoFrameScaler(
                sourceWidth: Int(f.width), sourceHeight: Int(f.height), format: format,
                colorspace: f.colorspace, fullRange: f.color_range == AVCOL_RANGE_JPEG,
                width: width, height: height, path: path)
        }
        let rgba = scaler!.convert(frame)
        return ImageDecoder.premultiplied(rgba, width: width, height: height)
    }
}
