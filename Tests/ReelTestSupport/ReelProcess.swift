import Foundation

/// Runs the `reel` binary as a user would, capturing what it prints and how it exits.
public enum ReelProcess {
    /// What one run of `reel` did.
    public struct Result {
        public let status: Int32
        public let stdout: String
        public let stderr: String
    }

    /// The binary under test: `$REEL_BINARY` (scripts/test points it at the release build), else
    /// the `reel` built next to the test bundle.
    public static var binary: String {
        if let path = ProcessInfo.processInfo.environment["REEL_BINARY"], !path.isEmpty { return path }
        return Bundle.main.bundleURL.appendingPathComponent("reel").path
    }

    /// Runs `reel` with `arguments` and waits for it.
    public static func run(_ arguments: [String]) throws -> Result {
        let result = try Subprocess.run(binary, arguments)
        return Result(
            status: result.status,
            stdout: String(decoding: result.stdout, as: UTF8.self),
            stderr: String(decoding: result.stderr, as: UTF8.self))
    }
}

extension TemporaryDirectory {
    /// Writes `text` to `name` in the directory and returns its path.
    public func write(_ name: String, _ text: String) throws -> String {
        let path = file(name)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The names of the files in the directory, sorted (hidden ones included).
    public func contents() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}
