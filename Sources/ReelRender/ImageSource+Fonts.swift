import ReelText

extension ImageSource {
    /// Loads the font file `name` (resolved like an image: in the scene's folder unless external
    /// files are allowed, and only a regular file), so a missing, misplaced or broken font is an
    /// error before any frame is drawn; rendering itself draws no text for a font it cannot load.
    package func loadFont(named name: String) throws(ImageSourceError) {
        let path = try checkedFile(for: name, asset: .font)
        do {
            _ = try FontLibrary.font(named: name, relativeTo: directory)
        } catch {
            throw ImageSourceError(name: name, path: path, asset: .font, reason: "it is not a font FreeType can read")
        }
    }

    /// The family fontconfig draws instead of `family` when it has no family of that name (it
    /// falls back, as Core Text does), or nil when it has it; an error when it has no font at all.
    package func fallback(forFamily family: String) throws(ImageSourceError) -> String? {
        do {
            return try FontLibrary.fallback(forFamily: family)
        } catch {
            throw ImageSourceError(name: family, path: "fontconfig", asset: .font, reason: error.message)
        }
    }
}
