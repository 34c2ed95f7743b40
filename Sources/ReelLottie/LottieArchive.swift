import Foundation
import ReelDiagnostics
import ReelSceneFile
import ReelTimeline

/// A `.lottie` archive (dotLottie): a zip holding `manifest.json`, the animations as JSON
/// (`animations/ID.json`, or `a/ID.json` in version 2) and the images they use (`images/`,
/// `i/`). Read by its own small zip reader (the central directory, stored and deflated entries,
/// CRC-checked); what it cannot read is an error naming the archive.
package struct LottieArchive {
    /// The archive's files by name.
    private(set) var files: [String: Data] = [:]
    /// The archive's path, for messages.
    package let file: String

    /// Whether `data` is a zip archive (it starts with a local file header).
    package static func isArchive(_ data: Data) -> Bool { data.starts(with: [0x50, 0x4B, 0x03, 0x04]) }

    /// Reads every entry of the archive `data`, inflating at most `limit` bytes in all.
    package init(_ data: Data, file: String, limit: Int) throws(SceneError) {
        self.file = file
        let bytes = [UInt8](data)
        func fail(_ message: String) -> SceneError {
            SceneError(file: file, line: 0, column: 0, path: "", message: "not a readable .lottie archive: \(message)")
        }
        func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        func u32(_ at: Int) -> Int { u16(at) | u16(at + 2) << 16 }
        // The end of central directory record: 22 bytes, then a comment of up to 65535.
        guard bytes.count >= 22 else { throw fail("it is too short for a zip archive") }
        var end = bytes.count - 22
        while end >= 0 && end >= bytes.count - 22 - 65535 && u32(end) != 0x0605_4B50 { end -= 1 }
        guard end >= 0, u32(end) == 0x0605_4B50 else { throw fail("it has no zip central directory") }
        let count = u16(end + 10)
        var at = u32(end + 16)
        var total = 0
        for _ in 0..<count {
            guard at + 46 <= bytes.count, u32(at) == 0x0201_4B50 else { throw fail("its central directory is corrupt") }
            let flags = u16(at + 8)
            let method = u16(at + 10)
            let crc = UInt32(u32(at + 16))
            let compressed = u32(at + 20)
            let size = u32(at + 24)
            let nameLength = u16(at + 28)
            let skip = nameLength + u16(at + 30) + u16(at + 32)
            let local = u32(at + 42)
            guard at + 46 + nameLength <= bytes.count else { throw fail("its central directory is corrupt") }
            let name = String(decoding: bytes[(at + 46)..<(at + 46 + nameLength)], as: UTF8.self)
            at += 46 + skip
            if name.hasSuffix("/") { continue }  // a folder
            guard flags & 1 == 0 else { throw fail("\(name) is encrypted") }
            guard compressed != 0xFFFF_FFFF, size != 0xFFFF_FFFF, local != 0xFFFF_FFFF else {
                throw fail("\(name) needs zip64, which Reel does not read")
            }
            total += size
            guard total <= limit else {
                throw SceneError(
                    file: file, line: 0, column: 0, path: "",
                    message: SceneLimits.exceeded("file", "the archive holds more than \(limit) bytes", limit: limit)
                        .message, kind: .limit)
            }
            guard local + 30 <= bytes.count, u32(local) == 0x0403_4B50 else {
                throw fail("\(name)'s local header is missing")
            }
            let start = local + 30 + u16(local + 26) + u16(local + 28)
            guard start + compressed <= bytes.count else { throw fail("\(name) runs past the end of the archive") }
            let stored = Array(bytes[start..<(start + compressed)])
            let content: [UInt8]
            switch method {
            case 0: content = stored
            case 8:
                do {
                    content = try Inflate.decompress(stored, limit: size)
                } catch {
                    throw fail("\(name) cannot be inflated: \(error.reason)")
                }
            default: throw fail("\(name) is compressed by method \(method), which Reel does not read")
            }
            guard content.count == size, Self.crc32(content) == crc else { throw fail("\(name) is corrupt (CRC)") }
            files[name] = Data(content)
        }
    }

    /// The animation `id` (the manifest's first when nil): its JSON and its name in the archive.
    package func animation(_ id: String?) throws(SceneError) -> (name: String, data: Data) {
        var ids: [String] = []
        if let manifest = files["manifest.json"] {
            let syntax: JSONValue
            do {
                syntax = try SceneSyntax.parse(json: [UInt8](manifest))
            } catch var error {
                error.file = "\(file)(manifest.json)"
                throw error
            }
            var object = try JSONNode(value: syntax, path: "").object()
            if let list = object.optional("animations") {
                for entry in try list.array() {
                    var animation = try entry.object()
                    ids.append(try animation.required("id", "the animation's id").string())
                }
            }
        }
        if ids.isEmpty {
            // No manifest, or one listing nothing: the animations the archive holds, by name.
            ids = files.keys.filter { name in
                name.hasSuffix(".json")
                    && Self.folders.contains { name.hasPrefix($0) && !name.dropFirst($0.count).contains("/") }
            }
            .map { String($0.split(separator: "/").last!.dropLast(5)) }.sorted()
        }
        guard let chosen = id ?? ids.first else {
            throw SceneError(
                file: file, line: 0, column: 0, path: "", message: "the .lottie archive holds no animation")
        }
        guard ids.contains(chosen) else {
            throw SceneError(
                file: file, line: 0, column: 0, path: "",
                message: "the .lottie archive has no animation \"\(chosen.truncatedForMessages)\"",
                kind: .unknownName,
                suggestion: Suggestion.closest(to: chosen, among: ids))
        }
        for folder in Self.folders {
            if let data = files["\(folder)\(chosen).json"] { return ("\(folder)\(chosen).json", data) }
        }
        throw SceneError(
            file: file, line: 0, column: 0, path: "",
            message:
                "the .lottie archive lists the animation \"\(chosen.truncatedForMessages)\" but holds no animations/\(chosen.truncatedForMessages).json"
        )
    }

    /// Where dotLottie 1 and 2 keep animations.
    private static let folders = ["animations/", "a/"]

    /// An image the animation names by folder `u` and file `p`, when the archive holds it, as a
    /// data URI (so the renderer needs no file).
    func image(folder: String, file name: String) -> String? {
        let trimmed = folder.hasPrefix("/") ? String(folder.dropFirst()) : folder
        let path = trimmed.isEmpty || trimmed.hasSuffix("/") ? trimmed + name : trimmed + "/" + name
        guard let data = files[path] else { return nil }
        let type = name.lowercased().hasSuffix(".png") ? "png" : name.lowercased().hasSuffix(".webp") ? "webp" : "jpeg"
        return "data:image/\(type);base64," + data.base64EncodedString()
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
