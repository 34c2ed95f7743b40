import XCTest

@testable import ReelEncode

/// The writer finds the pixels where a frame differs from what is shown a word at a time: it must
/// give exactly the indices a pixel-by-pixel comparison gives, at any length (a tail shorter than
/// a word included), while the caller changes each pixel it is given.
final class GIFCanvasDifferencesTests: XCTestCase {
    /// The indices where `a` and `b` differ, found by `GIFCanvasDifferences`, each pixel of `a`
    /// set to `b`'s once given (as `GIFWriter.stabilize` may).
    private func differences<Pixel: GIFCanvasPixel>(_ a: [Pixel], _ b: [Pixel]) -> [Int] {
        var a = a
        return a.withUnsafeMutableBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                var found: [Int] = []
                for p in GIFCanvasDifferences(a, b) {
                    found.append(p)
                    a[p] = b[p]
                }
                return found
            }
        }
    }

    /// Canvases of `count` pixels differing where `differs` says.
    private func canvases<Pixel: GIFCanvasPixel>(
        _ type: Pixel.Type, count: Int, differs: (Int) -> Bool
    ) -> ([Pixel], [Pixel]) {
        let b = (0..<count).map { Pixel(truncatingIfNeeded: $0 * 7 + 3) }
        let a = b.indices.map { differs($0) ? b[$0] &+ 1 : b[$0] }
        return (a, b)
    }

    func testEntriesAndColoursGiveEveryDifferingIndexInOrder() {
        for count in [0, 1, 7, 8, 9, 15, 16, 17, 100, 1003] {
            for pattern in 0..<4 {
                let differs: (Int) -> Bool = {
                    switch pattern {
                    case 0: false
                    case 1: true
                    case 2: $0 % 13 == 5 || $0 == count - 1
                    default: $0 / 9 % 3 == 1
                    }
                }
                let expected = (0..<count).filter(differs)
                let (a8, b8) = canvases(UInt8.self, count: count, differs: differs)
                XCTAssertEqual(differences(a8, b8), expected, "entries, \(count) pixels, pattern \(pattern)")
                let (a32, b32) = canvases(UInt32.self, count: count, differs: differs)
                XCTAssertEqual(differences(a32, b32), expected, "colours, \(count) pixels, pattern \(pattern)")
            }
        }
    }
}
