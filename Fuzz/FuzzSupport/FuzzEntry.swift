// The glue every fuzz target shares: under libFuzzer (-DFUZZING, built by scripts/fuzz) the
// driver and its per-input callback; in a normal build a corpus runner that feeds each file named
// on the command line to the same body, which is how the tests replay Fuzz/corpus.
import Foundation

/// The target's body. libFuzzer calls back through a C function, which cannot capture it; it is
/// set once, before the driver starts, and only read after.
nonisolated(unsafe) private var fuzzBody: ([UInt8]) -> Void = { _ in }

#if FUZZING
    @_silgen_name("LLVMFuzzerRunDriver")
    private func LLVMFuzzerRunDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    @_cdecl("LLVMFuzzerTestOneInput")
    func fuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        fuzzBody(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
        return 0
    }

    /// Hands control to libFuzzer's driver, which feeds every input it makes to `body`.
    func runFuzzer(
        _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
        body: @escaping ([UInt8]) -> Void
    ) -> CInt {
        fuzzBody = body
        var argc = argc
        var argv = argv
        return LLVMFuzzerRunDriver(&argc, &argv, fuzzerTestOneInput)
    }
#endif

/// A fuzz target: its type, marked `@main`, is the whole executable. Under libFuzzer the driver
/// feeds it every input it makes; in a normal build it is a corpus runner (`TARGET FILE…`), which
/// is how the tests replay Fuzz/corpus.
public protocol FuzzTarget {
    /// Feeds one input to the code under test, which must not crash, hang or run out of memory
    /// whatever the bytes.
    static func fuzz(_ bytes: [UInt8])
}

extension FuzzTarget {
    /// The executable's entry point. SwiftPM names it `<module>_main` and makes it the program's
    /// `main`, so libFuzzer's own `main` is not linked and its driver is started here instead.
    public static func main() throws {
        #if FUZZING
            exit(runFuzzer(CommandLine.argc, CommandLine.unsafeArgv, body: fuzz))
        #else
            try runCorpus(fuzz)
        #endif
    }
}

/// Feeds each file named on the command line to `body`.
public func runCorpus(_ body: ([UInt8]) -> Void) throws {
    for path in CommandLine.arguments.dropFirst() {
        body([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    }
}

/// Writes `bytes` to a temporary file named for this process and `suffix` (FFmpeg's decoders read
/// files, not memory), runs `body` with its path, and removes it.
public func withTemporaryFile(_ bytes: [UInt8], suffix: String, _ body: (String) -> Void) {
    let path = NSTemporaryDirectory() + "reel-fuzz-\(getpid()).\(suffix)"
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return }
    defer { try? FileManager.default.removeItem(atPath: path) }
    body(path)
}
