/// A fixed set of ASCII words looked up straight from source bytes, without making a String.
///
/// Used for keywords, operator and builtin names. Open addressing with an FNV-1a hash;
/// every hit is verified byte by byte.
struct WordTable<Meaning: Sendable>: Sendable {
    private let slots: [Int]
    private let words: [[UInt8]]
    private let meanings: [Meaning]

    init(_ entries: [(String, Meaning)]) {
        var size = 16
        while size < entries.count * 4 { size *= 2 }
        var slots = [Int](repeating: -1, count: size)
        for (index, entry) in entries.enumerated() {
            let bytes = Array(entry.0.utf8)
            var slot = bytes.withUnsafeBufferPointer { Int(Self.hash($0, 0, $0.count)) } & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = index
        }
        self.slots = slots
        self.words = entries.map { Array($0.0.utf8) }
        self.meanings = entries.map(\.1)
    }

    /// The meaning of the word `bytes[start..<end]`, if it is in the table.
    func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Meaning? {
        let mask = slots.count - 1
        var slot = Int(Self.hash(bytes, start, end)) & mask
        while true {
            let index = slots[slot]
            if index < 0 { return nil }
            if matches(words[index], bytes, start, end) { return meanings[index] }
            slot = (slot + 1) & mask
        }
    }

    /// The meaning of a word given as a String.
    func lookup(_ word: String) -> Meaning? {
        let bytes = Array(word.utf8)
        return bytes.withUnsafeBufferPointer { lookup($0, 0, $0.count) }
    }

    private func matches(_ word: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> Bool {
        guard word.count == end - start else { return false }
        for index in 0..<word.count where word[index] != bytes[start + index] { return false }
        return true
    }

    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for index in start..<end { hash = (hash ^ UInt32(bytes[index])) &* 16_777_619 }
        return hash
    }
}
