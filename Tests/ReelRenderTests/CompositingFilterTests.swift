import Foundation
import ReelGeometry
import ReelRaster
import ReelRender
import ReelSceneFile
import ReelTimeline
import XCTest

/// `compositingFilter` blend modes as the renderer draws them, and layers that draw one thing
/// taking their clip, mask, opacity and blend as stages of that fill: the same bytes as the group
/// offscreen they skip.
final class CompositingFilterTests: XCTestCase {
    private func render(_ json: String) throws -> Pixmap {
        try Renderer().render(Timeline(scene: try SceneReader.read(json: Array(json.utf8))).snapshot(at: 0))
    }

    /// A 20×20 canvas: an opaque backdrop (#cc6633: 0.8, 0.4, 0.2), and over its middle a square
    /// of #3399ff (0.2, 0.6, 1) with `extra` keys, blended by `mode`.
    private func square(_ mode: String, extra: String = "") throws -> Pixmap {
        try render(
            """
            {"width": 20, "height": 20, "background": "#cc6633", "layers": [
              {"type": "shape", "position": [10, 10], "bounds": [0, 0, 10, 10], "path": "M0 0 H10 V10 H0 Z",
               "fillColor": "#3399ff", "compositingFilter": "\(mode)"\(extra)}
            ]}
            """)
    }

    func testMultiplyScreenAndDifferenceOnOneShape() throws {
        let backdrop = RGBA8(r: 204, g: 102, b: 51, a: 255)
        // 0.8 · 0.2, 0.4 · 0.6, 0.2 · 1.
        let multiplied = try square("multiplyBlendMode")
        XCTAssertEqual(multiplied[10, 10], RGBA8(r: 41, g: 61, b: 51, a: 255))
        XCTAssertEqual(multiplied[2, 2], backdrop, "outside the square the backdrop stays")
        // 0.8 + 0.2 − 0.16, 0.4 + 0.6 − 0.24, 1.
        XCTAssertEqual(try square("screenBlendMode")[10, 10], RGBA8(r: 214, g: 194, b: 255, a: 255))
        XCTAssertEqual(try square("differenceBlendMode")[10, 10], RGBA8(r: 153, g: 51, b: 204, a: 255))
    }

    func testOpacityBlendsInProportion() throws {
        // Half the multiply result and half the backdrop: (41 + 204) / 2, (61 + 102) / 2, 51.
        let frame = try square("multiplyBlendMode", extra: #", "opacity": 0.5"#)
        let p = frame[10, 10]
        XCTAssertEqual(Int(p.r), 122, accuracy: 1)
        XCTAssertEqual(Int(p.g), 82, accuracy: 1)
        XCTAssertEqual(Int(p.b), 51, accuracy: 1)
        XCTAssertEqual(p.a, 255)
    }

    func testAGroupIsBlendedAsOne() throws {
        // Two overlapping sublayers, composited source-over with each other first, then the whole
        // group multiplied onto the backdrop: where they overlap only the top one shows.
        let frame = try render(
            """
            {"width": 20, "height": 20, "background": "#cc6633", "layers": [
              {"position": [10, 10], "bounds": [0, 0, 20, 20], "compositingFilter": "multiplyBlendMode",
               "sublayers": [
                 {"position": [8, 10], "bounds": [0, 0, 16, 20], "backgroundColor": "#ffffff"},
                 {"position": [14, 10], "bounds": [0, 0, 12, 20], "backgroundColor": "#3399ff"}]}
            ]}
            """)
        XCTAssertEqual(frame[2, 10], RGBA8(r: 204, g: 102, b: 51, a: 255), "white multiplies to the backdrop")
        XCTAssertEqual(frame[12, 10], RGBA8(r: 41, g: 61, b: 51, a: 255), "the top layer alone")
    }

    func testNonSeparableModesKeepWhatTheyShouldFromEachSide() throws {
        // Luminosity: the backdrop's hue with the source's luminosity; of a grey source, a grey.
        let grey = try render(
            """
            {"width": 4, "height": 4, "background": "#cc6633", "layers": [
              {"position": [2, 2], "bounds": [0, 0, 4, 4], "backgroundColor": "#808080",
               "compositingFilter": "saturationBlendMode"}
            ]}
            """)[1, 1]
        // Saturation of a grey is 0: the backdrop desaturated to its own luminosity,
        // 0.3 · 0.8 + 0.59 · 0.4 + 0.11 · 0.2 = 0.498 → 127.
        XCTAssertEqual(Int(grey.r), 127, accuracy: 1)
        XCTAssertEqual(grey.r, grey.g)
        XCTAssertEqual(grey.g, grey.b)
    }

    /// Layers that draw one thing go through the stages; with a hidden sublayer (which draws
    /// nothing) the same layer takes the group offscreen. Both must give the same bytes.
    func testOneDrawingThroughStagesEqualsItsGroupOffscreen() throws {
        let triangle = #""path": "M-2 -1 L13 4 L3 12 Z""#
        let small = #""path": "M1 1 L9 2 L4 9 Z""#
        let fill = ##""fillColor": "#3399ffc0""##
        let maskLayer = ##"""
            "mask": {"position": [5, 5], "bounds": [0, 0, 10, 10], "sublayers": [
              {"position": [3, 5], "bounds": [0, 0, 6.5, 10], "backgroundColor": "#00000080"}]}
            """##
        let variants = [
            #"\#(fill), "masksToBounds": true, "cornerRadius": 3, \#(triangle)"#,
            #"\#(fill), "opacity": 0.6, "masksToBounds": true, \#(triangle)"#,
            #"\#(fill), "opacity": 0.45, "compositingFilter": "overlayBlendMode", \#(small)"#,
            #"\#(fill), "compositingFilter": "hueBlendMode", "masksToBounds": true, "path": "M-3 2 L14 0 L6 13 Z""#,
            #"\#(fill), "opacity": 0.7, \#(small), \#(maskLayer)"#,
            ##""strokeColor": "#20c040", "lineWidth": 2.5, "fillColor": null, "masksToBounds": true, "##
                + #""compositingFilter": "colorBurnBlendMode", \#(triangle)"#
        ]
        for variant in variants {
            func frame(_ sublayers: String) throws -> Pixmap {
                try render(
                    """
                    {"width": 24, "height": 20, "background": "#cc663380", "layers": [
                      {"type": "shape", "position": [11.3, 9.6], "bounds": [0, 0, 10, 10],
                       "transform": {"rotate": "17deg"}, \(variant)\(sublayers)}
                    ]}
                    """)
            }
            let staged = try frame("")
            let grouped = try frame(#", "sublayers": [{"hidden": true}]"#)
            XCTAssertEqual(staged.bytes, grouped.bytes, variant)
            let plain = try render(##"{"width": 24, "height": 20, "background": "#cc663380", "layers": []}"##)
            XCTAssertNotEqual(staged.bytes, plain.bytes, "\(variant): something drawn")
        }
    }
}
