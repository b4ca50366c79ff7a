// Rule C7: a subject's subscribers are kept in a Set, so the order in which one send visits them
// follows the process's hash seed. Two sinks of one PassthroughSubject write the same display;
// which writes last — and so what the display ends on — changes from run to run.
// Mirrored by Scenarios/combine/13-subscriber-order.txt.
import OpenCombine

// Only the clock of ts (Support/Preamble.swift) is used: nothing here is scheduled.

var display = ""
let p = PassthroughSubject<Int, Never>()
let formatter = p.sink { v in
    say("formatter \(v)")
    display = "\(v) items"
}
let clamp = p.sink { v in
    say("clamp \(v)")
    if v > 10 { display = "10+ items" }
}
say("-- step: p.send(50)")
p.send(50)
say("display \(display)")
say("-- end")
withExtendedLifetime((formatter, clamp)) {}
