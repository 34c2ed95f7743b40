internal import CFFmpeg
internal import ReelRaster

extension FFmpegScaler {
    /// What swscale makes of `rgba` (`width * height` pixels, padded to even dimensions as
    /// `VideoWriter` pads them), as planes: the reference `YUV420Converter` is compared with.
    static func picture(rgba: [UInt8], width: Int, height: Int, alpha: Bool) throws -> YUV420Picture {
        let outWidth = width + width % 2
        let outHeight = height + height % 2
        var source = Pixmap(width: width, height: height)
        source.bytes = rgba
        if outWidth != width || outHeight != height {
            var padded: [UInt8] = []
            VideoWriter.pad(source, toWidth: outWidth, height: outHeight, into: &padded)
            source = Pixmap(width: outWidth, height: outHeight)
            source.bytes = padded
        }
        let format = alpha ? AV_PIX_FMT_YUVA420P : AV_PIX_FMT_YUV420P
        let frame = try FFmpegFrame(width: outWidth, height: outHeight, format: format)
        try FFmpegScaler(width: outWidth, height: outHeight, to: format).convert(source.bytes, into: frame)
        func plane(_ index: Int, width: Int, height: Int) -> [UInt8] {
            let data = withUnsafeBytes(of: frame.pointer.pointee.data) {
                $0.load(fromByteOffset: index * 8, as: UnsafeMutablePointer<UInt8>.self)
            }
            let stride = withUnsafeBytes(of: frame.pointer.pointee.linesize) {
                Int($0.load(fromByteOffset: index * 4, as: Int32.self))
            }
            var bytes: [UInt8] = []
            bytes.reserveCapacity(width * height)
            for row in 0..<height {
                bytes.append(contentsOf: UnsafeBufferPointer(start: data + row * stride, count: width))
            }
            return bytes
        }
        return YUV420Picture(
            width: outWidth, height: outHeight,
            y: plane(0, width: outWidth, height: outHeight),
            u: plane(1, width: outWidth / 2, height: outHeight / 2),
            v: plane(2, width: outWidth / 2, height: outHeight / 2),
            a: alpha ? plane(3, width: outWidth, height: outHeight) : [])
    }
}
