// Rules C5 and C6: a failure ends a subject like finishing does: later sends do nothing and a
// late subscriber gets the same failure at once.
// Mirrored by Scenarios/combine/09-subject-failure.txt.
import OpenCombine

// Only the clock of ts (Support/Preamble.swift) is used: nothing here is scheduled.

let p = PassthroughSubject<Int, Message>()
say("-- step: p.sink (s1)")
let s1 = sink("s1", p)
say("-- step: p.send(1)")
p.send(1)
say("-- step: p.send(completion: .failure(boom))")
p.send(completion: .failure(Message(text: "boom")))
say("-- step: p.send(2)")
p.send(2)
say("-- step: p.sink (s2, late)")
let s2 = sink("s2", p)
say("-- end")
withExtendedLifetime((s1, s2)) {}
