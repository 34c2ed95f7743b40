import ReelGeometry
import Synchronization

/// A layer's properties, held by reference so that copying a `Layer` is a retain: a snapshot
/// copies layers into new arrays every frame (the presenter's arrays, the drawing walks' arguments),
/// and copying the properties themselves (over a kilobyte, with a retain of each array, path and
/// string) was up to half of a frame on files of many layers. Copy on write: a `Layer` writes its
/// own storage only when no other `Layer` holds it (`Layer.makeUnique`).
@usableFromInline final class LayerStorage: @unchecked Sendable {
    /// Written only through a `Layer` that holds the only reference, so never by two threads
    /// at once; the run-time exclusivity check is left out (it cost more than most reads).
    @exclusivity(unchecked) @usableFromInline var fields: Fields

    /// Whether the layer, its sublayers or its mask show an image or a text, the assets a frame
    /// loads before drawing (`Layer.showsAssets`): 0 not known yet, 1 no, 2 yes. Worked out when
    /// first asked and kept while the storage is shared; a write to the fields it depends on
    /// forgets it. Atomic because model layers are shared by every thread that renders them.
    @usableFromInline let assetsShown = Atomic<UInt8>(0)

    @usableFromInline init(_ fields: Fields) { self.fields = fields }

    /// The stored properties, with `Layer`'s defaults (documented on `Layer`).
    @usableFromInline struct Fields: Sendable, Equatable {
        @usableFromInline var name: String?
        @usableFromInline var position: Point = .zero
        @usableFromInline var bounds: Rect = .zero
        @usableFromInline var anchorPoint: Point = Point(x: 0.5, y: 0.5)
        @usableFromInline var transform: Transform3D = Transform3D.identity
        @usableFromInline var zPosition: Double = 0
        @usableFromInline var opacity: Double = 1
        @usableFromInline var isHidden: Bool = false
        @usableFromInline var isDoubleSided: Bool = true
        @usableFromInline var kind: LayerKind = .plain
        @usableFromInline var backgroundColor: Color?
        @usableFromInline var cornerRadius: Double = 0
        @usableFromInline var continuousCorners: Bool = false
        @usableFromInline var maskedCorners: RectCorners = .all
        @usableFromInline var borderWidth: Double = 0
        @usableFromInline var borderColor: Color? = .black
        @usableFromInline var masksToBounds: Bool = false
        @usableFromInline var compositingFilter: BlendMode?
        @usableFromInline var sublayerTransform: Transform3D = Transform3D.identity
        @usableFromInline var shadowColor: Color? = .black
        @usableFromInline var shadowOpacity: Double = 0
        @usableFromInline var shadowRadius: Double = 3
        @usableFromInline var shadowOffset: Size = Size(width: 0, height: -3)
        @usableFromInline var shadowPath: Path?
        @usableFromInline var contents: ImageContents?
        @usableFromInline var meshTransform: MeshTransform?
        @usableFromInline var pageCurl: PageCurl = PageCurl()
        @usableFromInline var maskStorage: [Layer] = []
        @usableFromInline var maskMode: MaskMode = MaskMode.alpha
        @usableFromInline var sublayers: [Layer] = []
        @usableFromInline var animations: [Animation] = []
        @usableFromInline var timing: LayerTiming = LayerTiming()
    }
}

extension Layer {
    /// Whether both layers hold the same storage, so the same values all the way down: a storage
    /// is written only through the one layer holding it, and its sublayers and mask only by
    /// writing it. While a caller keeps one of the two, neither can change. Exact where `==` is not
    /// (0 and −0 are equal but need not draw the same pixels) and a pointer comparison.
    @inlinable package func sharesStorage(with other: Layer) -> Bool { storage === other.storage }

    /// The identity of this layer's storage: the same for two layers that `sharesStorage`, and
    /// unique among storages alive at once (a freed storage's may be given to a new one).
    @inlinable package var storageIdentity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// Gives this layer storage of its own before a write, copying the properties when another
    /// layer shares them.
    @inlinable mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = LayerStorage(storage.fields) }
    }

    /// `makeUnique`, before a write to a field that `showsAssets` reads: the kind, the contents,
    /// the sublayers or the mask.
    @inlinable mutating func makeUniqueForgettingAssets() {
        makeUnique()
        storage.assetsShown.store(0, ordering: .relaxed)
    }

    /// Gives this layer `model`'s answer to `showsAssets`, for a presentation of `model` whose
    /// answer is known to be the same (`LayerStillness.showsAssetsAsModel`). The model keeps
    /// its answer too, so each model layer works it out once.
    mutating func takeShowsAssets(from model: Layer) {
        let shows = model.showsAssets
        makeUnique()
        storage.assetsShown.store(shows ? 2 : 1, ordering: .relaxed)
    }

    /// Whether this layer, a sublayer at any depth or a mask shows an image (`contents`) or is a
    /// text layer: what a frame loads before drawing. A walk of every layer every frame asks it
    /// of the layers it reaches; the answer is kept in the storage, which an unchanged layer
    /// shares with its last presentation, so most layers answer at once.
    package var showsAssets: Bool {
        switch storage.assetsShown.load(ordering: .relaxed) {
        case 1: return false
        case 2: return true
        default:
            let shows =
                contents != nil || isTextLayer || sublayers.contains { $0.showsAssets }
                || maskStorage.contains { $0.showsAssets }
            storage.assetsShown.store(shows ? 2 : 1, ordering: .relaxed)
            return shows
        }
    }
}
