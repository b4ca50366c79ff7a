// Rules C5 and C6: after a subject has finished, sends do nothing and a late subscriber gets
// the completion at once (a CurrentValueSubject no value); what CurrentValueSubject's `value`
// reads and whether its setter still stores after completion; a second completion is ignored.
// Mirrored by Scenarios/combine/08-subject-completion.txt.
import OpenCombine

// Only the clock of ts (Support/Preamble.swift) is used: nothing here is scheduled.

let p = PassthroughSubject<Int, Never>()
let c = CurrentValueSubject<Int, Never>(0)
say("-- step: p.sink (s1)")
let s1 = sink("s1", p)
say("-- step: c.sink (s2)")
let s2 = sink("s2", c)
say("-- step: p.send(1)")
p.send(1)
say("-- step: c.send(1)")
c.send(1)
say("-- step: p.send(completion: .finished)")
p.send(completion: .finished)
say("-- step: c.send(completion: .finished)")
c.send(completion: .finished)
say("-- step: p.send(2)")
p.send(2)
say("-- step: c.send(2)")
c.send(2)
say("c.value \(c.value)")
say("-- step: c.value = 3")
c.value = 3
say("c.value \(c.value)")
say("-- step: p.sink (s3, late)")
let s3 = sink("s3", p)
say("-- step: c.sink (s4, late)")
let s4 = sink("s4", c)
say("-- step: p.send(completion: .finished) (again)")
p.send(completion: .finished)
say("-- end")
withExtendedLifetime((s1, s2, s3, s4)) {}
