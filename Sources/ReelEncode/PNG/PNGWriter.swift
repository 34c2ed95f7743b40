internal import CFFmpeg
public import ReelRaster

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Encodes single frames as PNG (8-bit RGBA, straight alpha) with FFmpeg's PNG encoder.
///
/// The bytes depend only on the pixels: the encoder runs bit-exact, with a fixed row filter
/// strategy, and tags the image sRGB (our pixels are sRGB-encoded) but writes no timestamps or
/// encoder names.
public enum PNGWriter {
    /// Encodes a frame as a PNG file in memory.
    /// - Parameter pixmap: The frame, premultiplied; unpremultiplied to straight alpha as PNG
    ///   stores it.
    /// - Returns: The PNG file's bytes, the same for the same pixels.
    /// - Throws: ``EncodeError`` when FFmpeg has no PNG encoder or cannot encode the frame.
    public static func encode(_ pixmap: Pixmap) throws -> [UInt8] {
        try FFmpegLibraries.load()
        guard let codec = avcodec_find_encoder(AV_CODEC_ID_PNG) else {
            throw EncodeError("This FFmpeg has no PNG encoder")
        }
        let encoder = try FFmpegCodecContext(codec: codec)
        let context = encoder.pointer
        context.pointee.width = Int32(pixmap.width)
        context.pointee.height = Int32(pixmap.height)
        context.pointee.pix_fmt = AV_PIX_FMT_RGBA
        // Still images have no clock, but FFmpeg refuses to open a video encoder without one.
        context.pointee.time_base = AVRational(num: 1, den: 1)
        context.pointee.flags |= AV_CODEC_FLAG_BITEXACT
        // Square pixels, written as a 1:1 pHYs chunk (FFmpeg would otherwise write 0:1).
        context.pointee.sample_aspect_ratio = AVRational(num: 1, den: 1)
        // "mixed" picks the best filter per row: smaller files, and still a pure function of the pixels.
        try ffmpegCheck(encoder.setPrivateOption("pred", "mixed"), "FFmpeg's PNG encoder rejects pred 'mixed'")
        try ffmpegCheck(avcodec_open2(context, codec, nil), "Cannot start FFmpeg's PNG encoder")

        let frame = try FFmpegFrame(width: pixmap.width, height: pixmap.height, format: AV_PIX_FMT_RGBA)
        frame.pointer.pointee.color_primaries = AVCOL_PRI_BT709
        frame.pointer.pointee.color_trc = AVCOL_TRC_IEC61966_2_1
        frame.pointer.pointee.pts = 0
        copy(pixmap.unpremultipliedRGBA(), rowBytes: pixmap.width * 4, rows: pixmap.height, into: frame)

        let packet = try FFmpegPacket()
        var bytes: [UInt8] = []
        let failure = "FFmpeg could not encode a \(pixmap.width)×\(pixmap.height) PNG"
        for input in [frame.pointer, nil] {
            try encoder.encode(input, using: packet, failure: failure) { packet in
                bytes.append(
                    contentsOf: UnsafeBufferPointer(start: packet.pointee.data, count: Int(packet.pointee.size)))
            }
        }
        return bytes
    }

    /// Encodes a frame and writes the PNG file, replacing any file there (not atomically).
    /// - Parameters:
    ///   - pixmap: The frame, premultiplied.
    ///   - path: Where to write the file.
    /// - Throws: ``EncodeError`` when the frame cannot be encoded or the file cannot be created or
    ///   written.
    public static func write(_ pixmap: Pixmap, to path: String) throws {
        let bytes = try encode(pixmap)
        guard let file = fopen(path, "wb") else { throw EncodeError.system("Cannot create the PNG file '\(path)'") }
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        // Read errno before fclose can change it; report the first failure.
        let failure = written == bytes.count ? nil : EncodeError.system("Cannot write the PNG file '\(path)'")
        let closed = fclose(file) == 0
        if let failure { throw failure }
        if !closed { throw EncodeError.system("Cannot finish writing the PNG file '\(path)'") }
    }

    /// Copies packed rows into the frame's first plane, whose rows may be padded for alignment.
    private static func copy(_ rgba: [UInt8], rowBytes: Int, rows: Int, into frame: FFmpegFrame) {
        let stride = Int(frame.pointer.pointee.linesize.0)
        guard let plane = frame.pointer.pointee.data.0 else { return }
        rgba.withUnsafeBufferPointer { source in
            for y in 0..<rows {
                (plane + y * stride).update(from: source.baseAddress! + y * rowBytes, count: rowBytes)
            }
        }
    }
}
