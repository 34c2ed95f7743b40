import ReelEncode
import ReelRender

/// Everything about an export that is not in the scene itself.
public struct ExportOptions: Sendable {
    /// The file format written, whatever the destination's extension.
    public var format: OutputFormat
    /// Frames per second; nil for the scene's.
    public var fps: Double?
    /// Pixels per point; 1 renders the canvas at its size in points.
    public var scale: Double = 1
    /// Seconds to export from time 0; nil for the scene's duration.
    public var duration: Double?
    /// The part of the animation to export; nil for all of it.
    public var range: FrameRange?
    /// How many times a GIF, animated WebP or APNG plays; for ever by default.
    public var loop: GIFLoop = .forever
    /// Dithering and quality of a GIF.
    public var gif = GIFOptions()
    /// The encoder settings of the formats FFmpeg writes (MP4, HEVC, WebM, MOV, WebP, APNG); its
    /// `loop` is replaced by ``loop``.
    public var video = VideoSettings()
    /// Where layer `contents` images come from (shared by every render thread); nil draws none.
    public var images: ImageSource?

    /// Options for a format, everything else from the scene or at its default.
    /// - Parameter format: The file format written.
    public init(format: OutputFormat) {
        self.format = format
    }
}
