// Fontconfig (Debian's libfontconfig-dev): family names to font files.
#include <fontconfig/fontconfig.h>

static inline const char *reel_fc_file(void) { return FC_FILE; }
static inline const char *reel_fc_index(void) { return FC_INDEX; }
