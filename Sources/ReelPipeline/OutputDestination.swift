import Foundation

/// What an output path names once symbolic links are followed, which decides how it may be
/// written: only a regular file (or nothing yet) may be replaced by renaming a finished file over
/// it. Renaming over `/dev/full`, a FIFO or the `/dev/stdout` link would replace the device or the
/// link with a plain file (as root, for every program on the machine).
enum OutputDestination: Equatable {
    /// A regular file, or a name with nothing behind it yet, at `path` (links resolved, so the
    /// rename replaces the file a link points to and the link itself survives).
    case file(path: String)
    /// A device, FIFO or socket, or a descriptor reached through `/proc` (`/dev/stdout` is a link
    /// to `/proc/self/fd/1`): written in place, never renamed over.
    case special

    /// Links followed before giving up, as the kernel's own limit (ELOOP after 40).
    private static let maximumLinks = 40

    /// Follows `destination`'s symbolic links, one at a time, to what they name.
    /// - throws: `ExportError` when the path is a folder, its folder does not exist, or the links loop.
    static func resolve(_ destination: String) throws -> OutputDestination {
        var path = URL(fileURLWithPath: destination).path
        for _ in 0...maximumLinks {
            let url = URL(fileURLWithPath: path)
            let name = url.lastPathComponent
            let folder = url.deletingLastPathComponent().path
            guard let resolvedFolder = realPath(folder) else {
                throw ExportError("cannot write \(destination): the folder \(folder) does not exist")
            }
            // /proc/PID/fd/N are "magic" links to open descriptors (pipes, terminals, files opened
            // by the shell with > or >>): only writing through them reaches what they stand for.
            if resolvedFolder == "/proc" || resolvedFolder.hasPrefix("/proc/") { return .special }
            let full = resolvedFolder == "/" ? "/" + name : resolvedFolder + "/" + name
            var info = stat()
            guard lstat(full, &info) == 0 else {
                if errno == ENOENT { return .file(path: full) }
                throw ExportError("cannot write \(destination): \(String(cString: strerror(errno)))")
            }
            switch info.st_mode & S_IFMT {
            case S_IFLNK:
                guard let target = readLink(full) else {
                    throw ExportError("cannot write \(destination): \(String(cString: strerror(errno)))")
                }
                path = target.hasPrefix("/") ? target : resolvedFolder + "/" + target
            case S_IFREG:
                return .file(path: full)
            case S_IFDIR:
                throw ExportError("cannot write \(destination): it is a directory")
            default:
                return .special
            }
        }
        throw ExportError("cannot write \(destination): too many levels of symbolic links")
    }

    /// `realpath(3)`: the folder with every link and `..` resolved, or nil if it does not exist.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
