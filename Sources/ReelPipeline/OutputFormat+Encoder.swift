import ReelEncode

extension OutputFormat {
    /// The encoder writing this format to `path`, for frames of `width`×`height` pixels.
    func makeEncoder(path: String, width: Int, height: Int, schedule: FrameSchedule,
                     options: ExportOptions, warn: (String) -> Void) throws -> any FrameEncoder {
        var settings = options.video
        settings.loop = options.loop
        let codec: VideoCodec
        switch self {
        case .gif:
            return GIFFrameEncoder(path: path, width: width, height: height, fps: schedule.fps, loop: options.loop,
                                   options: options.gif)
        case .rgba:
            return try RawFrameEncoder(path: path)
        case .mp4: codec = .h264
        case .hevc: codec = .hevc
        case .webm: codec = .vp9
        case .mov: codec = .prores4444
        case .webp: codec = .webp
        case .apng: codec = .apng
        }
        return try VideoFrameEncoder(path: path, width: width, height: height, fps: schedule.fps,
                                     settings: settings, codec: codec, warn: warn)
    }
}
