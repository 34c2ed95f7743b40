internal import CSignalCleanup
import Foundation

/// The temporary outputs in progress, removed if the process is interrupted (SIGINT, SIGTERM),
/// so an interrupted export leaves nothing behind: single files, and the temporary folders of
/// image sequences with the numbered frames written into them so far.
///
/// The signal handler is C (`CSignalCleanup`): it calls only async-signal-safe functions and reads
/// fixed slots that this class fills and empties under its lock, outside the handler. Each output
/// keeps its slot while registered; outputs beyond the slots wait for one to free up.
package final class TemporaryFiles: @unchecked Sendable {
    /// The process-wide registry.
    package static let shared = TemporaryFiles()

    private static let slotCount = Int(REEL_CLEANUP_SLOTS)

    private let lock = NSLock()
    /// The file in each file slot, and files registered while every slot was taken.
    private var fileSlots = [String?](repeating: nil, count: slotCount)
    private var waitingFiles: [String] = []
    /// The sequence in each sequence slot, and those registered while every slot was taken.
    private var sequenceSlots = [Sequence?](repeating: nil, count: slotCount)
    private var waitingSequences: [Sequence] = []

    private init() {}

    func register(_ path: String) {
        lock.withLock {
            if let slot = fileSlots.firstIndex(of: nil), reel_cleanup_set_file(Int32(slot), path) == 0 {
                fileSlots[slot] = path
            } else {
                waitingFiles.append(path)
            }
        }
    }

    func unregister(_ path: String) {
        lock.withLock {
            guard let slot = fileSlots.firstIndex(of: path) else {
                waitingFiles.removeAll { $0 == path }
                return
            }
            reel_cleanup_clear_file(Int32(slot))
            fileSlots[slot] = nil
            if !waitingFiles.isEmpty, reel_cleanup_set_file(Int32(slot), waitingFiles[0]) == 0 {
                fileSlots[slot] = waitingFiles.removeFirst()
            }
        }
    }

    /// A temporary folder of numbered files (`prefix`, the number padded to `digits`, `suffix`)
    /// registered for removal. The handler cannot list a folder safely (that allocates), so it
    /// removes the names it can rebuild: frames 0 up to the count the writer last set.
    package final class Sequence: @unchecked Sendable {
        fileprivate let cleanup: OpaquePointer

        fileprivate init(directory: String, prefix: String, digits: Int, suffix: String) {
            guard let cleanup = reel_cleanup_sequence_create(directory, prefix, Int32(digits), suffix) else {
                fatalError("out of memory registering the temporary folder \(directory)")
            }
            self.cleanup = cleanup
        }

        /// Frames 0..<count may exist in the folder (set before each frame is created).
        package func setCount(_ count: Int) { reel_cleanup_sequence_set_count(cleanup, count) }

        deinit { reel_cleanup_sequence_destroy(cleanup) }
    }

    /// Registers the temporary folder `directory` of a sequence named as given.
    func registerSequence(directory: String, prefix: String, digits: Int, suffix: String) -> Sequence {
        let sequence = Sequence(directory: directory, prefix: prefix, digits: digits, suffix: suffix)
        lock.withLock {
            if let slot = sequenceSlots.firstIndex(where: { $0 == nil }) {
                reel_cleanup_set_sequence(Int32(slot), sequence.cleanup)
                sequenceSlots[slot] = sequence
            } else {
                waitingSequences.append(sequence)
            }
        }
        return sequence
    }

    /// Forgets `sequence` (it was committed or removed).
    func unregister(_ sequence: Sequence) {
        lock.withLock {
            guard let slot = sequenceSlots.firstIndex(where: { $0 === sequence }) else {
                waitingSequences.removeAll { $0 === sequence }
                return
            }
            reel_cleanup_clear_sequence(Int32(slot))
            sequenceSlots[slot] = nil
            if !waitingSequences.isEmpty {
                let next = waitingSequences.removeFirst()
                reel_cleanup_set_sequence(Int32(slot), next.cleanup)
                sequenceSlots[slot] = next
            }
        }
    }

    /// The files and sequence folders the signal handler would remove now.
    var published: (files: Set<String>, folders: Set<String>) {
        lock.withLock {
            let slots = 0..<Int32(Self.slotCount)
            return (
                Set(slots.compactMap { reel_cleanup_published_file($0).map { String(cString: $0) } }),
                Set(slots.compactMap { reel_cleanup_published_sequence($0).map { String(cString: $0) } })
            )
        }
    }

    /// Installs handlers for SIGINT and SIGTERM that remove the registered files and exit with
    /// 128 + the signal number, as shells report a signal death.
    package func removeOnInterrupt() {
        // Past a file-size limit (ulimit -f) a write would otherwise kill the process with SIGXFSZ,
        // leaving the temporary file behind; ignored, the write fails with EFBIG and is reported.
        signal(SIGXFSZ, SIG_IGN)
        // Likewise a FIFO or pipe whose reader left (an output written in place): EPIPE is
        // reported as a failed write instead of a silent death.
        signal(SIGPIPE, SIG_IGN)
        // sigaction fails only for an invalid signal or handler, neither of which this passes.
        _ = reel_cleanup_install()
    }
}
