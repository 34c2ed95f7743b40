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

    init(path: String) throws {
        guard let file = fopen(path, "wb") else { throw Self.failure("create", path) }
        self.path = path
        self.file = file
    }

    func encode(_ frame: Pixmap, index: Int, pass: Int) throws {
        guard let file else { throw ExportError("the raw file '\(path)' is already finished") }
        let bytes = frame.unpremultipliedRGBA()
        let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
        guard written == bytes.count else { throw Self.failure("write", path) }
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
