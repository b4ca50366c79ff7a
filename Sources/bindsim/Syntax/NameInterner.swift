/// Gives every distinct name in a file a dense symbol number while parsing, straight from
/// the source bytes. A repeated name reuses the `String` made the first time, and the
/// checker resolves names by symbol with an array lookup instead of hashing strings.
struct NameInterner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var slots: [Int32] = Array(repeating: -1, count: 1024)
    private var hashes: [UInt32] = []
    private var starts: [Int32] = []
    private var lengths: [Int32] = []
    private(set) var names: [String] = []

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// How many distinct names were seen; symbols are `0..<count`.
    var count: Int { names.count }

    /// The symbol and string for the name spelled by `bytes[start..<end]`.
    mutating func intern(_ start: Int, _ end: Int) -> (symbol: Int, name: String) {
        var hash: UInt32 = 2_166_136_261
        for index in start..<end { hash = (hash ^ UInt32(bytes[index])) &* 16_777_619 }
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let entry = Int(slots[slot])
            if entry < 0 { break }
            if hashes[entry] == hash, Int(lengths[entry]) == end - start, same(Int(starts[entry]), start, end - start) {
                return (entry, names[entry])
            }
            slot = (slot + 1) & mask
        }
        let symbol = names.count
        names.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self))
        hashes.append(hash)
        starts.append(Int32(truncatingIfNeeded: start))
        lengths.append(Int32(truncatingIfNeeded: end - start))
        if names.count * 2 > slots.count {
            grow()
        } else {
            slots[slot] = Int32(symbol)
        }
        return (symbol, names[symbol])
    }

    /// The symbol for a name that is not in the source (a keyword used as a name).
    mutating func intern(_ name: String) -> Int {
        if let existing = names.firstIndex(of: name) { return existing }
        names.append(name)
        hashes.append(0)
        starts.append(0)
        lengths.append(-1)
        return names.count - 1
    }

    private func same(_ first: Int, _ second: Int, _ length: Int) -> Bool {
        for offset in 0..<length where bytes[first + offset] != bytes[second + offset] { return false }
        return true
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        let mask = slots.count - 1
        for (entry, hash) in hashes.enumerated() where lengths[entry] >= 0 {
            var slot = Int(hash) & mask
            while slots[slot] >= 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(entry)
        }
    }
}
