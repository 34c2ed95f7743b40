import Foundation

/// `reel.lock` beside the manifest: for each output built, the fingerprint of its inputs when it
/// was built and of the bytes written, and which Reel wrote them. Committed with the outputs, it
/// lets `reel build --check` tell on any machine, without rendering, which outputs are missing,
/// out of date, or changed by hand. One JSON object, keys sorted, so the same build writes the same bytes.
package struct BuildLock: Sendable, Equatable {
    /// What was recorded for one output.
    package struct Entry: Sendable, Equatable, Codable {
        /// The fingerprint of everything that decided the output's bytes.
        package var inputs: String
        /// The fingerprint of the output's bytes as written.
        package var output: String
        /// Which Reel wrote it (its version, build and libraries), or nil in an entry written
        /// before Reel recorded it.
        package var reel: String?

        package init(inputs: String, output: String, reel: String? = nil) {
            self.inputs = inputs
            self.output = output
            self.reel = reel
        }
    }

    /// Entries by output path, relative to the manifest as the manifest writes it.
    package var entries: [String: Entry] = [:]

    package init(entries: [String: Entry] = [:]) { self.entries = entries }

    private struct File: Codable {
        var format: Int
        var outputs: [String: Entry]
    }

    /// The lock file of a manifest in `folder`.
    package static func path(inFolder folder: String) -> String {
        URL(fileURLWithPath: folder).appendingPathComponent("reel.lock").path
    }

    /// Reads the lock at `path`; an absent file is an empty lock, a malformed one an error.
    package static func read(from path: String) throws -> BuildLock {
        guard let data = FileManager.default.contents(atPath: path) else { return BuildLock() }
        do {
            let file = try JSONDecoder().decode(File.self, from: data)
            return BuildLock(entries: file.outputs)
        } catch {
            throw BuildLockError(path: path, reason: "not a lock file Reel wrote (\(error))")
        }
    }

    /// Applies `change` to the lock at `path` as it is now, holding an exclusive `flock` on its
    /// folder meanwhile so that builds sharing the folder (shards on one volume) do not lose each
    /// other's entries, and rewrites it if anything changed.
    package static func update(at path: String, _ change: (inout BuildLock) -> Void) throws {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw BuildLockError(path: path, reason: "cannot open its folder (\(String(cString: strerror(errno))))")
        }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw BuildLockError(path: path, reason: "cannot lock its folder (\(String(cString: strerror(errno))))")
            }
        }
        defer { flock(descriptor, LOCK_UN) }
        let before = try read(from: path)
        var after = before
        change(&after)
        if after != before { try after.write(to: path) }
    }

    /// Writes the lock to `path`, replacing it whole (a temporary file renamed into place).
    package func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        var data = try encoder.encode(File(format: 1, outputs: entries))
        data.append(0x0A)
        try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    }
}

/// A lock file that cannot be used.
package struct BuildLockError: Error, CustomStringConvertible {
    package var path: String
    package var reason: String
    package var description: String { "\(path): \(reason)" }
}
