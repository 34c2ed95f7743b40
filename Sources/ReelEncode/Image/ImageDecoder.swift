internal import CFFmpeg
import Foundation
package import ReelRaster

/// Decodes still images (PNG, JPEG, and whatever else FFmpeg reads as one picture) into
/// premultiplied pixmaps, for layer `contents`.
///
/// FFmpeg probes the file, its decoder produces the first picture, and swscale converts that
/// to RGBA, which is then premultiplied (rounded to nearest) as the compositor stores pixels.
package enum ImageDecoder {
    /// The first picture in the image file at `path`, refused beyond 16384 pixels a side (the
    /// default image limit); a function value for `ImageSource`.
    package static func decode(contentsOf path: String) throws -> Pixmap {
        try decode(contentsOf: path, maximumSide: 16384)
    }

    /// The first picture in the image file at `path`; errors name the file. A picture with a side
    /// beyond `maximumSide` is refused from its header, before it is decoded (`PictureSizeError`).
    /// Within the limit, a picture costs 4 bytes a pixel about three times over while it is
    /// decoded (FFmpeg's picture, the RGBA copy, the pixmap): 16384² is 1 GiB each.
    package static func decode(contentsOf path: String, maximumSide: Int) throws -> Pixmap {
        // FFmpeg would wait forever for a writer on a FIFO, and a device is no image.
        var info = stat()
        if stat(path, &info) == 0 && info.st_mode & S_IFMT != S_IFREG {
            throw EncodeError("The image '\(path)' is not a regular file")
        }
        let input = try FFmpegInputContext(path: path)
        let sizeGuard = FFmpegSizeGuard(maximumSide: maximumSide, path: path)
        try sizeGuard.findStreamInfo(input, failure: "Cannot read the image file '\(path)'")
        var decoderPointer: UnsafePointer<AVCodec>?
        let stream = av_find_best_stream(input.pointer, AVMEDIA_TYPE_VIDEO, -1, -1, &decoderPointer, 0)
        guard stream >= 0, let decoder = decoderPointer else {
            throw EncodeError.ffmpeg("The file '\(path)' holds no image FFmpeg can decode", code: stream)
        }
        let context = try FFmpegCodecContext(codec: decoder)
        guard let parameters = input.pointer.pointee.streams[Int(stream)]?.pointee.codecpar else {
            throw EncodeError("The file '\(path)' has no stream parameters")
        }
        try sizeGuard.check(width: Int(parameters.pointee.width), height: Int(parameters.pointee.height))
        try ffmpegCheck(
            avcodec_parameters_to_context(context.pointer, parameters), "Cannot set up a decoder for '\(path)'")
        sizeGuard.install(on: context)
        try ffmpegCheck(avcodec_open2(context.pointer, decoder, nil), "Cannot start FFmpeg's decoder for '\(path)'")
        let frame = try sizeGuard.decoding(context) {
            try firstPicture(input, stream: stream, context: context, path: path)
        }
        let width = Int(frame.pointer.pointee.width)
        let height = Int(frame.pointer.pointee.height)
        try sizeGuard.check(width: width, height: height)  // a decoder that allocates its own pictures
        let format = AVPixelFormat(rawValue: frame.pointer.pointee.format)
        let rgba = try FFmpegImageScaler(
            width: width, height: height, from: format,
            fullRange: frame.pointer.pointee.color_range == AVCOL_RANGE_JPEG, path: path
        ).convert(frame)
        return premultiplied(rgba, width: width, height: height)
    }

    /// Reads packets of `stream` until `context` gives a picture.
    private static func firstPicture(
        _ input: FFmpegInputContext, stream: Int32, context: FFmpegCodecContext,
        path: String
    ) throws -> FFmpegDecodedFrame {
        let packet = try FFmpegPacket()
        let frame = try FFmpegDecodedFrame()
        var decoded = false
        func receive() throws {
            let status = avcodec_receive_frame(context.pointer, frame.pointer)
            if status == reel_averror_eagain() || status == reel_averror_eof() { return }
            try ffmpegCheck(status, "Cannot decode the image '\(path)'")
            decoded = true
        }
        while !decoded {
            let status = av_read_frame(input.pointer, packet.pointer)
            if status == reel_averror_eof() { break }
            try ffmpegCheck(status, "Cannot read the image file '\(path)'")
            defer { av_packet_unref(packet.pointer) }
            guard packet.pointer.pointee.stream_index == stream else { continue }
            try ffmpegCheck(avcodec_send_packet(context.pointer, packet.pointer), "Cannot decode the image '\(path)'")
            try receive()
        }
        if !decoded {
            try ffmpegCheck(avcodec_send_packet(context.pointer, nil), "Cannot decode the image '\(path)'")
            try receive()
        }
        guard decoded, frame.pointer.pointee.width > 0, frame.pointer.pointee.height > 0 else {
            throw EncodeError("The file '\(path)' holds no picture")
        }
        return frame
    }

    /// Straight RGBA to a premultiplied pixmap, each channel · alpha / 255 rounded to nearest.
    static func premultiplied(_ rgba: [UInt8], width: Int, height: Int) -> Pixmap {
        var pixmap = Pixmap(width: width, height: height)
        pixmap.bytes = rgba
        pixmap.bytes.withUnsafeMutableBufferPointer { p in
            for i in Swift.stride(from: 0, to: p.count, by: 4) {
                let a = UInt32(p[i + 3])
                if a == 255 { continue }
                for c in 0..<3 {
                    let x = UInt32(p[i + c]) * a + 128
                    p[i + c] = UInt8((x + (x >> 8)) >> 8)
                }
            }
        }
        return pixmap
    }
}
