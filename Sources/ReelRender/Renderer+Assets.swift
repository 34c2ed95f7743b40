import ReelRaster
import ReelText
import ReelTimeline

/// The images and fonts one frame draws, loaded before its first pixel so that drawing itself
/// cannot fail: a file that cannot be loaded is an error from `render`, never a layer drawn blank.
struct FrameAssets {
    var images: [String: Pixmap] = [:]
    /// By the name the text layer gives; "" for the default font.
    var fonts: [String: FontFace] = [:]
}

extension Renderer {
    /// Loads what `layers` (with their sublayers and masks) draw: each contents image (and the
    /// one it dissolves from) when there is an image source, and each text layer's font.
    func loadAssets(of layers: [Layer]) throws(ImageSourceError) -> FrameAssets {
        var assets = FrameAssets()
        // Each layer is read through a pointer into its array: a layer passed or bound as a value
        // is copied (a kilobyte, and a retain and a release of everything it holds), which was
        // most of the work of a still frame.
        func visit(_ layers: [Layer]) throws(ImageSourceError) {
            try layers.withUnsafeBufferPointer { (layers) throws(ImageSourceError) in
                guard let first = layers.baseAddress else { return }
                // Most layers show no image or text, and say so at once (`showsAssets`).
                for index in layers.indices where layers[index].showsAssets {
                    let layer = first + index
                    if let contents = layer.pointee.contents, let images {
                        for name in [contents.image] + (contents.fadingFrom.map { [$0] } ?? [])
                        where !name.isEmpty && assets.images[name] == nil {
                            assets.images[name] = try images.image(named: name)
                        }
                    }
                    if layer.pointee.isTextLayer, let text = layer.pointee.text, assets.fonts[text.font ?? ""] == nil {
                        assets.fonts[text.font ?? ""] = try font(named: text.font)
                    }
                    try visit(layer.pointee.sublayers)
                    try visit(layer.pointee.masks)
                }
            }
        }
        try visit(layers)
        return assets
    }

    private func font(named name: String?) throws(ImageSourceError) -> FontFace {
        // A family's match stays fontconfig's for the renderer's life, so it is asked once, not
        // every frame; a font file is looked for each frame (it may have gone).
        let family: String? = name.map { FontLibrary.isFileName($0) ? nil : $0 } ?? FontLibrary.defaultFamily
        if let family, let known = familyFonts[family] { return known }
        do {
            let face = try FontLibrary.font(named: name, relativeTo: images?.directory)
            if let family { familyFonts[family] = face }
            return face
        } catch {
            throw ImageSourceError(
                name: name ?? "the default font", path: name.map { images?.path(for: $0) ?? $0 } ?? "fontconfig",
                asset: .font, reason: error.message)
        }
    }
}
