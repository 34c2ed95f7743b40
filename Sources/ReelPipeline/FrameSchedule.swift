/// Which instants an export samples: frame n shows the scene at time n / fps.
public struct FrameSchedule: Sendable, Equatable {
    /// The most frames per second a GIF can honestly hold: browsers play delays under 2 cs as 10 cs.
    public static let gifMaximumFPS = 50.0

    public let fps: Double
    public let frameCount: Int

    /// Frames for `duration` seconds at `fps`: the count is rounded to the nearest whole frame,
    /// and at least one frame is made.
    public init(duration: Double, fps: Double) {
        self.fps = fps
        frameCount = max(1, Int((duration * fps).rounded()))
    }

    /// The scene time of frame `index`.
    public func time(ofFrame index: Int) -> Double { Double(index) / fps }

    /// The exported length in seconds.
    public var duration: Double { Double(frameCount) / fps }
}
