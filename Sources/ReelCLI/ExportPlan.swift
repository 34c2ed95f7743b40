import ArgumentParser
import Foundation
import Reel

/// Which scene goes to which file: one scene to the output path, or several (or one, with `-o`
/// naming a folder) each to `FOLDER/NAME.EXT`, NAME being the scene file's name without its
/// extension.
struct ExportPlan {
    /// One scene and where it goes.
    struct Job {
        let scene: String
        let destination: String
    }

    let jobs: [Job]
    let format: OutputFormat
    /// The folder to create before exporting, in batch mode.
    let folder: String?

    /// Pairs `scenes` with destinations. A folder is meant when `output` ends in "/", or when
    /// there are several scenes and `output` is an existing folder; a folder's format is
    /// `format`, else GIF. A PNG sequence is itself a folder: one scene with `-o frames/`
    /// writes frames/frame-0000.png, …; several write FOLDER/NAME/frame-0000.png, ….
    init(scenes: [String], output: String, format: String?) throws {
        guard !scenes.isEmpty else { throw ValidationError("give at least one scene file") }
        let chosen = try format.map(Self.parse)
        if output == "-" {
            guard scenes.count == 1 else { throw ValidationError("-o - (standard output) takes one scene") }
            guard let chosen else {
                throw ValidationError(
                    "-o - writes to standard output, which has no extension: pass --format (\(OutputFormat.supportedList))"
                )
            }
            guard chosen.canStream else {
                throw ValidationError(
                    "a \(chosen.rawValue) is many files and cannot go to standard output; give -o a folder")
            }
            jobs = [Job(scene: scenes[0], destination: output)]
            self.format = chosen
            folder = nil
        } else if chosen == .pngSequence && scenes.count == 1 {
            jobs = [Job(scene: scenes[0], destination: output)]
            self.format = .pngSequence
            folder = nil
        } else if output.hasSuffix("/") || (scenes.count > 1 && Self.isFolder(output)) {
            let folder = output.hasSuffix("/") && output.count > 1 ? String(output.dropLast()) : output
            let format = chosen ?? .gif
            let jobs = scenes.map { scene in
                let name =
                    scene == "-" ? "stdin" : URL(fileURLWithPath: scene).deletingPathExtension().lastPathComponent
                let file = format.isSequence ? name : "\(name).\(format.fileExtension)"
                return Job(scene: scene, destination: "\(folder)/\(file)")
            }
            let clashes = Dictionary(grouping: jobs, by: \.destination).filter { $0.value.count > 1 }
            if let (destination, clash) = clashes.min(by: { $0.key < $1.key }) {
                throw ValidationError(
                    "\(clash.map(\.scene).joined(separator: " and ")) would both be exported to \(destination); rename one"
                )
            }
            self.jobs = jobs
            self.format = format
            self.folder = folder
        } else {
            guard scenes.count == 1 else {
                throw ValidationError(
                    "with several scenes, -o names a folder: end it with '/' (e.g. -o out/), and each scene goes to out/NAME.\(chosen?.fileExtension ?? "gif")"
                )
            }
            guard let format = chosen ?? OutputFormat(path: output) else {
                throw ValidationError(
                    "cannot tell the format of '\(output)' from its extension; use .gif, .mp4, .rgba or a PNG pattern such as frame-%04d.png, or pass --format (supported: \(OutputFormat.supportedList))"
                )
            }
            jobs = [Job(scene: scenes[0], destination: output)]
            self.format = format
            folder = nil
        }
    }

    /// Creates the batch folder (and its parents) if it does not exist.
    func createFolder() throws {
        guard let folder, !Self.isFolder(folder) else { return }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw ExportError("cannot create the folder \(folder): \(error.localizedDescription)")
        }
    }

    private static func parse(_ format: String) throws -> OutputFormat {
        guard let chosen = OutputFormat(rawValue: format.lowercased()) else {
            throw ValidationError("unknown format '\(format)'; supported: \(OutputFormat.supportedList)")
        }
        return chosen
    }

    private static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
