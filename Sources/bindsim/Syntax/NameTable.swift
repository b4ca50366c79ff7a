/// A hash table from node names to dense indices (declaration order).
///
/// Open addressing with an FNV-1a hash over the name's UTF-8 bytes: names are short, and
/// this is several times cheaper than `Dictionary<String, Int>`'s seeded SipHash on the
/// front end's hottest path (every name use is a lookup).
struct NameTable: Sendable {
    private var slots: [Int32] = Array(repeating: -1, count: 16)
    private var hashes: [UInt32] = []
    /// The names in insertion order; a name's index is its position here.
    private(set) var names: [String] = []

    var count: Int { names.count }

    init() {}

    /// A table of names with precomputed hashes; a name's index is its position.
    init(names: [String], hashes: [UInt32]) {
        var size = 16
        while size < names.count * 2 { size *= 2 }
        self.slots = Array(repeating: -1, count: size)
        self.names = names
        self.hashes = hashes
        for (index, hash) in hashes.enumerated() { place(Int32(index), hash: hash) }
    }

    /// The index of `name`, if present.
    func index(of name: String) -> Int? {
        let hash = Self.hash(name)
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while true {
            let entry = slots[slot]
            if entry < 0 { return nil }
            if hashes[Int(entry)] == hash, names[Int(entry)] == name { return Int(entry) }
            slot = (slot + 1) & mask
        }
    }

    /// Adds a name not yet present and returns its index.
    @discardableResult
    mutating func insert(_ name: String) -> Int {
        if (names.count + 1) * 2 > slots.count { grow() }
        let hash = Self.hash(name)
        let index = names.count
        names.append(name)
        hashes.append(hash)
        place(Int32(index), hash: hash)
        return index
    }

    private mutating func place(_ entry: Int32, hash: UInt32) {
        let mask = slots.count - 1
        var slot = Int(hash) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = entry
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        for (index, hash) in hashes.enumerated() { place(Int32(index), hash: hash) }
    }

    static func hash(_ name: String) -> UInt32 {
        var copy = name
        return copy.withUTF8 { bytes in
            var hash: UInt32 = 2_166_136_261
            for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
            return hash
        }
    }
}
