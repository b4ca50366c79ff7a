@testable import BindKit
import Testing

/// Causal chains across scheduler hops (`CauseLink`): what a loop through timers keeps.
@Suite("Causal chains")
struct CauseChainTests {
    @Test("a long chain lets go of the links no walk reaches; its head keeps the counts")
    func chainsForgetTheirFarPast() {
        let runtime = Runtime()
        let node = FrameNode(runtime: runtime, role: .announcer, name: "a", runTop: { _, _ in })
        weak var first: CauseLink?
        var head: CauseLink?
        for index in 0..<10_000 {
            head = CauseLink(node: node, event: index, value: index, occurrences: index + 1, parent: head)
            head?.forgetWhatNoWalkReaches()
            if index == 0 { first = head }
        }
        var reachable = 0
        var link = head
        while let current = link {
            reachable += 1
            link = current.parent
        }
        // Every walk reads at most walkLimit links; between 2 and 3 times that stay.
        #expect(reachable > 2 * CauseLink.walkLimit)
        #expect(reachable <= 3 * CauseLink.walkLimit)
        #expect(first == nil)
        #expect(head?.occurrences == 10_000)
        #expect(head?.length == 10_000)
    }
}
