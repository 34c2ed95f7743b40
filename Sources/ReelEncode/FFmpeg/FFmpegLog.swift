internal import CFFmpeg

/// How much FFmpeg's libraries, and x264 through them, print on standard error.
///
/// FFmpeg's log is process-wide and at "info" by default, which prints a page of x264 settings
/// and statistics for every video. ReelEncode leaves that global alone (a library should not
/// silence its host); the application picks a level once at startup.
package enum FFmpegLog {
    /// A level of detail, from silent to FFmpeg's default.
    package enum Level: Sendable, Hashable {
        /// Nothing at all.
        case quiet
        /// Errors only; the thrown `EncodeError` says the same, so this may print twice.
        case errors
        /// Errors and warnings.
        case warnings
        /// FFmpeg's default: includes x264's settings and statistics.
        case info
    }

    /// Sets FFmpeg's process-wide log level.
    package static func setLevel(_ level: Level) {
        switch level {
        case .quiet: av_log_set_level(AV_LOG_QUIET)
        case .errors: av_log_set_level(AV_LOG_ERROR)
        case .warnings: av_log_set_level(AV_LOG_WARNING)
        case .info: av_log_set_level(AV_LOG_INFO)
        }
    }
}
