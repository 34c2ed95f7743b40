// giflib, as Debian's libgif-dev installs it.
#include <gif_lib.h>
