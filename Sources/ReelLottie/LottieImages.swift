import ReelGeometry
import ReelSceneFile
import ReelTimeline

extension LottieContext {
    /// An image layer's picture (`refId` naming an asset with `p`, `w`, `h`): a layer showing the
    /// image stretched to `w` × `h` from the layer's origin. An embedded image (`p` a `data:`
    /// URI) is kept as it is, and so is one a `.lottie` archive holds (made a data URI); a file
    /// is named by the folder `u` and the file `p`, relative to the Lottie file's folder, as a
    /// scene's images are.
    func image(_ object: inout ObjectReader, _ assets: [String: JSONNode]) throws(SceneError) -> Layer {
        let refNode = try object.required("refId", "the image's asset id")
        let id = try refNode.string()
        guard let asset = assets[id] else {
            throw refNode.error("no asset has the id \"\(id.truncatedForMessages)\"", kind: .unknownName)
        }
        var assetObject = try asset.object()
        guard let fileNode = assetObject.optional("p") else {
            throw refNode.error("the asset \"\(id.truncatedForMessages)\" is not an image (it has no \"p\")")
        }
        let file = try fileNode.string()
        guard !file.isEmpty else { throw fileNode.error("expected an image file's name or a data URI") }
        let folder = try assetObject.optional("u").map { (n) throws(SceneError) in try n.string() } ?? ""
        let width = try assetObject.required("w", "the image's width").number()
        let height = try assetObject.required("h", "the image's height").number()
        guard width >= 0, height >= 0 else { throw asset.error("expected an image size of at least 0") }
        var layer = Layer()
        layer.anchorPoint = .zero
        layer.bounds = Rect(x: 0, y: 0, width: width, height: height)
        let name =
            file.hasPrefix("data:") ? file : archive?.image(folder: folder, file: file) ?? Self.joined(folder, file)
        layer.contents = ImageContents(image: name)
        return layer
    }

    /// `u` and `p` as one relative name: exporters write `u` as `"images/"`, sometimes with no
    /// slash, or empty.
    private static func joined(_ folder: String, _ file: String) -> String {
        guard !folder.isEmpty, !file.hasPrefix("/") else { return file }
        return folder.hasSuffix("/") ? folder + file : folder + "/" + file
    }
}
