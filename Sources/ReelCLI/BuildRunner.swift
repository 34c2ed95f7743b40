import ArgumentParser
import Foundation
import Reel
import ReelBuild

/// Decides which outputs of a manifest are out of date and renders them, each by a `reel` child
/// process running the command that makes it, several at once. Runs in the manifest's folder.
struct BuildRunner {
    let manifest: BuildManifest
    let outputs: [BuildManifest.Output]
    let lockPath: String
    let quiet: Bool

    /// Why an output needs building; nil when it is up to date.
    enum Staleness: String {
        case missing = "missing"
        case unrecorded = "not built by reel build yet"
        case inputsChanged = "out of date"
        case outputChanged = "changed since it was built"
        case otherReel = "written by another Reel"
        case unreadable = "its scene cannot be read"
    }

    /// Refuses, before anything renders, an output whose options its command refuses, with the
    /// manifest's file, line and column.
    func checkOptions() throws {
        for output in outputs {
            do {
                _ = try ReelCommand.parseAsRoot(output.arguments)
            } catch {
                var located = output.location
                located.file = manifest.file
                located.message = "\(output.path): \(ReelCommand.message(for: error))"
                located.kind = .usage
                throw located
            }
        }
    }

    /// Prints each output as one line of JSON, for scripts: its path, what makes it, its scene
    /// and the `reel` arguments, all relative to the manifest's folder.
    func list() {
        struct Line: Encodable {
            var path: String, kind: String, scene: String, arguments: [String]
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for output in outputs {
            let line = Line(
                path: output.path, kind: output.kind.rawValue, scene: output.scene, arguments: output.arguments)
            if let data = try? encoder.encode(line) { print(String(decoding: data, as: UTF8.self)) }
        }
    }

    /// Lists what is not up to date; the exit code 1 when anything is, else nil.
    func check() throws -> Int32? {
        let lock = try BuildLock.read(from: lockPath)
        var fingerprints = InputFingerprints()
        var stale = 0
        for output in outputs {
            if let reason = staleness(of: output, lock: lock, reel: nil, fingerprints: &fingerprints).reason {
                print("\(reason.rawValue): \(output.path)")
                stale += 1
            }
        }
        if stale > 0 {
            print("reel build --check: \(stale) of \(outputs.count) outputs not up to date; run reel build")
            return 1
        }
        if !quiet { print("reel build --check: \(outputs.count) outputs up to date") }
        return nil
    }

    /// Builds what is out of date (everything with `force`), `jobs` at a time, then records what
    /// was built in the lock; `pruning` drops entries of outputs the manifest no longer lists.
    /// An output another render reads (an image a scene shows) is built in an earlier stage, and
    /// what reads it is judged after. The exit code of the first failure, or nil.
    func build(force: Bool, jobs: Int?, pruning: Bool) throws -> Int32? {
        var lock = try BuildLock.read(from: lockPath)
        // What this build changes, applied at the end to the lock as it is then: other builds of
        // the same manifest (shards on a shared folder) may have recorded outputs meanwhile.
        var changes: [String: BuildLock.Entry?] = [:]
        var pending = outputs
        var failure: Int32?
        var (built, failed, current) = (0, 0, 0)
        while !pending.isEmpty {
            var fingerprints = InputFingerprints()
            let produced = Set(pending.map { Build.absolute($0.path) })
            let (stage, later) = pending.partitioned { output in
                fingerprints.inputFiles(of: output).allSatisfy {
                    !produced.contains($0) || $0 == Build.absolute(output.path)
                }
            }
            guard !stage.isEmpty else {
                throw ValidationError("\(later[0].path) and what it reads are made from each other; break the cycle")
            }
            var work: [(output: BuildManifest.Output, inputs: String?)] = []
            for output in stage {
                let (reason, inputs) = staleness(
                    of: output, lock: lock, reel: BuildIdentity.current, fingerprints: &fingerprints)
                if force || reason != nil { work.append((output, inputs)) } else { current += 1 }
            }
            // An output's folder is made for it, as the manifest is the only thing naming it.
            for (output, _) in work {
                let folder = URL(fileURLWithPath: output.path).deletingLastPathComponent().path
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            }
            let results = work.isEmpty ? [] : ChildRenders(quiet: quiet).run(work.map(\.output), jobs: jobs)
            for ((output, inputs), result) in zip(work, results) {
                if let code = result {
                    failure = failure ?? code
                    failed += 1
                    lock.entries[output.path] = nil
                    changes[output.path] = .some(nil)
                } else if let inputs, let written = Fingerprint.ofFile(output.path) {
                    built += 1
                    lock.entries[output.path] = BuildLock.Entry(
                        inputs: inputs, output: written, reel: BuildIdentity.current)
                    changes[output.path] = lock.entries[output.path]
                }
            }
            pending = later
        }
        if !quiet {
            if built + failed == 0 {
                print("reel build: nothing to do, \(current) outputs up to date")
            } else {
                print("reel build: \(built) built\(failed == 0 ? "" : ", \(failed) failed"), \(current) up to date")
            }
        }
        let listed = Set(manifest.outputs.map(\.path))
        try BuildLock.update(at: lockPath) { current in
            for (path, entry) in changes { current.entries[path] = entry }
            if pruning { current.entries = current.entries.filter { listed.contains($0.key) } }
        }
        return failure
    }

    /// Why `output` is not up to date, if it is not, and its inputs' fingerprint (nil when its
    /// scene cannot be read: the render then reports why). With `reel`, this Reel's
    /// `BuildIdentity`, an output another Reel wrote is stale too; `--check` passes nil, as the
    /// Reel that checks (a fresh build in CI) is never the one that built, and only a render can
    /// tell whether it writes the same bytes (scripts/generate-docs-assets --check compares them).
    private func staleness(
        of output: BuildManifest.Output, lock: BuildLock, reel: String?, fingerprints: inout InputFingerprints
    ) -> (reason: Staleness?, inputs: String?) {
        guard let inputs = fingerprints.of(output) else { return (.unreadable, nil) }
        guard FileManager.default.fileExists(atPath: output.path) else { return (.missing, inputs) }
        guard let entry = lock.entries[output.path] else { return (.unrecorded, inputs) }
        guard entry.inputs == inputs else { return (.inputsChanged, inputs) }
        guard Fingerprint.ofFile(output.path) == entry.output else { return (.outputChanged, inputs) }
        if let reel, entry.reel != reel { return (.otherReel, inputs) }
        return (nil, inputs)
    }
}

/// The fingerprint of what decides an output's bytes: Reel's version, the command line that makes
/// it (relative paths, so the same on every machine), the scene file's bytes and those of every
/// image and font file the scene reads with these parameters. Scenes are read once per render.
struct InputFingerprints {
    /// Per scene and parameters: the fingerprint of the files read, and their absolute paths.
    private var scenes: [String: (fingerprint: String, files: [String])?] = [:]

