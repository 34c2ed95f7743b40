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

    /// Hands control to libFuzzer's driver, which feeds every input it makes to `body`. A target's
    /// `<module>_main` (SwiftPM's name for an executable's entry point) calls this, so libFuzzer's
    /// own `main` is not linked.
    public func runFuzzer(
        _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?,
        body: @escaping ([UInt8]) -> Void
    ) -> CInt {
        fuzzBody = body
        var argc = argc
        var argv = argv
        return LLVMFuzzerRunDriver(&argc, &argv, fuzzerTestOneInput)
    }
#endif

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
