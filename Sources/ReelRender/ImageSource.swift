import Foundation
import ReelDiagnostics
import ReelGeometry
import ReelRaster
import Synchronization

/// Where a renderer gets the images that layers show as `contents`: file names resolved against
/// a directory (the scene file's), each decoded once by the given decoder and then shared.
///
/// Frames render concurrently on several threads, so the cache is behind a lock; an image is
/// decoded under it, once, however many threads ask for it at the same moment.
public final class ImageSource: Sendable {
    /// Decodes the image file at an absolute or relative path into a premultiplied pixmap.
    public typealias Decoder = @Sendable (_ path: String) throws -> Pixmap

    /// The directory relative names are resolved against.
    public let directory: String
    /// When false, names that resolve outside `directory` (absolute, or leaving it with `..`
    /// or a symbolic link) are refused: a scene from anywhere must not read the rest of the disk.
    public let allowsExternalFiles: Bool
    /// Images with a larger side are refused (a tiny PNG can claim a gigantic size).
    public let maximumSide: Int
    let decode: Decoder
    private let cache = Mutex<[String: Result<Pixmap, ImageSourceError>]>([:])

    /// Images named relative to a directory.
    /// - Parameters:
    ///   - directory: The directory relative names are resolved against.
    ///   - decode: Decodes an image file, such as `ImageDecoder.decode(contentsOf:)`; called once
    ///     per name, under the cache's lock.
    ///   - allowsExternalFiles: Whether names may resolve outside `directory`; true by default.
    ///   - maximumSide: Images with a larger side, in pixels, are refused; 16384 by default.
    public init(
        directory: String, decode: @escaping Decoder, allowsExternalFiles: Bool = true, maximumSide: Int = 16384
    ) {
        self.directory = directory
        self.decode = decode
        self.allowsExternalFiles = allowsExternalFiles
        self.maximumSide = maximumSide
    }

    /// Images named relative to the folder holding a scene file.
    /// - Parameters:
    ///   - sceneFile: The scene file's path; its folder is ``directory``.
    ///   - decode: Decodes an image file, such as `ImageDecoder.decode(contentsOf:)`.
    ///   - allowsExternalFiles: Whether names may resolve outside the scene's folder; true by
    ///     default.
    ///   - maximumSide: Images with a larger side, in pixels, are refused; 16384 by default.
    public convenience init(
        sceneFile: String, decode: @escaping Decoder, allowsExternalFiles: Bool = true,
        maximumSide: Int = 16384
    ) {
        self.init(
            directory: URL(fileURLWithPath: sceneFile).deletingLastPathComponent().path, decode: decode,
            allowsExternalFiles: allowsExternalFiles, maximumSide: maximumSide)
    }

