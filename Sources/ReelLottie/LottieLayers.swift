import ReelGeometry
import ReelSceneFile
import ReelTimeline

/// One entry of a composition's `layers`, read but not yet placed.
struct LottieLayerEntry {
    let node: JSONNode
    let name: String
    let type: Int
    /// `ind`, which `parent` and `tp` refer to.
    let index: Int?
    let parent: Int?
    /// In and out points in the composition's frames: shown from `inPoint` until before `outPoint`.
    let inPoint: Double
    let outPoint: Double
    /// `st`: the layer's frame 0 in the composition's frames.
    let start: Double
    /// `sr`: how many composition frames one of the layer's frames lasts (precompositions).
    let stretch: Double
    let transform: LottieTransform
    let hidden: Bool
    /// `td`: the layer is the track matte of another, not drawn itself.
    let isMatte: Bool
    /// `tt`: the kind of track matte this layer uses (1 alpha, 2 alpha inverted, 3 luma,
    /// 4 luma inverted); `tp`: the matte layer's `ind` (else the layer above).
    let matteMode: Int?
    let matteParent: Int?
    /// Where `tt` stands, for warnings.
    let matteNode: JSONNode?
    /// `masksProperties`, when the layer has masks.
    let masks: JSONNode?
    /// `bm`: how the layer blends with the layers below it; nil for normal.
    var blendMode: BlendMode? = nil
    /// `layer "name" (ind 3)`, for warnings.
    var label: String { Self.label(name: name, index: index) }

    /// `layer "name" (ind 3)`, `layer (ind 3)` for a layer with no name.
    static func label(name: String, index: Int?) -> String {
        "layer" + (name.isEmpty ? "" : " \"\(name.truncatedForMessages)\"") + (index.map { " (ind \($0))" } ?? "")
    }
}

/// A composition being lowered: the root's or a precomposition's layers, in its own time.
struct LottieComposition {
    let layers: JSONNode
    let fps: Double
    /// The first and last frame the composition shows (the root's `ip` and `op`; a
    /// precomposition's span its layer's, unbounded here).
    let start: Double
    let end: Double
    /// Whether neighbours with the same parents share their parents' layers (`LottieParents`):
    /// the root's layers, which no clip bounds.
    var sharesParents = false
}

extension LottieContext {
    /// The composition's layers as Reel layers, back to front.
    func layers(of composition: LottieComposition, assets: [String: JSONNode], precomps: [String]) throws(SceneError)
        -> [Layer]
    {
        var entries: [LottieLayerEntry] = []
        for element in try composition.layers.array() { entries.append(try entry(element)) }
        var byIndex: [Int: Int] = [:]
        for (i, entry) in entries.enumerated() { if let ind = entry.index { byIndex[ind] = i } }
        var out: [Layer] = []
        // The parents wrapped around `out`'s last layer, outermost first (see `LottieParents`);
        // empty when no layer may join it.
        var lastParents: [Int] = []
        for (i, entry) in entries.enumerated().reversed() {
            guard !entry.hidden, !entry.isMatte, entry.type != 3 else { continue }
            currentLayer = entry.label
            var parents: [Int] = []
            guard var drawn = try placed(entry, entries, byIndex, composition, assets, precomps, parents: &parents)
            else { continue }
            if let mode = entry.matteMode, mode != 0 {
                let matteIndex = entry.matteParent.flatMap { byIndex[$0] } ?? (i > 0 ? i - 1 : nil)
                let modeNode = entry.matteNode ?? entry.node
                let modes: [Int: MaskMode] = [1: .alpha, 2: .inverseAlpha, 3: .luminance, 4: .inverseLuminance]
                if let maskMode = modes[mode], let matteIndex {
                    currentLayer = entries[matteIndex].label
                    var matteParents: [Int] = []
                    let matte = try placed(
                        entries[matteIndex], entries, byIndex, composition, assets, precomps, parents: &matteParents)
                    currentLayer = entry.label
                    var container = Layer()
                    container.sublayers = [drawn]
                    container.mask = matte ?? Layer()
                    container.maskMode = maskMode
                    try countLayers(1, at: entry.node)
                    drawn = container
                    parents = []
                } else {
                    unsupported(
                        modes[mode] == nil ? "track mattes of type \(mode) (tt)" : "a track matte with no layer above",
                        at: modeNode)
                }
            }
            // The blend applies to the layer as composited, matte and parents included.
            drawn.compositingFilter = entry.blendMode
            if entry.blendMode != nil { parents = [] }
            let shared = composition.sharesParents ? LottieParents.sharedCount(lastParents, parents) : 0
            if shared > 0 {
                LottieParents.join(drawn, into: &out[out.count - 1], depth: shared)
            } else {
                out.append(drawn)
            }
            lastParents = parents
        }
        currentLayer = ""
        return out
    }

