import Foundation
import Reel
import ReelBuild

/// The scene a preview shows: read with the parameters a page asks for, rendered on demand, and
/// read again when the scene file or a file it reads changes. Safe to use from any thread.
package final class PreviewSession: @unchecked Sendable {
    /// Reads the scene with parameters, as the command line reads it (limits, asset checks).
    package typealias Loader = @Sendable ([String: String]) throws -> (scene: Scene, images: ImageSource)

    /// A scene read with one set of parameters.
    struct Loaded {
        let scene: Scene
        let timeline: Timeline
        let images: ImageSource
    }

    private let sceneFile: String
    private let load: Loader
    private let lock = NSLock()
    /// Bumped whenever the files change; pages poll it to reload.
    private var version = 1
    /// The scene read with each set of parameters asked for since the last change (a few at most).
    private var cache: [[String: String]: Loaded] = [:]
    /// What the files' stamps were when last looked at.
    private var filesStamp: String
    /// The files the scene reads (itself first), from the last successful read.
    private var watchedFiles: [String]

    /// A session showing `sceneFile`, read by `load`.
    package init(sceneFile: String, load: @escaping Loader) {
        self.sceneFile = sceneFile
        self.load = load
        watchedFiles = [sceneFile]
        filesStamp = FileStamps.of(watchedFiles)
    }

    /// The current version: a page showing an older one reloads.
    package var currentVersion: Int { lock.withLock { version } }

    /// Looks at the scene and its files, and starts a new version when any changed.
    package func checkForChanges() {
        lock.withLock {
            let now = FileStamps.of(watchedFiles)
            guard now != filesStamp else { return }
            filesStamp = now
            version += 1
            cache.removeAll()
        }
    }

    /// The scene read with `parameters` (cached until the files change).
    func loaded(_ parameters: [String: String]) throws -> Loaded {
        if let cached = lock.withLock({ cache[parameters] }) { return cached }
        let (scene, images) = try load(parameters)
        let loaded = Loaded(scene: scene, timeline: Timeline(scene: scene), images: images)
        lock.withLock {
            if cache.count >= 8 { cache.removeAll() }
            cache[parameters] = loaded
            let files =
                [sceneFile] + (ImageReferences.names(in: scene) + ImageReferences.fontFiles(in: scene)).map(images.path)
            if files != watchedFiles {
                watchedFiles = files
                filesStamp = FileStamps.of(files)
            }
        }
        return loaded
    }

    /// The frame at `time`, `scale` pixels per point.
    func frame(at time: Double, parameters: [String: String], scale: Double) throws -> Pixmap {
        let loaded = try loaded(parameters)
        let renderer = Renderer(scale: scale, images: loaded.images)
        return try renderer.render(loaded.timeline.snapshot(at: time))
    }
}
