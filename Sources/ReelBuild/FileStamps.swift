import Foundation

/// What `stat` says of files (modification time to the nanosecond, size, inode), as one string
/// that changes when any of them is written, replaced or removed: cheap enough to look at several
/// times a second without reading the files.
package enum FileStamps {
    package static func of(_ files: [String]) -> String {
        files.map { file in
            var info = stat()
            guard stat(file, &info) == 0 else { return "\(file):missing" }
            return "\(file):\(info.st_mtim.tv_sec).\(info.st_mtim.tv_nsec):\(info.st_size):\(info.st_ino)"
        }.joined(separator: "\n")
    }
}