    /// The layer drawn and placed: its content in its own transform, inside its parents'
    /// transforms (parenting passes transforms only, not opacity or timing). `parents` is left
    /// holding the entries (indices into `entries`) whose transforms wrap it, outermost first.
    private func placed(
        _ entry: LottieLayerEntry, _ entries: [LottieLayerEntry], _ byIndex: [Int: Int],
        _ composition: LottieComposition, _ assets: [String: JSONNode], _ precomps: [String],
        parents: inout [Int]
    ) throws(SceneError) -> Layer? {
        let clock = LottieClock(fps: composition.fps, offset: entry.start)
        var own = Layer()
        own.name = entry.name
        try apply(entry.transform, to: &own, clock: clock)
        guard try content(entry, into: &own, clock: clock, composition, assets, precomps) else { return nil }
        if let masks = entry.masks, let mask = try maskLayer(masks, clock: clock) { own.mask = mask }
        try countLayers(1, at: entry.node)
        if entry.inPoint > composition.start || entry.outPoint < composition.end {
            // Shown from the in point until before the out point, in the composition's frames.
            own.isHidden = true
            guard entry.outPoint > entry.inPoint else { return nil }  // never shown
            var shown = Animation(keyPath: "hidden", kind: .keyframes(Keyframes(values: [.bool(false)])))
            shown.timing.beginTime = entry.inPoint / composition.fps
            shown.timing.duration = max(entry.outPoint - entry.inPoint, 0) / composition.fps
            own.animations.append(shown)
        }
        var result = own
        var visited: Set<Int> = []
        var parent = entry.parent
        while let ind = parent {
            guard let index = byIndex[ind] else {
                throw entry.node.error("no layer has \"ind\" \(ind), which \"parent\" names")
            }
            guard visited.insert(ind).inserted, visited.count <= limits.depth else {
                throw entry.node.error("the layers' \"parent\" chain loops back to ind \(ind)")
            }
            let ancestor = entries[index]
            var transform = ancestor.transform
            transform.opacity = nil
            var wrapper = Layer()
            wrapper.name = ancestor.name
            try apply(transform, to: &wrapper, clock: LottieClock(fps: composition.fps, offset: ancestor.start))
            wrapper.sublayers = [result]
            try countLayers(1, at: ancestor.node)
            result = wrapper
            parents.insert(index, at: 0)
            parent = ancestor.parent
        }
        return result
    }

    /// Fills `layer` with what the entry draws; false when it draws nothing Reel renders.
    private func content(
        _ entry: LottieLayerEntry, into layer: inout Layer, clock: LottieClock, _ composition: LottieComposition,
        _ assets: [String: JSONNode], _ precomps: [String]
    ) throws(SceneError) -> Bool {
        var object = try entry.node.object()
        switch entry.type {
        case 4:
            let shapes = try self.shapes(try object.required("shapes", "the shape layer's items"))
            guard let group = try self.layer(for: shapes, inherited: [], trim: nil, clock: clock, at: entry.node)
            else { return false }
            layer.sublayers = group.sublayers
            return true
        case 1:
            let colorNode = try object.required("sc", "the solid's colour, \"#rrggbb\"")
            let hex = try colorNode.string()
            guard let color = Color(hex: hex) else { throw colorNode.error("expected a colour \"#rrggbb\"") }
            let width = try object.required("sw", "the solid's width").number()
            let height = try object.required("sh", "the solid's height").number()
            var solid = ShapeContent(path: Path(rect: Rect(x: 0, y: 0, width: width, height: height)))
            solid.fillColor = color
            layer.kind = .shape(solid)
            return true
        case 0:
            let refNode = try object.required("refId", "the precomposition's asset id")
            let id = try refNode.string()
            guard let asset = assets[id] else {
                throw refNode.error("no asset has the id \"\(id.truncatedForMessages)\"", kind: .unknownName)
            }
            guard !precomps.contains(id) else {
                throw refNode.error("the precomposition \"\(id.truncatedForMessages)\" contains itself")
            }
            guard precomps.count < limits.depth else {
                throw refNode.error(
                    SceneLimits.exceeded(
                        "depth", "precompositions nested \(precomps.count + 1) deep", limit: limits.depth
                    )
                    .message, kind: .limit)
            }
            var assetObject = try asset.object()
            guard let inner = assetObject.optional("layers") else {
                throw refNode.error(
                    "the asset \"\(id.truncatedForMessages)\" is not a precomposition (it has no \"layers\")")
            }
            let remap = try object.optional("tm").map { (n) throws(SceneError) in (n, try property(n, scalar)) }
            let label = currentLayer
            let sublayers = try layers(
                of: LottieComposition(layers: inner, fps: composition.fps, start: -.infinity, end: .infinity),
                assets: assets, precomps: precomps + [id])
            currentLayer = label
            var clip = Layer()
            clip.anchorPoint = .zero
            if let w = object.optional("w"), let h = object.optional("h") {
                clip.bounds = Rect(x: 0, y: 0, width: max(try w.number(), 0), height: max(try h.number(), 0))
                clip.masksToBounds = true
            }
            clip.sublayers = sublayers
            try countLayers(1, at: entry.node)
            if let (node, remap) = remap,
                let clips = try remappedClips(clip, start: entry.start, remap: remap, fps: composition.fps, at: node)
            {
                layer.sublayers = clips
                return true
            }
            clip.timing = timing(entry, remap: remap, fps: composition.fps)
            layer.sublayers = [clip]
            return true
        case 2:
            layer.sublayers = [try image(&object, assets)]
            try countLayers(1, at: entry.node)
            return true
        case 5:
            let text = try self.text(try object.required("t", "the text"), clock: clock)
            guard !text.isEmpty else { return false }
            try countLayers(text.count, at: entry.node)
            layer.sublayers = text
            return true
        default:
            unsupported("layers of type \(entry.type)", at: entry.node)
        }
        return false
    }

