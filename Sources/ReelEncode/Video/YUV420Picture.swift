/// A frame as an encoder of 4:2:0 video takes it: BT.709 limited-range Y, U and V planes (and,
/// for VP9, an alpha plane), each row packed, at the encoded (even) size.
///
/// `YUV420Converter` makes it on a render thread, so that the encoder's thread only copies the
/// planes into the codec's picture.
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
