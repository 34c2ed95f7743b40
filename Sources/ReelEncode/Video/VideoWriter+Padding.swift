internal import ReelRaster

extension VideoWriter {
    /// Copies `pixmap` into `buffer` as a `paddedWidth`×`paddedHeight` RGBA image, repeating its
    /// last column and row. Repeating the edge, rather than adding black, keeps the 2×2 chroma
    /// blocks on the edge the colour of the picture instead of a dark fringe.
    static func pad(
        _ pixmap: Pixmap, toWidth paddedWidth: Int, height paddedHeight: Int,
        into buffer: inout [UInt8]
    ) {
        let rowBytes = pixmap.width * 4
        let paddedRowBytes = paddedWidth * 4
        if buffer.count != paddedRowBytes * paddedHeight {
            buffer = [UInt8](repeating: 0, count: paddedRowBytes * paddedHeight)
        }
        buffer.withUnsafeMutableBufferPointer { out in
            pixmap.bytes.withUnsafeBufferPointer { source in
                for y in 0..<paddedHeight {
                    let sourceRow = min(y, pixmap.height - 1) * rowBytes
                    let row = y * paddedRowBytes
                    for i in 0..<rowBytes { out[row + i] = source[sourceRow + i] }
                    for i in rowBytes..<paddedRowBytes { out[row + i] = out[row + i - 4] }
                }
            }
        }
    }
}
