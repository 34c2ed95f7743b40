/// Which instants an export samples: frame n shows the scene at time n / fps, and an export
/// writes the frames in `frames` (all of them unless a range was asked for).
public struct FrameSchedule: Sendable, Equatable {
    /// The most frames per second a GIF can honestly hold: browsers play delays under 2 cs as 10 cs.
    public static let gifMaximumFPS = 50.0
    /// The most frames a schedule can describe (an animation's, not an export's: the frames
    /// limit bounds those); past it the count would not fit an Int.
    public static let maximumFrameCount = 1 << 50

    /// Frames per second: frame n shows time n / fps.
    public let fps: Double
    /// The animation's frame count.
    public let frameCount: Int
    /// The frames exported, a part of `0..<frameCount`.
    public let frames: Range<Int>

    /// Frames for `duration` seconds at `fps`: the count is rounded to the nearest whole frame,
    /// and at least one frame is made. Every frame is exported.
    /// - Parameters:
    ///   - duration: The animation's length in seconds.
    ///   - fps: Frames per second; must be positive.
    public init(duration: Double, fps: Double) {
        self.fps = fps
        frameCount = max(1, Int((duration * fps).rounded()))
        frames = 0..<frameCount
    }

    private init(fps: Double, frameCount: Int, frames: Range<Int>) {
        self.fps = fps
        self.frameCount = frameCount
        self.frames = frames
    }

    /// This schedule exporting only part of the animation.
    /// - Parameter range: The part to export, in seconds or frame numbers.
    /// - Returns: The same frame rate and count, with ``frames`` narrowed to the range.
    /// - Throws: An ``ExportError`` of kind ``ExportError/Kind/usage``, naming the range, if it
    ///   selects no frame or reaches past the end.
    public func restricted(to range: FrameRange) throws -> FrameSchedule {
        FrameSchedule(fps: fps, frameCount: frameCount, frames: try range.frames(in: self))
    }

    /// When a frame is shown.
    /// - Parameter index: The frame number, from 0.
    /// - Returns: The scene time in seconds, `index` / ``fps``.
    public func time(ofFrame index: Int) -> Double { Double(index) / fps }

    /// The animation's length in seconds (all frames, not only the exported ones).
    public var duration: Double { Double(frameCount) / fps }
}