    /// A precomposition's time: its frame 0 at the layer's `st`, running 1 / `sr` as fast; or,
    /// with time remapping (`tm`, seconds of the precomposition against the layer's frames), a
    /// fixed time, or the straight line through two keyframes eased linearly (other remappings
    /// are pieces: `remappedClips`).
    private func timing(_ entry: LottieLayerEntry, remap: (JSONNode, LottieProperty<[Double]>)?, fps: Double)
        -> LayerTiming
    {
        var timing = LayerTiming()
        guard let (_, remap) = remap else {
            timing.beginTime = entry.start / fps
            timing.speed = 1 / entry.stretch
            return timing
        }
        guard case .animated(let keys) = remap, let first = keys.first, let last = keys.last else {
            timing.speed = 0
            timing.timeOffset = remap.initial[0]
            return timing
        }
        timing.beginTime = (entry.start + first.time) / fps
        timing.speed = (last.value[0] - first.value[0]) / (last.time - first.time) * fps
        timing.timeOffset = first.value[0]
        return timing
    }

    /// Reads the keys every layer has, reporting those Reel does not render.
    private func entry(_ node: JSONNode) throws(SceneError) -> LottieLayerEntry {
        var object = try node.object()
        let name = try object.optional("nm").map { (n) throws(SceneError) in try n.string() } ?? ""
        let index = try object.optional("ind").map { (n) throws(SceneError) in Int(try n.number()) }
        currentLayer = LottieLayerEntry.label(name: name, index: index)
        let typeNode = try object.required("ty", "the layer's type")
        let type = Int(try typeNode.number())
        let ip = try object.required("ip", "the in point, in frames").number()
        let op = try object.required("op", "the out point, in frames").number()
        let stretchNode = object.optional("sr")
        let stretch = try stretchNode?.number() ?? 1
        if let stretchNode, stretch <= 0 { throw stretchNode.error("expected a time stretch greater than 0") }
        func flag(_ key: String) throws(SceneError) -> Bool {
            guard let n = object.optional(key) else { return false }
            if case .bool(let b) = n.value.kind { return b }
            return try n.number() != 0
        }
        if try flag("ddd") { unsupported("3D layers (ddd)", at: node) }
        if let effects = object.optional("ef"), case .array(let list) = effects.value.kind, !list.isEmpty {
            unsupported("effects (ef)", at: effects)
        }
        if let styles = object.optional("sy"), case .array(let list) = styles.value.kind, !list.isEmpty {
            unsupported("layer styles (sy)", at: styles)
        }
        var blendMode: BlendMode?
        if let blend = object.optional("bm"), case let code = try blend.number(), code != 0 {
            blendMode = Int(exactly: code).flatMap { LottieBlendModes.byCode[$0] }
            if blendMode == nil { unsupported(LottieBlendModes.unsupportedName(code), at: blend) }
        }
        let ksNode = object.optional("ks")
        let transform =
            try ksNode.map { (n) throws(SceneError) in try self.transform(n) } ?? LottieTransform(node: node)
        let matteNode = object.optional("tt")
        return LottieLayerEntry(
            node: node, name: name, type: type, index: index,
            parent: try object.optional("parent").map { (n) throws(SceneError) in Int(try n.number()) },
            inPoint: ip, outPoint: op,
            start: try object.optional("st").map { (n) throws(SceneError) in try n.number() } ?? 0,
            stretch: stretch,
            transform: try flag("ao") ? autoOriented(transform) : transform,
            hidden: try flag("hd"), isMatte: try flag("td"),
            matteMode: try matteNode.map { (n) throws(SceneError) in Int(try n.number()) },
            matteParent: try object.optional("tp").map { (n) throws(SceneError) in Int(try n.number()) },
            matteNode: matteNode, masks: object.optional("masksProperties"), blendMode: blendMode)
    }
}
