// Fuzz target for image decoding through FFmpeg (layer contents): any file must decode or give an
// error, never crash. Built for libFuzzer by scripts/fuzz; in a normal build a corpus runner
// (`ReelImageFuzzer FILE…`), which is how the tests replay Fuzz/corpus/image.
import Foundation
import FuzzSupport
import ReelEncode

@main
enum ImageFuzzer: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) {
        FFmpegLog.setLevel(.quiet)
        withTemporaryFile(bytes, suffix: "img") { path in _ = try? ImageDecoder.decode(contentsOf: path) }
    }
}
