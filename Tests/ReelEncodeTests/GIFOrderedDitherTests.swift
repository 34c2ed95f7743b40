import ReelGeometry
import ReelRaster
import XCTest

@testable import ReelEncode

/// Ordered dithering on a `precise` palette: each offset colour goes to the entry nearest itself,
/// not the one nearest its 6-6-6 cell's centre (ordered dithering has no error feedback to
/// correct a per-cell answer).
final class GIFOrderedDitherTests: XCTestCase {
    func testAFlatGreyBetweenTwoEntriesOfOneCellDithersToItsMean() {
        // 100 and 103 share the cell 100…103, whose centre (101.5) is as near both: a per-cell
        // answer draws 98…103 as 100 and only 104…106 as 103.
        let grey = { (v: UInt8) in RGBA8(r: v, g: v, b: v, a: 255) }
        let palette = GIFPalette(colors: [grey(100), grey(103), grey(0), grey(255)], precise: true)
        let (width, height) = (16, 16)
        let pixels = [UInt8](repeating: 102, count: width * height * 4).enumerated().map {
            $0.offset % 4 == 3 ? 255 : $0.element
        }
        var mapper = GIFFrameMapper(
            width: width, height: height, colors: GIFColorCache(palette: palette),
            dither: .ordered, amplitude: GIFOptions().orderedAmplitude)
        var indices = [UInt8](repeating: 0, count: width * height)
        mapper.map(pixels, into: &indices)

        let levels = indices.map { Double(palette.colors[Int($0)].r) }
        XCTAssertEqual(Set(levels), [100, 103])
        // Nearest entry per offset colour: 100 for 98…101, 103 for 102…106, mean 101.8 (the
        // pattern's offsets lean slightly negative). Per cell it was 101.2.
        XCTAssertEqual(levels.reduce(0, +) / Double(levels.count), 102, accuracy: 0.4)
    }
}
