import ReelGeometry
import ReelSceneFile
import ReelTimeline

/// The glyphs a Lottie file carries (`chars`): each character's outline for a font, at a size of
/// 100, and its advance.
struct LottieGlyphs {
    struct Glyph {
        var path: Path
        var advance: Double
    }

    /// Keyed by the character and the font's family and style.
    var glyphs: [String: Glyph] = [:]
    /// `fonts.list`: a font's name (`fName`) to its family and style.
    var fonts: [String: (family: String, style: String)] = [:]

    static func key(_ character: String, family: String, style: String) -> String {
        "\(character)\u{0}\(family)\u{0}\(style)"
    }
}

/// The ascender Reel assumes when it places text drawn with an installed font: the first line's
/// baseline sits this fraction of the font size below the top of a text layer's bounds (DejaVu
/// Sans, Reel's default family, has 0.928), where Lottie puts it at the layer's origin.
private let assumedAscender = 0.928

extension LottieContext {
    /// Reads the root's `fonts` and `chars`.
    func readGlyphs(fonts: JSONNode?, chars: JSONNode?) throws(SceneError) -> LottieGlyphs {
        var glyphs = LottieGlyphs()
        if let fonts {
            var object = try fonts.object()
            for font in try object.optional("list").map({ (n) throws(SceneError) in Array(try n.array()) }) ?? [] {
                var entry = try font.object()
                let name = try entry.required("fName", "the font's name").string()
                let family = try entry.optional("fFamily")?.string() ?? name
                let style = try entry.optional("fStyle")?.string() ?? ""
                glyphs.fonts[name] = (family, style)
            }
        }
        for char in try chars.map({ (n) throws(SceneError) in Array(try n.array()) }) ?? [] {
            var object = try char.object()
            let character = try object.required("ch", "the character").string()
            let family = try object.optional("fFamily")?.string() ?? ""
            let style = try object.optional("style")?.string() ?? ""
            let advance = try object.optional("w")?.number() ?? 0
            var path = Path()
            if let data = object.optional("data"), !data.isNull {
                var dataObject = try data.object()
                if let shapes = dataObject.optional("shapes") {
                    path = staticPath(of: try self.shapes(shapes))
                }
            }
            glyphs.glyphs[LottieGlyphs.key(character, family: family, style: style)] = .init(
                path: path, advance: advance)
        }
        return glyphs
    }

    /// The geometry of a group at frame 0, group transforms applied: a glyph's outline.
    private func staticPath(of group: LottieGroup) -> Path {
        var path = Path()
        for item in group.items {
            switch item {
            case .geometry(let geometry): path.append(geometry.path(at: 0))
            case .group(let sub): path.append(staticPath(of: sub))
            default: break
            }
        }
        guard let t = group.transform else { return path }
        let anchor = t.anchor?.initial ?? [0, 0]
        let position = t.position?.initial ?? [t.positionX?.initial[0] ?? 0, t.positionY?.initial[0] ?? 0]
        let scale = t.scale?.initial ?? [100, 100]
        let rotation = (t.rotation?.initial[0] ?? 0) * .pi / 180
        let matrix = AffineTransform(translationX: -anchor[0], y: -anchor[1])
            .concatenating(AffineTransform(scaleX: scale[0] / 100, y: (scale.count > 1 ? scale[1] : scale[0]) / 100))
            .concatenating(AffineTransform(rotationAngle: rotation))
            .concatenating(AffineTransform(translationX: position[0], y: position[1]))
        return path.applying(matrix)
    }

