import ReelDiagnostics
import ReelTimeline

extension ImageSource {
    /// Loads every image and font file `scene` names, once each, in document order, so the first
    /// place a bad one is named is the one reported; `warn` hears of font families fontconfig
    /// replaces (where, and the sentence). Rendering draws nothing for an asset it cannot load, so
    /// every way of exporting (the command line, the Swift API's ``Stage``) calls this first.
    /// - Parameters:
    ///   - scene: The scene whose layers' `contents` images and text layers' fonts are loaded.
    ///   - warn: Hears of each font family fontconfig replaces: the JSON path that names it, such
    ///     as `layers[2].font`, and a sentence.
    /// - Throws: ``AssetError``: which asset, where the scene names it, and why it cannot be loaded.
    public func loadAssets(of scene: Scene, warn: (_ location: String, _ message: String) -> Void) throws(AssetError) {
        var seen = Set<String>()
        for reference in ImageReferences.assets(in: scene)
        where seen.insert("\(reference.kind)\u{0}\(reference.name)").inserted {
            do throws(ImageSourceError) {
                switch reference.kind {
                case .image:
                    // Files first: the decoder is given only regular files (a FIFO would block it).
                    if !Self.isEmbedded(reference.name) { _ = try checkedFile(for: reference.name) }
                    _ = try image(named: reference.name)
                case .fontFile:
                    try loadFont(named: reference.name)
                case .fontFamily:
                    if let fallback = try fallback(forFamily: reference.name) {
                        warn(
                            reference.location,
                            "the font family '\(reference.name)' is not installed; using '\(fallback)' instead")
                    }
                }
            } catch {
                throw AssetError(location: reference.location, reason: error)
            }
        }
    }
}

/// An image or font a scene names that cannot be loaded, and where the scene names it.
public struct AssetError: DiagnosticError, Sendable, Equatable {
    /// The JSON path of the reference, such as `layers[2].contents`.
    public let location: String
    /// Which file, and why.
    public let reason: ImageSourceError

    /// An ``Diagnostic/Kind/asset`` diagnostic at ``location``, with ``reason``'s message.
    public var diagnostic: Diagnostic {
        Diagnostic(.asset, reason.diagnostic.message, at: SourceLocation(path: location))
    }
}
