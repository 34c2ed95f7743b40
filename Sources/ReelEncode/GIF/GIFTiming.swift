/// Frame delays for GIF, whose clock ticks in hundredths of a second.
///
/// Most frame rates do not divide 100 (30 fps is 3⅓ cs a frame), so each delay is the difference
/// of two *cumulative* times truncated to the centisecond: no frame starts late, none starts more
/// than 1 cs early, and the error never accumulates, where rounding every delay alone would drift
/// (30 fps → 3 cs → 33 fps). Truncating rather than rounding gives 3, 3, 4 at 30 fps, so
/// the short delays come first and no frame is shown late (rounding would give 3, 4, 3; both keep time).
package enum GIFTiming {
    /// Delays in centiseconds for `frameCount` frames at `fps`: 30 fps gives 3, 3, 4, 3, 3, 4, ….
    ///
    /// The caller caps `fps` (browsers slow delays under 2 cs down); this only divides time.
    package static func delays(frameCount: Int, fps: Double) -> [Int] {
        (0..<max(frameCount, 0)).map { delay(ofFrame: $0, fps: fps) }
    }

    /// The delay in centiseconds of frame `i` (counting from 0) at `fps`, for streaming writers.
    package static func delay(ofFrame i: Int, fps: Double) -> Int {
        centiseconds(atFrame: i + 1, fps: fps) - centiseconds(atFrame: i, fps: fps)
    }

    /// The time at which frame `i` starts, truncated to the centisecond. The tiny epsilon keeps
    /// exact multiples (300 / 30 computed as 9.999…) on their centisecond.
    private static func centiseconds(atFrame i: Int, fps: Double) -> Int {
        guard fps > 0, fps.isFinite else { return 0 }
        return Int((Double(i) * 100 / fps + 1e-9).rounded(.down))
    }
}
