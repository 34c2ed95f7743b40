import Foundation

/// Writes an output through a temporary file beside it, so the destination is either the old
/// file or the complete new one, never half-written.
///
/// The temporary name is hidden (leading dot) and unique per process; `commit` flushes it to disk
/// and renames it over the destination (atomic within one filesystem); `discard` removes it.
public final class AtomicFile {
    /// Where the finished file goes.
    public let destination: String
    /// Where the encoder writes meanwhile.
    public let temporaryPath: String
    private var done = false

    /// Prepares to write `destination`, checking first that it can be written at all so that
    /// a wrong path fails before any rendering.
    public init(destination: String) throws {
        let url = URL(fileURLWithPath: destination)
        let directory = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: destination, isDirectory: &isDirectory), isDirectory.boolValue {
            throw ExportError("cannot write \(destination): it is a directory")
        }
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ExportError("cannot write \(destination): the folder \(directory) does not exist")
        }
        guard access(directory, W_OK | X_OK) == 0 else {
            throw ExportError("cannot write \(destination): the folder \(directory) is not writable")
        }
        self.destination = destination
        let unique = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        temporaryPath = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).reel-\(unique).tmp").path
        TemporaryFiles.shared.register(temporaryPath)
    }

    /// Syncs the temporary file, renames it over the destination and syncs the folder.
    public func commit() throws {
        precondition(!done, "an AtomicFile commits once")
        done = true
        defer { TemporaryFiles.shared.unregister(temporaryPath) }
        let fd = open(temporaryPath, O_RDONLY)
        if fd >= 0 {
            fsync(fd)
            close(fd)
        }
        guard rename(temporaryPath, destination) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporaryPath)
            throw ExportError("cannot write \(destination): \(reason)")
        }
        // The rename lives in the folder's entry: sync the folder too, so a crash right after
        // the export cannot bring back the old file (or no file) under the new contents' name.
        let folder = open(URL(fileURLWithPath: destination).deletingLastPathComponent().path, O_RDONLY | O_DIRECTORY)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Removes the temporary file; the destination is left as it was.
    public func discard() {
        guard !done else { return }
        done = true
        unlink(temporaryPath)
        TemporaryFiles.shared.unregister(temporaryPath)
    }

    deinit { discard() }
}
