import Foundation

/// Removes the temporary outputs of exports that died without cleaning up (a crash, SIGKILL, a
/// power cut): `.NAME.reel-PID-N.tmp` files and sequence folders, and `….tmp.old` folders moved
/// aside, whose process no longer exists. The next export into the same folder calls it, so they
/// do not pile up beside the user's files.
///
/// A file is only removed when `kill(PID, 0)` fails with ESRCH: a live export's file (even another
/// user's, which gives EPERM) is never touched.
enum StaleTemporaryFiles {
    /// Removes the stale temporary files and folders directly in `folder`; errors are ignored (the
    /// folder is someone else's to keep tidy when it is not writable).
    static func remove(in folder: String) {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names {
            guard let pid = processID(inName: name), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else {
                continue
            }
            let path = folder + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG: unlink(path)
            case S_IFDIR: try? FileManager.default.removeItem(atPath: path)
            default: continue  // Reel makes only files and folders: anything else is not its own.
            }
        }
    }

    /// The process ID in a name of Reel's temporary pattern (`.NAME.reel-PID-N.tmp`, optionally
    /// `.old` after it), or nil when the name is not one.
    static func processID(inName name: String) -> pid_t? {
        guard name.hasPrefix("."), let marker = name.range(of: ".reel-", options: .backwards) else { return nil }
        var rest = name[marker.upperBound...]
        if rest.hasSuffix(".tmp.old") {
            rest = rest.dropLast(4)
        }
        guard rest.hasSuffix(".tmp") else { return nil }
        let parts = rest.dropLast(4).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let pid = pid_t(parts[0]), pid > 0, UInt32(parts[1]) != nil
        else { return nil }
        return pid
    }
}
