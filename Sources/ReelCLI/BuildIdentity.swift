import Foundation
import Reel
import ReelBuild
import ReelText

/// Which Reel writes an output, recorded beside it in reel.lock: a newer Reel may write other
/// bytes from the same scene and options, so `reel build` rebuilds what another one wrote.
///
/// It names Reel's version; the build, as the commit scripts/stamp-commit wrote into it when the
/// checkout was clean, else by the fingerprint of the executable's own bytes (a plain `swift
/// build`, or local changes, which a commit does not name); and the versions of the libraries that
/// write or shape the bytes (giflib, FFmpeg's, FreeType, HarfBuzz, fontconfig).
enum BuildIdentity {
    /// Replaces the identity, so that tests can play a Reel built from other code.
    static let overrideVariable = "REEL_TEST_BUILD_IDENTITY"

    /// This process's identity, worked out once: the executable is read at most once.
    static let current: String = ProcessInfo.processInfo.environment[overrideVariable] ?? describe()

    private static func describe() -> String {
        let build: String
        if let commit = reelBuildCommit, !commit.hasSuffix("-dirty") {
            build = "commit \(commit)"
        } else if let executable = Fingerprint.ofFile("/proc/self/exe") {
            build = "executable \(executable)"
        } else {
            // Unknown, so unlike any other: everything is rebuilt rather than trusted.
            build = "unknown \(UUID().uuidString)"
        }
        return (["reel \(reelVersion) (\(build))"] + EncoderLibraries.versions + TextLibraries.versions)
            .joined(separator: ", ")
    }
}
