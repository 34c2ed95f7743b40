import ArgumentParser
import Foundation
import Reel

/// Turns errors into one line on standard error and the documented exit code.
enum CLIErrors {
    /// Exit codes from BSD's sysexits.h, which shells and CI tools already know.
    static let usage: Int32 = 64  // EX_USAGE
    static let ioError: Int32 = 74  // EX_IOERR

    /// The exit codes as `--help` lists them.
    static let summary =
        "Exit codes: 0 success, 64 usage error, 65 bad scene, 74 input/output error, 130 interrupted (SIGINT), 143 terminated (SIGTERM)."

    /// Runs a command's work: FFmpeg's own chatter silenced (its errors reach us as thrown
    /// errors), and Reel's errors printed as one line, exiting with their code.
    static func handle(_ body: () throws -> Void) throws {
        if let code = attempt(body) { throw ExitCode(code) }
    }

    /// Runs `body`; if it throws, prints the error as one line and returns its exit code.
    static func attempt(_ body: () throws -> Void) -> Int32? {
        FFmpegLog.setLevel(.quiet)
        do {
            try body()
            return nil
        } catch {
            printError(message(for: error))
            return exitCode(for: error)
        }
    }

    /// The one-line message for `error`: every error Reel throws is a diagnostic, printed by
    /// `Diagnostic.description`.
    static func message(for error: any Error) -> String {
        switch error {
        case let error as ValidationError: return error.message
        case let error as any DiagnosticError: return error.diagnostic.description
        default: return String(describing: error)
        }
    }

    /// The documented exit code for `error`: its diagnostic kind's.
    static func exitCode(for error: any Error) -> Int32 {
        switch error {
        case is ValidationError: return usage
        case let error as any DiagnosticError: return error.diagnostic.kind.exitCode
        default: return ioError
        }
    }

    static func printWarning(_ message: String) {
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }

    static func printError(_ message: String) {
        FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    }
}
