internal import CFFmpeg
package import ReelRaster

/// Writes a video or animated image through FFmpeg, one frame at a time: H.264 or HEVC in MP4,
/// VP9 in WebM, ProRes 4444 in QuickTime, animated WebP, APNG (see `VideoCodec`).
///
/// Frames are premultiplied RGBA. For codecs without alpha their colour bytes go to the converter
/// and alpha is dropped, which is exactly compositing the frame over black (premultiplied colour
/// *is* colour × alpha); codecs with alpha get straight alpha. YUV output is BT.709, limited range,
/// and tagged so. 4:2:0 codecs need even dimensions, so an odd width or height is padded by
/// repeating the last column or row; `outputWidth`, `outputHeight` and `notes` say so.
///
/// Every frame lasts `1/fps` exactly: timestamps are frame numbers in a time base of `1/fps`
/// (as a rational, so 29.97 is 100/2997), and packets are rescaled to the muxer's own clock.
package final class VideoWriter {
    /// The width of the frames passed to `write`.
    package let width: Int
    /// The height of the frames passed to `write`.
    package let height: Int
    /// The width of the encoded video: `width` rounded up to even.
    package let outputWidth: Int
    /// The height of the encoded video: `height` rounded up to even.
    package let outputHeight: Int
    /// Things the user should hear about the output, such as padding to even dimensions.
    package let notes: [String]

    let path: String
    private let output: FFmpegOutputContext
    private let encoder: FFmpegCodecContext
    private let stream: UnsafeMutablePointer<AVStream>
    private let frame: FFmpegFrame
    private let packet: FFmpegPacket
    private let scaler: FFmpegScaler?
    let codec: VideoCodec
    private var frameIndex: Int64 = 0
    private var finished = false
    /// Staging buffer for odd sizes, reused for every frame.
    private var padded: [UInt8] = []
    /// The planes of pictures already encoded, for the render threads to convert later frames
    /// into. New planes are made only when none is spare, so there are never more than the
    /// pictures held at once (which the pipeline's window bounds), and at most 8 spares.
    let planeRecycler = YUV420Picture.Recycler(capacity: 8)
    /// Whether converted planes go to the encoder as they are (`LentPlanes`) rather than copied
    /// into the writer's own frame; the same frames either way (tests compare the two).
    var lendsPlanes = true

    /// Creates the file at `path` (container chosen by codec, whatever the extension) and writes
    /// its header. Throws if the encoder is missing, a setting is rejected, or the file cannot be
    /// created.
    /// The narrowest frame x265 handles safely.
    static let minimumHEVCWidth = 64

    package init(
        path: String, width: Int, height: Int, fps: Double, settings: VideoSettings = .init(),
        codec: VideoCodec = .h264
    ) throws {
        guard width > 0, height > 0, width <= 16384, height <= 16384 else {
            throw EncodeError("A video is 1 to 16384 pixels wide and high; '\(path)' would be \(width)×\(height)")
        }
        // Debian's libx265 3.5 corrupts its own heap on some narrow frames: the ffmpeg command
        // alone, fed yuv420p straight from lavfi (no swscale, no Reel), aborts at 40×16, 40×24,
        // 48×16 and 48×24 with Reel's thread settings (also 40×64 and 48×64 with x265's defaults)
        // and refuses 8×8 and below; 64 and wider never failed. So refuse narrow frames up front.
        guard codec != .hevc || width >= Self.minimumHEVCWidth else {
            throw EncodeError(
                "HEVC (x265) cannot encode frames narrower than \(Self.minimumHEVCWidth) pixels; '\(path)' would be \(width)×\(height): raise --scale or --width, or use H.264"
            )
        }
        guard fps > 0, fps <= 1000, fps.isFinite else {
            throw EncodeError("The frame rate of '\(path)' must be above 0 and at most 1000 fps, not \(fps)")
        }
        self.path = path
        self.width = width
        self.height = height
        self.codec = codec
        outputWidth = codec.needsEvenSize ? width + width % 2 : width
        outputHeight = codec.needsEvenSize ? height + height % 2 : height
        if outputWidth != width || outputHeight != height {
            notes = [
                "\(codec.displayName) 4:2:0 needs even dimensions: \(width)×\(height) padded to \(outputWidth)×\(outputHeight) by repeating the last column/row"
            ]
        } else {
            notes = []
        }

        try FFmpegLibraries.load()
        guard let encoderCodec = avcodec_find_encoder_by_name(codec.encoderName) else {
            throw EncodeError(
                "This FFmpeg has no \(codec.encoderName) encoder, which \(codec.displayName) output for '\(path)' needs"
            )
        }
        output = try FFmpegOutputContext(format: codec.muxerName, path: path)
        encoder = try FFmpegCodecContext(codec: encoderCodec)
        let rate = av_d2q(fps, 100_000)
        let pixelFormat = Self.pixelFormat(codec, settings: settings)
        try Self.configure(
            encoder, codec: codec, pixelFormat: pixelFormat, width: outputWidth, height: outputHeight,
            rate: rate, globalHeader: output.wantsGlobalHeader, settings: settings, path: path)

        guard let stream = avformat_new_stream(output.pointer, nil) else {
            throw EncodeError("FFmpeg could not add a video stream to '\(path)'")
        }
        self.stream = stream
        try ffmpegCheck(
            avcodec_parameters_from_context(stream.pointee.codecpar, encoder.pointer),
            "FFmpeg could not describe the video stream of '\(path)'")
        // A hint: the mp4 muxer picks its own timescale in the header, hence the rescaling later.
        stream.pointee.time_base = encoder.pointer.pointee.time_base
        stream.pointee.avg_frame_rate = rate
        stream.pointee.r_frame_rate = rate

        if codec == .hevc { stream.pointee.codecpar.pointee.codec_tag = Self.fourCC("hvc1") }
        // No encoder or library version in the file: the same frames give the same bytes.
        output.pointer.pointee.flags |= AVFMT_FLAG_BITEXACT

        try output.openFile()
        let options = FFmpegDictionary(Self.muxerOptions(codec, settings: settings))
        try ffmpegCheck(
            avformat_write_header(output.pointer, &options.pointer),
            "Cannot write the \(codec.displayName) header of '\(path)'")

        frame = try FFmpegFrame(width: outputWidth, height: outputHeight, format: pixelFormat)
        packet = try FFmpegPacket()
        scaler = codec.isYUV ? try FFmpegScaler(width: outputWidth, height: outputHeight, to: pixelFormat) : nil
    }

    /// Encodes `pixmap`, which must be `width`×`height`, as the next frame (for codecs without
    /// alpha, over black).
    package func write(_ pixmap: Pixmap) throws {
        guard !finished else { throw EncodeError("The video '\(path)' is already finished") }
        guard pixmap.width == width, pixmap.height == height else {
            throw EncodeError(
                "A \(pixmap.width)×\(pixmap.height) frame cannot go into the \(width)×\(height) video '\(path)'")
        }
        var source = pixmap
        if codec.keepsAlpha { source.bytes = pixmap.unpremultipliedRGBA() }
        if outputWidth != width || outputHeight != height {
            Self.pad(source, toWidth: outputWidth, height: outputHeight, into: &padded)
            source = Pixmap(width: outputWidth, height: outputHeight)
            source.bytes = padded
        }
        try encode { frame in
            if let scaler {
                scaler.convert(source.bytes, into: frame)
            } else {
                Self.copyRGBA(
                    source.bytes, width: outputWidth, height: outputHeight,
                    swapRedBlue: codec == .webp, into: frame)
            }
        }
    }

    /// Fills the reusable frame with `fill`, stamps it with the next frame number and sends it.
    func encode(_ fill: (FFmpegFrame) -> Void) throws {
        guard !finished else { throw EncodeError("The video '\(path)' is already finished") }
        try frame.makeWritable()
        fill(frame)
        frame.pointer.pointee.pts = frameIndex
        frameIndex += 1
        try send(frame.pointer)
    }

    /// Sends `picture`'s planes as the next frame without copying them: a frame of its own
    /// refers to them, and they go back to `planeRecycler` once the encoder lets go of them.
    func encode(lending picture: YUV420Picture) throws {
        guard !finished else { throw EncodeError("The video '\(path)' is already finished") }
        guard let lent = av_frame_alloc() else {
            throw EncodeError("FFmpeg could not allocate a \(outputWidth)×\(outputHeight) frame")
        }
        defer {
            var freed: UnsafeMutablePointer<AVFrame>? = lent
            av_frame_free(&freed)
        }
        lent.pointee.width = Int32(outputWidth)
        lent.pointee.height = Int32(outputHeight)
        lent.pointee.format = frame.pointer.pointee.format
        try LentPlanes(picture, recycler: planeRecycler).lend(to: lent)
        lent.pointee.pts = frameIndex
        frameIndex += 1
        try send(lent)
    }

    /// Drains the encoder, writes the trailer (and the faststart move) and closes the file.
    /// The writer cannot be used afterwards.
    package func finish() throws {
        guard !finished else { return }
        finished = true
        try send(nil)
        try ffmpegCheck(av_write_trailer(output.pointer), "Cannot finish the \(codec.displayName) file '\(path)'")
        try output.closeFile()
    }

    /// Sends a frame (nil flushes) and muxes every packet that comes out.
    private func send(_ frame: UnsafeMutablePointer<AVFrame>?) throws {
        let timeBase = encoder.pointer.pointee.time_base
        try encoder.encode(frame, using: packet, failure: "\(codec.encoderName) could not encode a frame of '\(path)'")
        { packet in
            // Some encoders (libx264 in FFmpeg 5.1) leave durations at 0; each frame lasts one tick of 1/fps,
            // and the last one's duration is what makes the file's length exact.
            if packet.pointee.duration == 0 { packet.pointee.duration = 1 }
            av_packet_rescale_ts(packet, timeBase, stream.pointee.time_base)
            packet.pointee.stream_index = stream.pointee.index
            try ffmpegCheck(
                av_interleaved_write_frame(output.pointer, packet),
                "Cannot write video data to '\(path)'")
        }
    }
}
