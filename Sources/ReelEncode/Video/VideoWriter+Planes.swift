internal import CFFmpeg
package import ReelRaster

/// A frame on its way into a `VideoWriter`: planes a render thread has already converted, or the
/// rendered frame itself for the writer to convert (RGB codecs, ProRes, frames under 7 pixels).
package enum VideoFrameInput: Sendable {
    /// YUV 4:2:0 planes at the video's encoded size, from `YUV420Converter`.
    case planes(YUV420Picture)
    /// A rendered frame, premultiplied, at the video's frame size.
    case rgba(Pixmap)
}

extension VideoWriter {
    /// The work on one frame that needs no other: for 4:2:0 codecs, the conversion to YUV (with
    /// straight alpha for VP9); it runs on any thread, so the writer's thread only encodes.
    /// The planes come from those of pictures already encoded (`planeRecycler`).
    package var preparation: @Sendable (Pixmap) -> VideoFrameInput {
        guard convertsFrames else { return { .rgba($0) } }
        let alpha = codec.keepsAlpha
        let recycler = planeRecycler
        return { frame in
            let rgba = alpha ? frame.unpremultipliedRGBA() : frame.bytes
            return .planes(
                YUV420Converter.convert(
                    rgba: rgba, width: frame.width, height: frame.height, alpha: alpha, recycling: recycler))
        }
    }

    /// Whether `preparation` converts frames to planes, keeping nothing of the frame; otherwise
    /// it passes the frame on for `write` to convert.
    package var convertsFrames: Bool {
        codec.needsEvenSize && YUV420Converter.handles(width: width, height: height)
    }

    /// The memory one prepared frame takes.
    package var preparedBytes: Int {
        guard convertsFrames else { return width * height * 4 }
        return YUV420Picture.byteCount(width: outputWidth, height: outputHeight, alpha: codec.keepsAlpha)
    }

    /// Encodes a prepared frame as the next one; planes go back to `planeRecycler` once the
    /// encoder is done with them.
    package func write(_ input: VideoFrameInput) throws {
        switch input {
        case .rgba(let pixmap):
            try write(pixmap)
        case .planes(let picture):
            guard picture.width == outputWidth, picture.height == outputHeight,
                picture.a.isEmpty != codec.keepsAlpha
            else {
                throw EncodeError(
                    "A \(picture.width)×\(picture.height) picture cannot go into the \(outputWidth)×\(outputHeight) video '\(path)'"
                )
            }
            if lendsPlanes {
                try encode(lending: picture)
            } else {
                try encode { frame in Self.copy(picture, into: frame) }
                var used = picture
                planeRecycler.recycle(&used)
            }
        }
    }

    /// Copies the planes row by row into the frame's (whose rows FFmpeg may pad).
    static func copy(_ picture: YUV420Picture, into frame: FFmpegFrame) {
        let planes = [
            (picture.y, picture.width, picture.height), (picture.u, picture.width / 2, picture.height / 2),
            (picture.v, picture.width / 2, picture.height / 2), (picture.a, picture.width, picture.height)
        ]
        withUnsafeBytes(of: frame.pointer.pointee.data) { data in
            withUnsafeBytes(of: frame.pointer.pointee.linesize) { linesize in
                for (index, (bytes, width, height)) in planes.enumerated() where !bytes.isEmpty {
                    let target = data.load(
                        fromByteOffset: index * MemoryLayout<UnsafeMutablePointer<UInt8>>.stride,
                        as: UnsafeMutablePointer<UInt8>.self)
                    let stride = Int(linesize.load(fromByteOffset: index * MemoryLayout<Int32>.stride, as: Int32.self))
                    bytes.withUnsafeBufferPointer { source in
                        for row in 0..<height {
                            (target + row * stride).update(from: source.baseAddress! + row * width, count: width)
                        }
                    }
                }
            }
        }
    }
}
