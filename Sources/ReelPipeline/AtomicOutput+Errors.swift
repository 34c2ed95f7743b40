import ReelEncode

extension AtomicOutput {
    /// Runs `body`, which encodes into this output; an encoder's error names the hidden temporary
    /// file it writes, so the error the user sees names the destination instead.
    func encoding<R>(_ body: () throws -> R) throws -> R {
        do {
            return try body()
        } catch let error as EncodeError {
            throw ExportError(
                error.description.replacingOccurrences(
                    of: temporaryPath, with: (self as? AtomicDirectory)?.folder ?? destination))
        }
    }
}
