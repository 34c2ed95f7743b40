import Foundation

/// A frame's straight RGBA pixels as `GIFWriter` keeps them to compare the next frame with: as
/// runs of one pixel a row when those take at most an eighth of the bytes (flat artwork: a
/// 4000×4000 frame of interface in well under a megabyte instead of 64 MB), else as they are.
/// Read a row at a time, as the pixel words `pixelWord(at:)` loads, so comparisons are exact.
struct GIFPackedSource {
    /// Pixels a row.
    let width: Int
    /// Rows.
    let height: Int
    /// The pixels as they are, when not packed.
    private let raw: [UInt8]
    /// Per row, pairs of a count and a pixel word, when packed.
    private let runs: [UInt32]
    /// Where each row's pairs start in `runs`, and where the last row's end.
    private let rowStarts: [Int]

    /// `pixels` (`width` a row) as they are.
    init(raw pixels: [UInt8], width: Int) {
        self.width = width
        height = pixels.count / 4 / max(width, 1)
        raw = pixels
        runs = []
        rowStarts = []
    }

    /// `pixels` (`width` × `height`) in runs when they pack to an eighth of their bytes or less,
    /// else as they are (no copy: the array is kept).
    init(packing pixels: [UInt8], width: Int, height: Int) {
        self.width = width
        self.height = height
        var runs: [UInt32] = []
        var rowStarts: [Int] = []
        rowStarts.reserveCapacity(height + 1)
        // Two words a run: at most an eighth of the bytes is a run per sixteen pixels.
        let maxWords = 2 * (width * height / 16)
        let packed = pixels.withUnsafeBytes { bytes -> Bool in
            guard !bytes.isEmpty else { return false }
            for y in 0..<height {
                rowStarts.append(runs.count)
                let row = y * width
                var x = 0
                while x < width {
                    let word = bytes.pixelWord(at: row + x)
                    var end = x + 1
                    while end < width && bytes.pixelWord(at: row + end) == word { end += 1 }
                    runs.append(UInt32(end - x))
                    runs.append(word)
                    if runs.count > maxWords { return false }
                    x = end
                }
            }
            rowStarts.append(runs.count)
            return true
        }
        if packed {
            raw = []
            self.runs = runs
            self.rowStarts = rowStarts
        } else {
            raw = pixels
            self.runs = []
            self.rowStarts = []
        }
    }

    /// Whether the pixels are kept in runs.
    var isPacked: Bool { !rowStarts.isEmpty }

    /// The bytes kept.
    var byteCount: Int { raw.count + 4 * runs.count + 8 * rowStarts.count }

    /// The pixels whole, straight RGBA as they were given.
    func unpacked() -> [UInt8] {
        guard isPacked else { return raw }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        pixels.withUnsafeMutableBytes { bytes in
            let words = bytes.bindMemory(to: UInt32.self)
            for y in 0..<height {
                decode(row: y, into: UnsafeMutableBufferPointer(rebasing: words[y * width..<(y + 1) * width]))
            }
        }
        return pixels
    }

    /// Whether row `y` is known to hold the same pixels in `other` (of the same size) without
    /// decoding it: both packed with the same runs (runs are as long as they can be, so equal
    /// rows have equal runs), or both whole with the same bytes. False means "compare the pixels".
    func rowMatches(_ y: Int, in other: GIFPackedSource) -> Bool {
        guard width == other.width, height == other.height, isPacked == other.isPacked else { return false }
        guard isPacked else {
            return raw.withUnsafeBytes { mine in
                other.raw.withUnsafeBytes { theirs in
                    memcmp(mine.baseAddress! + y * width * 4, theirs.baseAddress! + y * width * 4, width * 4) == 0
                }
            }
        }
        let start = rowStarts[y]
        let count = rowStarts[y + 1] - start
        guard other.rowStarts[y + 1] - other.rowStarts[y] == count else { return false }
        return runs.withUnsafeBufferPointer { mine in
            other.runs.withUnsafeBufferPointer { theirs in
                memcmp(mine.baseAddress! + start, theirs.baseAddress! + other.rowStarts[y], count * 4) == 0
            }
        }
    }

    /// Writes the pixel words of row `y` into `row` (`width` words).
    func decode(row y: Int, into row: UnsafeMutableBufferPointer<UInt32>) {
        guard isPacked else {
            raw.withUnsafeBytes { raw in
                UnsafeMutableRawPointer(row.baseAddress!).copyMemory(
                    from: raw.baseAddress! + y * width * 4, byteCount: width * 4)
            }
            return
        }
        var x = 0
        for pair in Swift.stride(from: rowStarts[y], to: rowStarts[y + 1], by: 2) {
            let count = Int(runs[pair])
            row.baseAddress!.advanced(by: x).update(repeating: runs[pair + 1], count: count)
            x += count
        }
    }
}
