import Foundation

/// Refuses an output that would replace one of the command's own inputs
/// (`reel export s.json -o s.json --format gif` would otherwise turn the scene into a GIF).
///
/// Files are compared by device and inode, as `stat` gives them, not by name: `./s.json`,
/// a symbolic link to it and a hard link all name the same file.
package enum InputProtection {
    /// One input of a command: what it is to the user ("the scene", "the image") and its path.
    package struct Input: Sendable {
        package var role: String
        package var path: String

        /// An input playing `role`, at `path`.
        package init(_ role: String, _ path: String) {
            self.role = role
            self.path = path
        }
    }

    /// Throws a usage error naming both files when writing `destination` would replace one of
    /// `inputs` (for an image sequence, `isSequence`: any existing file it would write or remove).
    package static func check(destination: String, isSequence: Bool = false, inputs: [Input]) throws(ExportError) {
        // `-o -`: whatever standard output is (`> scene.json` would replace the scene too).
        let destination = destination == StandardOutput.name ? StandardOutput.path : destination
        let identities = inputs.compactMap { input in identity(of: input.path).map { ($0, input) } }
        guard !identities.isEmpty else { return }
        for replaced in replacedFiles(destination: destination, isSequence: isSequence) {
            guard let id = identity(of: replaced) else { continue }
            if let (_, input) = identities.first(where: { $0.0 == id }) {
                let what = replaced == destination ? destination : "\(destination) (\(replaced))"
                throw ExportError(
                    "the output \(what) is the same file as \(input.role) \(input.path); choose another output",
                    kind: .usage)
            }
        }
    }

    /// The existing files an export to `destination` could overwrite or remove: the file itself, or
    /// a sequence's folder contents (a folder is replaced whole; a pattern's matching names).
    static func replacedFiles(destination: String, isSequence: Bool) -> [String] {
        guard isSequence else { return [destination] }
        var path = destination
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        let url = URL(fileURLWithPath: path)
        let naming = SequenceNaming.pattern(url.lastPathComponent)
        let folder = naming == nil ? path : url.deletingLastPathComponent().path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { naming?.matches($0) ?? true }.map { folder + "/" + $0 }
    }

    private struct Identity: Equatable {
        let device: UInt64
        let inode: UInt64
    }

    /// The file's device and inode, links followed; nil when it does not exist.
    private static func identity(of path: String) -> Identity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return Identity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
