import ReelTimeline

/// The image names a scene uses: `contents` of every layer, mask and sublayer, and the images
/// that `contents` animations (cross-fades and image-sequence keyframes) switch between.
public enum ImageReferences {
    /// Every image name in `scene`, sorted, each once.
    public static func names(in scene: Scene) -> [String] {
        var names = Set<String>()
        for layer in scene.layers { collect(layer, into: &names) }
        return names.sorted()
    }

    /// The font files (not family names) that text layers name, each once: names with a `/` or
    /// a font file extension, as the font library reads them.
    public static func fontFiles(in scene: Scene) -> [String] {
        var names = Set<String>()
        func visit(_ layer: Layer) {
            if let font = layer.text?.font,
               font.contains("/") || [".ttf", ".otf", ".ttc"].contains(where: font.lowercased().hasSuffix) {
                names.insert(font)
            }
            layer.mask.map(visit)
            layer.sublayers.forEach(visit)
        }
        scene.layers.forEach(visit)
        return names.sorted()
    }

    private static func collect(_ layer: Layer, into names: inout Set<String>) {
        if let contents = layer.contents {
            names.insert(contents.image)
            if let from = contents.fadingFrom { names.insert(from) }
        }
        for animation in layer.animations { collect(animation, into: &names) }
        if let mask = layer.mask { collect(mask, into: &names) }
        for sublayer in layer.sublayers { collect(sublayer, into: &names) }
    }

    private static func collect(_ animation: Animation, into names: inout Set<String>) {
        func add(_ value: AnimationValue?) {
            if case .image(let name, let from, _)? = value {
                if !name.isEmpty { names.insert(name) }
                if let from, !from.isEmpty { names.insert(from) }
            }
        }
        switch animation.kind {
        case .basic(let ftb), .spring(_, let ftb):
            add(ftb.from); add(ftb.to); add(ftb.by)
        case .keyframes(let keyframes):
            keyframes.values.forEach(add)
        case .group(let children):
            for child in children { collect(child, into: &names) }
        }
    }
}
