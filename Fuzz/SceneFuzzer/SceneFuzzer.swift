// Fuzz target for the scene reader (JSON and YAML): any input must give a scene or a SceneError,
// never a crash, a hang or unbounded memory. The first byte picks the syntax.
//
// Built for libFuzzer by scripts/fuzz (-sanitize=fuzzer,address -DFUZZING). In a normal build it
// is a corpus runner: `ReelSceneFuzzer FILE…` feeds each file to the same entry point, which is
// how the test suite replays the crashes the fuzzer found (Fuzz/corpus/scene).
import Foundation
import ReelTimeline

func fuzzScene(_ bytes: [UInt8]) {
    guard let selector = bytes.first else { return }
    let body = Array(bytes.dropFirst())
    if selector % 2 == 0 {
        let scene = try? SceneReader.read(json: body)
        if let scene { _ = Timeline(scene: scene).snapshot(at: 0.5) }
    } else if let text = String(validating: body, as: UTF8.self) {
        let scene = try? SceneReader.read(yaml: text)
        if let scene { _ = Timeline(scene: scene).snapshot(at: 0.5) }
    }
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
    fuzzScene(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}

@_cdecl("ReelSceneFuzzer_main")
func fuzzerMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc, argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, fuzzerTestOneInput)
}
#else
@main
enum SceneCorpusRunner {
    static func main() throws {
        for path in CommandLine.arguments.dropFirst() {
            fuzzScene([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
        }
    }
}
#endif
