import Foundation

/// The temporary outputs in progress, removed if the process is interrupted (SIGINT, SIGTERM),
/// so an interrupted export leaves nothing behind.
///
/// The signal handler may only call async-signal-safe functions, so it reads a fixed C array of
/// C strings that is updated under a lock outside the handler and never freed while registered.
public final class TemporaryFiles: @unchecked Sendable {
    /// The process-wide registry.
    public static let shared = TemporaryFiles()

    private let lock = NSLock()
    private var paths: [String: UnsafeMutablePointer<CChar>] = [:]

    private init() {}

    func register(_ path: String) {
        lock.withLock {
            paths[path] = strdup(path)
            publish()
        }
    }

    func unregister(_ path: String) {
        lock.withLock {
            guard let pointer = paths.removeValue(forKey: path) else { return }
            publish()
            free(pointer)
        }
    }

    /// Copies the current pointers into the array the signal handler reads.
    private func publish() {
        let slots = min(paths.count, signalSlotCount)
        for (i, pointer) in paths.values.prefix(slots).enumerated() { signalSlots[i] = pointer }
        for i in slots..<signalSlotCount { signalSlots[i] = nil }
    }

    /// Installs handlers for SIGINT and SIGTERM that remove the registered files and exit with
    /// 128 + the signal number, as shells report a signal death.
    public func removeOnInterrupt() {
        _ = signalSlots  // initialise the lazy global now, never inside the handler
        // Past a file-size limit (ulimit -f) a write would otherwise kill the process with SIGXFSZ,
        // leaving the temporary file behind; ignored, the write fails with EFBIG and is reported.
        signal(SIGXFSZ, SIG_IGN)
        for sig in [SIGINT, SIGTERM] {
            signal(sig) { signalNumber in
                for i in 0..<signalSlotCount {
                    if let path = signalSlots[i] { unlink(path) }
                }
                _exit(128 + signalNumber)
            }
        }
    }
}

private let signalSlotCount = 16
/// Read by the signal handler; written only under `TemporaryFiles.lock`.
nonisolated(unsafe) private let signalSlots: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?> = {
    let slots = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: signalSlotCount)
    slots.initialize(repeating: nil, count: signalSlotCount)
    return slots
}()
