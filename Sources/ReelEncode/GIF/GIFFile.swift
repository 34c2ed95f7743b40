internal import CGIF

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Darwin)
    internal import Darwin
#endif

/// Owns one giflib encoder (`GifFileType`) and the `FILE` it writes to; all giflib calls live here.
///
/// The file is opened with `fopen` and handed to `EGifOpen` as an output function, rather than
/// using `EGifOpenFileName`, because the latter creates files with mode 0600, which would carry
/// over to the user's output once the pipeline renames its temporary file into place.
final class GIFFile {
    private var gif: UnsafeMutablePointer<GifFileType>?
    private var file: UnsafeMutablePointer<FILE>?
    let path: String

    /// Creates (or truncates) the file at `path` and starts a GIF89a stream on it.
    init(path: String) throws {
        self.path = path
        guard let file = fopen(path, "wb") else {
            throw EncodeError.system("Cannot create the GIF file '\(path)'")
        }
        var code: Int32 = 0
        guard
            let gif = EGifOpen(
                UnsafeMutableRawPointer(file),
                { gif, bytes, count in
                    guard let gif, let bytes, count > 0, let file = gif.pointee.UserData else { return 0 }
                    return Int32(fwrite(bytes, 1, Int(count), file.assumingMemoryBound(to: FILE.self)))
                }, &code)
        else {
            fclose(file)
            throw Self.gifError("Cannot start the GIF file '\(path)'", code)
        }
        self.file = file
        self.gif = gif
        // Loop and transparency blocks are GIF89a features; say so before the header is written.
        EGifSetGifVersion(gif, true)
    }

    deinit {
        // EGifCloseFile is giflib's only way to free its state; it also appends the trailer, so an
        // abandoned file is terminated but incomplete. The pipeline deletes its temporary output.
        if let gif { EGifCloseFile(gif, nil) }
        if let file { fclose(file) }
    }

