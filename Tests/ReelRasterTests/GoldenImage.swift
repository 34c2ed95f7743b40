import Foundation
import ReelGeometry
import ReelRaster
import XCTest

/// Golden images as PAM files (Netpbm's `P7`, RGB_ALPHA, premultiplied bytes as the pixmap holds
/// them): a header and raw bytes, readable without any image library.
///
/// Tolerance: every channel within 1 of the golden (float rounding may differ between compilers
/// and CPUs; anything larger is a change in drawing). To regenerate after an intended change:
///
///     REEL_RECORD_GOLDENS=1 swift test --filter ReelRasterTests.GoldenTests
///
/// Recording writes the files and still fails each test once, so a recording never passes silently.
enum GoldenImage {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Goldens")

    static func encode(_ pixmap: Pixmap) -> Data {
        var data = Data(
            "P7\nWIDTH \(pixmap.width)\nHEIGHT \(pixmap.height)\nDEPTH 4\nMAXVAL 255\nTUPLTYPE RGB_ALPHA\nENDHDR\n".utf8
        )
        data.append(contentsOf: pixmap.bytes)
        return data
    }

    static func decode(_ data: Data) -> Pixmap? {
        guard let end = data.range(of: Data("ENDHDR\n".utf8)) else { return nil }
        let header = String(decoding: data[..<end.lowerBound], as: UTF8.self)
        var fields: [String: Int] = [:]
        for line in header.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let value = Int(parts[1]) { fields[String(parts[0])] = value }
        }
        guard let width = fields["WIDTH"], let height = fields["HEIGHT"], fields["DEPTH"] == 4,
            data.count - end.upperBound == width * height * 4
        else { return nil }
        var pixmap = Pixmap(width: width, height: height)
        pixmap.bytes = [UInt8](data[end.upperBound...])
        return pixmap
    }

    /// Compares `pixmap` with the golden `name`.pam, or records it when asked to (or when missing).
    static func assertMatches(_ pixmap: Pixmap, named name: String, file: StaticString = #filePath, line: UInt = #line)
    {
        let url = directory.appendingPathComponent(name + ".pam")
        let record = ProcessInfo.processInfo.environment["REEL_RECORD_GOLDENS"] == "1"
        guard !record, let data = try? Data(contentsOf: url) else {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            XCTAssertNoThrow(try encode(pixmap).write(to: url), file: file, line: line)
            XCTFail("recorded golden \(url.lastPathComponent); run again to compare", file: file, line: line)
            return
        }
        guard let golden = decode(data), golden.width == pixmap.width, golden.height == pixmap.height else {
            XCTFail(
                "\(url.lastPathComponent) is not a \(pixmap.width)×\(pixmap.height) PAM golden", file: file, line: line)
            return
        }
        var worst = 0
        var differing = 0
        for i in 0..<golden.bytes.count {
            let d = abs(Int(golden.bytes[i]) - Int(pixmap.bytes[i]))
            worst = max(worst, d)
            if d > 1 { differing += 1 }
        }
        XCTAssertLessThanOrEqual(
            worst, 1, "\(name): \(differing) channels differ by more than 1 (worst \(worst))", file: file, line: line)
    }
}
