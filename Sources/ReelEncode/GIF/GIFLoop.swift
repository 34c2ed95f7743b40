/// How many times a GIF plays.
public enum GIFLoop: Sendable, Hashable {
    /// Repeats without end (NETSCAPE2.0 loop count 0).
    case forever
    /// Plays once and stops on the last frame (no NETSCAPE2.0 block at all).
    case once
    /// Plays `n` times in total. Browsers read the NETSCAPE2.0 count as repeats *after* the first
    /// play, so `n − 1` is stored (at most 65535); `n ≤ 1` is the same as `.once`.
    case count(Int)

    /// The NETSCAPE2.0 loop count to write, or nil when no block should be written.
    var netscapeLoopCount: UInt16? {
        switch self {
        case .forever:
            return 0
        case .once:
            return nil
        case .count(let n):
            return n <= 1 ? nil : UInt16(min(n - 1, Int(UInt16.max)))
        }
    }
}
