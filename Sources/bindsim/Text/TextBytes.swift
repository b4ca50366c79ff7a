/// UTF-8 text built in place. Trace lines are assembled here and copied into
/// the output buffer as bytes, so printing a line creates no `String`.
struct TextBytes: Equatable {
    private(set) var bytes: [UInt8] = []

    var isEmpty: Bool { bytes.isEmpty }
    var count: Int { bytes.count }

    mutating func reserveCapacity(_ capacity: Int) {
        bytes.reserveCapacity(capacity)
    }

    /// The 64-bit FNV-1a hash of the bytes (deterministic, unlike `hashValue`).
    func fnv1a() -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// Empties the text, keeping its storage.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Makes this text a copy of `other`, reusing this text's storage.
    mutating func assign(_ other: TextBytes) {
        bytes.removeAll(keepingCapacity: true)
        bytes.append(contentsOf: other.bytes)
    }

    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    mutating func append(_ other: TextBytes) {
        bytes.append(contentsOf: other.bytes)
    }

    mutating func append(ascii byte: UInt8) {
        bytes.append(byte)
    }

    mutating func appendSpaces(_ count: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// `number` in decimal, as `String(number)` writes it.
    mutating func appendDecimal(_ number: Int) {
        LiteralText.appendDecimal(number, to: &bytes)
    }

    /// `number` as traces write it (`LiteralText.number`), without making a String.
    mutating func appendNumber(_ number: Double) {
        LiteralText.appendNumber(number, to: &bytes)
    }
}
