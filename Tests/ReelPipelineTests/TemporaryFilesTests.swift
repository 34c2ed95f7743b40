import XCTest

@testable import ReelPipeline

/// What the interrupt handler would remove: every registered output while there are slots, and
/// an output registered beyond them as soon as one frees up.
final class TemporaryFilesTests: XCTestCase {
    private let registry = TemporaryFiles.shared

    func testFilesBeyondTheSlotsArePublishedWhenOneFrees() {
        let paths = (0..<17).map { "/nonexistent/reel-temporary-files-test-\($0)" }
        for path in paths { registry.register(path) }
        XCTAssertEqual(registry.published.files, Set(paths.prefix(16)))
        registry.unregister(paths[3])
        XCTAssertEqual(registry.published.files, Set(paths).subtracting([paths[3]]))
        for path in paths { registry.unregister(path) }
        XCTAssertEqual(registry.published.files, [])
    }

    func testSequencesBeyondTheSlotsArePublishedWhenOneFrees() {
        let folders = (0..<17).map { "/nonexistent/reel-temporary-folder-test-\($0)" }
        let sequences = folders.map {
            registry.registerSequence(directory: $0, prefix: "f-", digits: 4, suffix: ".png")
        }
        XCTAssertEqual(registry.published.folders, Set(folders.prefix(16)))
        registry.unregister(sequences[0])
        XCTAssertEqual(registry.published.folders, Set(folders.dropFirst()))
        for sequence in sequences { registry.unregister(sequence) }
        XCTAssertEqual(registry.published.folders, [])
    }
}
