import Foundation
import Reel
import ReelAPITestSupport
import XCTest

/// The authoring semantics: disabled actions, layers joining late, the virtual clock and
/// completion blocks, checked on presentation values (tolerance 1e-9 unless stated).
final class AuthoringTests: XCTestCase {
    func testDisabledActionsAndNewLayersJump() {
        let stage = Stage(width: 100, height: 100, duration: 2)
        let layer = CALayer()
        stage.rootLayer.addSublayer(layer)
        stage.at(1) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            layer.opacity = 0.5
            CATransaction.commit()
            let late = CALayer()
            late.opacity = 0.25
            stage.rootLayer.addSublayer(late)
        }
        XCTAssertEqual(stage.timeline.number("opacity", [0], at: 1.05), 0.5, accuracy: 1e-9)
        XCTAssertEqual(stage.timeline.value("hidden", [1], at: 0.5), .bool(true))
        XCTAssertEqual(stage.timeline.value("hidden", [1], at: 1.0), .bool(false))
        XCTAssertEqual(stage.timeline.number("opacity", [1], at: 1.05), 0.25, accuracy: 1e-9)
    }

    func testTransactionCompletionFiresAtVirtualTimeAndLoopStopsAtEnd() {
        let stage = Stage(width: 100, height: 100, duration: 3)
        let layer = CALayer()
        stage.rootLayer.addSublayer(layer)
        var fired: [Double] = []
        func loop() {
            CATransaction.begin()
            CATransaction.setCompletionBlock {
                fired.append(CACurrentMediaTime())
                loop()
            }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 0.8
            layer.add(fade, forKey: "fade")
            CATransaction.commit()
        }
        stage.at(0.2, loop)
        _ = stage.scene
        XCTAssertEqual(fired.count, 3)
        for (i, t) in fired.enumerated() { XCTAssertEqual(t, 0.2 + 0.8 * Double(i + 1), accuracy: 1e-9) }
    }

}

/// The Swift API's exports check the images and fonts a scene names before rendering, as the
/// command line does: the renderer draws nothing for an asset it cannot load.
final class StageAssetTests: XCTestCase {
    /// Exports a stage whose one layer `configure` sets up, with its images in an empty folder.
    private func exportError(_ configure: (CALayer) -> Void) throws -> String? {
        let directory = NSTemporaryDirectory() + "reel-stage-assets-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let stage = Stage(width: 20, height: 20, duration: 0.1)
        stage.imageDirectory = directory
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        configure(layer)
        stage.rootLayer.addSublayer(layer)
        defer { XCTAssertEqual(try? FileManager.default.contentsOfDirectory(atPath: directory), [], "nothing written") }
        do {
            try stage.export(to: directory + "/out.gif", quiet: true)
            return nil
        } catch {
            return "\(error)"
        }
    }

    func testAMissingImageFailsTheExportNamingIt() throws {
        let message = try exportError { $0.contents = "missing.png" }
        XCTAssertEqual(
            message?.hasPrefix("layers[0].contents: cannot load the image 'missing.png'"), true, message ?? "no error")
    }

    func testAMissingFontFileFailsTheExportNamingIt() throws {
        let message = try exportError { layer in
            let text = CATextLayer()
            text.string = "A"
            text.font = "missing.ttf"
            layer.addSublayer(text)
        }
        XCTAssertEqual(
            message?.hasPrefix("layers[0].sublayers[0].font: cannot load the font 'missing.ttf'"), true,
            message ?? "no error")
    }
}
