import Foundation

/// Writes an output through a temporary file, so the destination is either the old file or the
/// complete new one, never half-written.
///
/// The temporary name is hidden (leading dot) and unique per process. A regular file (or a new
/// name) is written beside itself and `commit` flushes the temporary file to disk and renames it
/// over the destination (atomic within one filesystem); a symbolic link is followed first, so the
/// file it points to is replaced and the link survives. A device, FIFO or `/dev/stdout` cannot be
/// renamed over without replacing it by a plain file: it is opened up front, the temporary file
/// goes to the system's temporary folder, and `commit` copies the finished bytes into it.
/// `discard` removes the temporary file.
package final class AtomicFile {
    /// Where the finished file goes.
    package let destination: String
    /// Where the encoder writes meanwhile.
    package let temporaryPath: String
    /// The file the rename replaces (`destination` with links followed); nil when written in place.
    private let target: String?
    /// The opened device or FIFO written in place, or -1.
    private var special: Int32 = -1
    private var done = false

    /// Prepares to write `destination`, checking first that it can be written at all so that
    /// a wrong path fails before any rendering.
    package init(destination: String) throws {
        self.destination = destination
        let unique = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        switch try OutputDestination.resolve(destination) {
        case .file(let path):
            let url = URL(fileURLWithPath: path)
            let directory = url.deletingLastPathComponent().path
            guard access(directory, W_OK | X_OK) == 0 else {
                throw ExportError("cannot write \(destination): the folder \(directory) is not writable")
            }
            target = path
            temporaryPath =
                url.deletingLastPathComponent()
                .appendingPathComponent(".\(url.lastPathComponent).reel-\(unique).tmp").path
        case .special:
            // Opened now so that a device that refuses writers fails before any rendering. A FIFO
            // waits here for a reader, as `cat > fifo` does. O_APPEND: a file the shell opened
            // for >> behind /dev/stdout is added to, not overwritten from its start.
            let fd = open(destination, O_WRONLY | O_APPEND | O_CLOEXEC)
            guard fd >= 0 else { throw ExportError("cannot write \(destination): \(String(cString: strerror(errno)))") }
            special = fd
            target = nil
            let name = URL(fileURLWithPath: destination).lastPathComponent
            temporaryPath =
                URL(fileURLWithPath: NSTemporaryDirectory())
                .appendingPathComponent(".\(name).reel-\(unique).tmp").path
        }
        StaleTemporaryFiles.remove(in: URL(fileURLWithPath: temporaryPath).deletingLastPathComponent().path)
        TemporaryFiles.shared.register(temporaryPath)
    }

    /// Puts the finished file in place: renamed over a regular file, copied into a special one.
    package func commit() throws {
        precondition(!done, "an AtomicFile commits once")
        done = true
        defer { TemporaryFiles.shared.unregister(temporaryPath) }
        guard let target else {
            defer { unlink(temporaryPath) }
            try copyIntoSpecial()
            return
        }
        let fd = open(temporaryPath, O_RDONLY)
        if fd >= 0 {
            fsync(fd)
            close(fd)
        }
        guard rename(temporaryPath, target) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw ExportError("cannot write \(destination): \(reason)")
        }
        // The rename lives in the folder's entry: sync the folder too, so a crash right after
        // the export cannot bring back the old file (or no file) under the new contents' name.
        let folder = open(URL(fileURLWithPath: target).deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Copies the temporary file into the opened device or FIFO, then closes it. A short write
    /// (ENOSPC on /dev/full, EPIPE from a reader that left) fails the export.
    private func copyIntoSpecial() throws {
        let output = special
        special = -1
        defer { close(output) }
        let input = open(temporaryPath, O_RDONLY | O_CLOEXEC)
        guard input >= 0 else { throw ExportError("cannot write \(destination): \(String(cString: strerror(errno)))") }
        defer { close(input) }
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                throw ExportError("cannot write \(destination): \(String(cString: strerror(errno)))")
            }
            if count == 0 { break }
            var written = 0
            while written < count {
                let n = buffer.withUnsafeBytes { write(output, $0.baseAddress! + written, count - written) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else {
                    throw ExportError(
                        "cannot write \(destination): \(n < 0 ? String(cString: strerror(errno)) : "nothing was written")"
                    )
                }
                written += n
            }
        }
        // Devices without a cache refuse fsync (EINVAL); only a real failure to store matters.
        if fsync(output) != 0 && errno == EIO {
            throw ExportError("cannot write \(destination): \(String(cString: strerror(errno)))")
        }
    }

    /// Removes the temporary file; the destination is left as it was.
    package func discard() {
        guard !done else { return }
        done = true
        if special >= 0 {
            close(special)
            special = -1
        }
        unlink(temporaryPath)
        TemporaryFiles.shared.unregister(temporaryPath)
    }

    deinit { discard() }
}
