import Foundation
import ReelTestSupport
import XCTest

/// scripts/install and scripts/package, as a user meets them: the installed reel runs from another
/// folder, finds its presets, needs no Swift library, has a manual page that renders and
/// completions; the Debian package holds the same and depends on the runtime libraries.
///
/// One static build serves every test (a few minutes the first time; .build-static keeps it): the
/// first test to ask installs into a temporary prefix, then packages with `--no-build`.
final class InstallTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// What the one install and package run left: the prefix, what each script printed, the .deb.
    private struct Installation {
        let prefix: String
        let installOutput: String
        let packageOutput: String
        let deb: String
    }

    nonisolated(unsafe) private static var cached: Result<Installation, any Error>?

    private static func installation() throws -> Installation {
        if let cached { return try cached.get() }
        let result = Result { () throws -> Installation in
            let prefix = NSTemporaryDirectory() + "reel-install-" + UUID().uuidString
            let install = try script("install", ["--prefix", prefix])
            let package = try script("package", ["--no-build"])
            let deb = package.split(separator: "\n").last.map { String($0.dropFirst("package: ".count)) } ?? ""
            return Installation(
                prefix: prefix, installOutput: install, packageOutput: package,
                deb: deb.hasPrefix("/") ? deb : root + "/" + deb)
        }
        cached = result
        return try result.get()
    }

    override class func tearDown() {
        if case .success(let installation)? = cached {
            try? FileManager.default.removeItem(atPath: installation.prefix)
        }
        super.tearDown()
    }

    /// Runs scripts/NAME; fails with what it printed unless it succeeds.
    private static func script(_ name: String, _ arguments: [String]) throws -> String {
        let result = try Subprocess.run(root + "/scripts/" + name, arguments, in: root)
        let output = String(decoding: result.stdout, as: UTF8.self)
        guard result.status == 0 else {
            throw ScriptFailure(
                description: "scripts/\(name) exited \(result.status):\n\(output)\n"
                    + String(decoding: result.stderr, as: UTF8.self))
        }
        return output
    }

    private struct ScriptFailure: Error, CustomStringConvertible { let description: String }

    /// Runs `executable` in a fresh temporary folder (not the checkout, so nothing is found there).
    private func runElsewhere(_ executable: String, _ arguments: [String]) throws -> (
        status: Int32, stdout: String, stderr: String, folder: TemporaryDirectory
    ) {
        let folder = try makeTemporaryDirectory()
        let result = try Subprocess.run(executable, arguments, in: folder.path)
        return (
            result.status, String(decoding: result.stdout, as: UTF8.self),
            String(decoding: result.stderr, as: UTF8.self), folder
        )
    }

    private static let versionPattern = #"^reel \d+\.\d+\.\d+ \(commit [0-9a-f]{7}(-dirty)?\)\n$"#

    // MARK: - scripts/install

    func testInstallPutsEveryPartInThePrefixAndSaysSo() throws {
        let installation = try Self.installation()
        let parts = [
            "bin/reel", "share/reel/presets/pop.json", "share/reel/presets/assets/moon-1.png",
            "share/man/man1/reel.1", "share/bash-completion/completions/reel",
            "share/zsh/site-functions/_reel", "share/fish/vendor_completions.d/reel.fish"
        ]
        for part in parts {
            XCTAssertTrue(FileManager.default.fileExists(atPath: installation.prefix + "/" + part), part)
        }
        let printed = installation.installOutput.split(separator: "\n").map(String.init)
        for part in parts where !part.hasPrefix("share/reel/") {
            XCTAssertTrue(
                printed.contains("install: \(installation.prefix)/\(part)"),
                "\(part) not in:\n\(installation.installOutput)")
        }
        XCTAssertTrue(printed.contains { $0.hasPrefix("install: \(installation.prefix)/share/reel/presets/ (") })
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: installation.prefix + "/bin/reel"))
    }

    func testInstallingAgainChangesNothing() throws {
        let installation = try Self.installation()
        let before = try FileManager.default.subpathsOfDirectory(atPath: installation.prefix).sorted()
        let again = try Self.script("install", ["--prefix", installation.prefix, "--no-build"])
        XCTAssertEqual(try FileManager.default.subpathsOfDirectory(atPath: installation.prefix).sorted(), before)
        XCTAssertEqual(
            again.split(separator: "\n").filter { $0.hasPrefix("install: /") },
            installation.installOutput.split(separator: "\n").filter { $0.hasPrefix("install: /") })
    }

    func testInstalledReelRunsFromAnotherFolderWithItsPresets() throws {
        let installation = try Self.installation()
        let reel = installation.prefix + "/bin/reel"

        let version = try runElsewhere(reel, ["--version"])
        XCTAssertEqual(version.status, 0, version.stderr)
        XCTAssertNotNil(version.stdout.range(of: Self.versionPattern, options: .regularExpression), version.stdout)

        let presets = try runElsewhere(reel, ["presets"])
        XCTAssertEqual(presets.status, 0, presets.stderr)
        XCTAssertTrue(presets.stdout.contains(installation.prefix + "/share/reel/presets/pop.json"), presets.stdout)
        XCTAssertTrue(presets.stdout.contains("--param"), presets.stdout)

        // Installed presets by name, one of them with images from the installed assets/.
        let pop = try runElsewhere(reel, ["export", "pop", "-o", "pop.gif"])
        XCTAssertEqual(pop.status, 0, pop.stderr)
        let gif = try Data(contentsOf: URL(fileURLWithPath: pop.folder.file("pop.gif")))
        XCTAssertEqual(gif.prefix(6), Data("GIF89a".utf8))

        let moon = try runElsewhere(reel, ["frame", "image-sequence", "--time", "0.5", "-o", "moon.png"])
        XCTAssertEqual(moon.status, 0, moon.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: moon.folder.file("moon.png")))
    }

    func testInstalledBinaryNeedsNoSwiftLibrariesAndLoadsFFmpegWhenItNeedsIt() throws {
        let installation = try Self.installation()
        let ldd = try runElsewhere("/usr/bin/ldd", [installation.prefix + "/bin/reel"])
        XCTAssertEqual(ldd.status, 0, ldd.stderr)
        for library in ["libswift", "libFoundation", "lib_Foundation", "libdispatch", "libBlocksRuntime", "not found"] {
            XCTAssertFalse(ldd.stdout.contains(library), "\(library) in:\n\(ldd.stdout)")
        }
        for library in ["libgif", "libfreetype", "libharfbuzz", "libfontconfig"] {
            XCTAssertTrue(ldd.stdout.contains(library), "\(library) missing from:\n\(ldd.stdout)")
        }
        // FFmpeg's are loaded when first needed (Sources/CFFmpegLoader), not linked.
        for library in ["libavcodec", "libavformat", "libswscale", "libavutil"] {
            XCTAssertFalse(ldd.stdout.contains(library), "\(library) linked:\n\(ldd.stdout)")
        }
        let video = try runElsewhere(installation.prefix + "/bin/reel", ["export", "pop", "-o", "pop.mp4"])
        XCTAssertEqual(video.status, 0, video.stderr)
        XCTAssertEqual(try FFmpegCLI.videoStream(video.folder.file("pop.mp4"))["codec_name"] as? String, "h264")
    }

    func testManualPageRendersWithMan() throws {
        let installation = try Self.installation()
        let page = installation.prefix + "/share/man/man1/reel.1"
        let man = try runElsewhere("/usr/bin/man", ["-l", page])
        XCTAssertEqual(man.status, 0, man.stderr)
        XCTAssertEqual(man.stderr, "", "man or groff warned")
        for text in ["NAME", "SYNOPSIS", "reel export", "reel convert", "--fps", "Render Core Animation"] {
            XCTAssertTrue(man.stdout.contains(text), "\(text) missing from the manual page")
        }
    }

    func testCompletionScriptsAreTheirShellsOwn() throws {
        let installation = try Self.installation()
        let share = installation.prefix + "/share/"
        let bash = try String(contentsOfFile: share + "bash-completion/completions/reel", encoding: .utf8)
        let zsh = try String(contentsOfFile: share + "zsh/site-functions/_reel", encoding: .utf8)
        let fish = try String(contentsOfFile: share + "fish/vendor_completions.d/reel.fish", encoding: .utf8)
        XCTAssertTrue(bash.contains("complete ") && bash.contains("reel"), bash)
        XCTAssertTrue(zsh.hasPrefix("#compdef reel"), zsh)
        XCTAssertTrue(fish.contains("complete -c 'reel'"), fish)
        let check = try Subprocess.run("/bin/bash", ["-n", share + "bash-completion/completions/reel"])
        XCTAssertEqual(check.status, 0, String(decoding: check.stderr, as: UTF8.self))
    }

    // MARK: - scripts/package

    func testDebianPackageDependsOnTheRuntimeLibraries() throws {
        let installation = try Self.installation()
        XCTAssertTrue(
            installation.deb.hasSuffix(".deb") && FileManager.default.fileExists(atPath: installation.deb),
            installation.packageOutput)
        let fields = try Subprocess.run("/usr/bin/dpkg-deb", ["-f", installation.deb, "Package", "Version", "Depends"])
        let control = String(decoding: fields.stdout, as: UTF8.self)
        XCTAssertEqual(fields.status, 0)
        XCTAssertTrue(control.contains("Package: reel"), control)
        for package in [
            "libgif7", "libavcodec59", "libavformat59", "libswscale6", "libavutil57",
            "libfreetype6", "libharfbuzz0b", "libfontconfig1", "libc6"
        ] {
            XCTAssertTrue(control.contains(package), "\(package) missing from:\n\(control)")
        }
        XCTAssertFalse(control.contains("-dev"), control)
        XCTAssertFalse(control.contains("swift"), control)
    }

    func testDebianPackageUnpacksToAReelThatRunsElsewhere() throws {
        let installation = try Self.installation()
        let unpacked = try makeTemporaryDirectory()
        let extract = try Subprocess.run("/usr/bin/dpkg-deb", ["-x", installation.deb, unpacked.path])
        XCTAssertEqual(extract.status, 0, String(decoding: extract.stderr, as: UTF8.self))
        for part in [
            "usr/share/man/man1/reel.1.gz", "usr/share/bash-completion/completions/reel",
            "usr/share/zsh/site-functions/_reel", "usr/share/fish/vendor_completions.d/reel.fish",
            "usr/share/reel/presets/assets/moon-1.png"
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: unpacked.file(part)), part)
        }
        let reel = unpacked.file("usr/bin/reel")
        let version = try runElsewhere(reel, ["--version"])
        XCTAssertNotNil(version.stdout.range(of: Self.versionPattern, options: .regularExpression), version.stdout)
        let presets = try runElsewhere(reel, ["presets"])
        XCTAssertEqual(presets.status, 0, presets.stderr)
        XCTAssertTrue(presets.stdout.contains(unpacked.file("usr/share/reel/presets/pop.json")), presets.stdout)
        let frame = try runElsewhere(reel, ["frame", "springs", "--time", "1", "-o", "springs.png"])
        XCTAssertEqual(frame.status, 0, frame.stderr)

        // Every file is root's, whoever built the package.
        let listing = try Subprocess.run("/usr/bin/dpkg-deb", ["-c", installation.deb])
        let owners = String(decoding: listing.stdout, as: UTF8.self).split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true)[1]
        }
        XCTAssertFalse(owners.isEmpty)
        XCTAssertTrue(owners.allSatisfy { $0 == "root/root" }, Set(owners).description)
    }
}
