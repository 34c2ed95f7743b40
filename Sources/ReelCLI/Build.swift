import ArgumentParser
import Foundation
import Reel
import ReelBuild

/// `reel build [MANIFEST] [OUTPUT…]`: renders what a manifest lists, only what is out of date.
struct Build: ReelParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render the outputs a manifest (reel.yaml) lists that are missing or out of date.",
        discussion: """
            The manifest is reel.yaml (or reel.yml, reel.json) in the current folder, or the YAML or \
            JSON file given; its paths are relative to its own folder (docs/build.md). An output is up \
            to date when reel.lock, beside the manifest, records the fingerprint of everything that \
            decides its bytes (the scene, every image and font file it reads, the options, the \
            parameters and Reel's version) and of the file itself, and both still match. An output \
            another Reel wrote (another version or build, or other giflib, FFmpeg, FreeType, HarfBuzz \
            or fontconfig versions) is rebuilt too: after upgrading Reel, everything renders once. \
            Outputs render in parallel, each by the command that makes it (reel export, frame or sheet).

            Name outputs to build only those. --check renders and writes nothing: it lists the \
            outputs that are missing or out of date and exits 1 if there are any, the step that \
            keeps committed assets true in CI. It compares Reel's version, not which build of it \
            wrote an output, since CI's fresh build never wrote them.

            \(CLIErrors.summary) --check exits 1 when an output is not up to date.
            """
    )

    @Argument(help: "The manifest (a .yaml, .yml or .json file; default: reel.yaml here), then outputs to build.")
    var items: [String] = []

    @Flag(help: "Render nothing; list what is missing or out of date and exit 1 if anything is.")
    var check = false

    @Flag(help: "Render every output named (or all), up to date or not.")
    var force = false

    @Flag(
        help:
            "Render nothing; print each output as a JSON object per line: path, kind (export, frame, sheet), scene, arguments."
    )
    var list = false

    @Option(
        help: ArgumentHelp(
            "Only the I-th of N disjoint parts of the manifest, the same on every machine: run I = 1…N on N machines.",
            valueName: "I/N"))
    var shard: String?

    @Option(help: "How many outputs render at once (default: the machine's cores).")
    var jobs: Int?

    @Flag(name: .shortAndLong, help: "Print nothing but errors.")
    var quiet = false

    static let manifestNames = ["reel.yaml", "reel.yml", "reel.json"]

    func validate() throws {
        if [check, force, list].filter({ $0 }).count > 1 {
            throw ValidationError("give one of --check, --force and --list")
        }
        if let jobs, !(1...256).contains(jobs) { throw ValidationError("--jobs must be 1 to 256") }
        if items.filter(Self.isManifestName).count > 1 { throw ValidationError("give one manifest") }
        if let shard, BuildShard(parsing: shard) == nil {
            throw ValidationError("--shard takes I/N with 1 ≤ I ≤ N ≤ 1000, not '\(shard)'")
        }
    }

    private static func isManifestName(_ item: String) -> Bool {
        ["yaml", "yml", "json"].contains(URL(fileURLWithPath: item).pathExtension.lowercased())
    }

    func run() throws {
        var result: Int32?
        try CLIErrors.handle { result = try buildOrCheck() }
        if let result { throw ExitCode(result) }
    }

    /// The exit code when an output failed or (with --check) is not up to date, else nil.
    private func buildOrCheck() throws -> Int32? {
        let manifestPath = try findManifest()
        let named = items.filter { !Self.isManifestName($0) }
        let selected = named.map(Self.absolute)
        let manifest = try BuildManifestReader.read(contentsOf: manifestPath)
        let folder = URL(fileURLWithPath: Self.absolute(manifestPath)).deletingLastPathComponent().path
        guard FileManager.default.changeCurrentDirectoryPath(folder) else {
            throw ValidationError("cannot enter the manifest's folder \(folder)")
        }
        var outputs = manifest.outputs
        if let shard = shard.flatMap(BuildShard.init(parsing:)) { outputs = shard.outputs(of: manifest) }
        if !selected.isEmpty {
            let byPath = Dictionary(
                manifest.outputs.map { (Self.absolute($0.path), $0) }, uniquingKeysWith: { a, _ in a })
            if let unknown = zip(named, selected).first(where: { byPath[$0.1] == nil }) {
                throw ValidationError("\(unknown.0) is not an output of \(manifestPath)")
            }
            // Named outputs outside the shard are another machine's.
            let inPart = Set(outputs.map(\.path))
            outputs = selected.compactMap { byPath[$0] }.filter { inPart.contains($0.path) }
        }
        let runner = BuildRunner(
            manifest: manifest, outputs: outputs, lockPath: BuildLock.path(inFolder: folder), quiet: quiet)
        if list {
            runner.list()
            return nil
        }
        try runner.checkOptions()
        let pruning = selected.isEmpty && shard == nil
        return check ? try runner.check() : try runner.build(force: force, jobs: jobs, pruning: pruning)
    }

    /// The manifest given among the items, else the first of `manifestNames` in this folder.
    private func findManifest() throws -> String {
        if let given = items.first(where: Self.isManifestName) { return given }
        if let found = Self.manifestNames.first(where: { FileManager.default.fileExists(atPath: $0) }) { return found }
        throw ValidationError(
            "no manifest here (\(Self.manifestNames.joined(separator: ", "))); give its path (docs/build.md)")
    }

    /// `path` made absolute against the current folder and standardized, for comparing.
    static func absolute(_ path: String) -> String {
        let base = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        return URL(fileURLWithPath: base).standardizedFileURL.path
    }
}
