import Foundation
import ReelRaster

/// Images embedded in a scene as data URIs (`data:image/png;base64,…`), as Lottie files carry
/// them, instead of a file's name.
extension ImageSource {
    /// Whether `name` is an embedded image (a `data:` URI) rather than a file's name.
    package static func isEmbedded(_ name: String) -> Bool { name.hasPrefix("data:") }

    /// How messages name an image: a file's name as it is, an embedded image by its media type
    /// and size rather than its bytes.
    package static func shownName(_ name: String) -> String {
        guard isEmbedded(name) else { return name }
        let header = name.prefix { $0 != "," }.dropFirst("data:".count)
        return "data:\(header.prefix(40)),… (\(name.utf8.count) bytes)"
    }

    /// Decodes an embedded image: its base64 bytes are written to a temporary file for the
    /// decoder (which reads files, telling formats by their content and extension), removed as
    /// soon as it is decoded.
    func decodeEmbedded(_ name: String) throws -> Pixmap {
        let header = name.prefix { $0 != "," }
        guard header.count < name.count, header.hasSuffix(";base64") else {
            throw ImageSourceError(
                name: Self.shownName(name), path: "embedded", reason: "only base64 data URIs are read")
        }
        let payload = name.dropFirst(header.count + 1)
        guard let data = Data(base64Encoded: String(payload), options: .ignoreUnknownCharacters) else {
            throw ImageSourceError(name: Self.shownName(name), path: "embedded", reason: "its data is not valid base64")
        }
        let type = header.dropFirst("data:".count).prefix { $0 != ";" }
        let suffix =
            ["image/png": "png", "image/jpeg": "jpg", "image/jpg": "jpg", "image/webp": "webp", "image/gif": "gif"][
                String(type).lowercased()] ?? "img"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "reel-embedded-\(UUID().uuidString).\(suffix)")
        try data.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            return try decode(file.path)
        } catch let error as PictureSizeError {
            throw error
        } catch {
            // The temporary file's name means nothing to the reader.
            throw ImageSourceError(
                name: Self.shownName(name), path: "embedded",
                reason: "\(error)".replacingOccurrences(of: "'\(file.path)'", with: "embedded"))
        }
    }
}
