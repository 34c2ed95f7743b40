import ArgumentParser
import Foundation
import Reel

/// Turns errors into one line on standard error and the documented exit code.
enum CLIErrors {
    /// Exit codes from BSD's sysexits.h, which shells and CI tools already know.
    static let badScene: Int32 = 65  // EX_DATAERR
    static let ioError: Int32 = 74  // EX_IOERR

    /// Runs a command's work: FFmpeg's own chatter silenced (its errors reach us as thrown
    /// errors), and Reel's errors printed as one line with their exit code.
    static func handle(_ body: () throws -> Void) throws {
        FFmpegLog.setLevel(.quiet)
        do {
            try body()
        } catch let error as SceneError {
            fail("error: \(error)", code: badScene)
        } catch let error as ExportError {
            fail("error: \(error)", code: ioError)
        } catch let error as EncodeError {
            fail("error: \(error)", code: ioError)
        }
    }

    static func printWarning(_ message: String) {
        FileHandle.standardError.write(Data("warning: \(message)\n".utf8))
    }

    private static func fail(_ message: String, code: Int32) -> Never {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
        Foundation.exit(code)
    }
}
