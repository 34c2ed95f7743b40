import Foundation

/// Tiny files whose headers claim an enormous picture: what a hostile asset or input looks like.
/// A decoder that trusts the header allocates the claimed size before finding the data short.
public enum ClaimedSizeFiles {
    /// A GIF of 35 bytes claiming `width`×`height` (one frame, one code of pixels).
    public static func gif(width: Int, height: Int) -> Data {
        func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }
        var bytes = Array("GIF89a".utf8) + le16(width) + le16(height) + [0x80, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF]
        bytes += [0x2C] + le16(0) + le16(0) + le16(width) + le16(height) + [0]
        bytes += [0x02, 0x02, 0x44, 0x01, 0x00, 0x3B]
        return Data(bytes)
    }

    /// An 8-bit gray PNG claiming `width`×`height`, whose image data holds only its first `rows`
    /// rows (zeros, in stored deflate blocks): a few KB however large the claim.
    public static func png(width: Int, height: Int, rows: Int = 1) -> Data {
        func be32(_ v: Int) -> [UInt8] { (0..<4).map { UInt8((v >> (24 - 8 * $0)) & 0xFF) } }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return be32(body.count) + typed + be32(Int(crc32(typed)))
        }
        var zlib: [UInt8] = [0x78, 0x01]
        let row = [UInt8](repeating: 0, count: width + 1)
        for _ in 0..<rows {
            // A stored block, not the last: the stream is cut short, as a truncated file's is.
            zlib += [0] + [UInt8(row.count & 0xFF), UInt8(row.count >> 8)]
            zlib += [UInt8(~row.count & 0xFF), UInt8((~row.count >> 8) & 0xFF)] + row
        }
        let header = be32(width) + be32(height) + [8, 0, 0, 0, 0]
        return Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
                + chunk("IDAT", zlib) + chunk("IEND", []))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
