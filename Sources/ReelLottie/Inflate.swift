/// A DEFLATE decoder (RFC 1951), for the entries of `.lottie` archives: stored, fixed and dynamic
/// Huffman blocks, decoded a bit at a time as zlib's `puff` does. Every read is bounds-checked
/// and the output is capped, so a malformed or hostile stream ends in an error, never a crash or
/// an unbounded allocation.
struct Inflate {
    /// Why a stream could not be decoded, as a clause.
    struct Failure: Error {
        let reason: String
    }

    private let input: [UInt8]
    private var position = 0
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0
    private var output: [UInt8] = []
    private let limit: Int

    /// The bytes `input` decompresses to, at most `limit` of them.
    static func decompress(_ input: [UInt8], limit: Int) throws(Failure) -> [UInt8] {
        var inflater = Inflate(input: input, limit: limit)
        try inflater.run()
        return inflater.output
    }

    private init(input: [UInt8], limit: Int) {
        self.input = input
        self.limit = limit
    }

    private mutating func run() throws(Failure) {
        var last = false
        while !last {
            last = try bits(1) == 1
            switch try bits(2) {
            case 0: try stored()
            case 1: try codes(Self.fixed.lengths, Self.fixed.distances)
            case 2:
                let (lengths, distances) = try dynamicTables()
                try codes(lengths, distances)
            default: throw Failure(reason: "a block of an unknown type")
            }
        }
    }

    private mutating func bits(_ count: Int) throws(Failure) -> Int {
        while bitCount < count {
            guard position < input.count else { throw Failure(reason: "the data ends too soon") }
            bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
            position += 1
            bitCount += 8
        }
        let value = Int(bitBuffer & ((1 << UInt32(count)) - 1))
        bitBuffer >>= UInt32(count)
        bitCount -= count
        return value
    }

    private mutating func append(_ byte: UInt8) throws(Failure) {
        guard output.count < limit else { throw Failure(reason: "it holds more than \(limit) bytes") }
        output.append(byte)
    }

    private mutating func stored() throws(Failure) {
        bitBuffer = 0
        bitCount = 0
        guard position + 4 <= input.count else { throw Failure(reason: "the data ends too soon") }
        let length = Int(input[position]) | Int(input[position + 1]) << 8
        let complement = Int(input[position + 2]) | Int(input[position + 3]) << 8
        guard length == ~complement & 0xFFFF else { throw Failure(reason: "a stored block's length is corrupt") }
        position += 4
        guard position + length <= input.count else { throw Failure(reason: "the data ends too soon") }
        for byte in input[position..<position + length] { try append(byte) }
        position += length
    }

    /// A canonical Huffman code: how many codes of each length, and the symbols in code order.
    struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []

        init(lengths: [Int]) throws(Failure) {
            for length in lengths { counts[length] += 1 }
            var left = 1
            for length in 1..<16 {
                left = left * 2 - counts[length]
                guard left >= 0 else { throw Failure(reason: "a Huffman table is over-subscribed") }
            }
            var offsets = [Int](repeating: 0, count: 16)
            for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (symbol, length) in lengths.enumerated() where length != 0 {
                symbols[offsets[length]] = symbol
                offsets[length] += 1
            }
        }
    }

    private mutating func decode(_ h: Huffman) throws(Failure) -> Int {
        var (code, first, index) = (0, 0, 0)
        for length in 1..<16 {
            code |= try bits(1)
            let count = h.counts[length]
            if code - count < first { return h.symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw Failure(reason: "a Huffman code is invalid")
    }

    private static let lengthBase = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258
    ]
    private static let lengthExtra = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0
    ]
    private static let distanceBase = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577
    ]
    private static let distanceExtra = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13
    ]

    /// The fixed codes of block type 1.
    private static let fixed: (lengths: Huffman, distances: Huffman) = {
        let lengths =
            [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
            + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
        // Both are well-formed constant tables.
        return (try! Huffman(lengths: lengths), try! Huffman(lengths: [Int](repeating: 5, count: 30)))
    }()

    private mutating func codes(_ lengths: Huffman, _ distances: Huffman) throws(Failure) {
        while true {
            let symbol = try decode(lengths)
            if symbol < 256 {
                try append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let index = symbol - 257
            guard index < Self.lengthBase.count else { throw Failure(reason: "a length code is invalid") }
            let length = Self.lengthBase[index] + (try bits(Self.lengthExtra[index]))
            let d = try decode(distances)
            guard d < Self.distanceBase.count else { throw Failure(reason: "a distance code is invalid") }
            let distance = Self.distanceBase[d] + (try bits(Self.distanceExtra[d]))
            guard distance <= output.count else { throw Failure(reason: "a distance reaches before the start") }
            for _ in 0..<length { try append(output[output.count - distance]) }
        }
    }

    private mutating func dynamicTables() throws(Failure) -> (Huffman, Huffman) {
        let lengthCount = try bits(5) + 257
        let distanceCount = try bits(5) + 1
        let codeCount = try bits(4) + 4
        guard lengthCount <= 286, distanceCount <= 30 else { throw Failure(reason: "a block has too many codes") }
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for i in 0..<codeCount { codeLengths[order[i]] = try bits(3) }
        let lengthCode = try Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < lengthCount + distanceCount {
            let symbol = try decode(lengthCode)
            if symbol < 16 {
                lengths.append(symbol)
                continue
            }
            var value = 0
            let repeats: Int
            switch symbol {
            case 16:
                guard let previous = lengths.last else { throw Failure(reason: "a repeat has nothing to repeat") }
                value = previous
                repeats = 3 + (try bits(2))
            case 17: repeats = 3 + (try bits(3))
            default: repeats = 11 + (try bits(7))
            }
            guard lengths.count + repeats <= lengthCount + distanceCount else {
                throw Failure(reason: "code lengths run past their table")
            }
            lengths += [Int](repeating: value, count: repeats)
        }
        guard lengths[256] != 0 else { throw Failure(reason: "a block has no end code") }
        return (
            try Huffman(lengths: Array(lengths[..<lengthCount])), try Huffman(lengths: Array(lengths[lengthCount...]))
        )
    }
}
