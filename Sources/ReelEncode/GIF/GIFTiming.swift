/// Frame delays for GIF, whose clock ticks in hundredths of a second.
///
/// Most frame rates do not divide 100 (30 fps is 3⅓ cs a frame), so each delay is the difference
/// of two *cumulative* start times, each rounded to the nearest centisecond: every frame starts
/// within half a centisecond (5 ms) of its time and the error never accumulates, where rounding
/// every delay alone would drift (30 fps → 3 cs → 33 fps). 30 fps gives 3, 4, 3 (frames start at
/// 0, 30, 70, 100 ms for 0, 33.3, 66.7, 100). Each delay is the frame interval rounded down or
/// up, so a rate of at most 50 fps, which the caller keeps to (browsers slow delays under 2 cs
/// down to 10), never gets a delay under 2 cs.
package enum GIFTiming {
    /// Delays in centiseconds for `frameCount` frames at `fps`: 30 fps gives 3, 4, 3, 3, 4, 3, ….
    ///
    /// The caller caps `fps` (browsers slow delays under 2 cs down); this only divides time.
    package static func delays(frameCount: Int, fps: Double) -> [Int] {
        (0..<max(frameCount, 0)).map { delay(ofFrame: $0, fps: fps) }
    }

    /// The delay in centiseconds of frame `i` (counting from 0) at `fps`, for streaming writers.
    package static func delay(ofFrame i: Int, fps: Double) -> Int {
        centiseconds(atFrame: i + 1, fps: fps) - centiseconds(atFrame: i, fps: fps)
    }

    /// The time at which frame `i` starts, rounded to the nearest centisecond (halves up). The
    /// tiny epsilon keeps exact halves (12.5 cs at 24 fps computed as 12.499…) on the same side.
    private static func centiseconds(atFrame i: Int, fps: Double) -> Int {
        guard fps > 0, fps.isFinite else { return 0 }
        return Int((Double(i) * 100 / fps + 0.5 + 1e-9).rounded(.down))
    }
}
