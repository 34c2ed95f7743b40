import Foundation
import ReelRaster

/// Keeps the frames of a conversion's first pass in a temporary file, so the later passes of a
/// two-pass encoder (GIF) read them back instead of decoding and scaling the input again, which
/// is most of a conversion's time.
///
/// Bounded: frames go to disk, not memory, and once the file would pass `limit` bytes the spool
/// gives up (the file is dropped and the converter decodes the input again), so a long video
/// costs at most `limit` of disk. The file is unlinked as soon as it is created: nothing is left
/// behind whatever happens to the process. The bytes read back are the bytes written, so the
/// output is the same with or without the spool.
final class FrameSpool {
    /// 2 GiB: a 1080p clip of about 10 s at 25 fps, or some 3 minutes at 480×270.
    static let defaultLimit = 2 << 30

    let width: Int
    let height: Int
    private let frameBytes: Int
    private let limit: Int
    private var descriptor: Int32
    /// The frames written so far.
    private(set) var frameCount = 0

    /// A spool for `width`×`height` frames, or nil when not even one frame fits `limit` or no
    /// temporary file can be made.
    init?(width: Int, height: Int, limit: Int = FrameSpool.defaultLimit) {
        self.width = width
        self.height = height
        frameBytes = width * height * 4
        self.limit = limit
        guard frameBytes > 0, frameBytes <= limit else { return nil }
        var template = Array((NSTemporaryDirectory() + "reel-spool-XXXXXX").utf8CString)
        descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else { return nil }
        template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    }

    deinit { abandon() }

    /// Whether every frame appended so far is in the file (false once it gave up).
    var isUsable: Bool { descriptor >= 0 }

    /// Appends `frame` (premultiplied RGBA of the spool's size), or gives up when it would pass
    /// the limit or the write fails (a full disk): the caller then decodes again.
    func append(_ frame: Pixmap) {
        guard isUsable else { return }
        guard frame.width == width, frame.height == height, (frameCount + 1) * frameBytes <= limit,
              frame.bytes.withUnsafeBytes({ Self.writeAll($0, to: descriptor) }) else {
            abandon()
            return
        }
        frameCount += 1
    }

    /// Passes every frame written, in order, with its number.
    func read(_ body: (Pixmap, Int) throws -> Void) throws {
        guard isUsable, lseek(descriptor, 0, SEEK_SET) == 0 else { throw ExportError("cannot read back the frames of the first pass") }
        var frame = Pixmap(width: width, height: height)
        for index in 0..<frameCount {
            let complete = frame.bytes.withUnsafeMutableBytes { Self.readAll($0, from: descriptor) }
            guard complete else { throw ExportError("cannot read back the frames of the first pass") }
            try body(frame, index)
        }
    }

    private func abandon() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    private static func readAll(_ bytes: UnsafeMutableRawBufferPointer, from descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = Foundation.read(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}
