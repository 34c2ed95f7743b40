import Foundation

/// The temporary outputs in progress, removed if the process is interrupted (SIGINT, SIGTERM),
/// so an interrupted export leaves nothing behind: single files, and the temporary folders of
/// image sequences with the numbered frames written into them so far.
///
/// The signal handler may only call async-signal-safe functions, so it reads a fixed C array of
/// C strings that is updated under a lock outside the handler and never freed while registered.
package final class TemporaryFiles: @unchecked Sendable {
    /// The process-wide registry.
    package static let shared = TemporaryFiles()

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

    /// A temporary folder of numbered files (`prefix`, the number padded to `digits`, `suffix`)
    /// registered for removal. The handler cannot list a folder safely (that allocates), so it
    /// removes the names it can rebuild: frames 0 up to the count the writer last set.
    package final class Sequence: @unchecked Sendable {
        fileprivate let slot: UnsafeMutablePointer<SequenceSlot>

        fileprivate init(directory: String, prefix: String, digits: Int, suffix: String) {
            slot = .allocate(capacity: 1)
            let bufferSize = directory.utf8.count + prefix.utf8.count + suffix.utf8.count + digits + 32
            slot.initialize(
                to: SequenceSlot(
                    directory: strdup(directory), prefix: strdup(prefix), suffix: strdup(suffix),
                    digits: digits, count: 0,
                    buffer: .allocate(capacity: bufferSize)))
        }

        /// Frames 0..<count may exist in the folder (set before each frame is created).
        package func setCount(_ count: Int) { slot.pointee.count = count }

        deinit {
            free(slot.pointee.directory)
            free(slot.pointee.prefix)
            free(slot.pointee.suffix)
            slot.pointee.buffer.deallocate()
            slot.deallocate()
        }
    }

    private var sequences: [ObjectIdentifier: Sequence] = [:]

    /// Registers the temporary folder `directory` of a sequence named as given.
    func registerSequence(directory: String, prefix: String, digits: Int, suffix: String) -> Sequence {
        let sequence = Sequence(directory: directory, prefix: prefix, digits: digits, suffix: suffix)
        lock.withLock {
            sequences[ObjectIdentifier(sequence)] = sequence
            publish()
        }
        return sequence
    }

    /// Forgets `sequence` (it was committed or removed).
    func unregister(_ sequence: Sequence) {
        lock.withLock {
            guard sequences.removeValue(forKey: ObjectIdentifier(sequence)) != nil else { return }
            publish()
        }
    }

    /// Copies the current pointers into the array the signal handler reads.
    private func publish() {
        let slots = min(paths.count, signalSlotCount)
        for (i, pointer) in paths.values.prefix(slots).enumerated() { signalSlots[i] = pointer }
        for i in slots..<signalSlotCount { signalSlots[i] = nil }
        let sequenceSlots = min(sequences.count, signalSlotCount)
        for (i, sequence) in sequences.values.prefix(sequenceSlots).enumerated() {
            signalSequenceSlots[i] = sequence.slot
        }
        for i in sequenceSlots..<signalSlotCount { signalSequenceSlots[i] = nil }
    }

    /// Installs handlers for SIGINT and SIGTERM that remove the registered files and exit with
    /// 128 + the signal number, as shells report a signal death.
    package func removeOnInterrupt() {
        _ = signalSlots  // initialise the lazy globals now, never inside the handler
        _ = signalSequenceSlots
        // Past a file-size limit (ulimit -f) a write would otherwise kill the process with SIGXFSZ,
        // leaving the temporary file behind; ignored, the write fails with EFBIG and is reported.
        signal(SIGXFSZ, SIG_IGN)
        // Likewise a FIFO or pipe whose reader left (an output written in place): EPIPE is
        // reported as a failed write instead of a silent death.
        signal(SIGPIPE, SIG_IGN)
        for sig in [SIGINT, SIGTERM] {
            signal(sig) { signalNumber in
                for i in 0..<signalSlotCount {
                    if let path = signalSlots[i] { unlink(path) }
                }
                for i in 0..<signalSlotCount {
                    if let sequence = signalSequenceSlots[i] { removeSequence(sequence) }
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

/// A registered sequence folder in memory the signal handler can read without Swift runtime calls.
struct SequenceSlot {
    var directory: UnsafeMutablePointer<CChar>?
    var prefix: UnsafeMutablePointer<CChar>?
    var suffix: UnsafeMutablePointer<CChar>?
    var digits: Int
    var count: Int
    var buffer: UnsafeMutablePointer<CChar>
}

/// Read by the signal handler; written only under `TemporaryFiles.lock`.
nonisolated(unsafe) private let signalSequenceSlots: UnsafeMutablePointer<UnsafeMutablePointer<SequenceSlot>?> = {
    let slots = UnsafeMutablePointer<UnsafeMutablePointer<SequenceSlot>?>.allocate(capacity: signalSlotCount)
    slots.initialize(repeating: nil, count: signalSlotCount)
    return slots
}()

/// Unlinks frames 0..<count of the sequence and its folder, building each path in the slot's
/// preallocated buffer: async-signal-safe (no allocation, no locks).
private func removeSequence(_ slot: UnsafeMutablePointer<SequenceSlot>) {
    guard let directory = slot.pointee.directory, let prefix = slot.pointee.prefix, let suffix = slot.pointee.suffix
    else { return }
    let buffer = slot.pointee.buffer
    func append(_ text: UnsafeMutablePointer<CChar>, at position: inout Int) {
        var i = 0
        while text[i] != 0 {
            buffer[position] = text[i]
            position += 1
            i += 1
        }
    }
    let count = slot.pointee.count
    var index = 0
    while index < count {
        var position = 0
        append(directory, at: &position)
        buffer[position] = 0x2F  // "/"
        position += 1
        append(prefix, at: &position)
        // The number, zero-padded: count its digits first, then write them backwards.
        var width = 1
        var rest = index / 10
        while rest > 0 {
            width += 1
            rest /= 10
        }
        let padded = max(width, slot.pointee.digits)
        var value = index
        for j in stride(from: padded - 1, through: 0, by: -1) {
            buffer[position + j] = CChar(0x30 + value % 10)
            value /= 10
        }
        position += padded
        append(suffix, at: &position)
        buffer[position] = 0
        unlink(buffer)
        index += 1
    }
    rmdir(directory)
}
