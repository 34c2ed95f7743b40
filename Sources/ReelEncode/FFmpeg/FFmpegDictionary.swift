internal import CFFmpeg

/// Owns one `AVDictionary` of options, such as a muxer's `movflags`.
final class FFmpegDictionary {
    /// FFmpeg replaces the dictionary when it consumes options, so this is a var.
    var pointer: OpaquePointer?

    /// A dictionary holding `entries`.
    init(_ entries: KeyValuePairs<String, String>) {
        for (key, value) in entries { av_dict_set(&pointer, key, value, 0) }
    }

    deinit { av_dict_free(&pointer) }
}
