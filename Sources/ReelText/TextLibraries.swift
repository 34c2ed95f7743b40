internal import CFontconfig
internal import CFreeType
internal import CHarfBuzz

/// The versions of the C libraries that decide how text is drawn, for telling one build of Reel
/// from another (`reel build` rebuilds what another Reel wrote).
package enum TextLibraries {
    /// One "name version" entry per library: FreeType (its header's version: the run-time one
    /// needs a library instance), then HarfBuzz and fontconfig as linked at run time.
    package static var versions: [String] {
        let fontconfig = FcGetVersion()
        return [
            "freetype \(FREETYPE_MAJOR).\(FREETYPE_MINOR).\(FREETYPE_PATCH)",
            "harfbuzz \(String(cString: hb_version_string()))",
            "fontconfig \(fontconfig / 10000).\(fontconfig / 100 % 100).\(fontconfig % 100)"
        ]
    }
}
