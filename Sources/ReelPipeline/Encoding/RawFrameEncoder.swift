import Foundation
import ReelGeometry
import ReelRaster

/// Raw frames: every frame's straight-alpha RGBA8 bytes, one after another, no header.
///
/// For piping Reel's pixels into other tools (`ffmpeg -f rawvideo -pix_fmt rgba -s W×H`), and
/// what `scripts/bench-pipeline` feeds FFmpeg to time the encoder alone.
final class RawFrameEncoder: FrameEncoder {
    let passCount = 1
    private let path: String
    private var file: UnsafeMutablePointer<FILE>?
    /// The frame being written, with straight alpha: one buffer for every frame.
    private var straight: [UInt8] = []
    /// Where frames go back once written.
    private var frameBuffers: FrameBufferPool?

    init(path: String) throws {
        guard let file = fopen(path, "wb") else { throw Self.failure("create", path) }
        self.path = path
        self.file = file
    }

    func recycleFrames(into pool: FrameBufferPool) { frameBuffers = pool }

    func encode(_ frame: Pixmap, index: Int, pass: Int) throws {
        guard let file else { throw ExportError("the raw file '\(path)' is already finished") }
        frame.unpremultipliedRGBA(into: &straight)
        let written = straight.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        guard written == straight.count else { throw Self.failure("write", path) }
        var done = frame
        frameBuffers?.recycle(&done)
    }

    func finish() throws {
        guard let file else { return }
        self.file = nil
        guard fclose(file) == 0 else { throw Self.failure("write", path) }
    }

    deinit {
        if let file { fclose(file) }
    }

    private static func failure(_ verb: String, _ path: String) -> ExportError {
        ExportError("cannot \(verb) \(path): \(String(cString: strerror(errno)))")
    }
}
