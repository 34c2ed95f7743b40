/// Which instants an export samples: frame n shows the scene at time n / fps, and an export
/// writes the frames in `frames` (all of them unless a range was asked for).
public struct FrameSchedule: Sendable, Equatable {
    /// The most frames per second a GIF can honestly hold: browsers play delays under 2 cs as 10 cs.
    public static let gifMaximumFPS = 50.0
    /// The most frames a schedule can describe (an animation's, not an export's: the frames
    /// limit bounds those); past it the count would not fit an Int.
    public static let maximumFrameCount = 1 << 50

    public let fps: Double
    /// The animation's frame count.
    public let frameCount: Int
    /// The frames exported, a part of `0..<frameCount`.
    public let frames: Range<Int>

    /// Frames for `duration` seconds at `fps`: the count is rounded to the nearest whole frame,
    /// and at least one frame is made.
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

    /// This schedule exporting only `range`; throws a usage error naming the range if it selects
    /// no frame or reaches past the end.
    public func restricted(to range: FrameRange) throws -> FrameSchedule {
        FrameSchedule(fps: fps, frameCount: frameCount, frames: try range.frames(in: self))
    }

    /// The scene time of frame `index`.
    public func time(ofFrame index: Int) -> Double { Double(index) / fps }

    /// The animation's length in seconds (all frames, not only the exported ones).
    public var duration: Double { Double(frameCount) / fps }
}
