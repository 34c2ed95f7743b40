/// The row layout that packed RGBA must have when swscale reads or writes it.
///
/// swscale's vector loops move whole blocks, not pixels: a packed RGBA row whose length is not a
/// multiple of 64 bytes is written up to 56 bytes past its end (measured on Debian's libswscale 6
/// with a canary after the buffer: 8×8 yuv420p → RGBA overran by 32 bytes, 2×64 by 56), and read
/// past its end the same way in the other direction (valgrind: 16-byte reads after a 6×6 RGBA
/// source). On an exactly sized buffer that corrupted the heap (`reel convert` of small videos,
/// images of odd widths). Rows handed to swscale therefore start every 64 bytes, with a block of
/// slack after the last one; neither overran in the same measurements.
enum SwscaleRows {
    /// Bytes from one row to the next: `width * 4` rounded up to 64.
    static func stride(width: Int) -> Int { (width * 4 + 63) & ~63 }

    /// Bytes a buffer of `height` such rows needs, slack included.
    static func byteCount(width: Int, height: Int) -> Int { stride(width: width) * height + 64 }

    /// Moves rows laid out `stride(width:)` apart to be packed (`width * 4` apart), in place, and
    /// drops the rest of the buffer.
    static func pack(_ buffer: inout [UInt8], width: Int, height: Int) {
        let row = width * 4
        let stride = stride(width: width)
        if stride != row {
            buffer.withUnsafeMutableBytes { bytes in
                // Row y moves left, to where rows before it have already gone: safe in order.
                for y in 1..<max(height, 1) {
                    (bytes.baseAddress! + y * row).copyMemory(from: bytes.baseAddress! + y * stride, byteCount: row)
                }
            }
        }
        buffer.removeLast(buffer.count - row * height)
    }

    /// Copies packed rows to rows laid out `stride(width:)` apart, into `buffer` (resized as needed).
    static func spread(_ packed: [UInt8], width: Int, height: Int, into buffer: inout [UInt8]) {
        let row = width * 4
        let stride = stride(width: width)
        let count = byteCount(width: width, height: height)
        if buffer.count != count { buffer = [UInt8](repeating: 0, count: count) }
        packed.withUnsafeBytes { source in
            buffer.withUnsafeMutableBytes { target in
                for y in 0..<height {
                    (target.baseAddress! + y * stride).copyMemory(from: source.baseAddress! + y * row, byteCount: row)
                }
            }
        }
    }
}