    /// Writes the logical screen descriptor with `colors` (r, g, b triples) as the global map,
    /// padded with black to the power-of-two size GIF requires.
    func putScreen(width: Int, height: Int, colors: [(UInt8, UInt8, UInt8)], background: Int) throws {
        let gif = try open()
        var size = 2
        while size < colors.count { size *= 2 }
        var table = colors.map { GifColorType(Red: $0.0, Green: $0.1, Blue: $0.2) }
        table += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - table.count)
        // giflib copies the map into the file structure, so ours is freed right away.
        guard let map = GifMakeMapObject(Int32(size), table) else {
            throw EncodeError("Cannot allocate a \(size)-colour map for the GIF file '\(path)'")
        }
        defer { GifFreeMapObject(map) }
        try check(
            EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, Int32(background), map),
            "Cannot write the screen descriptor")
    }

    /// Writes the NETSCAPE2.0 application extension that makes viewers repeat the animation
    /// `loopCount` more times (0 = forever).
    func putNetscapeLoop(_ loopCount: UInt16) throws {
        let gif = try open()
        let identifier = Array("NETSCAPE2.0".utf8)
        let data: [UInt8] = [1, UInt8(loopCount & 0xFF), UInt8(loopCount >> 8)]
        try check(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), "Cannot write the loop block")
        try check(EGifPutExtensionBlock(gif, Int32(identifier.count), identifier), "Cannot write the loop block")
        try check(EGifPutExtensionBlock(gif, Int32(data.count), data), "Cannot write the loop block")
        try check(EGifPutExtensionTrailer(gif), "Cannot write the loop block")
    }

    /// What a decoder does with a frame's rectangle before drawing the next one (GIF89a's disposal
    /// methods, as giflib names them).
    enum Disposal {
        /// Leave the frame in place (`DISPOSE_DO_NOT`).
        case keep
        /// Clear its rectangle to the background, transparent (`DISPOSE_BACKGROUND`).
        case restoreBackground
        /// Put back what its rectangle showed before it (`DISPOSE_PREVIOUS`).
        case restorePrevious

        var code: Int32 {
            switch self {
            case .keep: DISPOSE_DO_NOT
            case .restoreBackground: DISPOSE_BACKGROUND
            case .restorePrevious: DISPOSE_PREVIOUS
            }
        }
    }

    /// Writes a graphics control extension: delay, disposal method and transparent index.
    func putGraphicsControl(delayCentiseconds: Int, disposal: Disposal, transparentIndex: Int?) throws {
        let gif = try open()
        var block = GraphicsControlBlock(
            DisposalMode: disposal.code, UserInputFlag: false,
            DelayTime: Int32(min(max(delayCentiseconds, 0), Int(UInt16.max))),
            TransparentColor: Int32(transparentIndex ?? Int(NO_TRANSPARENT_COLOR)))
        var bytes = [GifByteType](repeating: 0, count: 4)
        let length = EGifGCBToExtension(&block, &bytes)
        try check(
            EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(length), bytes),
            "Cannot write a frame's graphics control block")
    }

    /// Writes an image of palette indices (row-major, `width * height` of them) at (`left`, `top`)
    /// on the canvas, using the global map, or `localColors` (r, g, b triples) as its own map.
    func putImage(
        left: Int, top: Int, width: Int, height: Int, indices: inout [UInt8],
        localColors: [(UInt8, UInt8, UInt8)]? = nil
    ) throws {
        let gif = try open()
        var map: UnsafeMutablePointer<ColorMapObject>?
        if let localColors {
            var size = 2
            while size < localColors.count { size *= 2 }
            var table = localColors.map { GifColorType(Red: $0.0, Green: $0.1, Blue: $0.2) }
            table += Array(repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: size - table.count)
            guard let made = GifMakeMapObject(Int32(size), table) else {
                throw EncodeError("Cannot allocate a \(size)-colour map for the GIF file '\(path)'")
            }
            map = made
        }
        // giflib copies the map into the image descriptor, so ours is freed right away.
        defer { if let map { GifFreeMapObject(map) } }
        try check(
            EGifPutImageDesc(gif, Int32(left), Int32(top), Int32(width), Int32(height), false, map),
            "Cannot write a frame's image descriptor")
        let status = indices.withUnsafeMutableBufferPointer {
            EGifPutLine(gif, $0.baseAddress, Int32(width * height))
        }
        try check(status, "Cannot write a frame's pixels")
    }

    /// Writes an image whose pixels are already compressed (`LZWChoiceEncoder`): the descriptor,
    /// `localColors` as its own map if given, the code size byte, then `data` (sub-blocks and
    /// terminator) as it is. The code size is the image's own: enough bits for the indices it
    /// uses, which may be fewer than its map's (decoders read the byte, not the map).
    ///
    /// giflib cannot write a code size of its choosing, so these bytes go to the file directly,
    /// between giflib's blocks: giflib keeps no bytes of its own between calls.
    func putImage(
        left: Int, top: Int, width: Int, height: Int, codeSize: Int, compressed data: [UInt8],
        localColors: [(UInt8, UInt8, UInt8)]? = nil
    ) throws {
        _ = try open()
        guard let file else { throw EncodeError("The GIF file '\(path)' is already closed") }
        var bytes: [UInt8] = [0x2C]
        for value in [left, top, width, height] { bytes += [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF)] }
        if let localColors {
            var bits = 1
            while 1 << bits < localColors.count { bits += 1 }
            bytes.append(0x80 | UInt8(bits - 1))
            for color in localColors { bytes += [color.0, color.1, color.2] }
            bytes += [UInt8](repeating: 0, count: 3 * ((1 << bits) - localColors.count))
        } else {
            bytes.append(0)
        }
        bytes.append(UInt8(codeSize))
        let written =
            bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
            + data.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        guard written == bytes.count + data.count else {
            throw EncodeError.system("Cannot write a frame's pixels to the GIF file '\(path)'")
        }
    }

    /// The LZW minimum code size giflib writes for a colour map of `colorCount` entries: the bits
    /// of its power-of-two size, at least 2.
    static func codeSize(colorCount: Int) -> Int {
        var bits = 1
        while 1 << bits < colorCount { bits += 1 }
        return max(bits, 2)
    }

    /// Writes the trailer and closes the file; the object is spent afterwards.
    func close() throws {
        let gif = try open()
        self.gif = nil
        var code: Int32 = 0
        let status = EGifCloseFile(gif, &code)
        let file = self.file
        self.file = nil
        if let file, fclose(file) != 0 {
            throw EncodeError.system("Cannot finish writing the GIF file '\(path)'")
        }
        if status != GIF_OK { throw Self.gifError("Cannot finish writing the GIF file '\(path)'", code) }
    }

    private func open() throws -> UnsafeMutablePointer<GifFileType> {
        guard let gif else { throw EncodeError("The GIF file '\(path)' is already closed") }
        return gif
    }

    private func check(_ status: Int32, _ what: String) throws {
        guard status != GIF_OK else { return }
        throw Self.gifError("\(what) to the GIF file '\(path)'", gif?.pointee.Error ?? 0)
    }

    private static func gifError(_ message: String, _ code: Int32) -> EncodeError {
        EncodeError(message, code: Int(code), codeDescription: GifErrorString(code).map { String(cString: $0) })
    }
}
