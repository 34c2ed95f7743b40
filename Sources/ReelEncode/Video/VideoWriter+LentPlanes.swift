internal import CFFmpeg

/// A converted picture's planes lent to the encoder as its input frame's buffers, instead of
/// copied into a frame of FFmpeg's: one copy of every frame fewer on the writer's thread (the
/// encoder libraries copy their input into pictures of their own anyway).
///
/// Each plane's `AVBufferRef` holds one retain of this box, released by the buffer's free
/// callback, so the planes live as long as anything in FFmpeg refers to them, however the
/// encoder handles references; the box hands them back to the recycler when the last goes.
/// The buffers are read-only: FFmpeg copies before writing into a frame it does not own alone.
final class LentPlanes {
    private var picture: YUV420Picture
    private let recycler: YUV420Picture.Recycler

    init(_ picture: YUV420Picture, recycler: YUV420Picture.Recycler) {
        self.picture = picture
        self.recycler = recycler
    }

    deinit {
        recycler.recycle(&picture)
    }

    /// Points `frame`'s planes at the picture's, each with a buffer reference onto this box.
    /// The frame must have no buffers yet. Throws if FFmpeg cannot make a reference.
    func lend(to frame: UnsafeMutablePointer<AVFrame>) throws {
        let chromaWidth = picture.width / 2
        let planes = [
            (picture.y, picture.width), (picture.u, chromaWidth), (picture.v, chromaWidth), (picture.a, picture.width)
        ]
        for (index, (bytes, rowBytes)) in planes.enumerated() where !bytes.isEmpty {
            // The array's storage: the box keeps it alive and never changes it until `deinit`,
            // so the address stays valid for as long as FFmpeg holds the buffer.
            let base = bytes.withUnsafeBufferPointer { UnsafeMutablePointer(mutating: $0.baseAddress!) }
            guard
                let buffer = av_buffer_create(
                    base, bytes.count, { opaque, _ in Unmanaged<LentPlanes>.fromOpaque(opaque!).release() },
                    Unmanaged.passRetained(self).toOpaque(), AV_BUFFER_FLAG_READONLY)
            else {
                Unmanaged.passUnretained(self).release()
                throw EncodeError("FFmpeg could not refer to the planes of a \(picture.width)×\(picture.height) frame")
            }
            withUnsafeMutablePointer(to: &frame.pointee.buf) {
                $0.withMemoryRebound(to: UnsafeMutablePointer<AVBufferRef>?.self, capacity: Int(AV_NUM_DATA_POINTERS)) {
                    $0[index] = buffer
                }
            }
            withUnsafeMutablePointer(to: &frame.pointee.data) {
                $0.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: Int(AV_NUM_DATA_POINTERS)) {
                    $0[index] = base
                }
            }
            withUnsafeMutablePointer(to: &frame.pointee.linesize) {
                $0.withMemoryRebound(to: Int32.self, capacity: Int(AV_NUM_DATA_POINTERS)) {
                    $0[index] = Int32(rowBytes)
                }
            }
        }
    }
}
