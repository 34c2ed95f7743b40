// Fuzz target for image decoding through FFmpeg (layer contents): any file must decode or give an
// error, never crash. Built for libFuzzer by scripts/fuzz; in a normal build a corpus runner
// (`ReelImageFuzzer FILE…`), which is how the tests replay Fuzz/corpus/image.
import Foundation
import ReelEncode

func fuzzImage(_ bytes: [UInt8]) {
    FFmpegLog.setLevel(.quiet)
    let path = NSTemporaryDirectory() + "reel-fuzz-\(getpid()).img"
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return }
    defer { try? FileManager.default.removeItem(atPath: path) }
    _ = try? ImageDecoder.decode(contentsOf: path)
}

#if FUZZING
// SwiftPM links an executable's entry point as `<module>_main`; here that entry hands control to
// libFuzzer's driver, whose own `main` is then not linked.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    fuzzImage(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

@_cdecl("ReelImageFuzzer_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc, argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzerTestOneInput)
}
#else
@main
enum ImageCorpusRunner {
    static func main() throws {
        for path in CommandLine.arguments.dropFirst() {
            fuzzImage([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        }
    }
}
#endif
