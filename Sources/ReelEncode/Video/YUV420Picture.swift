internal import ReelRaster

/// A frame as an encoder of 4:2:0 video takes it: BT.709 limited-range Y, U and V planes (and,
/// for VP9, an alpha plane), each row packed, at the encoded (even) size.
///
/// `YUV420Converter` makes it on a render thread, so that the encoder's thread only hands the
/// planes to the codec (`LentPlanes`).
package struct YUV420Picture: Sendable {
    /// Pixels per row of the luma plane: the frame's width rounded up to even.
    package let width: Int
    /// Rows of the luma plane: the frame's height rounded up to even.
    package let height: Int
    /// `width * height` luma samples.
    package var y: [UInt8]
    /// `width / 2 * height / 2` Cb samples, each the filtered colour of a 2×2 block.
    package var u: [UInt8]
    /// `width / 2 * height / 2` Cr samples.
    package var v: [UInt8]
    /// `width * height` alpha samples, or empty when the codec keeps no alpha.
    package var a: [UInt8]

    /// The bytes the planes take.
    package static func byteCount(width: Int, height: Int, alpha: Bool) -> Int {
        let luma = width * height
        return luma + luma / 2 + (alpha ? luma : 0)
    }
}

extension YUV420Picture {
    /// The planes of pictures the encoder is done with, kept for the pictures converted next (one
    /// pool per plane size), so converting a frame asks the system for no fresh pages.
    package final class Recycler: Sendable {
        private let luma: FrameBufferPool
        private let chroma: FrameBufferPool
        private let alpha: FrameBufferPool

        /// Keeps the planes of at most `capacity` pictures, each plane size's spares within
        /// 8 MiB (three 1920×1200 luma planes; none of 4000×4000), so the planes waiting while
        /// the encoder's memory peaks stay few.
        package init(capacity: Int) {
            luma = FrameBufferPool(capacity: capacity, byteLimit: 8 << 20)
            chroma = FrameBufferPool(capacity: 2 * capacity, byteLimit: 8 << 20)
            alpha = FrameBufferPool(capacity: capacity, byteLimit: 8 << 20)
        }

        /// How many pictures' luma planes are kept now.
        package var spareCount: Int { luma.spareCount }

        /// A luma plane of `count` samples, its contents garbage.
        func lumaPlane(_ count: Int) -> [UInt8] { Self.plane(count, from: luma) }
        /// A chroma plane of `count` samples, its contents garbage.
        func chromaPlane(_ count: Int) -> [UInt8] { Self.plane(count, from: chroma) }
        /// An alpha plane of `count` samples, its contents garbage.
        func alphaPlane(_ count: Int) -> [UInt8] { Self.plane(count, from: alpha) }

        /// Keeps `picture`'s planes; `picture` is left without any.
        package func recycle(_ picture: inout YUV420Picture) {
            luma.recycle(&picture.y)
            chroma.recycle(&picture.u)
            chroma.recycle(&picture.v)
            alpha.recycle(&picture.a)
        }

        /// A spare of `count` bytes, or a new plane (left uninitialized: the converter writes
        /// every sample).
        private static func plane(_ count: Int, from pool: FrameBufferPool) -> [UInt8] {
            let spare = pool.take()
            if spare.count == count { return spare }
            return [UInt8](unsafeUninitializedCapacity: count) { _, initialized in initialized = count }
        }
    }
}
