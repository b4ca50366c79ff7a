// Rule C15: a send from inside a subscriber is delivered at once, nested inside the delivery
// that made it (no queue, no guard) — here through a map.
// Mirrored by Scenarios/combine/11-reentrant-send-nests.txt.
import OpenCombine

// Only the clock of ts (Support/Preamble.swift) is used: nothing here is scheduled.

let p = PassthroughSubject<Int, Never>()
let s = p.map { $0 * 10 }.sink { v in
    say("sink \(v) begin")
    if v == 10 { p.send(2) }
    say("sink \(v) end")
}
say("-- step: p.send(1)")
p.send(1)
say("-- end")
withExtendedLifetime(s) {}
