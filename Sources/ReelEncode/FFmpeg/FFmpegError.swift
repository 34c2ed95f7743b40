internal import CFFmpeg

extension EncodeError {
    /// An error for an FFmpeg status `code` (a negative `AVERROR`), with FFmpeg's own text for it.
    static func ffmpeg(_ message: String, code: Int32) -> EncodeError {
        var buffer = [CChar](repeating: 0, count: 256)
        let text = buffer.withUnsafeMutableBufferPointer {
            String(cString: reel_av_error_string(code, $0.baseAddress, $0.count))
        }
        return EncodeError(message, code: Int(code), codeDescription: text)
    }
}

/// Throws `EncodeError.ffmpeg(message, code:)` when an FFmpeg call returned a negative status.
@discardableResult
func ffmpegCheck(_ code: Int32, _ message: @autoclosure () -> String) throws -> Int32 {
    guard code < 0 else { return code }
    throw EncodeError.ffmpeg(message(), code: code)
}
