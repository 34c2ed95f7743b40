import ReelEncode
import ReelRaster

/// An MP4 (H.264) in one pass, frames streamed straight into x264.
final class VideoFrameEncoder: FrameEncoder {
    let passCount = 1
    private let writer: VideoWriter

    /// Opens the file; `notes` (odd sizes padded) go to `warn`.
    init(path: String, width: Int, height: Int, fps: Double, settings: VideoSettings,
         warn: (String) -> Void) throws {
        writer = try VideoWriter(path: path, width: width, height: height, fps: fps, settings: settings)
        writer.notes.forEach(warn)
    }

    func encode(_ frame: Pixmap, index: Int, pass: Int) throws {
        try writer.write(frame)
    }

    func finish() throws {
        try writer.finish()
    }
}
