import Testing
@testable import bindsim

/// `--orders`: the orders a run gives unspecified subscriber sets, and how runs enumerate them.
@Suite struct OrderEnumerationTests {
    @Test("permutations in lexicographic order, the first the identity")
    func permutations() {
        #expect((0..<6).map { OrderEnumeration.permutation($0, of: 3) }
                == [[0, 1, 2], [0, 2, 1], [1, 0, 2], [1, 2, 0], [2, 0, 1], [2, 1, 0]])
        #expect(OrderEnumeration.factorial(6) == 720)
        #expect(OrderEnumeration.factorial(7) == OrderEnumeration.maxRuns + 1)
    }

    @Test("all: two choice points met in turn give every combination, depth first; a set keeps its order in a run")
    func depthFirst() {
        let enumeration = OrderEnumeration(.all)
        var seen: [String] = []
        repeat {
            enumeration.beginRun()
            let first = enumeration.order(of: "a", labels: ["t1", "t2"])
            #expect(enumeration.order(of: "a", labels: ["t1", "t2"]) == first)
            _ = enumeration.order(of: "b", labels: ["u1", "u2", "u3"])
            seen.append(enumeration.description)
        } while enumeration.advance()
        #expect(seen.count == 12)
        #expect(Set(seen).count == 12)
        #expect(seen.first == "a: t1, t2; b: u1, u2, u3")
        #expect(seen[6] == "a: t2, t1; b: u1, u2, u3")
    }

    @Test("a choice that changes what the run meets next forgets the choices after it")
    func pathDependent() {
        let enumeration = OrderEnumeration(.all)
        var runs = 0
        repeat {
            runs += 1
            enumeration.beginRun()
            // The second choice point exists only when the first picks its first order.
            if enumeration.order(of: "a", labels: ["t1", "t2"]) == [0, 1] {
                _ = enumeration.order(of: "b", labels: ["u1", "u2"])
            }
        } while enumeration.advance()
        #expect(runs == 3)
    }
}
