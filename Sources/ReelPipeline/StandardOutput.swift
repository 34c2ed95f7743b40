import Foundation

/// `-o -`: the encoder writes straight to standard output as it goes, so `reel export … -o -
/// --format rgba | ffmpeg -f rawvideo …` streams frame by frame instead of waiting for the end.
///
/// Nothing can be taken back from a pipe: a failed export has already sent what it wrote, and
/// the exit code is how the reader learns it failed. MP4 and MOV are written as fragments (their
/// index cannot be moved to the front without seeking). A WebP, whose header holds its size, and
/// any format when standard output is a regular file go through an `AtomicFile` instead (written
/// whole, then added: `>>` keeps what the file held, and a failed export adds nothing). Standard
/// output must not be a terminal: binary data there helps no one.
package final class StandardOutput: AtomicOutput {
    /// What `-o` says for standard output.
    package static let name = "-"
    /// The path encoders open: the process's own standard output, through `/proc` rather than
    /// the `/dev/stdout` link, which a stray `mv` or `rm` can replace or remove; opening a
    /// missing or replaced `/dev/stdout` would write a regular file there, and exit 0 with
    /// nothing on standard output.
    static let path = "/proc/self/fd/1"

    package var destination: String { Self.name }
    package var temporaryPath: String { Self.path }

    /// Checks that standard output can take binary data.
    package init() throws {
        try Self.checkNotTerminal()
        // A reader that goes away makes writes fail with EPIPE (an error to report) rather than
        // killing the process silently.
        signal(SIGPIPE, SIG_IGN)
    }

    /// The file a single-image command (`reel frame`, `reel sheet`) writes `destination` through:
    /// for `-`, standard output, written whole when the image is complete.
    package static func file(for destination: String) throws -> AtomicFile {
        guard destination == name else { return try AtomicFile(destination: destination) }
        try checkNotTerminal()
        return try AtomicFile(destination: path)
    }

    /// Whether standard output is a regular file (the shell's `> f` or `>> f`) rather than a pipe,
    /// FIFO or device.
    package static var isRegularFile: Bool {
        var info = stat()
        return fstat(STDOUT_FILENO, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Refuses a terminal as standard output (a usage error).
    package static func checkNotTerminal() throws {
        guard isatty(STDOUT_FILENO) == 0 else {
            throw ExportError(
                "standard output is a terminal; pipe it to a program or redirect it to a file", kind: .usage)
        }
    }

    package func commit() throws {
        guard fsync(STDOUT_FILENO) == 0 || errno == EINVAL || errno == EROFS else {
            throw ExportError("cannot write to standard output: \(String(cString: strerror(errno)))")
        }
    }

    package func discard() {}
}
