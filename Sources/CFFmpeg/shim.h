// FFmpeg (libavformat, libavcodec, libswscale, libavutil), as Debian's -dev packages install it,
// plus inline helpers for what Swift cannot import: function-like macros and compound literals.
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libswscale/swscale.h>
#include <libavutil/avutil.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>
#include <libavutil/error.h>
#include <errno.h>

static inline int reel_averror_eof(void) { return AVERROR_EOF; }
static inline int reel_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int64_t reel_av_nopts_value(void) { return AV_NOPTS_VALUE; }

/// av_err2str without the compound literal: writes into the caller's buffer.
static inline const char *reel_av_error_string(int code, char *buffer, size_t size) {
    return av_make_error_string(buffer, size, code);
}
