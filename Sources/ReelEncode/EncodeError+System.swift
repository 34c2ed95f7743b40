#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

extension EncodeError {
    /// An error for the C library call that just failed, with `errno` and its text
    /// ("Permission denied", "No space left on device").
    static func system(_ message: String) -> EncodeError {
        let code = errno
        return EncodeError(message, code: Int(code), codeDescription: String(cString: strerror(code)))
    }
}
