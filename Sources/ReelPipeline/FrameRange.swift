import Foundation

/// A part of an animation to export, in seconds (`--time-range`) or frame numbers (`--frames`).
///
/// Both are half-open, `A..B` meaning from A up to but not including B, so that `0..1` seconds
/// at 30 fps is 30 frames and `0..30` is the same 30 frames; a missing end means the
/// animation's start or end (`2..`, `..1.5`). A time range takes the frames whose time n / fps
/// lies in it, n / fps ≥ A and < B, with times within a millionth of a frame of a boundary
/// treated as on it, so 1.1 s at 30 fps is frame 33 despite binary floating point.
public enum FrameRange: Sendable, Equatable, CustomStringConvertible {
    /// Seconds from the scene's start.
    case time(from: Double?, to: Double?)
    /// Frame numbers (frame n shows time n / fps).
    case frames(from: Int?, to: Int?)

    /// Parses `A..B`, `A..` or `..B` in seconds; nil if the text is not such a range of
    /// non-negative numbers with A < B.
    /// - Parameter text: The range as `--time-range` takes it, such as `1.5..3`.
    /// - Returns: A ``time(from:to:)`` range, or nil.
    public static func time(parsing text: String) -> FrameRange? {
        guard let (from, to) = ends(of: text, Double.init),
            from.map({ $0.isFinite && $0 >= 0 }) ?? true,
            to.map({ $0.isFinite && $0 > 0 }) ?? true,
            (from ?? 0) < (to ?? .infinity)
        else { return nil }
        return .time(from: from, to: to)
    }

    /// Parses `A..B`, `A..` or `..B` in whole frame numbers; nil if the text is not such a range
    /// of non-negative integers with A < B.
    /// - Parameter text: The range as `--frames` takes it, such as `30..60`.
    /// - Returns: A ``frames(from:to:)`` range, or nil.
    public static func frames(parsing text: String) -> FrameRange? {
        guard let (from, to) = ends(of: text, { Int($0) }),
            (from ?? 0) >= 0, (from ?? 0) < (to ?? .max)
        else { return nil }
        return .frames(from: from, to: to)
    }

    private static func ends<T>(of text: String, _ parse: (String) -> T?) -> (T?, T?)? {
        let parts = text.split(separator: "..", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !(parts[0].isEmpty && parts[1].isEmpty) else { return nil }
        var result: (T?, T?) = (nil, nil)
        if !parts[0].isEmpty {
            guard let value = parse(String(parts[0])) else { return nil }
            result.0 = value
        }
        if !parts[1].isEmpty {
            guard let value = parse(String(parts[1])) else { return nil }
            result.1 = value
        }
        return result
    }

    /// The frames of an animation this range selects.
    /// - Parameter schedule: The animation's frames: its frame rate and count.
    /// - Returns: The frame numbers selected, within `0..<schedule.frameCount`.
    /// - Throws: An ``ExportError`` of kind ``ExportError/Kind/usage`` if the range selects no
    ///   frame or reaches past the animation's end.
    public func frames(in schedule: FrameSchedule) throws -> Range<Int> {
        let count = schedule.frameCount
        let first: Int
        let end: Int
        switch self {
        case .time(let from, let to):
            first = from.map { Self.firstFrame(atOrAfter: $0 * schedule.fps) } ?? 0
            end = to.map { Self.firstFrame(atOrAfter: $0 * schedule.fps) } ?? count
        case .frames(let from, let to):
            first = from ?? 0
            end = to ?? count
        }
        guard end <= count else {
            throw ExportError(
                "\(self) reaches past the end of the animation, which has \(count) frames (\(String(format: "%g", schedule.duration)) s at \(schedule.fps.formatted) fps)",
                kind: .usage)
        }
        guard first < end else {
            throw ExportError("\(self) selects no frame at \(schedule.fps.formatted) fps", kind: .usage)
        }
        return first..<end
    }

    /// The first frame number at or after `position` frames, snapping positions within a
    /// millionth of a frame to the nearest one.
    private static func firstFrame(atOrAfter position: Double) -> Int {
        let nearest = position.rounded()
        let frame = abs(position - nearest) < 1e-6 ? nearest : position.rounded(.up)
        // `--time-range 0..1e300` asks for frames past any animation; clamped, it is refused as
        // reaching past the end instead of trapping in the conversion.
        return Int(min(max(frame, -Double(FrameSchedule.maximumFrameCount)), Double(FrameSchedule.maximumFrameCount)))
    }

    /// The option as the user wrote it, for messages: `--time-range 1..2`, `--frames 30..`.
    public var description: String {
        switch self {
        case .time(let from, let to):
            return
                "--time-range \(from.map { String(format: "%g", $0) } ?? "")..\(to.map { String(format: "%g", $0) } ?? "")"
        case .frames(let from, let to):
            return "--frames \(from.map(String.init) ?? "")..\(to.map(String.init) ?? "")"
        }
    }
}
