internal import CFFmpeg

extension VideoWriter {
    /// Sets size, pixel format, clock, colour tags and x264 options, then opens the encoder.
    static func configure(_ encoder: FFmpegCodecContext, width: Int, height: Int, rate: AVRational,
                          globalHeader: Bool, settings: VideoSettings, path: String) throws {
        let context = encoder.pointer
        context.pointee.width = Int32(width)
        context.pointee.height = Int32(height)
        context.pointee.pix_fmt = AV_PIX_FMT_YUV420P
        context.pointee.time_base = av_inv_q(rate)
        context.pointee.framerate = rate
        context.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        // Tag what the converter produces, so players decode with the same matrix and range.
        context.pointee.color_primaries = AVCOL_PRI_BT709
        context.pointee.color_trc = AVCOL_TRC_BT709
        context.pointee.colorspace = AVCOL_SPC_BT709
        context.pointee.color_range = AVCOL_RANGE_MPEG
        if globalHeader { context.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
        // libx264 takes its thread count from here (0 would mean x264's machine-dependent default).
        context.pointee.thread_count = Int32(max(settings.threads, 1))

        var options: [(String, String)] = [("crf", String(settings.crf)), ("preset", settings.preset)]
        if let tune = settings.tune { options.append(("tune", tune)) }
        for (name, value) in options {
            try ffmpegCheck(encoder.setPrivateOption(name, value),
                            "x264 rejects \(name) '\(value)' for '\(path)'")
        }
        try ffmpegCheck(avcodec_open2(context, encoder.codec, nil),
                        "Cannot start the H.264 encoder for '\(path)' (crf \(settings.crf), preset '\(settings.preset)', tune '\(settings.tune ?? "none")')")
    }
}
