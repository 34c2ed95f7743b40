// FFmpeg's libraries, loaded when Reel first calls them rather than when the process starts.
//
// Linked the usual way, libavcodec and libavformat bring about 130 libraries into every process
// (x265, aom, rsvg, gnutls, …): the dynamic loader's symbol lookups and the kernel's mappings took
// about 30 of the 43 ms `reel --version` took, paid by every command, a GIF export's included,
// which never calls FFmpeg. Here each FFmpeg function Reel calls is defined with FFmpeg's own
// prototype (the headers are included, so a definition that differs does not compile) and
// forwards to the library's function, looked up with `dlsym` on its first call. Reel's Swift code
// calls FFmpeg as before; `reel_ffmpeg_load` lets it check first and report a missing library as
// an error (`FFmpegLibraries`).
//
// A function Reel starts calling must be added here: the link fails until it is.
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/avutil.h>
#include <libavutil/opt.h>
#include <libavutil/pixdesc.h>
#include <libswscale/swscale.h>

#include "FFmpegLoader.h"

enum { FORMAT, CODEC, SCALE, UTIL, LIBRARY_COUNT };

// The sonames the headers were built for: a library of another major version has another ABI.
static const char *const sonames[LIBRARY_COUNT] = {
    "libavformat.so." AV_STRINGIFY(LIBAVFORMAT_VERSION_MAJOR),
    "libavcodec.so." AV_STRINGIFY(LIBAVCODEC_VERSION_MAJOR),
    "libswscale.so." AV_STRINGIFY(LIBSWSCALE_VERSION_MAJOR),
    "libavutil.so." AV_STRINGIFY(LIBAVUTIL_VERSION_MAJOR),
};

static void *libraries[LIBRARY_COUNT];
static pthread_once_t loading = PTHREAD_ONCE_INIT;
static char failure[512];

// FFmpeg's log level: every command sets it at startup, before anything loads the libraries, so
// it is kept until they load (`pending_log_level`, -1 when none was asked for) and applied then.
static pthread_mutex_t log_level_lock = PTHREAD_MUTEX_INITIALIZER;
static int pending_log_level = -1;
static void (*set_log_level)(int);

static void load_libraries(void) {
    for (int library = 0; library < LIBRARY_COUNT; library++) {
        libraries[library] = dlopen(sonames[library], RTLD_NOW | RTLD_LOCAL);
        if (libraries[library] == NULL) {
            const char *reason = dlerror();
            snprintf(failure, sizeof failure, "FFmpeg's %s could not be loaded: %s", sonames[library],
                     reason ? reason : "unknown error");
            return;
        }
    }
    pthread_mutex_lock(&log_level_lock);
    set_log_level = (void (*)(int))dlsym(libraries[UTIL], "av_log_set_level");
    if (set_log_level && pending_log_level != -1) set_log_level(pending_log_level);
    pthread_mutex_unlock(&log_level_lock);
}

int reel_ffmpeg_load(const char **error) {
    pthread_once(&loading, load_libraries);
    if (failure[0] == 0) return 1;
    if (error) *error = failure;
    return 0;
}

// `name` in `library`, looked up on the first call and kept in `slot` (a forwarding function's
// own); a library or function that cannot be had ends the process with a message, since the
// caller has no way to fail (Reel's entry points call `reel_ffmpeg_load` first).
static void *resolve(void **slot, int library, const char *name) {
    void *function = __atomic_load_n(slot, __ATOMIC_ACQUIRE);
    if (function != NULL) return function;
    const char *error = NULL;
    if (!reel_ffmpeg_load(&error)) {
        fprintf(stderr, "reel: %s\n", error);
        exit(70);  // EX_SOFTWARE
    }
    function = dlsym(libraries[library], name);
    if (function == NULL) {
        fprintf(stderr, "reel: %s has no function '%s'\n", sonames[library], name);
        exit(70);
    }
    __atomic_store_n(slot, function, __ATOMIC_RELEASE);
    return function;
}

