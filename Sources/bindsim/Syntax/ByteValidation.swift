/// Checks a whole file for NUL bytes and invalid UTF-8 in one pass, before lexing.
enum ByteValidation {
    enum Problem: Equatable {
        case nulByte
        case invalidUTF8
    }

    /// The first problem and its byte offset, or nil when the bytes are clean UTF-8 text.
    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>) -> (problem: Problem, offset: Int)? {
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var index = 0
        while index < count {
            if index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let high: UInt64 = 0x8080_8080_8080_8080
                let low: UInt64 = 0x0101_0101_0101_0101
                let hasZero = (word &- low) & ~word & high
                if word & high == 0, hasZero == 0 {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte == 0 { return (.nulByte, index) }
            if byte < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch byte {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; low = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; high = 0x9F
            case 0xF0: length = 4; low = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; high = 0x8F
            default: return (.invalidUTF8, index)
            }
            guard index + length <= count else { return (.invalidUTF8, index) }
            let second = bytes[index + 1]
            guard second >= low, second <= high else { return (.invalidUTF8, index) }
            for offset in 2..<max(2, length) where bytes[index + offset] & 0xC0 != 0x80 {
                return (.invalidUTF8, index)
            }
            index += length
        }
        return nil
    }
}
