import Dispatch
import Foundation

/// Runs a program to completion, capturing both output streams.
public enum Subprocess {
    /// What one run printed and how it exited.
    public struct Result {
        public let status: Int32
        public let stdout: Data
        public let stderr: Data
    }

    /// Runs `executable` with `arguments` (in `directory`, else this process's; with this
    /// process's environment plus `environment`) and waits for it.
    public static func run(
        _ executable: String, _ arguments: [String], in directory: String? = nil, environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Drain standard error on another thread while this one drains standard output: a child
        // that fills either pipe would otherwise block forever.
        nonisolated(unsafe) var errors = Data()
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            errors = stderr.fileHandleForReading.readDataToEndOfFile()
            drained.signal()
        }
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: output, stderr: errors)
    }
}
