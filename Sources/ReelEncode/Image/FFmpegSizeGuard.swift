internal import CFFmpeg
import Foundation
internal import ReelRaster
import Synchronization

/// Keeps FFmpeg from spending memory on a picture larger than a limit a side.
///
/// Files claim their size in a header: a 255 KB PNG can claim 16385×16000 pixels and a 35-byte
/// GIF 16000×16000, and decoding them cost 2.3 GB and 5.8 GB before the decoded size was checked.
/// The guard checks before the memory is spent, in three places:
/// - `avformat_find_stream_info` decodes a trial picture of each stream; its decoders get
///   `max_pixels`, so no claim beyond the limit's area is allocated there (a claim within the area
///   is, once: the probe is how FFmpeg 5.1 learns a PNG's size; 0.9 s and 310 MB for a gray
///   16385×16000 PNG, against 2.3 GB before). A claim it refuses leaves the size unknown (0×0);
/// - the size the probe found (`codecpar`), checked per side before our decoder opens;
/// - our decoder's `get_buffer2`, which sees each picture's size before its buffer is allocated
///   (a stream may change size midway), and names the size. Our decoder keeps FFmpeg's default
///   `max_pixels` (2³¹), which would refuse first without saying the size.
final class FFmpegSizeGuard: Sendable {
    /// The largest side allowed.
    let maximumSide: Int
    /// The file, for errors.
    let path: String
    /// The size a buffer was asked for and refused, if any (set from FFmpeg's decoding threads).
    private let refused = Mutex<PictureSizeError?>(nil)

    init(maximumSide: Int, path: String) {
        self.maximumSide = maximumSide
        self.path = path
    }

    /// FFmpeg's `max_pixels`: the limit's area, with a row widened to FFmpeg's 64-byte stride
    /// alignment, which `ff_get_buffer` checks (a 100-pixel limit would refuse 100×100 otherwise).
    var maximumPixels: Int64 {
        let side = Int64(min(maximumSide, Int(Int32.max)))
        return (side + 64) * side
    }

    /// `avformat_find_stream_info` with each stream's trial decoder bounded by `maximumPixels`.
    func findStreamInfo(_ input: FFmpegInputContext, failure: @autoclosure () -> String) throws {
        let count = Int(input.pointer.pointee.nb_streams)
        var options = [OpaquePointer?](repeating: nil, count: max(count, 1))
        for i in 0..<count { av_dict_set(&options[i], "max_pixels", String(maximumPixels), 0) }
        defer { for i in options.indices { av_dict_free(&options[i]) } }
        let status = options.withUnsafeMutableBufferPointer { avformat_find_stream_info(input.pointer, $0.baseAddress) }
        try ffmpegCheck(status, failure())
    }

    /// Throws when `width`×`height` has a side beyond the limit.
    func check(width: Int, height: Int) throws(PictureSizeError) {
        if max(width, height) > maximumSide {
            throw PictureSizeError(path: path, width: width, height: height, maximumSide: maximumSide)
        }
    }

    /// Makes `decoder` refuse pictures beyond the limit before allocating them.
    func install(on decoder: FFmpegCodecContext) {
        decoder.pointer.pointee.opaque = Unmanaged.passUnretained(self).toOpaque()
        decoder.pointer.pointee.get_buffer2 = { context, frame, flags in
            guard let context, let frame, let opaque = context.pointee.opaque else { return -EINVAL }
            let sizeGuard = Unmanaged<FFmpegSizeGuard>.fromOpaque(opaque).takeUnretainedValue()
            do throws(PictureSizeError) {
                try sizeGuard.check(width: Int(frame.pointee.width), height: Int(frame.pointee.height))
            } catch {
                sizeGuard.refused.withLock { $0 = error }
                return -EINVAL
            }
            return avcodec_default_get_buffer2(context, frame, flags)
        }
        decoder.retained = self
    }

    /// Runs `body` (decoding with `decoder`), turning a failure caused by the limit into a
    /// `PictureSizeError` naming the size, instead of FFmpeg's "Invalid argument".
    func decoding<T>(_ decoder: FFmpegCodecContext, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            if let refused = refused.withLock({ $0 }) { throw refused }
            // FFmpeg's own `max_pixels` refused it before `get_buffer2` saw it; the context may hold the size.
            try check(width: Int(decoder.pointer.pointee.width), height: Int(decoder.pointer.pointee.height))
            throw error
        }
    }
}
