import ReelText
import ReelTimeline

/// The assets a scene uses: images in `contents` of every layer, mask and sublayer, the images
/// that `contents` animations (cross-fades and image-sequence keyframes) switch between, and the
/// fonts of text layers.
package enum ImageReferences {
    /// Every image file name in `scene` (embedded images left out: they are no files), sorted,
    /// each once.
    package static func names(in scene: Scene) -> [String] {
        Set(assets(in: scene).filter { $0.kind == .image && !ImageSource.isEmbedded($0.name) }.map(\.name)).sorted()
    }

    /// The font files (not family names) that text layers name, each once: names with a `/` or
    /// a font file extension, as the font library reads them.
    package static func fontFiles(in scene: Scene) -> [String] {
        Set(assets(in: scene).filter { $0.kind == .fontFile }.map(\.name)).sorted()
    }

    /// Every asset reference in `scene`, in document order, each place it is named (a name used
    /// twice appears twice, so the first place can be reported).
    package static func assets(in scene: Scene) -> [AssetReference] {
        var references: [AssetReference] = []
        for (i, layer) in scene.layers.enumerated() { collect(layer, at: "layers[\(i)]", into: &references) }
        return references
    }

    private static func collect(_ layer: Layer, at path: String, into references: inout [AssetReference]) {
        if let contents = layer.contents {
            if !contents.image.isEmpty {
                references.append(AssetReference(kind: .image, name: contents.image, location: path + ".contents"))
            }
            if let from = contents.fadingFrom, !from.isEmpty {
                references.append(AssetReference(kind: .image, name: from, location: path + ".contents"))
            }
        }
        if let text = layer.text {
            if let font = text.font {
                references.append(
                    AssetReference(
                        kind: FontLibrary.isFileName(font) ? .fontFile : .fontFamily,
                        name: font, location: path + ".font"))
            } else {
                references.append(AssetReference(kind: .fontFamily, name: FontLibrary.defaultFamily, location: path))
            }
        }
        // Animations are not numbered: keyed animations replace earlier ones and chains reorder
        // them, so the model's index need not be the file's.
        for animation in layer.animations { collect(animation, at: path + ".animations", into: &references) }
        if let mask = layer.mask { collect(mask, at: path + ".mask", into: &references) }
        for (i, sublayer) in layer.sublayers.enumerated() {
            collect(sublayer, at: path + ".sublayers[\(i)]", into: &references)
        }
    }

    private static func collect(_ animation: Animation, at path: String, into references: inout [AssetReference]) {
        func add(_ value: AnimationValue?) {
            if case .image(let name, let from, _)? = value {
                if !name.isEmpty { references.append(AssetReference(kind: .image, name: name, location: path)) }
                if let from, !from.isEmpty {
                    references.append(AssetReference(kind: .image, name: from, location: path))
                }
            }
        }
        switch animation.kind {
        case .basic(let ftb), .spring(_, let ftb):
            add(ftb.from)
            add(ftb.to)
            add(ftb.by)
        case .keyframes(let keyframes):
            keyframes.values.forEach(add)
        case .group(let children):
            for child in children { collect(child, at: path, into: &references) }
        }
    }
}
