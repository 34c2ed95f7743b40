internal import CFFmpeg

extension FFmpegDecodedFrame {
    /// This picture converted by `scaler` (an `SwsContext` whose output is packed RGBA at
    /// `width`×`height`) into straight RGBA rows, packed.
    func rgba(through scaler: OpaquePointer, sourceHeight: Int, width: Int, height: Int) -> [UInt8] {
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        rgba.withUnsafeMutableBufferPointer { out in
            var planes: [UnsafeMutablePointer<UInt8>?] = [out.baseAddress, nil, nil, nil]
            var strides: [Int32] = [Int32(width * 4), 0, 0, 0]
            withUnsafePointer(to: &pointer.pointee.data) { data in
                withUnsafePointer(to: &pointer.pointee.linesize) { linesize in
                    data.withMemoryRebound(to: UnsafePointer<UInt8>?.self, capacity: Int(AV_NUM_DATA_POINTERS)) { source in
                        linesize.withMemoryRebound(to: Int32.self, capacity: Int(AV_NUM_DATA_POINTERS)) { sourceStrides in
                            _ = sws_scale(scaler, source, sourceStrides, 0, Int32(sourceHeight), &planes, &strides)
                        }
                    }
                }
            }
        }
        return rgba
    }
}