    /// A text layer's content (`t`): its first text document (`d.k[0].s`) drawn with the file's
    /// glyph outlines when `chars` holds every character, else as a text layer in the font named
    /// by family through Reel's text stack. Lines split at carriage returns; the first baseline at
    /// the layer's origin, the next ones `lh` lower; `j` 0 left, 1 right, 2 centre; tracking `tr`
    /// in thousandths of the size; fill `fc`, stroke `sc` and `sw` (glyph outlines only).
    func text(_ node: JSONNode, clock: LottieClock) throws(SceneError) -> [Layer] {
        var object = try node.object()
        var documents = try object.required("d", "the text document").object()
        let keys = try documents.required("k", "the text document's keyframes").array()
        guard let first = keys.first else { return [] }
        if keys.count > 1 { unsupported("text that changes over time (the first text is drawn)", at: keys[1]) }
        var animators: [LottieTextAnimator] = []
        let animatorsNode = object.optional("a")
        if let animatorsNode, case .array(let list) = animatorsNode.value.kind, !list.isEmpty {
            animators = try textAnimators(animatorsNode)
        }
        var key = try first.object()
        var document = try key.required("s", "the text document").object()
        let string = try document.required("t", "the text").string()
        let size = try document.required("s", "the font size").number()
        let fontName = try document.optional("f")?.string() ?? ""
        let justify = Int(try document.optional("j")?.number() ?? 0)
        let tracking = try document.optional("tr")?.number() ?? 0
        let lineHeight = try document.optional("lh")?.number() ?? size * 1.2
        let fill = try document.optional("fc").map { (n) throws(SceneError) in try colorValue(n) }
        let stroke = try document.optional("sc").map { (n) throws(SceneError) in try colorValue(n) }
        let strokeWidth = try document.optional("sw")?.number() ?? 0
        if let box = document.optional("sz") { unsupported("paragraph text boxes (sz)", at: box) }
        let lines = string.split(omittingEmptySubsequences: false) { $0 == "\r" || $0 == "\n" || $0 == "\u{3}" }
            .map(String.init)
        let font = glyphs.fonts[fontName] ?? (fontName, "")
        func glyph(_ c: Character) -> LottieGlyphs.Glyph? {
            glyphs.glyphs[LottieGlyphs.key(String(c), family: font.family, style: font.style)]
        }
        let hasGlyphs = lines.allSatisfy { $0.allSatisfy { glyph($0) != nil } }
        guard hasGlyphs else {
            if !animators.isEmpty, let animatorsNode {
                unsupported("text animators (t.a) on text without glyph outlines", at: animatorsNode)
            }
            return [fontText(lines, family: font.family, size: size, justify: justify, lineHeight: lineHeight, fill)]
        }
        let k = size / 100
        var path = Path()
        var placedGlyphs: [LottiePlacedGlyph] = []
        for (index, line) in lines.enumerated() {
            var pen = 0.0
            var placed: [(Path, Double, advance: Double)] = []
            for c in line {
                let g = glyph(c)!
                placed.append((g.path, pen, g.advance * k))
                pen += g.advance * k + tracking / 1000 * size
            }
            let width = pen - (line.isEmpty ? 0 : tracking / 1000 * size)
            let start = justify == 1 ? -width : justify == 2 ? -width / 2 : 0
            let baseline = Double(index) * lineHeight
            for (outline, x, advance) in placed {
                let glyphPath = outline.applying(
                    AffineTransform(scaleX: k, y: k).concatenating(
                        AffineTransform(translationX: start + x, y: baseline)))
                path.append(glyphPath)
                placedGlyphs.append(
                    LottiePlacedGlyph(path: glyphPath, anchor: Point(x: start + x + advance / 2, y: baseline)))
            }
        }
        if !animators.isEmpty, let animatorsNode {
            let strokeStyle = stroke.flatMap { strokeWidth > 0 ? ($0, strokeWidth) : nil }
            return try animatedGlyphs(
                placedGlyphs, animators, fill: fill, stroke: strokeStyle, clock: clock, at: animatorsNode)
        }
        var content = ShapeContent(path: path)
        content.fillColor = fill.map { Color(lottie: $0) }
        if let stroke, strokeWidth > 0 {
            content.strokeColor = Color(lottie: stroke)
            content.stroke.lineWidth = strokeWidth
            content.stroke.lineJoin = .round
        }
        var layer = Layer()
        layer.kind = .shape(content)
        return [layer]
    }

    /// Text in an installed font (`family`, fontconfig's choice when it is missing), its first
    /// baseline at the origin as far as `assumedAscender` says.
    private func fontText(
        _ lines: [String], family: String, size: Double, justify: Int, lineHeight: Double, _ fill: [Double]?
    ) -> Layer {
        var content = TextContent(string: lines.joined(separator: "\n"))
        content.font = family.isEmpty ? nil : family
        content.fontSize = size
        content.foregroundColor = fill.map { Color(lottie: $0) } ?? .black
        content.alignment = justify == 1 ? .right : justify == 2 ? .center : .left
        // Wide enough for any line (no glyph is wider than two ems), aligned about the origin.
        let width = Double(lines.map(\.count).max() ?? 0) * size * 2 + size
        let height = Double(lines.count) * max(lineHeight, size * 1.5) + size
        let x = justify == 1 ? -width : justify == 2 ? -width / 2 : 0
        var layer = Layer()
        layer.kind = .text(content)
        layer.anchorPoint = .zero
        layer.bounds = Rect(x: 0, y: 0, width: width, height: height)
        layer.position = Point(x: x, y: -assumedAscender * size)
        return layer
    }
}
