import ReelGeometry
import ReelRaster
import ReelTimeline

/// Stroke outlines kept from one frame to the next, while the path, the trim, the dashes, the
/// stroke style and the map to the device stay the same: an animation moves some shapes and
/// leaves the rest, and flattening, trimming and outlining a still stroke again gives the same
/// contours (rlottie keeps a still shape's rasterized outline the same way).
///
/// A key holds the path itself, so its element buffer cannot be freed or written in place while
/// the entry lives (a write to a shared buffer copies it first): the same buffer is the same path.
/// Every number is compared by its bits, so 0 and −0 are different keys. Entries a frame did not
/// use are dropped when the next frame begins, so the cache holds about one frame's strokes.
struct StrokeOutlineCache {
    /// At most this many outlines, and this many points in all, are kept.
    static let maximumEntries = 256
    static let maximumPoints = 1 << 20

    private struct Entry {
        let key: StrokeOutlineKey
        let outline: StrokeOutline?
        let points: Int
        var frame: Int
    }

    private var entries: [Entry] = []
    private var points = 0
    private var frame = 0
    /// Where the next lookup looks first: the entry after the last one found or replaced, since
    /// a frame draws its strokes in the order the last one did. Without it, a frame of n moving
    /// strokes scanned the entries n times over (*busy*'s 160: +4 % of its frame).
    private var next = 0
    /// How many outlines were handed out again rather than built (for tests).
    private(set) var hits = 0

    /// Starts a frame: forgets the outlines the last frame did not draw.
    mutating func beginFrame() {
        frame &+= 1
        let last = frame &- 1
        let stale = entries.withUnsafeBufferPointer { entries in
            entries.indices.contains { entries[$0].frame != last }
        }
        next = 0
        guard stale else { return }
        entries.removeAll { $0.frame != last }
        points = entries.reduce(0) { $0 + $1.points }
    }

    /// The outline kept for `key`, or the one `make` builds, kept when there is room. A new
    /// outline of a path kept for another map or trim takes that entry's place unless this frame
    /// drew it too (an animated stroke keeps one entry, not one per frame).
    mutating func outline(for key: StrokeOutlineKey, make: () -> StrokeOutline?) -> StrokeOutline? {
        // Read through the buffer: a closure or a subscript would copy each entry, key and all.
        var replaced: Int?
        let found = entries.withUnsafeBufferPointer { entries -> Int? in
            if next < entries.count {
                // The stroke drawn here last frame: the same outline, or this path's last one
                // (moved or trimmed since), which the new outline replaces without a scan.
                if entries[next].key.isSame(as: key) { return next }
                if entries[next].frame != frame, entries[next].key.hasSamePath(as: key) {
                    replaced = next
                    return nil
                }
            }
            for i in entries.indices {
                if entries[i].key.isSame(as: key) { return i }
                if replaced == nil, entries[i].frame != frame, entries[i].key.hasSamePath(as: key) { replaced = i }
            }
            return nil
        }
        if let found {
            entries[found].frame = frame
            hits += 1
            next = found + 1
            return entries[found].outline
        }
        let outline = make()
        let count = outline?.contours.reduce(0) { $0 + $1.points.count } ?? 0
        let entry = Entry(key: key, outline: outline, points: count, frame: frame)
        if let replaced, points - entries[replaced].points + count <= Self.maximumPoints {
            points += count - entries[replaced].points
            entries[replaced] = entry
            next = replaced + 1
        } else if entries.count < Self.maximumEntries, points + count <= Self.maximumPoints {
            entries.append(entry)
            points += count
            next = entries.count
        }
        return outline
    }
}

/// What a stroke's device outline is made from (see `Renderer.drawShape`): the path, the trim,
/// the dashes, the style, the layer's map to the device and the canvas (which bounds the culling).
struct StrokeOutlineKey {
    let path: Path
    let strokeStart: Double
    let strokeEnd: Double
    let dashPattern: [Double]?
    let dashPhase: Double
    let style: StrokeStyle
    let toDevice: AffineTransform
    let canvasWidth: Int
    let canvasHeight: Int

    init(_ shape: ShapeContent, toDevice: AffineTransform, canvasWidth: Int, canvasHeight: Int) {
        path = shape.path
        strokeStart = shape.strokeStart
        strokeEnd = shape.strokeEnd
        dashPattern = shape.lineDashPattern
        dashPhase = shape.lineDashPhase
        style = shape.stroke
        self.toDevice = toDevice
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
    }

    /// Whether both make the same outline: the same path buffer, every number the same bits. The
    /// buffer first: most keys a lookup passes are other strokes', told apart there.
    func isSame(as other: StrokeOutlineKey) -> Bool {
        guard Self.sameBuffer(path.elements, other.path.elements) else { return false }
        func same(_ a: Double, _ b: Double) -> Bool { a.bitPattern == b.bitPattern }
        let t = toDevice
        let u = other.toDevice
        guard canvasWidth == other.canvasWidth, canvasHeight == other.canvasHeight,
            same(t.a, u.a), same(t.b, u.b), same(t.c, u.c), same(t.d, u.d), same(t.tx, u.tx), same(t.ty, u.ty),
            same(strokeStart, other.strokeStart), same(strokeEnd, other.strokeEnd), same(dashPhase, other.dashPhase),
            same(style.lineWidth, other.style.lineWidth), same(style.miterLimit, other.style.miterLimit),
            style.lineCap == other.style.lineCap, style.lineJoin == other.style.lineJoin
        else { return false }
        switch (dashPattern, other.dashPattern) {
        case (nil, nil): break
        case (let a?, let b?):
            guard a.count == b.count, zip(a, b).allSatisfy(same) else { return false }
        default: return false
        }
        return true
    }

    /// Whether both hold the same path buffer, whatever else differs.
    func hasSamePath(as other: StrokeOutlineKey) -> Bool { Self.sameBuffer(path.elements, other.path.elements) }

    private static func sameBuffer(_ a: [Path.Element], _ b: [Path.Element]) -> Bool {
        guard a.count == b.count else { return false }
        return a.withUnsafeBufferPointer { a in b.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress } }
    }
}