// Defines `name` with FFmpeg's prototype `parameters`, calling the library's own with `arguments`
// (`REEL_FORWARD_VOID` for a function returning nothing, which C cannot `return`).
// Hidden: the libraries' calls to one another must not come back through these.
#define REEL_FORWARD(library, result, name, parameters, arguments)                                  \
    __attribute__((visibility("hidden"))) result name parameters {                                  \
        static void *slot;                                                                          \
        return ((__typeof__(&name))resolve(&slot, library, #name))arguments;                        \
    }
#define REEL_FORWARD_VOID(library, name, parameters, arguments)                                     \
    __attribute__((visibility("hidden"))) void name parameters {                                    \
        static void *slot;                                                                          \
        ((__typeof__(&name))resolve(&slot, library, #name))arguments;                               \
    }

// Setting the log level does not load the libraries: the level waits for them.
__attribute__((visibility("hidden"))) void av_log_set_level(int level) {
    pthread_mutex_lock(&log_level_lock);
    if (set_log_level) {
        set_log_level(level);
    } else {
        pending_log_level = level;
    }
    pthread_mutex_unlock(&log_level_lock);
}

// libavformat
REEL_FORWARD(FORMAT, int, av_find_best_stream, (AVFormatContext *ic, enum AVMediaType type, int wanted_stream_nb,
             int related_stream, const AVCodec **decoder_ret, int flags), (ic, type, wanted_stream_nb, related_stream,
             decoder_ret, flags))
REEL_FORWARD(FORMAT, int, av_interleaved_write_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt))
REEL_FORWARD(FORMAT, int, av_read_frame, (AVFormatContext *s, AVPacket *pkt), (s, pkt))
REEL_FORWARD(FORMAT, int, av_write_trailer, (AVFormatContext *s), (s))
REEL_FORWARD(FORMAT, int, avformat_alloc_output_context2, (AVFormatContext **ctx, const AVOutputFormat *oformat,
             const char *format_name, const char *filename), (ctx, oformat, format_name, filename))
REEL_FORWARD_VOID(FORMAT, avformat_close_input, (AVFormatContext **s), (s))
REEL_FORWARD(FORMAT, int, avformat_find_stream_info, (AVFormatContext *ic, AVDictionary **options), (ic, options))
REEL_FORWARD_VOID(FORMAT, avformat_free_context, (AVFormatContext *s), (s))
REEL_FORWARD(FORMAT, AVStream *, avformat_new_stream, (AVFormatContext *s, const AVCodec *c), (s, c))
REEL_FORWARD(FORMAT, int, avformat_open_input, (AVFormatContext **ps, const char *url, const AVInputFormat *fmt,
             AVDictionary **options), (ps, url, fmt, options))
REEL_FORWARD(FORMAT, int, avformat_seek_file, (AVFormatContext *s, int stream_index, int64_t min_ts, int64_t ts,
             int64_t max_ts, int flags), (s, stream_index, min_ts, ts, max_ts, flags))
REEL_FORWARD(FORMAT, unsigned, avformat_version, (void), ())
REEL_FORWARD(FORMAT, int, avformat_write_header, (AVFormatContext *s, AVDictionary **options), (s, options))
REEL_FORWARD(FORMAT, int, avio_closep, (AVIOContext **s), (s))
REEL_FORWARD(FORMAT, int, avio_open, (AVIOContext **s, const char *url, int flags), (s, url, flags))

// libavcodec
REEL_FORWARD(CODEC, AVPacket *, av_packet_alloc, (void), ())
REEL_FORWARD_VOID(CODEC, av_packet_free, (AVPacket **pkt), (pkt))
REEL_FORWARD_VOID(CODEC, av_packet_rescale_ts, (AVPacket *pkt, AVRational tb_src, AVRational tb_dst), (pkt, tb_src,
             tb_dst))
REEL_FORWARD_VOID(CODEC, av_packet_unref, (AVPacket *pkt), (pkt))
REEL_FORWARD(CODEC, AVCodecContext *, avcodec_alloc_context3, (const AVCodec *codec), (codec))
REEL_FORWARD(CODEC, int, avcodec_default_get_buffer2, (AVCodecContext *s, AVFrame *frame, int flags), (s, frame, flags))
REEL_FORWARD(CODEC, const AVCodec *, avcodec_find_decoder_by_name, (const char *name), (name))
REEL_FORWARD(CODEC, const AVCodec *, avcodec_find_encoder, (enum AVCodecID id), (id))
REEL_FORWARD(CODEC, const AVCodec *, avcodec_find_encoder_by_name, (const char *name), (name))
REEL_FORWARD_VOID(CODEC, avcodec_free_context, (AVCodecContext **avctx), (avctx))
REEL_FORWARD(CODEC, int, avcodec_open2, (AVCodecContext *avctx, const AVCodec *codec, AVDictionary **options), (avctx,
             codec, options))
REEL_FORWARD(CODEC, int, avcodec_parameters_copy, (AVCodecParameters *dst, const AVCodecParameters *src), (dst, src))
REEL_FORWARD(CODEC, int, avcodec_parameters_from_context, (AVCodecParameters *par, const AVCodecContext *codec), (par,
             codec))
REEL_FORWARD(CODEC, int, avcodec_parameters_to_context, (AVCodecContext *codec, const AVCodecParameters *par), (codec,
             par))
REEL_FORWARD(CODEC, int, avcodec_receive_frame, (AVCodecContext *avctx, AVFrame *frame), (avctx, frame))
REEL_FORWARD(CODEC, int, avcodec_receive_packet, (AVCodecContext *avctx, AVPacket *avpkt), (avctx, avpkt))
REEL_FORWARD(CODEC, int, avcodec_send_frame, (AVCodecContext *avctx, const AVFrame *frame), (avctx, frame))
REEL_FORWARD(CODEC, int, avcodec_send_packet, (AVCodecContext *avctx, const AVPacket *avpkt), (avctx, avpkt))
REEL_FORWARD(CODEC, unsigned, avcodec_version, (void), ())

// libswscale
REEL_FORWARD_VOID(SCALE, sws_freeContext, (struct SwsContext *swsContext), (swsContext))
REEL_FORWARD(SCALE, const int *, sws_getCoefficients, (int colorspace), (colorspace))
REEL_FORWARD(SCALE, struct SwsContext *, sws_getContext, (int srcW, int srcH, enum AVPixelFormat srcFormat, int dstW,
             int dstH, enum AVPixelFormat dstFormat, int flags, SwsFilter *srcFilter, SwsFilter *dstFilter,
             const double *param), (srcW, srcH, srcFormat, dstW, dstH, dstFormat, flags, srcFilter, dstFilter, param))
REEL_FORWARD(SCALE, int, sws_scale, (struct SwsContext *c, const uint8_t *const srcSlice[], const int srcStride[],
             int srcSliceY, int srcSliceH, uint8_t *const dst[], const int dstStride[]), (c, srcSlice, srcStride,
             srcSliceY, srcSliceH, dst, dstStride))
REEL_FORWARD(SCALE, int, sws_setColorspaceDetails, (struct SwsContext *c, const int inv_table[4], int srcRange,
             const int table[4], int dstRange, int brightness, int contrast, int saturation), (c, inv_table, srcRange,
             table, dstRange, brightness, contrast, saturation))
REEL_FORWARD(SCALE, unsigned, swscale_version, (void), ())

// libavutil
REEL_FORWARD(UTIL, AVBufferRef *, av_buffer_create, (uint8_t *data, size_t size, void (*release)(void *opaque,
             uint8_t *data), void *opaque, int flags), (data, size, release, opaque, flags))
REEL_FORWARD(UTIL, AVRational, av_d2q, (double d, int max), (d, max))
REEL_FORWARD_VOID(UTIL, av_dict_free, (AVDictionary **m), (m))
REEL_FORWARD(UTIL, int, av_dict_set, (AVDictionary **pm, const char *key, const char *value, int flags), (pm, key,
             value, flags))
REEL_FORWARD(UTIL, AVFrame *, av_frame_alloc, (void), ())
REEL_FORWARD_VOID(UTIL, av_frame_free, (AVFrame **frame), (frame))
REEL_FORWARD(UTIL, int, av_frame_get_buffer, (AVFrame *frame, int align), (frame, align))
REEL_FORWARD(UTIL, int, av_frame_make_writable, (AVFrame *frame), (frame))
REEL_FORWARD_VOID(UTIL, av_frame_unref, (AVFrame *frame), (frame))
REEL_FORWARD(UTIL, const char *, av_get_pix_fmt_name, (enum AVPixelFormat pix_fmt), (pix_fmt))
REEL_FORWARD(UTIL, int, av_opt_set, (void *obj, const char *name, const char *val, int search_flags), (obj, name, val,
             search_flags))
REEL_FORWARD(UTIL, int, av_strerror, (int errnum, char *errbuf, size_t errbuf_size), (errnum, errbuf, errbuf_size))
REEL_FORWARD(UTIL, unsigned, avutil_version, (void), ())
