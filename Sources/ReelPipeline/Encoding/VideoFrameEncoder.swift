import ReelEncode
import ReelGeometry
import ReelRaster

/// A video or animated image through FFmpeg (H.264, HEVC, VP9, ProRes, WebP, APNG) in one
/// pass, frames streamed straight into the encoder.
///
/// For the 4:2:0 codecs the render threads convert each frame to YUV planes
/// (`VideoWriter.preparation`), so the consumer's thread does nothing but encode.
final class VideoFrameEncoder: FrameEncoder {
    let passCount = 1
    private let writer: VideoWriter
    /// Where frames `encode` took whole go back once written.
    private var frameBuffers: FrameBufferPool?

    /// Opens the file; `notes` (odd sizes padded) go to `warn`.
    init(
        path: String, width: Int, height: Int, fps: Double, settings: VideoSettings,
        codec: VideoCodec = .h264, warn: (String) -> Void
    ) throws {
        writer = try VideoWriter(path: path, width: width, height: height, fps: fps, settings: settings, codec: codec)
        writer.notes.forEach(warn)
    }

    func preparation(forPass pass: Int) -> @Sendable (inout Pixmap, Int) throws -> VideoFrameInput {
        let prepare = writer.preparation
        return { frame, _ in prepare(frame) }
    }

    func preparedBytes(pixels: Int) -> Int { writer.preparedBytes }

    func releasesFrame(afterPreparationIn pass: Int) -> Bool { writer.convertsFrames }

    func recycleFrames(into pool: FrameBufferPool) { frameBuffers = pool }

    func encode(_ frame: VideoFrameInput, index: Int, pass: Int) throws {
        try writer.write(frame)
        if case .rgba(var written) = frame { frameBuffers?.recycle(&written) }
    }

    func finish() throws {
        try writer.finish()
    }
}
