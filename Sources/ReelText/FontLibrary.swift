import Foundation
internal import CFontconfig

/// Finds and keeps fonts: a font file (a path ending in .ttf, .otf, .ttc, or containing a
/// slash, relative to a directory), or a family name resolved by fontconfig; each loaded once
/// per process and shared by every thread.
public enum FontLibrary {
    /// The family used when a text layer names none (DejaVu Sans, from fonts-dejavu-core).
    public static let defaultFamily = "DejaVu Sans"

    private static let lock = NSLock()
    nonisolated(unsafe) private static var faces: [String: FontFace] = [:]

    /// The font `name` (nil for the default), with relative file names resolved in `directory`.
    public static func font(named name: String?, relativeTo directory: String? = nil) throws(TextError) -> FontFace {
        let path = try resolve(name ?? defaultFamily, relativeTo: directory)
        lock.lock()
        defer { lock.unlock() }
        if let face = faces[path] { return face }
        let face = try FontFace(path: path)
        faces[path] = face
        return face
    }

    /// The font file for `name`.
    static func resolve(_ name: String, relativeTo directory: String?) throws(TextError) -> String {
        let lowercased = name.lowercased()
        if name.contains("/") || [".ttf", ".otf", ".ttc"].contains(where: lowercased.hasSuffix) {
            let path = name.hasPrefix("/") || directory == nil ? name : URL(fileURLWithPath: directory!).appendingPathComponent(name).path
            guard FileManager.default.fileExists(atPath: path) else { throw TextError("The font file '\(path)' does not exist") }
            return path
        }
        lock.lock()
        defer { lock.unlock() }
        guard let file = matchFamily(name) else {
            throw TextError("No font matches the family '\(name)' (fontconfig found nothing; install fonts-dejavu-core)")
        }
        return file
    }

    /// Fontconfig's best match for a family name (its own fallback when the family is missing,
    /// as Core Text falls back to a system font).
    private static func matchFamily(_ name: String) -> String? {
        guard FcInit() != 0 else { return nil }
        guard let pattern = name.withCString({ FcNameParse(UnsafeRawPointer($0).assumingMemoryBound(to: FcChar8.self)) }) else { return nil }
        defer { FcPatternDestroy(pattern) }
        FcConfigSubstitute(nil, pattern, FcMatchPattern)
        FcDefaultSubstitute(pattern)
        var result = FcResultNoMatch
        guard let match = FcFontMatch(nil, pattern, &result) else { return nil }
        defer { FcPatternDestroy(match) }
        var file: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(match, reel_fc_file(), 0, &file) == FcResultMatch, let file else { return nil }
        return String(cString: UnsafeRawPointer(file).assumingMemoryBound(to: CChar.self))
    }
}
