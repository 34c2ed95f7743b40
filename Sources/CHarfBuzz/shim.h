// HarfBuzz (Debian's libharfbuzz-dev): text shaping with its built-in OpenType functions.
#include <hb.h>
#include <hb-ot.h>
