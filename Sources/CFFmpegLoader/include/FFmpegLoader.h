// FFmpeg's libraries loaded on first use rather than when the process starts: see FFmpegLoader.c.
#ifndef REEL_FFMPEG_LOADER_H
#define REEL_FFMPEG_LOADER_H

/// Loads libavformat, libavcodec, libswscale and libavutil (once, from any thread). Returns 1 when
/// they are loaded; else 0, with `error` (when given) pointing at a message naming the library
/// that could not be loaded and why.
int reel_ffmpeg_load(const char **error);

#endif
