internal import CFFmpeg

/// Joins videos made from consecutive frame ranges of one scene (`reel export --frames A..B`) into
/// one file without re-encoding, as FFmpeg's concat demuxer does: each file's packets are copied,
/// shifted by the durations of the files before it. Every segment starts on a keyframe (each is
/// its own encode), so the joined stream decodes to exactly the segments' frames.
package enum VideoConcatenation {
    /// Joins `inputs`, in order, into a new file at `path`, muxed as `container` ("mp4", "mov",
    /// "webm"). The inputs must hold one video stream each, encoded alike (codec, size, pixel
    /// format and codec headers); anything else is refused, since a stream copy cannot mend it.
    package static func join(_ inputs: [String], to path: String, container: String) throws {
        guard let first = inputs.first else { throw EncodeError("Give at least one video to join") }
        let sources = try inputs.map(Segment.init)
        for source in sources.dropFirst() { try source.checkMatches(sources[0]) }

        let output = try FFmpegOutputContext(format: container, path: path)
        guard let stream = avformat_new_stream(output.pointer, nil) else {
            throw EncodeError("FFmpeg could not add a video stream to '\(path)'")
        }
        try ffmpegCheck(
            avcodec_parameters_copy(stream.pointee.codecpar, sources[0].parameters),
            "FFmpeg could not copy the video stream of '\(first)'")
        if container != "mp4" && container != "mov" { stream.pointee.codecpar.pointee.codec_tag = 0 }
        stream.pointee.time_base = sources[0].timeBase
        stream.pointee.avg_frame_rate = sources[0].stream.pointee.avg_frame_rate
        stream.pointee.r_frame_rate = sources[0].stream.pointee.r_frame_rate
        output.pointer.pointee.flags |= AVFMT_FLAG_BITEXACT
        try output.openFile()
        let options = FFmpegDictionary(container == "webm" ? [:] : ["movflags": "+faststart"])
        try ffmpegCheck(
            avformat_write_header(output.pointer, &options.pointer), "Cannot write the header of '\(path)'")

        let packet = try FFmpegPacket()
        // The start of the next segment, in the first segment's time base.
        var offset: Int64 = 0
        for source in sources {
            var end = offset
            while true {
                let status = av_read_frame(source.input.pointer, packet.pointer)
                if status == reel_averror_eof() { break }
                try ffmpegCheck(status, "Cannot read '\(source.input.path)'")
                defer { av_packet_unref(packet.pointer) }
                guard packet.pointer.pointee.stream_index == source.stream.pointee.index else { continue }
                av_packet_rescale_ts(packet.pointer, source.timeBase, sources[0].timeBase)
                let pts = packet.pointer.pointee.pts
                end = max(end, offset + pts + max(packet.pointer.pointee.duration, 0))
                packet.pointer.pointee.pts = pts + offset
                packet.pointer.pointee.dts = packet.pointer.pointee.dts + offset
                av_packet_rescale_ts(packet.pointer, sources[0].timeBase, stream.pointee.time_base)
                packet.pointer.pointee.stream_index = stream.pointee.index
                packet.pointer.pointee.pos = -1
                try ffmpegCheck(
                    av_interleaved_write_frame(output.pointer, packet.pointer), "Cannot write video data to '\(path)'")
            }
            offset = end
        }
        try ffmpegCheck(av_write_trailer(output.pointer), "Cannot finish '\(path)'")
        try output.closeFile()
    }

    /// One input: its demuxer and its video stream.
    private struct Segment {
        let input: FFmpegInputContext
        let stream: UnsafeMutablePointer<AVStream>

        var parameters: UnsafeMutablePointer<AVCodecParameters> { stream.pointee.codecpar }
        var timeBase: AVRational { stream.pointee.time_base }

        init(_ path: String) throws {
            input = try FFmpegInputContext(path: path, kind: "video")
            try ffmpegCheck(avformat_find_stream_info(input.pointer, nil), "Cannot read the streams of '\(path)'")
            let streams = UnsafeBufferPointer(
                start: input.pointer.pointee.streams, count: Int(input.pointer.pointee.nb_streams))
            let videos = streams.compactMap { $0 }.filter {
                $0.pointee.codecpar.pointee.codec_type == AVMEDIA_TYPE_VIDEO
            }
            guard videos.count == 1, input.pointer.pointee.nb_streams == 1 else {
                throw EncodeError("'\(path)' is not a video with one stream, as reel export writes")
            }
            stream = videos[0]
        }

        /// Refuses a segment encoded unlike `first`.
        func checkMatches(_ first: Segment) throws {
            let (a, b) = (parameters.pointee, first.parameters.pointee)
            var differences: [String] = []
            if a.codec_id != b.codec_id { differences.append("codec") }
            if a.width != b.width || a.height != b.height {
                differences.append("size \(a.width)×\(a.height), not \(b.width)×\(b.height)")
            }
            if a.format != b.format { differences.append("pixel format") }
            let sameHeaders =
                a.extradata_size == b.extradata_size
                && (a.extradata_size == 0 || memcmp(a.extradata, b.extradata, Int(a.extradata_size)) == 0)
            if !sameHeaders { differences.append("codec headers (other encoder settings)") }
            guard differences.isEmpty else {
                throw EncodeError(
                    "'\(input.path)' is encoded unlike '\(first.input.path)' (\(differences.joined(separator: ", "))): export both with the same options"
                )
            }
        }
    }
}
