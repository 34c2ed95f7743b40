internal import CFFmpeg

extension VideoWriter {
    /// The encoder's input pixel format for `codec`.
    static func pixelFormat(_ codec: VideoCodec, settings: VideoSettings) -> AVPixelFormat {
        switch codec {
        case .h264, .hevc: AV_PIX_FMT_YUV420P
        case .vp9: AV_PIX_FMT_YUVA420P
        case .prores4444: AV_PIX_FMT_YUVA444P10LE
        // libwebp converts RGB to its own YUV (or keeps it, lossless); given YUV it would assume BT.601.
        case .webp: AV_PIX_FMT_BGRA
        case .apng: AV_PIX_FMT_RGBA
        }
    }

    /// Sets size, pixel format, clock, colour tags and the encoder's options, then opens it.
    static func configure(
        _ encoder: FFmpegCodecContext, codec: VideoCodec, pixelFormat: AVPixelFormat,
        width: Int, height: Int, rate: AVRational, globalHeader: Bool,
        settings: VideoSettings, path: String
    ) throws {
        let context = encoder.pointer
        context.pointee.width = Int32(width)
        context.pointee.height = Int32(height)
        context.pointee.pix_fmt = pixelFormat
        context.pointee.time_base = av_inv_q(rate)
        context.pointee.framerate = rate
        context.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        if codec.isYUV {
            // Tag what the converter produces, so players decode with the same matrix and range.
            context.pointee.color_primaries = AVCOL_PRI_BT709
            context.pointee.color_trc = AVCOL_TRC_BT709
            context.pointee.colorspace = AVCOL_SPC_BT709
            context.pointee.color_range = AVCOL_RANGE_MPEG
        }
        if globalHeader { context.pointee.flags |= AV_CODEC_FLAG_GLOBAL_HEADER }
        context.pointee.flags |= AV_CODEC_FLAG_BITEXACT
        // A fixed thread count (0 would mean the encoder's machine-dependent default, and x264's
        // output depends on it).
        context.pointee.thread_count = Int32(max(settings.threads, 1))

        var options: [(String, String)] = []
        switch codec {
        case .h264:
            options = [("crf", String(settings.crf)), ("preset", settings.preset)]
            if let tune = settings.tune { options.append(("tune", tune)) }
        case .hevc:
            options = [("crf", String(settings.crf)), ("preset", settings.preset)]
            if let tune = settings.tune { options.append(("tune", tune)) }
            // x265 prints its settings itself; frame threads fixed like x264's.
            options.append(
                (
                    "x265-params",
                    "log-level=error:frame-threads=\(max(settings.threads, 1)):pools=\(max(settings.threads, 1))"
                ))
        case .vp9:
            // Bit rate 0 with a crf is libvpx's true constant-quality mode.
            context.pointee.bit_rate = 0
            options = [("crf", String(settings.crf)), ("deadline", "good"), ("cpu-used", "4"), ("row-mt", "1")]
        case .prores4444:
            options = [("profile", "4444"), ("vendor", "apl0")]
            context.pointee.bits_per_raw_sample = 10
            options.append(("alpha_bits", "16"))
        case .webp:
            options = [
                ("lossless", settings.lossless ? "1" : "0"),
                ("quality", String(settings.lossless ? 75 : settings.quality))
            ]
            context.pointee.compression_level = 4
        case .apng:
            options = [("pred", "mixed")]
        }
        for (name, value) in options {
            try ffmpegCheck(
                encoder.setPrivateOption(name, value),
                "\(codec.encoderName) rejects \(name) '\(value)' for '\(path)'")
        }
        try ffmpegCheck(
            avcodec_open2(context, encoder.codec, nil),
            "Cannot start the \(codec.displayName) encoder for '\(path)' (\(options.map { "\($0.0) \($0.1)" }.joined(separator: ", ")))"
        )
    }

    /// The muxer's options: MP4's faststart, the loop count of WebP and APNG.
    static func muxerOptions(_ codec: VideoCodec, settings: VideoSettings) -> KeyValuePairs<String, String> {
        // Plays in total; 0 = forever (both formats count plays, not repeats).
        let plays: String
        switch settings.loop {
        case .forever: plays = "0"
        case .once: plays = "1"
        case .count(let n): plays = String(min(max(n, 1), 65535))
        }
        switch codec {
        // faststart moves the index (moov) before the media (mdat) at the end, so players can
        // start before the whole file has downloaded: what a docs page or README wants.
        case .h264, .hevc, .prores4444:
            return settings.fragmented
                ? ["movflags": "+frag_keyframe+empty_moov+default_base_moof"] : ["movflags": "+faststart"]
        case .vp9: return [:]
        case .webp: return ["loop": plays]
        case .apng: return ["plays": plays]
        }
    }

    static func fourCC(_ text: String) -> UInt32 {
        text.utf8.reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Copies straight RGBA rows into the frame's first plane (as BGRA when asked).
    static func copyRGBA(_ rgba: [UInt8], width: Int, height: Int, swapRedBlue: Bool, into frame: FFmpegFrame) {
        let stride = Int(frame.pointer.pointee.linesize.0)
        guard let plane = frame.pointer.pointee.data.0 else { return }
        rgba.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let row = plane + y * stride
                let from = source.baseAddress! + y * width * 4
                if swapRedBlue {
                    for x in 0..<width {
                        row[x * 4] = from[x * 4 + 2]
                        row[x * 4 + 1] = from[x * 4 + 1]
                        row[x * 4 + 2] = from[x * 4]
                        row[x * 4 + 3] = from[x * 4 + 3]
                    }
                } else {
                    row.update(from: from, count: width * 4)
                }
            }
        }
    }
}