    /// The file `name` refers to, refused when it lies outside `directory` and external files are
    /// not allowed. Symbolic links are followed before comparing, so a link cannot smuggle a path out.
    /// `asset` says what the file is for, in the error.
    package func checkedPath(for name: String, asset: ImageSourceError.Asset = .image) throws(ImageSourceError)
        -> String
    {
        let path = path(for: name)
        guard !allowsExternalFiles else { return path }
        let root = URL(fileURLWithPath: directory).standardizedFileURL.resolvingSymlinksInPath().path
        let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        guard resolved == root || resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            throw ImageSourceError(
                name: name, path: path, asset: asset,
                reason: "it is outside the scene's folder \(directory); pass --allow-external-assets to allow it")
        }
        return path
    }

    /// `checkedPath`, and the file there must be a regular file (links followed): a decoder would
    /// wait forever on a FIFO, and a folder or a device is no image or font.
    package func checkedFile(for name: String, asset: ImageSourceError.Asset = .image) throws(ImageSourceError)
        -> String
    {
        let path = try checkedPath(for: name, asset: asset)
        var info = stat()
        guard stat(path, &info) == 0 else {
            let reason = errno == ENOENT ? "it does not exist" : String(cString: strerror(errno)).lowercased()
            throw ImageSourceError(name: name, path: path, asset: asset, reason: reason)
        }
        let kind: String
        switch info.st_mode & S_IFMT {
        case S_IFREG: return path
        case S_IFDIR: kind = "a folder"
        case S_IFIFO: kind = "a FIFO"
        case S_IFCHR, S_IFBLK: kind = "a device"
        case S_IFSOCK: kind = "a socket"
        default: kind = "a special file"
        }
        throw ImageSourceError(name: name, path: path, asset: asset, reason: "it is \(kind), not a regular file")
    }

    /// The file a name refers to: absolute names as they are, others inside `directory`.
    package func path(for name: String) -> String {
        name.hasPrefix("/") ? name : URL(fileURLWithPath: directory).appendingPathComponent(name).path
    }

    /// A decoded image, from the cache after the first time (a failure is remembered too).
    /// - Parameter name: The image file's name: relative to ``directory``, or absolute; or the
    ///   image itself, as a base64 `data:` URI.
    /// - Returns: The image, premultiplied.
    /// - Throws: ``ImageSourceError`` when the name lies outside ``directory`` and external files
    ///   are not allowed, the decoder fails, or the image is larger than ``maximumSide``.
    public func image(named name: String) throws(ImageSourceError) -> Pixmap {
        let result = cache.withLock { cache in
            if let cached = cache[name] { return cached }
            let embedded = Self.isEmbedded(name)
            let path = embedded ? "embedded" : path(for: name)
            let shown = Self.shownName(name)
            let result: Result<Pixmap, ImageSourceError>
            do {
                let image: Pixmap
                if embedded {
                    image = try decodeEmbedded(name)
                } else {
                    _ = try checkedPath(for: name)
                    image = try decode(path)
                }
                guard max(image.width, image.height) <= maximumSide else {
                    throw ImageSourceError(
                        name: shown, path: path,
                        reason:
                            "it is \(image.width)×\(image.height) pixels, above the limit of \(maximumSide) a side (raise it with --limit image=N)"
                    )
                }
                result = .success(image)
            } catch let error as ImageSourceError {
                result = .failure(error)
            } catch let error as PictureSizeError {
                // The decoder refused it from its header, before spending the memory.
                result = .failure(
                    ImageSourceError(
                        name: shown, path: path,
                        reason:
                            "it is \(error.width)×\(error.height) pixels, above the limit of \(error.maximumSide) a side (raise it with --limit image=N)"
                    ))
            } catch {
                result = .failure(ImageSourceError(name: shown, path: path, reason: String(describing: error)))
            }
            cache[name] = result
            return result
        }
        return try result.get()
    }

    /// Decodes every image in `names` now, so a missing or broken file is reported before any
    /// frame is drawn (rendering itself draws nothing for an image it cannot load).
    package func preload(_ names: some Sequence<String>) throws(ImageSourceError) {
        for name in names { _ = try image(named: name) }
    }
}

/// An image that layer contents name (or a font file a text layer names) could not be loaded.
public struct ImageSourceError: DiagnosticError, Sendable, Equatable {
    /// What the file was for, which the message names.
    public enum Asset: String, Sendable, Equatable {
        /// An image a layer's `contents` names.
        case image
        /// A font file a text layer names, or a font family fontconfig has no font for.
        case font
    }

    /// The name as the scene gives it.
    public let name: String
    /// The file it resolved to.
    public let path: String
    /// An image or a font.
    public let asset: Asset
    /// What the decoder said.
    public let reason: String

    /// An asset that could not be loaded.
    /// - Parameters:
    ///   - name: The name as the scene gives it.
    ///   - path: The file it resolved to.
    ///   - asset: What the file was for; ``Asset/image`` by default.
    ///   - reason: Why it could not be loaded, as a clause: "it does not exist".
    public init(name: String, path: String, asset: Asset = .image, reason: String) {
        self.name = name
        self.path = path
        self.asset = asset
        self.reason = reason
    }

    /// An ``Diagnostic/Kind/asset`` diagnostic naming the asset, its path and the reason, with no
    /// place in the scene (``AssetError`` adds one).
    public var diagnostic: Diagnostic {
        Diagnostic(.asset, "cannot load the \(asset.rawValue) '\(name)' (\(path)): \(reason)")
    }
}
