public import ReelRaster
internal import CFFmpeg

/// Writes an MP4 file of H.264 video (yuv420p, BT.709, limited range), one frame at a time.
///
/// Frames are premultiplied RGBA; their colour bytes go to the converter and alpha is dropped,
/// which is exactly compositing the frame over black (premultiplied colour *is* colour × alpha).
/// H.264 4:2:0 needs even dimensions, so an odd width or height is padded by repeating the last
/// column or row; `outputWidth`, `outputHeight` and `notes` say so.
///
/// Every frame lasts `1/fps` exactly: timestamps are frame numbers in a time base of `1/fps`
/// (as a rational, so 29.97 is 100/2997), and packets are rescaled to the muxer's own clock.
public final class VideoWriter {
    /// The width of the frames passed to `write`.
    public let width: Int
    /// The height of the frames passed to `write`.
    public let height: Int
    /// The width of the encoded video: `width` rounded up to even.
    public let outputWidth: Int
    /// The height of the encoded video: `height` rounded up to even.
    public let outputHeight: Int
    /// Things the user should hear about the output, such as padding to even dimensions.
    public let notes: [String]

    private let path: String
    private let output: FFmpegOutputContext
    private let encoder: FFmpegCodecContext
    private let stream: UnsafeMutablePointer<AVStream>
    private let frame: FFmpegFrame
    private let packet: FFmpegPacket
    private let scaler: FFmpegScaler
    private var frameIndex: Int64 = 0
    private var finished = false
    /// Staging buffer for odd sizes, reused for every frame.
    private var padded: [UInt8] = []

    /// Creates the MP4 file at `path` (container chosen by name, whatever the extension) and
    /// writes its header. Throws if libx264 is missing, a setting is rejected, or the file cannot
    /// be created.
    public init(path: String, width: Int, height: Int, fps: Double, settings: VideoSettings = .init()) throws {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw EncodeError("A video is 1 to 16384 pixels wide and high; '\(path)' would be \(width)×\(height)")
        }
        guard fps > 0, fps <= 1000, fps.isFinite else {
            throw EncodeError("The frame rate of '\(path)' must be above 0 and at most 1000 fps, not \(fps)")
        }
        self.path = path
        self.width = width
        self.height = height
        outputWidth = width + width % 2
        outputHeight = height + height % 2
        if outputWidth != width || outputHeight != height {
            notes = ["H.264 yuv420p needs even dimensions: \(width)×\(height) padded to \(outputWidth)×\(outputHeight) by repeating the last column/row"]
        } else {
            notes = []
        }

        guard let codec = avcodec_find_encoder_by_name("libx264") else {
            throw EncodeError("This FFmpeg has no libx264 encoder, which H.264 output for '\(path)' needs")
        }
        output = try FFmpegOutputContext(format: "mp4", path: path)
        encoder = try FFmpegCodecContext(codec: codec)
        let rate = av_d2q(fps, 100_000)
        try Self.configure(encoder, width: outputWidth, height: outputHeight, rate: rate,
                           globalHeader: output.wantsGlobalHeader, settings: settings, path: path)

        guard let stream = avformat_new_stream(output.pointer, nil) else {
            throw EncodeError("FFmpeg could not add a video stream to '\(path)'")
        }
        self.stream = stream
        try ffmpegCheck(avcodec_parameters_from_context(stream.pointee.codecpar, encoder.pointer),
                        "FFmpeg could not describe the video stream of '\(path)'")
        // A hint: the mp4 muxer picks its own timescale in the header, hence the rescaling later.
        stream.pointee.time_base = encoder.pointer.pointee.time_base
        stream.pointee.avg_frame_rate = rate
        stream.pointee.r_frame_rate = rate

        try output.openFile()
        // faststart moves the index (moov) before the media (mdat) at the end, so players can
        // start before the whole file has downloaded: what a docs page or README wants.
        let options = FFmpegDictionary(["movflags": "+faststart"])
        try ffmpegCheck(avformat_write_header(output.pointer, &options.pointer),
                        "Cannot write the MP4 header of '\(path)'")

        frame = try FFmpegFrame(width: outputWidth, height: outputHeight, format: AV_PIX_FMT_YUV420P)
        packet = try FFmpegPacket()
        scaler = try FFmpegScaler(width: outputWidth, height: outputHeight, to: AV_PIX_FMT_YUV420P)
    }

    /// Encodes `pixmap`, which must be `width`×`height`, as the next frame (alpha ignored: over black).
    public func write(_ pixmap: Pixmap) throws {
        guard !finished else { throw EncodeError("The video '\(path)' is already finished") }
        guard pixmap.width == width, pixmap.height == height else {
            throw EncodeError("A \(pixmap.width)×\(pixmap.height) frame cannot go into the \(width)×\(height) video '\(path)'")
        }
        try frame.makeWritable()
        if outputWidth == width && outputHeight == height {
            scaler.convert(pixmap.bytes, into: frame)
        } else {
            Self.pad(pixmap, toWidth: outputWidth, height: outputHeight, into: &padded)
            scaler.convert(padded, into: frame)
        }
        frame.pointer.pointee.pts = frameIndex
        frameIndex += 1
        try send(frame.pointer)
    }

    /// Drains the encoder, writes the trailer (and the faststart move) and closes the file.
    /// The writer cannot be used afterwards.
    public func finish() throws {
        guard !finished else { return }
        finished = true
        try send(nil)
        try ffmpegCheck(av_write_trailer(output.pointer), "Cannot finish the MP4 file '\(path)'")
        try output.closeFile()
    }

    /// Sends a frame (nil flushes) and muxes every packet that comes out.
    private func send(_ frame: UnsafeMutablePointer<AVFrame>?) throws {
        let timeBase = encoder.pointer.pointee.time_base
        try encoder.encode(frame, using: packet, failure: "x264 could not encode a frame of '\(path)'") { packet in
            // libx264 in FFmpeg 5.1 leaves durations at 0; each frame lasts one tick of 1/fps,
            // and the last one's duration is what makes the file's length exact.
            if packet.pointee.duration == 0 { packet.pointee.duration = 1 }
            av_packet_rescale_ts(packet, timeBase, stream.pointee.time_base)
            packet.pointee.stream_index = stream.pointee.index
            try ffmpegCheck(av_interleaved_write_frame(output.pointer, packet),
                            "Cannot write video data to '\(path)'")
        }
    }
}
