import ReelEncode
import ReelRender

/// Everything about an export that is not in the scene itself.
public struct ExportOptions: Sendable {
    public var format: OutputFormat
    /// Frames per second; nil for the scene's.
    public var fps: Double?
    /// Pixels per point; 1 renders the canvas at its size in points.
    public var scale: Double = 1
    /// Seconds to export from time 0; nil for the scene's duration.
    public var duration: Double?
    /// The part of the animation to export; nil for all of it.
    public var range: FrameRange?
    /// How many times a GIF plays.
    public var loop: GIFLoop = .forever
    /// Dithering and quality of a GIF.
    public var gif = GIFOptions()
    /// H.264 settings for MP4.
    public var video = VideoSettings()
    /// Where layer `contents` images come from (shared by every render thread); nil draws none.
    public var images: ImageSource?

    /// Options for `format`, everything else from the scene.
    public init(format: OutputFormat) {
        self.format = format
    }
}
