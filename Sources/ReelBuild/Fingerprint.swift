import Foundation

/// A 128-bit FNV-1a hash of what decides an output's bytes, or of an output's own bytes.
///
/// It tells a changed input from an unchanged one, not an attack from an accident: nobody gains
/// from forging a docs asset's fingerprint, and FNV-1a needs no library and no key.
package struct Fingerprint: Sendable {
    private var state: UInt128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d
    private static let prime: UInt128 = 0x0000_0000_0100_0000_0000_0000_0000_013b

    package init() {}

    /// Adds `bytes`, preceded by their count, so that ("ab", "c") and ("a", "bc") differ.
    package mutating func add(_ bytes: some Collection<UInt8>) {
        addRaw(withUnsafeBytes(of: UInt64(bytes.count).littleEndian) { Array($0) })
        // Contiguous bytes (an array, a file's `Data`) through a concrete buffer type, which the
        // loop is specialised for: an executable's tens of megabytes take a fraction of a second.
        if bytes.withContiguousStorageIfAvailable({ addRaw($0) }) == nil { addRaw(bytes) }
    }

    /// Adds a string's UTF-8 bytes.
    package mutating func add(_ string: String) { add(Array(string.utf8)) }

    private mutating func addRaw(_ bytes: some Collection<UInt8>) {
        var h = state
        for byte in bytes {
            h ^= UInt128(byte)
            h = h &* Self.prime
        }
        state = h
    }

    /// The hash as a number.
    package var value: UInt128 { state }

    /// The hash as 32 lowercase hexadecimal digits.
    package var hex: String {
        let digits = String(state, radix: 16)
        return String(repeating: "0", count: 32 - digits.count) + digits
    }

    /// The fingerprint of a file's bytes, or nil when it cannot be read.
    package static func ofFile(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var fingerprint = Fingerprint()
        fingerprint.add(data)
        return fingerprint.hex
    }
}
