import Foundation
import ReelBuild

/// Runs the commands that make outputs as `reel` child processes, `jobs` at a time, sharing the
/// machine's cores among them: each export gets cores ÷ jobs render threads (exports are the same
/// bytes whatever the count). One line per finished output on standard output; a failure's own
/// messages on standard error, under the output's name.
struct ChildRenders {
    let quiet: Bool

    /// The exit code of each output's command, nil for success, in `outputs`' order.
    func run(_ outputs: [BuildManifest.Output], jobs: Int?) -> [Int32?] {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let workers = max(1, min(jobs ?? cores, outputs.count))
        let threads = max(1, cores / workers)
        let state = SharedState(count: outputs.count)
        let quiet = quiet
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index: Int? = state.lock.withLock {
                    defer { state.next += 1 }
                    return state.next < outputs.count ? state.next : nil
                }
                guard let index else { return }
                let output = outputs[index]
                var arguments = output.arguments
                if output.kind == .export { arguments += ["--quiet", "--threads", String(threads)] }
                let start = Date()
                let (code, messages) = Self.runChild(arguments)
                state.lock.withLock {
                    state.results[index] = code == 0 ? nil : code
                    state.finished += 1
                    let counter = "[\(state.finished)/\(outputs.count)]"
                    if code == 0 {
                        if !quiet {
                            let seconds = String(format: "%.1f", -start.timeIntervalSinceNow)
                            FileHandle.standardOutput.write(Data("\(counter) \(output.path) (\(seconds) s)\n".utf8))
                        }
                    } else {
                        let text = messages.split(separator: "\n").map { "  \($0)" }.joined(separator: "\n")
                        FileHandle.standardError.write(
                            Data("error: \(output.path) failed (exit \(code)):\n\(text)\n".utf8))
                    }
                }
            }
        }
        return state.results
    }

    /// What the workers share, under `lock`.
    private final class SharedState: @unchecked Sendable {
        let lock = NSLock()
        var next = 0, finished = 0
        var results: [Int32?]
        init(count: Int) { results = Array(repeating: nil, count: count) }
    }

    /// This `reel` binary, which the children run.
    static let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path

    /// Runs `reel` with `arguments` in the current folder; its exit code and what it wrote to
    /// standard error.
    static func runChild(_ arguments: [String]) -> (code: Int32, messages: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return (74, "cannot start \(executable): \(error)")
        }
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let code =
            process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        return (code, String(decoding: data, as: UTF8.self))
    }
}
