import Testing
@testable import bindsim

/// `RunLengthStack` behaves as an array used as a stack, and a chain of steady steps stays a few runs.
@Suite struct RunLengthStackTests {
    @Test("the same entries as an array under random appends and truncations", arguments: [1, 2, 3, 4, 5])
    func matchesAnArray(seed: UInt64) {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var stack = RunLengthStack()
        var array: [Int] = []
        for _ in 0..<20_000 {
            switch next(10) {
            case 0...5:
                // Mostly steady steps (as a chain makes), sometimes a jump, an extreme or a repeat.
                let base = array.last ?? 0
                let value = [base &+ 1, base, base &+ 2, next(1000) - 500, Int.max, Int.min][next(6)]
                stack.append(value)
                array.append(value)
            case 6...7:
                let keep = max(0, array.count - next(4))
                stack.truncate(to: keep)
                array.removeLast(array.count - keep)
            case 8:
                if !array.isEmpty {
                    stack.removeLast()
                    array.removeLast()
                }
            default:
                if next(50) == 0 {
                    stack.removeAll()
                    array.removeAll()
                }
            }
            #expect(stack.count == array.count)
            #expect(stack.last == array.last)
        }
    }

    @Test("truncating below zero empties it; an empty stack has no last entry")
    func edges() {
        var stack = RunLengthStack(7)
        stack.append(9)
        stack.truncate(to: -3)
        #expect(stack.isEmpty && stack.last == nil)
        stack.append(4)
        #expect(stack.count == 1 && stack.last == 4)
    }
}

/// `ShownLineStack` (a bit a level) gives the counts an array of counts gives.
@Suite struct ShownLineStackTests {
    @Test("the same counts as an array under random pushes and truncations, across word boundaries",
          arguments: [1, 2, 3])
    func matchesAnArray(seed: UInt64) {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var stack = ShownLineStack()
        var array = [0]
        for _ in 0..<20_000 {
            if next(3) > 0 {
                // Pushes in bursts, so that the stack crosses many 64-level words.
                for _ in 0..<next(150) {
                    let shown = next(2) == 0
                    stack.push(shownLine: shown)
                    array.append(array[array.count - 1] + (shown ? 1 : 0))
                }
            } else {
                let keep = max(1, array.count - next(200))
                stack.truncate(to: keep)
                array.removeLast(array.count - keep)
            }
            #expect(stack.count == array.count)
            #expect(stack.last == array[array.count - 1])
        }
        stack.removeAll()
        #expect(stack.count == 1 && stack.last == 0)
    }
}

/// `RunLengthColumn` (origins by event id) reads as the zero-padded array it replaces.
@Suite struct RunLengthColumnTests {
    @Test("the same values as a zero-padded array under increasing sets with gaps, repeats and late writes",
          arguments: [1, 2, 3, 4])
    func matchesAnArray(seed: UInt64) {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var column = RunLengthColumn()
        var array: [Int32] = []
        for _ in 0..<20_000 {
            // Mostly the next index with the value before it (a chain), sometimes a new value,
            // a gap, a zero or (rarely) an index already set.
            let index = next(40) == 0 && !array.isEmpty ? next(array.count)
                : array.count + (next(10) == 0 ? next(5) : 0)
            let previous = array.last ?? 0
            let value: Int32 = [previous, previous, previous, Int32(next(50)), 0, .max][next(6)]
            column.set(value, at: index)
            if index >= array.count { array.append(contentsOf: repeatElement(0, count: index - array.count + 1)) }
            array[index] = value
            #expect(column.count == array.count)
            for probe in [index, next(array.count + 3) - 1, 0, array.count] {
                #expect(column[probe] == (array.indices.contains(probe) ? array[probe] : 0))
            }
        }
        for probe in array.indices where column[probe] != array[probe] {
            Issue.record("index \(probe): \(column[probe]), array \(array[probe])")
            break
        }
    }

    @Test("a chain of one origin is one run however long; each change of origin starts one")
    func runs() {
        var column = RunLengthColumn()
        for id in 1...1_000_000 { column.set(3, at: id) }
        #expect(column.runCount == 2)  // index 0 never set (0), then 3
        column.set(4, at: 1_000_001)
        column.set(3, at: 1_000_002)
        #expect(column.runCount == 4)
        #expect(column[500_000] == 3 && column[1_000_001] == 4 && column[0] == 0 && column[-1] == 0)
    }
}
