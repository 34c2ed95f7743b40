import Foundation
import ReelTestSupport
import XCTest

/// Replays Fuzz/corpus (adversarial inputs and every crash scripts/fuzz has found) through the fuzz
/// targets' corpus runners: each input must be read or refused, never crash or hang.
final class FuzzCorpusTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    private func replay(_ corpus: String, with runner: String) throws {
        let folder = Self.root.appendingPathComponent("Fuzz/corpus/\(corpus)").path
        let inputs = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertFalse(inputs.isEmpty)
        let binary = Bundle.main.bundleURL.appendingPathComponent(runner).path
        for input in inputs {
            let result = try Subprocess.run("/usr/bin/timeout", ["60", binary, folder + "/" + input])
            XCTAssertEqual(
                result.status, 0, "\(corpus)/\(input): \(String(decoding: result.stderr, as: UTF8.self).prefix(2000))")
        }
    }

    func testSceneCorpusNeitherCrashesNorHangs() throws {
        try replay("scene", with: "ReelSceneFuzzer")
    }

    func testImageCorpusNeitherCrashesNorHangs() throws {
        try replay("image", with: "ReelImageFuzzer")
    }

    func testConvertCorpusNeitherCrashesNorHangs() throws {
        try replay("convert", with: "ReelConvertFuzzer")
    }

    func testLottieCorpusNeitherCrashesNorHangs() throws {
        try replay("lottie", with: "ReelLottieFuzzer")
    }
}
