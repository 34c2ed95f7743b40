internal import CFontconfig
import Foundation

/// Finds and keeps fonts: a font file (a path ending in .ttf, .otf, .ttc, or containing a
/// slash, relative to a directory), or a family name resolved by fontconfig; each loaded once
/// per process and shared by every thread.
package enum FontLibrary {
    /// The family used when a text layer names none (DejaVu Sans, from fonts-dejavu-core).
    package static let defaultFamily = "DejaVu Sans"

    private static let lock = NSLock()
    nonisolated(unsafe) private static var faces: [String: FontFace] = [:]

    /// The font `name` (nil for the default), with relative file names resolved in `directory`.
    package static func font(named name: String?, relativeTo directory: String? = nil) throws(TextError) -> FontFace {
        let path = try resolve(name ?? defaultFamily, relativeTo: directory)
        lock.lock()
        defer { lock.unlock() }
        if let face = faces[path] { return face }
        let face = try FontFace(path: path)
        faces[path] = face
        return face
    }

    /// Whether `name` is a font file (a path ending in .ttf, .otf, .ttc, or containing a slash)
    /// rather than a family name.
    package static func isFileName(_ name: String) -> Bool {
        let lowercased = name.lowercased()
        return name.contains("/") || [".ttf", ".otf", ".ttc"].contains(where: lowercased.hasSuffix)
    }

    /// The family fontconfig gives for `name` when it has no family of that name and falls back
    /// to another ("DejaVu Sans" for "Helvetica"), or nil when it has the family itself.
    package static func fallback(forFamily name: String) throws(TextError) -> String? {
        lock.lock()
        defer { lock.unlock() }
        guard let (_, requested, families) = match(name) else {
            throw TextError(
                "No font matches the family '\(name)' (fontconfig found nothing; install fonts-dejavu-core)")
        }
        guard let requested else { return nil }
        return families.contains { $0.caseInsensitiveCompare(requested) == .orderedSame }
            ? nil : families.first ?? "another font"
    }

    /// The font file for `name`.
    static func resolve(_ name: String, relativeTo directory: String?) throws(TextError) -> String {
        if isFileName(name) {
            let path =
                name.hasPrefix("/") || directory == nil
                ? name : URL(fileURLWithPath: directory!).appendingPathComponent(name).path
            // stat follows links; only a regular file is read: FreeType would wait forever on a
            // FIFO, and a folder or device is no font.
            var info = stat()
            guard stat(path, &info) == 0 else { throw TextError("The font file '\(path)' does not exist") }
            guard info.st_mode & S_IFMT == S_IFREG else {
                throw TextError("The font file '\(path)' is not a regular file")
            }
            return path
        }
        lock.lock()
        defer { lock.unlock() }
        guard let file = match(name)?.file else {
            throw TextError(
                "No font matches the family '\(name)' (fontconfig found nothing; install fonts-dejavu-core)")
        }
        return file
    }

    /// Fontconfig's best match for a family name (its own fallback when the family is missing,
    /// as Core Text falls back to a system font): the file, the family asked for (the pattern
    /// `name` may add a style, as in "DejaVu Sans:bold"), and the families the match has.
    private static func match(_ name: String) -> (file: String, requested: String?, families: [String])? {
        guard FcInit() != 0 else { return nil }
        guard
            let pattern = name.withCString({ FcNameParse(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) })
        else { return nil }
        defer { FcPatternDestroy(pattern) }
        let requested = string(pattern, "family", 0)
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        guard let file = string(match, reel_fc_file(), 0) else { return nil }
        let families = (0..<16).lazy.map { string(match, "family", Int32($0)) }.prefix { $0 != nil }.compactMap { $0 }
        return (file, requested, Array(families))
    }

    /// The `index`th string of `object` in a fontconfig pattern, if it has one.
    private static func string(_ pattern: OpaquePointer, _ object: UnsafePointer<CChar>, _ index: Int32) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value else { return nil }
        return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
    }
}
