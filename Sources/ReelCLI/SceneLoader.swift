import Reel

/// Reads a scene the way every rendering command needs it: within the limits, parameters
/// applied, and the images and fonts it names checked to lie in the scene's folder and decoded up
/// front, so a missing, broken or misplaced file is an error naming it before any frame renders.
enum SceneLoader {
    /// `warn` receives a sentence for a font family fontconfig replaces with another.
    static func load(
        _ path: String, parameters: ParameterOptions, safety: SafetyOptions,
        warn: (String) -> Void = CLIErrors.printWarning
    ) throws -> (scene: Scene, images: ImageSource) {
        let limits = try safety.limits()
        let scene = try SceneArgument.read(
            path, parameters: try parameters.dictionary(), limits: limits, strict: safety.lottie.strict,
            animation: safety.lottie.animation, warn: warn)
        do {
            try limits.check(scene)
        } catch {
            throw scene.sourceMap.error(at: error.path, error.message, kind: .limit)
        }
        // Assets resolve against the scene file's folder (the current one for standard input).
        let maximumSide = limits.image
        let images = ImageSource(
            sceneFile: try SceneArgument.path(of: path),
            decode: { try ImageDecoder.decode(contentsOf: $0, maximumSide: maximumSide) },
            allowsExternalFiles: safety.allowExternalAssets, maximumSide: limits.image)
        do {
            try images.loadAssets(of: scene) { location, message in
                warn("\(scene.sourceMap.file ?? "scene"): \(location): \(message)")
            }
        } catch {
            throw scene.sourceMap.error(at: error.location, error.reason.description, kind: .asset)
        }
        return (scene, images)
    }

    /// The files a loaded scene reads: the scene itself, its images and its font files, which
    /// an output must not replace.
    static func inputs(of path: String, scene: Scene, images: ImageSource) -> [InputProtection.Input] {
        (path == "-" ? [] : [InputProtection.Input("the scene", (try? SceneArgument.path(of: path)) ?? path)])
            + ImageReferences.names(in: scene).map { InputProtection.Input("the image", images.path(for: $0)) }
            + ImageReferences.fontFiles(in: scene).map { InputProtection.Input("the font", images.path(for: $0)) }
    }

    /// `load`, plus the pixel density the size options ask for, refused before any frame is
    /// rendered when the frames would exceed the canvas limit: what the commands that render
    /// frames themselves (frame, sheet, bench) need. Exports check the canvas in the Exporter.
    /// `output`, when given, is refused if it would replace one of the scene's inputs.
    static func loadForRendering(
        _ path: String, parameters: ParameterOptions, safety: SafetyOptions,
        size: SizeOptions, writing output: String? = nil
    ) throws -> (scene: Scene, images: ImageSource, scale: Double) {
        let (scene, images) = try load(path, parameters: parameters, safety: safety)
        if let output {
            try InputProtection.check(destination: output, inputs: inputs(of: path, scene: scene, images: images))
        }
        let scale = try size.scale(forCanvasWidth: scene.width)
        let pixels = Renderer.pixelSize(width: scene.width, height: scene.height, scale: scale)
        try safety.limits().checkCanvas(width: pixels.width, height: pixels.height)
        return (scene, images, scale)
    }
}
