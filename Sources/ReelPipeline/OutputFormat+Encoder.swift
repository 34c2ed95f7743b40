import ReelEncode

extension OutputFormat {
    /// The encoder writing this format to `path`, for frames of `width`×`height` pixels.
    func makeEncoder(path: String, width: Int, height: Int, schedule: FrameSchedule,
                     options: ExportOptions, warn: (String) -> Void) throws -> any FrameEncoder {
        switch self {
        case .gif:
            return GIFFrameEncoder(path: path, width: width, height: height, fps: schedule.fps, loop: options.loop)
        case .mp4:
            return try VideoFrameEncoder(path: path, width: width, height: height, fps: schedule.fps,
                                         settings: options.video, warn: warn)
        case .rgba:
            return try RawFrameEncoder(path: path)
        }
    }
}
