// FreeType 2 (Debian's libfreetype-dev), plus helpers for macros Swift cannot import.
#include <ft2build.h>
#include <freetype/freetype.h>
#include <freetype/ftoutln.h>

/// Outlines in font units, unhinted, never an embedded bitmap: what Reel's rasterizer draws.
static inline FT_Int32 reel_ft_outline_load_flags(void) {
    return FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP;
}
