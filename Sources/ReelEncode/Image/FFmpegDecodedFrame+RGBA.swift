internal import CFFmpeg

extension FFmpegDecodedFrame {
    /// This picture converted by `scaler` (an `SwsContext` whose output is packed RGBA at
    /// `width`×`height`) into straight RGBA rows, packed. swscale writes into rows laid out as
    /// `SwscaleRows` says, which are then packed in place.
    func rgba(through scaler: OpaquePointer, sourceHeight: Int, width: Int, height: Int) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: SwscaleRows.byteCount(width: width, height: height))
        rgba.withUnsafeMutableBufferPointer { out in
            var planes: [UnsafeMutablePointer<UInt8>?] = [out.baseAddress, nil, nil, nil]
            var strides: [Int32] = [Int32(SwscaleRows.stride(width: width)), 0, 0, 0]
            withUnsafePointer(to: &pointer.pointee.data) { data in
                withUnsafePointer(to: &pointer.pointee.linesize) { linesize in
                    data.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: Int(AV_NUM_DATA_POINTERS)) {
                        source in
                        linesize.withMemoryRebound(to: Int32.self, capacity: Int(AV_NUM_DATA_POINTERS)) {
                            sourceStrides in
                            _ = sws_scale(scaler, source, sourceStrides, 0, Int32(sourceHeight), &planes, &strides)
                        }
                    }
                }
            }
        }
        SwscaleRows.pack(&rgba, width: width, height: height)
        return rgba
    }
}
