// Rules C19 (receive(on:) hands each value to the scheduler: a value sent from inside the sink
// is queued behind what is already queued, not nested) and C15 (on ImmediateScheduler the
// hand-off is a plain call: a send from inside the sink nests).
// Mirrored by Scenarios/combine/07-receive-on.txt.
import OpenCombine

let p = PassthroughSubject<Int, Never>()
let queued = p.receive(on: ts).sink { v in
    say("queued \(v)")
    if v == 1 { p.send(2) }
}
say("-- step: p.send(1)")
p.send(1)
say("-- step: p.send(5)")
p.send(5)
say("-- step: ts.advance(by: 0)")
ts.advance(by: .milliseconds(0))

let q = PassthroughSubject<Int, Never>()
let immediate = q.receive(on: ImmediateScheduler.shared).sink { v in
    say("immediate \(v) begin")
    if v == 1 { q.send(2) }
    say("immediate \(v) end")
}
say("-- step: q.send(1)")
q.send(1)
say("-- step: q.send(5)")
q.send(5)
say("-- end")
withExtendedLifetime((queued, immediate)) {}
