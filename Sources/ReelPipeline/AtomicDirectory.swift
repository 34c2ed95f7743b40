import Foundation

/// An output written through a temporary location and put in place only once complete: a file
/// (`AtomicFile`) or a numbered set of files (`AtomicDirectory`).
package protocol AtomicOutput: AnyObject {
    /// What the user asked for.
    var destination: String { get }
    /// Where the encoder writes meanwhile (a file, or a folder for a sequence).
    var temporaryPath: String { get }
    /// Puts the finished output in place.
    func commit() throws
    /// Removes whatever was written; the destination is left as it was.
    func discard()
}

extension AtomicFile: AtomicOutput {}

/// How the files of an image sequence are named: `prefix`, the frame number padded with zeros
/// to at least `digits` digits, `suffix` (as printf's `%0Nd`).
package struct SequenceNaming: Sendable, Equatable {
    package var prefix: String
    package var digits: Int
    package var suffix: String

    /// The name of frame `index`.
    package func name(_ index: Int) -> String {
        let number = String(index)
        return prefix + String(repeating: "0", count: max(0, digits - number.count)) + number + suffix
    }

    /// Whether `name` is one of this sequence's names.
    func matches(_ name: String) -> Bool {
        guard name.count > prefix.count + suffix.count, name.hasPrefix(prefix), name.hasSuffix(suffix) else {
            return false
        }
        return name.dropFirst(prefix.count).dropLast(suffix.count).allSatisfy(\.isASCIIDigit)
    }

    /// The naming in the last component of a printf-style pattern (`frame-%04d.png`,
    /// `f%d.png`), or nil when it has none.
    package static func pattern(_ name: String) -> SequenceNaming? {
        guard let percent = name.firstIndex(of: "%") else { return nil }
        var rest = name[name.index(after: percent)...]
        let width = rest.prefix { $0.isASCIIDigit }
        rest = rest.dropFirst(width.count)
        guard rest.first == "d", width.count <= 2 else { return nil }
        let suffix = String(rest.dropFirst())
        guard !suffix.contains("%"), !name[..<percent].contains("%") else { return nil }
        return SequenceNaming(prefix: String(name[..<percent]), digits: Int(width) ?? 1, suffix: suffix)
    }

    /// `frame-0000.png`: the names of frames written into a folder.
    package static let folder = SequenceNaming(prefix: "frame-", digits: 4, suffix: ".png")
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

/// Writes a numbered set of files (a PNG sequence) so that it appears complete or not at all.
///
/// The frames are written into a hidden temporary folder beside the destination. A destination
/// folder (`frames/`) is then replaced by renaming that folder into place: an existing folder is
/// moved aside first and removed after, and is only replaced if it holds nothing but a previous
/// sequence's frames (`frame-0000.png`, …), so a mistyped path cannot delete anyone's files. A
/// pattern (`out/frame-%04d.png`) puts the files into an existing folder: each is renamed into place
/// once every frame is written, and frames of the same pattern past the new last one (left by a
/// longer export) are removed. On an error or an interrupt (SIGINT, SIGTERM) the temporary folder
/// and everything in it is removed.
package final class AtomicDirectory: AtomicOutput {
    /// The folder, or the pattern, asked for.
    package let destination: String
    /// The folder the frames end up in.
    package let folder: String
    /// The frames' names.
    package let naming: SequenceNaming
    /// Whether `destination` is a pattern inside `folder` (else it is `folder` itself).
    package let isPattern: Bool
    /// The hidden folder the frames are written into meanwhile.
    package let temporaryPath: String
    private let registration: TemporaryFiles.Sequence
    private var count = 0
    private var done = false

    /// Prepares to write the sequence `destination`: a folder (a trailing "/" is optional), or a
    /// file pattern such as `frames/f-%04d.png`. Checks first that it can be written at all.
    package init(destination: String) throws {
        var path = destination
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        let url = URL(fileURLWithPath: path)
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        let parent: String
        if let naming = SequenceNaming.pattern(url.lastPathComponent) {
            self.naming = naming
            isPattern = true
            folder = url.deletingLastPathComponent().path
            parent = folder
            guard manager.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ExportError("cannot write \(destination): the folder \(folder) does not exist")
            }
        } else {
            naming = .folder
            isPattern = false
            // A link to a folder is followed: the folder it names is replaced, the link survives
            // (renaming the new folder over the link would replace the link itself).
            var info = stat()
            let resolved = lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK ? realpath(path, nil) : nil
            folder = resolved.map { String(cString: $0) } ?? path
            free(resolved)
            parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
            if manager.fileExists(atPath: folder, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    throw ExportError("cannot write \(destination): it is a file, not a folder")
                }
                let entries = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
                if let stranger = entries.sorted().first(where: { !SequenceNaming.folder.matches($0) }) {
                    throw ExportError(
                        "cannot write \(destination): the folder holds '\(stranger)', which is not a frame of a PNG sequence; choose an empty or new folder"
                    )
                }
            }
            guard manager.fileExists(atPath: parent, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ExportError("cannot write \(destination): the folder \(parent) does not exist")
            }
        }
        guard access(parent, W_OK | X_OK) == 0 else {
            throw ExportError("cannot write \(destination): the folder \(parent) is not writable")
        }
        self.destination = destination
        let unique = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let hiddenName = isPattern ? naming.prefix : url.lastPathComponent
        temporaryPath = URL(fileURLWithPath: parent).appendingPathComponent(".\(hiddenName).reel-\(unique).tmp").path
        StaleTemporaryFiles.remove(in: parent)
        guard mkdir(temporaryPath, 0o777) == 0 else {
            throw ExportError("cannot write \(destination): \(String(cString: strerror(errno)))")
        }
        registration = TemporaryFiles.shared.registerSequence(
            directory: temporaryPath, prefix: naming.prefix, digits: naming.digits, suffix: naming.suffix)
    }

    /// The path to write frame `index` to (in the temporary folder); frames come in order from 0.
    package func pathForFrame(_ index: Int) -> String {
        count = max(count, index + 1)
        registration.setCount(count)
        return temporaryPath + "/" + naming.name(index)
    }

    /// Syncs every frame, then puts the set in place (see the type's description).
    package func commit() throws {
        precondition(!done, "an AtomicDirectory commits once")
        done = true
        defer {
            TemporaryFiles.shared.unregister(registration)
        }
        for i in 0..<count {
            let fd = open(temporaryPath + "/" + naming.name(i), O_RDONLY)
            if fd >= 0 {
                fsync(fd)
                close(fd)
            }
        }
        do {
            if isPattern { try commitPattern() } else { try commitFolder() }
        } catch {
            try? FileManager.default.removeItem(atPath: temporaryPath)
            throw error
        }
        syncFolder(isPattern ? folder : URL(fileURLWithPath: folder).deletingLastPathComponent().path)
    }

    private func commitFolder() throws {
        var isDirectory: ObjCBool = false
        var old: String?
        if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            let aside = temporaryPath + ".old"
            guard rename(folder, aside) == 0 else { throw failure() }
            old = aside
        }
        guard rename(temporaryPath, folder) == 0 else {
            let error = failure()
            if let old { rename(old, folder) }
            throw error
        }
        if let old { try? FileManager.default.removeItem(atPath: old) }
    }

    private func commitPattern() throws {
        // Only regular files are renamed over: a device, FIFO or link of a frame's name would be
        // replaced by a plain file. Checked for every frame before the first is moved.
        for i in 0..<count {
            let path = folder + "/" + naming.name(i)
            if let kind = Self.nonRegularKind(path) {
                throw ExportError(
                    "cannot write \(destination): \(path) is \(kind), not a regular file; remove it or choose another name"
                )
            }
        }
        for i in 0..<count {
            let name = naming.name(i)
            guard rename(temporaryPath + "/" + name, folder + "/" + name) == 0 else { throw failure() }
        }
        rmdir(temporaryPath)
        // Frames a longer export of the same pattern left past the new last one.
        let stale = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in stale where naming.matches(name) {
            if let number = Int(name.dropFirst(naming.prefix.count).dropLast(naming.suffix.count)),
                number >= count, naming.name(number) == name, Self.nonRegularKind(folder + "/" + name) == nil
            {
                unlink(folder + "/" + name)
            }
        }
    }

    /// What `path` is when it exists and is not a regular file ("a FIFO"), else nil.
    private static func nonRegularKind(_ path: String) -> String? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFDIR: return "a folder"
        default: return "a special file"
        }
    }

    private func failure() -> ExportError {
        ExportError("cannot write \(destination): \(String(cString: strerror(errno)))")
    }

    private func syncFolder(_ path: String) {
        let fd = open(path, O_RDONLY | O_DIRECTORY)
        if fd >= 0 {
            fsync(fd)
            close(fd)
        }
    }

    /// Removes the temporary folder and the frames in it.
    package func discard() {
        guard !done else { return }
        done = true
        try? FileManager.default.removeItem(atPath: temporaryPath)
        TemporaryFiles.shared.unregister(registration)
    }

    deinit { discard() }
}
