import Foundation
import ReelGeometry
import ReelSceneFile
import ReelTimeline

/// A Lottie file read into Reel's model: the scene, and what it uses that Reel does not render.
public struct LottieImport: Sendable {
    /// The composition as a scene: its size, frame rate and length, its layers.
    public var scene: Scene
    /// The features the file uses that the scene leaves out, in file order.
    public var warnings: [LottieWarning]
}

/// Reads Lottie (Bodymovin JSON) animations into Reel's scene model, so that they render and
/// export like any scene (see docs/lottie.md for what is supported and how it maps).
///
/// Malformed files fail like scene files, with the file, line, column and JSON path; what Reel
/// cannot render yet (expressions, effects, 3D layers, masks…) is left out and reported as a
/// ``LottieWarning``.
public enum LottieReader {
    /// Reads the Lottie file at `path`.
    /// - Parameters:
    ///   - path: The file's path, as errors will name it.
    ///   - limits: Bounds on what the file may ask for; the defaults by default.
    /// - Returns: The scene and the warnings.
    /// - Throws: ``SceneError``: an unreadable or malformed file, a wrong type, an impossible
    ///   value, a limit exceeded.
    public static func read(contentsOf path: String, limits: SceneLimits = SceneLimits()) throws(SceneError)
        -> LottieImport
    {
        try read(contentsOf: path, animation: nil, limits: limits)
    }

    /// Reads the Lottie file or `.lottie` archive at `path`; of an archive, the animation
    /// `animation` by its id, or the first its manifest lists.
    /// - Parameters:
    ///   - path: The file's path, as errors will name it (an archive's animation as
    ///     `anim.lottie(animations/ID.json)`).
    ///   - animation: The id of an archive's animation; nil for the first.
    ///   - limits: Bounds on what the file may ask for; the defaults by default.
    /// - Returns: The scene and the warnings.
    /// - Throws: ``SceneError``: an unreadable or malformed file or archive, an animation the
    ///   archive does not hold, a wrong type, an impossible value, a limit exceeded.
    public static func read(contentsOf path: String, animation: String?, limits: SceneLimits = SceneLimits())
        throws(SceneError) -> LottieImport
    {
        let data = try SceneReader.contents(of: path, limits: limits)
        guard LottieArchive.isArchive(data) else { return try read(data: data, file: path, limits: limits) }
        let archive = try LottieArchive(data, file: path, limit: limits.file)
        let (name, json) = try archive.animation(animation)
        let syntax: JSONValue
        do {
            syntax = try SceneSyntax.parse(json: [UInt8](json))
        } catch var error {
            error.file = "\(path)(\(name))"
            throw error
        }
        return try read(parsed: syntax, file: "\(path)(\(name))", limits: limits, archive: archive)
    }

    /// Reads a Lottie file's bytes, named `file` in messages.
    /// - Parameters:
    ///   - data: The JSON text, UTF-8.
    ///   - file: A name for messages; also the scene's ``SceneSourceMap/file``.
    ///   - limits: Bounds on what the file may ask for; the defaults by default.
    /// - Returns: The scene and the warnings.
    /// - Throws: ``SceneError`` located by file, line, column and JSON path.
    public static func read(data: Data, file: String, limits: SceneLimits = SceneLimits()) throws(SceneError)
        -> LottieImport
    {
        guard data.count <= limits.file else {
            throw SceneError(
                file: file, line: 0, column: 0, path: "",
                message: SceneLimits.exceeded("file", "the file is more than \(limits.file) bytes", limit: limits.file)
                    .message, kind: .limit)
        }
        let syntax: JSONValue
        do {
            syntax = try SceneSyntax.parse(json: [UInt8](data))
        } catch var error {
            error.file = file
            throw error
        }
        return try read(parsed: syntax, file: file, limits: limits)
    }

    /// Whether `data` is a Lottie file: a JSON object with a frame rate, in and out points, a
    /// size and layers (`fr`, `ip`, `op`, `w`, `h`, `layers`), whatever the file is called.
    /// - Parameter data: A file's bytes.
    /// - Returns: True for a Lottie file, false for anything else (scene files included).
    public static func isLottie(_ data: Data) -> Bool {
        guard let syntax = try? SceneSyntax.parse(json: [UInt8](data)) else { return false }
        return isLottie(syntax)
    }

    /// Whether a parsed document is a Lottie composition (its top-level keys).
    package static func isLottie(_ syntax: JSONValue) -> Bool {
        guard case .object(let members) = syntax.kind else { return false }
        let keys = Set(members.map(\.key))
        return ["fr", "ip", "op", "w", "h", "layers"].allSatisfy(keys.contains)
    }

    /// Reads an already parsed Lottie document.
    package static func read(
        parsed syntax: JSONValue, file: String, limits: SceneLimits, archive: LottieArchive? = nil
    ) throws(SceneError) -> LottieImport {
        let context = LottieContext(limits: limits)
        context.archive = archive
        do throws(SceneError) {
            var result = try read(JSONNode(value: syntax, path: ""), context)
            result.scene.sourceMap.file = file
            return result
        } catch var error {
            error.file = file
            throw error
        }
    }

    private static func read(_ root: JSONNode, _ context: LottieContext) throws(SceneError) -> LottieImport {
        var object = try root.object()
        let fps = try object.required("fr", "the frame rate").positiveNumber()
        let start = try object.required("ip", "the first frame").number()
        let endNode = try object.required("op", "the frame after the last")
        let end = try endNode.number()
        guard end > start else { throw endNode.error("expected an out point after the in point (\(start))") }
        let width = try object.required("w", "the width").positiveNumber()
        let height = try object.required("h", "the height").positiveNumber()
        if let ddd = object.optional("ddd"), case .number(let n) = ddd.value.kind, n != 0 {
            context.unsupported("3D compositions (ddd)", at: ddd)
        }
        context.glyphs = try context.readGlyphs(fonts: object.optional("fonts"), chars: object.optional("chars"))
        var assets: [String: JSONNode] = [:]
        if let list = object.optional("assets") {
            for asset in try list.array() {
                var assetObject = try asset.object()
                if let id = assetObject.optional("id") { assets[try id.string()] = asset }
            }
        }
        let layers = try context.layers(
            of: LottieComposition(
                layers: try object.required("layers", "the layers"), fps: fps, start: start, end: end,
                sharesParents: true),
            assets: assets, precomps: [])
        var root = Layer()
        root.anchorPoint = .zero
        // Scene time 0 is the composition's in point.
        root.timing.timeOffset = start / fps
        root.sublayers = layers.map(LottieOpacity.pushedDown)
        var scene = Scene(
            width: width, height: height, fps: fps, duration: (end - start) / fps, background: nil, layers: [root])
        scene.summary = try object.optional("nm").map { (n) throws(SceneError) in try n.string() }
        // A precomposition used twice, or a layer placed as a matte and as itself, is read twice:
        // each feature is reported once.
        var seen = Set<String>()
        let warnings = context.warnings.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
            .filter { seen.insert($0.description).inserted }
        return LottieImport(scene: scene, warnings: warnings)
    }
}
