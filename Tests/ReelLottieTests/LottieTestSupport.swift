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

    /// The fixture's frame `frame` (in its own frame rate), at full scale, its images loaded from
    /// beside it.
    static func render(_ name: String, frame: Double) throws -> Pixmap {
        let scene = try read(name).scene
        let images = ImageSource(sceneFile: path(name), decode: ImageDecoder.decode(contentsOf:))
        return try Renderer(images: images).render(Timeline(scene: scene).snapshot(at: frame / scene.fps))
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

extension Pixmap {
    /// The centre of the pixels whose colour is within `tolerance` of (r, g, b) with some
    /// coverage, weighted by coverage (alpha): where a shape of that colour is, to a fraction
    /// of a pixel. Nil when no pixel has it.
    func centroid(r: UInt8, g: UInt8, b: UInt8, tolerance: Int = 8) -> (x: Double, y: Double)? {
        var (sx, sy, total) = (0.0, 0.0, 0.0)
        for y in 0..<height {
            for x in 0..<width {
                let p = self[x, y]
                guard p.a > 0 else { continue }
                // Premultiplied: compare the colour scaled by the pixel's coverage.
                let a = Double(p.a) / 255
                let expected = [Double(r) * a, Double(g) * a, Double(b) * a]
                let actual = [Double(p.r), Double(p.g), Double(p.b)]
                guard zip(expected, actual).allSatisfy({ abs($0 - $1) <= Double(tolerance) }) else { continue }
                sx += (Double(x) + 0.5) * a
                sy += (Double(y) + 0.5) * a
                total += a
            }
        }
        return total > 0 ? (sx / total, sy / total) : nil
    }
}
