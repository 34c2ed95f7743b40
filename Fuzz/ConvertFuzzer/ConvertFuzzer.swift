// Fuzz target for convert's input side: any file must be read (or refused) by VideoReader, never
// crash. Built for libFuzzer by scripts/fuzz; in a normal build a corpus runner
// (`ReelConvertFuzzer FILE…`), which is how the tests replay Fuzz/corpus/convert.
//
// Limits are small so an input cannot spend the run's time or memory on one picture: pictures at
// most 512 a side (from the header, as `reel convert --limit canvas=512` would), output 32 wide,
// at most 2 seconds and 64 frames; the frames are dropped.
import Foundation
import FuzzSupport
import ReelEncode

private struct Enough: Error {}

@main
enum ConvertFuzzer: FuzzTarget {
    static func fuzz(_ bytes: [UInt8]) {
        FFmpegLog.setLevel(.quiet)
        withTemporaryFile(bytes, suffix: "video") { path in
            guard let reader = try? VideoReader(path: path, width: 32, duration: 2, maximumSide: 512) else { return }
            _ = try? reader.read { _, index in
                if index >= 64 { throw Enough() }
            }
        }
    }
}
