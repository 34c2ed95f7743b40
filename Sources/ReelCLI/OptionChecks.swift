import ArgumentParser
import Reel

/// The ranges the numeric options share across commands, so `export` and `bench` accept the same
/// thread counts and every `--duration` the same seconds (the bound a scene's numbers have).
enum OptionChecks {
    static let maximumThreads = 1024
    static let maximumSeconds = 1e9

    static func threads(_ threads: Int?) throws {
        if let threads, !(1...maximumThreads).contains(threads) {
            throw ValidationError("--threads must be 1 to \(maximumThreads)")
        }
    }

    static func fps(_ fps: Double?) throws {
        if let fps, !(fps > 0 && fps <= 1000) { throw ValidationError("--fps must be above 0 and at most 1000") }
    }

    /// `--duration`: above 0 (or 0 too, when `allowingZero`) and at most a billion seconds.
    static func duration(_ duration: Double?, allowingZero: Bool = false) throws {
        guard let duration else { return }
        if !(duration <= maximumSeconds && (duration > 0 || allowingZero && duration == 0)) {
            throw ValidationError(
                "--duration must be a number of seconds \(allowingZero ? "≥ 0" : "above 0") and at most 1e9")
        }
    }

    /// The output of a command that writes one PNG: a `.png` name or `-` for standard output.
    static func pngOutput(_ output: String, command: String) throws {
        guard output.lowercased().hasSuffix(".png") || output == StandardOutput.name else {
            throw ValidationError(
                "reel \(command) writes PNG; give an output ending in .png (or - for standard output), not '\(output)'")
        }
    }
}
