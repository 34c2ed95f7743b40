import Foundation
import Reel

/// Where presets are found by name: the folders of `$REEL_PRESETS` (separated by ':'), then the
/// checkout's `presets/` (for `.build/release/reel`), then the installed ones
/// (`PREFIX/share/reel/presets` beside `PREFIX/bin/reel`). The first folder holding a name wins.
enum PresetLibrary {
    static let environmentVariable = "REEL_PRESETS"
    static let extensions = ["json", "yaml", "yml"]

    /// The folders that exist, in search order.
    static var folders: [String] {
        var candidates = (ProcessInfo.processInfo.environment[environmentVariable] ?? "")
            .split(separator: ":").map(String.init)
        // The binary as invoked and as it really is (`/proc/self/exe`, links resolved): a link
        // in /usr/local/bin still finds the presets installed beside the real binary.
        let invoked = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let real = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            .map { URL(fileURLWithPath: $0).deletingLastPathComponent() }
        for bin in [invoked] + (real.map { [$0] } ?? []) {
            // A checkout: .build/release/reel or .build/<triple>/release/reel.
            candidates.append(bin.appendingPathComponent("../../presets").standardizedFileURL.path)
            candidates.append(bin.appendingPathComponent("../../../presets").standardizedFileURL.path)
        }
        for bin in (real.map { [$0] } ?? []) + [invoked] {
            // An install: PREFIX/bin/reel and PREFIX/share/reel/presets.
            candidates.append(bin.appendingPathComponent("../share/reel/presets").standardizedFileURL.path)
        }
        var seen = Set<String>()
        return candidates.filter { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
                && seen.insert(path).inserted
        }
    }

    /// Every preset: its name and file, the first folder's winning.
    static func all() -> [(name: String, path: String)] {
        var found: [String: String] = [:]
        for folder in folders {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for file in files.sorted() {
                let url = URL(fileURLWithPath: file)
                guard extensions.contains(url.pathExtension.lowercased()) else { continue }
                let name = url.deletingPathExtension().lastPathComponent
                if found[name] == nil { found[name] = folder + "/" + file }
            }
        }
        return found.sorted { $0.key < $1.key }.map { (name: $0.key, path: $0.value) }
    }

    /// The file of the preset called `name`, or nil.
    static func path(named name: String) -> String? {
        all().first { $0.name == name }?.path
    }
}
