import Foundation

/// A GIF's blocks read by hand, for tests that check how frames were packed rather than what
/// they decode to (FFmpeg checks that): each image's disposal, colour table and code size, and
/// the loop count. Reading stops at the trailer or where the file is cut short.
public struct GIFBlocks {
    /// One image descriptor and what its graphic control extension said.
    public struct Image: Equatable {
        /// The disposal method of the graphic control extension before it (0 none given,
        /// 1 keep, 2 restore to background, 3 restore to previous).
        public var disposal: Int
        /// Whether it carries a local colour table.
        public var hasLocalColorTable: Bool
        /// Its LZW minimum code size.
        public var codeSize: Int
        /// The top row of its rectangle on the canvas.
        public var top: Int
        /// The height of its rectangle.
        public var height: Int
    }

    /// The images in file order.
    public private(set) var images: [Image] = []
    /// The NETSCAPE2.0 block's loop count (0 forever), or nil when there is none (played once).
    public private(set) var loopCount: Int?

    /// Reads the GIF at `path`.
    public init(contentsOf path: String) throws {
        self.init([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    /// Reads a GIF's bytes.
    public init(_ bytes: [UInt8]) {
        guard bytes.count > 13 else { return }
        var at = 13
        if bytes[10] & 0x80 != 0 { at += 3 << (Int(bytes[10] & 7) + 1) }
        func has(_ count: Int) -> Bool { at + count <= bytes.count }
        func skipSubBlocks() {
            while at < bytes.count, bytes[at] != 0 { at += Int(bytes[at]) + 1 }
            at += 1
        }
        var disposal = 0
        while has(2) {
            switch bytes[at] {
            case 0x21:
                let label = bytes[at + 1]
                at += 2
                if label == 0xF9, has(2) { disposal = Int(bytes[at + 1] >> 2 & 7) }
                if label == 0xFF, has(16), bytes[at..<at + 12].elementsEqual([11] + Array("NETSCAPE2.0".utf8)),
                    bytes[at + 12] == 3, bytes[at + 13] == 1
                {
                    loopCount = Int(bytes[at + 14]) | Int(bytes[at + 15]) << 8
                }
                skipSubBlocks()
            case 0x2C where has(11):
                let packed = bytes[at + 9]
                let top = Int(bytes[at + 3]) | Int(bytes[at + 4]) << 8
                let height = Int(bytes[at + 7]) | Int(bytes[at + 8]) << 8
                at += 10
                if packed & 0x80 != 0 { at += 3 << (Int(packed & 7) + 1) }
                guard has(1) else { return }
                images.append(
                    Image(
                        disposal: disposal, hasLocalColorTable: packed & 0x80 != 0, codeSize: Int(bytes[at]),
                        top: top, height: height))
                disposal = 0
                at += 1
                skipSubBlocks()
            default:
                return  // 0x3B, the trailer
            }
        }
    }
}
