/// Gives every distinct name in a file a dense symbol number while parsing, straight from
/// the source bytes. A repeated name reuses the `String` made the first time, and the
/// checker resolves names by symbol with an array lookup instead of hashing strings.
///
/// Each slot packs a name's hash with its symbol, and each symbol's source span is one
/// packed word, so a lookup touches few cache lines even with a million names.
struct NameInterner {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// `hash << 32 | (symbol + 1)`, 0 for an empty slot.
    private var slots: [UInt64] = Array(repeating: 0, count: 1024)
    /// `start << 20 | length` of a symbol's first spelling in the source.
    private var spans: [UInt64] = []
    private var hashes: [UInt32] = []
    private(set) var names: [String] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// How many distinct names were seen; symbols are `0..<count`.
    var count: Int { names.count }

    /// The symbol and string for the name spelled by `bytes[start..<end]` (at most 2^20 bytes).
    mutating func intern(_ start: Int, _ end: Int) -> (symbol: Int, name: String) {
        let length = min(end - start, (1 << 20) - 1)
        var hash: UInt32 = 2_166_136_261
        for index in start..<start + length { hash = (hash ^ UInt32(bytes[index])) &* 16_777_619 }
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { break }
            if UInt32(truncatingIfNeeded: entry >> 32) == hash {
                let symbol = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
                let span = spans[symbol]
                if Int(span & 0xFFFFF) == length, same(Int(span >> 20), start, length) {
                    return (symbol, names[symbol])
                }
            }
            slot = (slot + 1) & mask
        }
        let symbol = names.count
        names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<start + length]), as: UTF8.self))
        spans.append(UInt64(start) << 20 | UInt64(length))
        hashes.append(hash)
        slots[slot] = UInt64(hash) << 32 | UInt64(symbol + 1)
        if names.count * 2 > slots.count { grow() }
        return (symbol, names[symbol])
    }

    /// The symbol for a name that is not spelled in the source (a keyword used as a name).
    mutating func intern(_ name: String) -> Int {
        let table = self.table()
        if let existing = table.index(of: name) { return existing }
        names.append(name)
        spans.append(UInt64.max)
        hashes.append(NameTable.hash(name))
        return names.count - 1
    }

    /// The names as a table that outlives the source buffer (same symbols, same hash).
    func table() -> NameTable {
        NameTable(names: names, hashes: hashes)
    }

    private func same(_ first: Int, _ second: Int, _ length: Int) -> Bool {
        for offset in 0..<length where bytes[first + offset] != bytes[second + offset] { return false }
        return true
    }

    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (symbol, hash) in hashes.enumerated() where spans[symbol] != UInt64.max {
            var slot = Int(hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = UInt64(hash) << 32 | UInt64(symbol + 1)
        }
    }
}
