internal import CFreeType
internal import CHarfBuzz
import Foundation
public import ReelGeometry

/// One font file, loaded once: FreeType for glyph outlines, HarfBuzz for shaping, both in font
/// units so nothing depends on the size drawn.
///
/// FreeType faces and HarfBuzz buffers are not thread-safe, and frames render on several
/// threads: every use goes through one lock. Outlines are cached per glyph.
package final class FontFace: @unchecked Sendable {
    /// The font file.
    package let path: String
    /// Font units per em: positions and outlines divide by this, times the font size.
    package let unitsPerEm: Double
    /// Above the baseline, in font units (positive).
    package let ascender: Double
    /// Below the baseline, in font units (positive).
    package let descender: Double
    /// Extra space between lines, in font units.
    package let lineGap: Double

    private let lock = NSLock()
    private let library: FreeTypeLibrary
    private let face: FT_Face
    private let hbFont: OpaquePointer
    private var outlines: [UInt32: Path] = [:]

    /// Loads the font file at `path` (its first face).
    package init(path: String) throws(TextError) {
        self.path = path
        library = try FreeTypeLibrary()
        var face: FT_Face?
        let status = FT_New_Face(library.pointer, path, 0, &face)
        guard status == 0, let face else {
            throw TextError("Cannot load the font file '\(path)' (FreeType error \(status))")
        }
        self.face = face
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            FT_Done_Face(face)
            throw TextError("Cannot read the font file '\(path)'")
        }
        let hbFace = hb_face_create(blob, 0)
        hb_blob_destroy(blob)
        let font = hb_font_create(hbFace)!
        let upem = hb_face_get_upem(hbFace)
        hb_face_destroy(hbFace)
        hb_font_set_scale(font, Int32(upem), Int32(upem))
        hbFont = font
        unitsPerEm = Double(max(upem, 1))
        var extents = hb_font_extents_t()
        hb_font_get_h_extents(font, &extents)
        ascender = Double(extents.ascender)
        descender = Double(-extents.descender)
        lineGap = Double(extents.line_gap)
    }

    deinit {
        hb_font_destroy(hbFont)
        FT_Done_Face(face)
    }

    /// A glyph after shaping: which glyph, where (font units, relative to the pen), and how far
    /// the pen moves; `cluster` is the UTF-8 offset of the text it came from.
    package struct ShapedGlyph: Sendable, Equatable {
        package var glyph: UInt32
        package var cluster: Int
        package var advance: Double
        package var offset: Point
    }

    /// `text` shaped as one run (direction, script and language guessed from the text).
    package func shape(_ text: String) -> [ShapedGlyph] {
        lock.lock()
        defer { lock.unlock() }
        guard let buffer = hb_buffer_create() else { return [] }
        defer { hb_buffer_destroy(buffer) }
        var utf8 = Array(text.utf8CString)
        utf8.withUnsafeMutableBufferPointer { p in
            hb_buffer_add_utf8(buffer, p.baseAddress, Int32(p.count - 1), 0, -1)
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(hbFont, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return [] }
        return (0..<Int(count)).map { i in
            ShapedGlyph(
                glyph: infos[i].codepoint, cluster: Int(infos[i].cluster), advance: Double(positions[i].x_advance),
                offset: Point(x: Double(positions[i].x_offset), y: -Double(positions[i].y_offset)))
        }
    }

    /// The glyph's outline in font units, y down (FreeType's y-up outline flipped), origin on
    /// the baseline at the pen.
    package func outline(of glyph: UInt32) -> Path {
        lock.lock()
        defer { lock.unlock() }
        if let cached = outlines[glyph] { return cached }
        var path = Path()
        if FT_Load_Glyph(face, glyph, reel_ft_outline_load_flags()) == 0 {
            path = OutlineDecomposer.path(of: &face.pointee.glyph.pointee.outline)
        }
        outlines[glyph] = path
        return path
    }
}

/// Owns one FreeType library handle (one per face, so faces never share mutable state).
final class FreeTypeLibrary {
    let pointer: FT_Library

    init() throws(TextError) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { throw TextError("FreeType could not start") }
        pointer = library
    }

    deinit { FT_Done_FreeType(pointer) }
}
