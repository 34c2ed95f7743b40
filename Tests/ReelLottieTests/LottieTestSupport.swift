import Foundation
import ReelEncode
import ReelLottie
import ReelRaster
import ReelRender
import ReelTestSupport
import ReelTimeline
import XCTest

/// The Lottie fixtures next to these tests, rendered at chosen frames.
enum LottieFixtures {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let fixtures = here.appendingPathComponent("Fixtures")
    static let goldens = here.appendingPathComponent("Goldens")

    static func path(_ name: String) -> String { fixtures.appendingPathComponent(name + ".json").path }

    static func read(_ name: String) throws -> LottieImport {
        try LottieReader.read(contentsOf: path(name))
    }

    /// The fixture's frame `frame` (in its own frame rate), at full scale.
    static func render(_ name: String, frame: Double) throws -> Pixmap {
        let scene = try read(name).scene
        return try Renderer().render(Timeline(scene: scene).snapshot(at: frame / scene.fps))
    }
}

extension RGBA8 {
    /// Whether every channel is within `tolerance` of (r, g, b, a).
    func isClose(to r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8, tolerance: Int = 3) -> Bool {
        [Int(self.r) - Int(r), Int(self.g) - Int(g), Int(self.b) - Int(b), Int(self.a) - Int(a)].allSatisfy {
            abs($0) <= tolerance
        }
    }
}
