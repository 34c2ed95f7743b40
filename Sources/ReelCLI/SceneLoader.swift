import Reel

/// Reads a scene the way every rendering command needs it: parameters applied, and the images it
/// names decoded up front (relative to the scene's folder), so a missing or broken image is an
/// error naming the file before any frame is rendered.
enum SceneLoader {
    static func load(_ path: String, parameters: ParameterOptions) throws -> (scene: Scene, images: ImageSource) {
        let scene = try SceneReader.read(contentsOf: path, parameters: try parameters.dictionary())
        let images = ImageSource(sceneFile: path, decode: ImageDecoder.decode(contentsOf:))
        try images.preload(ImageReferences.names(in: scene))
        return (scene, images)
    }
}
