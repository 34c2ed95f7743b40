import ReelEncode

extension OutputFormat {
    /// The encoder writing this format to `output`, for frames of `width`×`height` pixels.
    func makeEncoder(
        output: any AtomicOutput, width: Int, height: Int, schedule: FrameSchedule,
        options: ExportOptions, warn: (String) -> Void
    ) throws -> any FrameEncoder {
        var settings = options.video
        settings.loop = options.loop
        settings.fragmented = output is StandardOutput
        let codec: VideoCodec
        let path = output.temporaryPath
        switch self {
        case .gif:
            return GIFFrameEncoder(
                path: path, width: width, height: height, fps: schedule.fps, loop: options.loop,
                options: options.gif)
        case .rgba:
            return try RawFrameEncoder(path: path)
        case .pngSequence:
            guard let folder = output as? AtomicDirectory else {
                preconditionFailure("a PNG sequence is written through an AtomicDirectory")
            }
            return PNGSequenceEncoder(output: folder)
        case .mp4: codec = .h264
        case .hevc: codec = .hevc
        case .webm: codec = .vp9
        case .mov: codec = .prores4444
        case .webp: codec = .webp
        case .apng: codec = .apng
        }
        return try VideoFrameEncoder(
            path: path, width: width, height: height, fps: schedule.fps,
            settings: settings, codec: codec, warn: warn)
    }
}
