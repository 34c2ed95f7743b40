import Foundation
import ReelGeometry
import ReelRaster

/// Keeps the frames of a conversion's first pass in a temporary file, so the later passes of a
/// two-pass encoder (GIF) read them back instead of decoding and scaling the input again, which
/// is most of a conversion's time.
///
/// Bounded three ways, and past any bound the spool gives up (the file is dropped and the
/// converter decodes the input again, which costs time, never output):
/// - `limit` bytes of file, so a long video costs at most that much disk;
/// - on tmpfs (`NSTemporaryDirectory()` often is one), whose pages are RAM or swap, the spool first
///   tries `/var/tmp`; if that is tmpfs too, its cap is a sixteenth of physical memory;
/// - free space: a frame is not appended when it would leave less than `freeSpaceMargin` free on
///   the spool's file system, so that the output (often on the same disk) does not hit a full one.
///
/// The file is opened close-on-exec and unlinked as soon as it is created: no child process
/// inherits it and nothing is left behind whatever happens to the process. The bytes read back
/// are the bytes written, so the output is the same with or without the spool.
final class FrameSpool {
    /// 2 GiB: a 1080p clip of about 10 s at 25 fps, or some 3 minutes at 480×270.
    static let defaultLimit = 2 << 30
    /// Where the spool goes, in order of preference: the first that is not tmpfs.
    static let directories = [NSTemporaryDirectory(), "/var/tmp/"]

    let width: Int
    let height: Int
    private let frameBytes: Int
    /// The most bytes the file may hold (`limit`, or less on tmpfs).
    let limit: Int
    /// The free space an append must leave: 256 MiB plus two frames (a GIF frame is at most about
    /// 1.5 bytes a pixel, a spooled one 4), so the output has room for its own frames.
    let freeSpaceMargin: Int
    private var descriptor: Int32 = -1
    /// The frames written so far.
    private(set) var frameCount = 0

    /// A spool for `width`×`height` frames, or nil when not even one frame fits the cap or no
    /// temporary file can be made. `freeSpaceMargin` defaults to 256 MiB plus two frames;
    /// `directories` (each ending in "/") are tried in order, the first not on tmpfs winning.
    init?(
        width: Int, height: Int, limit: Int = FrameSpool.defaultLimit, freeSpaceMargin: Int? = nil,
        directories: [String] = FrameSpool.directories
    ) {
        self.width = width
        self.height = height
        frameBytes = width * height * 4
        self.freeSpaceMargin = freeSpaceMargin ?? (256 << 20) + 2 * frameBytes
        guard frameBytes > 0, frameBytes <= limit else { return nil }
        var onTmpfs: Int32?
        for directory in directories {
            guard let candidate = Self.makeUnlinkedFile(in: directory) else { continue }
            guard Self.isOnTmpfs(candidate) else {
                descriptor = candidate
                break
            }
            if onTmpfs == nil { onTmpfs = candidate } else { close(candidate) }
        }
        if descriptor >= 0 {
            if let onTmpfs { close(onTmpfs) }
            self.limit = limit
        } else {
            // Every directory is tmpfs: spool in RAM, but only a little of it.
            guard let onTmpfs else { return nil }
            descriptor = onTmpfs
            self.limit = min(limit, Int(clamping: ProcessInfo.processInfo.physicalMemory / 16))
        }
        guard frameBytes <= self.limit else {
            abandon()
            return nil
        }
    }

    deinit { abandon() }

    /// Whether every frame appended so far is in the file (false once it gave up).
    var isUsable: Bool { descriptor >= 0 }

    /// Appends `frame` (premultiplied RGBA of the spool's size), or gives up when it would pass
    /// the cap, leave less than `freeSpaceMargin` free, or the write fails: the caller then
    /// decodes again.
    func append(_ frame: Pixmap) {
        guard isUsable else { return }
        guard frame.width == width, frame.height == height, (frameCount + 1) * frameBytes <= limit,
            let free = Self.freeBytes(descriptor), free - frameBytes >= freeSpaceMargin,
            frame.bytes.withUnsafeBytes({ Self.writeAll($0, to: descriptor) })
        else {
            abandon()
            return
        }
        frameCount += 1
    }

    /// Passes every frame written, in order, with its number.
    func read(_ body: (Pixmap, Int) throws -> Void) throws {
        guard isUsable, lseek(descriptor, 0, SEEK_SET) == 0 else {
            throw ExportError("cannot read back the frames of the first pass")
        }
        var frame = Pixmap(width: width, height: height)
        for index in 0..<frameCount {
            let complete = frame.bytes.withUnsafeMutableBytes { Self.readAll($0, from: descriptor) }
            guard complete else { throw ExportError("cannot read back the frames of the first pass") }
            try body(frame, index)
        }
    }

    private func abandon() {
        guard descriptor >= 0 else { return }
        close(descriptor)
        descriptor = -1
    }

    /// A new file in `directory` (ending in "/"), opened close-on-exec and already unlinked.
    /// (`mkostemp` would do, but Swift's Glibc module hides it; `O_EXCL` on a random name is the
    /// same guarantee.)
    private static func makeUnlinkedFile(in directory: String) -> Int32? {
        let path = directory + "reel-spool-" + UUID().uuidString
        let descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        unlink(path)
        return descriptor
    }

    /// Whether the open file `descriptor` lives on a tmpfs (memory, not disk): the line of
    /// /proc/self/mountinfo whose `major:minor` is the file's device names its type after " - ".
    /// (`fstatfs` and `TMPFS_MAGIC` would be one call, but Swift's Glibc module does not export
    /// <sys/vfs.h>, and only ReelEncode may bring in C.)
    static func isOnTmpfs(_ descriptor: Int32) -> Bool {
        var info = stat()
        guard fstat(descriptor, &info) == 0,
            let table = FileHandle(forReadingAtPath: "/proc/self/mountinfo")?.readDataToEndOfFile()
        else { return false }
        // glibc's gnu_dev_major and gnu_dev_minor, which Swift cannot see (they are macros).
        let device = UInt64(info.st_dev)
        let major = (device >> 8) & 0xFFF | (device >> 32) & ~0xFFF
        let minor = device & 0xFF | (device >> 12) & ~0xFF
        let wanted = "\(major):\(minor)"
        for line in String(decoding: table, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count > 2, fields[2] == wanted, let dash = fields.firstIndex(of: "-"),
                dash + 1 < fields.count
            else { continue }
            return fields[dash + 1] == "tmpfs"
        }
        return false
    }

    /// The bytes an unprivileged process may still write on the file system of `descriptor`.
    private static func freeBytes(_ descriptor: Int32) -> Int? {
        var info = statvfs()
        guard fstatvfs(descriptor, &info) == 0 else { return nil }
        let (bytes, overflow) = UInt64(info.f_bavail).multipliedReportingOverflow(by: UInt64(info.f_frsize))
        return overflow ? Int.max : Int(clamping: bytes)
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    private static func readAll(_ bytes: UnsafeMutableRawBufferPointer, from descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = Foundation.read(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }
}