    /// The fingerprint of `output`'s inputs, or nil when its scene cannot be read.
    mutating func of(_ output: BuildManifest.Output) -> String? {
        guard let scene = read(output) else { return nil }
        var fingerprint = Fingerprint()
        fingerprint.add("reel build 1")
        fingerprint.add(reelVersion)
        for argument in output.arguments { fingerprint.add(argument) }
        fingerprint.add(scene.fingerprint)
        return fingerprint.hex
    }

    /// The files `output`'s scene reads (itself included), absolute; none when it cannot be read.
    mutating func inputFiles(of output: BuildManifest.Output) -> [String] {
        inputFiles(of: output.scene, parameters: output.parameters)
    }

    /// The files a scene reads with `parameters` (itself included), absolute; none when it cannot
    /// be read.
    mutating func inputFiles(of scene: String, parameters: [String: String]) -> [String] {
        read(scene: scene, parameters: parameters)?.files ?? []
    }

    private mutating func read(_ output: BuildManifest.Output) -> (fingerprint: String, files: [String])? {
        read(scene: output.scene, parameters: output.parameters)
    }

    private mutating func read(scene: String, parameters: [String: String]) -> (fingerprint: String, files: [String])? {
        let key = ([scene] + parameters.sorted { $0.key < $1.key }.map { "\($0)=\($1)" }).joined(separator: "\u{0}")
        if scenes[key] == nil { scenes[key] = .some(Self.readScene(scene, parameters: parameters)) }
        return scenes[key] ?? nil
    }

    private static func readScene(
        _ argument: String, parameters: [String: String]
    ) -> (fingerprint: String, files: [String])? {
        guard let path = try? SceneArgument.path(of: argument),
            let scene = try? SceneArgument.read(
                argument, parameters: parameters, limits: SceneLimits(), warn: { _ in })  // the render warns
        else { return nil }
        let images = ImageSource(sceneFile: path, decode: { _ in Pixmap(width: 1, height: 1) })
        var fingerprint = Fingerprint()
        fingerprint.add(FileManager.default.contents(atPath: path) ?? Data())
        var files = [Build.absolute(path)]
        // Names as the scene writes them, not the paths they resolve to, which differ by machine.
        for name in ImageReferences.names(in: scene) + ImageReferences.fontFiles(in: scene) {
            let file = images.path(for: name)
            fingerprint.add(name)
            fingerprint.add(FileManager.default.contents(atPath: file) ?? Data("missing".utf8))
            files.append(Build.absolute(file))
        }
        return (fingerprint.hex, files)
    }
}

extension Array {
    /// The elements that satisfy `belongs`, and the others, each in order.
    fileprivate func partitioned(by belongs: (Element) -> Bool) -> ([Element], [Element]) {
        var (yes, no) = ([Element](), [Element]())
        for element in self {
            if belongs(element) { yes.append(element) } else { no.append(element) }
        }
        return (yes, no)
    }
}
