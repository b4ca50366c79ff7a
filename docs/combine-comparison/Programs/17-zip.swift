// Rule C17: zip pairs its inputs' values in order, buffering the faster input. It finishes as
// soon as a finished input has nothing buffered: then the other input's buffered values are never
// paired. An input that finishes with values still buffered keeps zip going until they are paired.
// (RxSwift's zip finishes only when every input has.) Mirrored by Scenarios/combine/17-zip.txt.
import OpenCombine

// Only the clock of ts (Support/Preamble.swift) is used: nothing here is scheduled.

let a = PassthroughSubject<String, Never>()
let b = PassthroughSubject<String, Never>()
say("-- step: a.zip(b).sink (z)")
let z = sink("z", a.zip(b).map { "\($0)\($1)" })
for (subject, name, value) in [(a, "a", "a1"), (a, "a", "a2"), (b, "b", "b1"), (b, "b", "b2"), (b, "b", "b3"),
                               (b, "b", "b4")] {
    say("-- step: \(name).send(\(value))")
    subject.send(value)
}
say("-- step: a.send(completion: .finished)")
a.send(completion: .finished)
say("-- step: b.send(b5)")
b.send("b5")

let c = PassthroughSubject<String, Never>()
let d = PassthroughSubject<String, Never>()
say("-- step: c.zip(d).sink (w)")
let w = sink("w", c.zip(d).map { "\($0)\($1)" })
say("-- step: c.send(c1)")
c.send("c1")
say("-- step: c.send(c2)")
c.send("c2")
say("-- step: c.send(completion: .finished)")
c.send(completion: .finished)
say("-- step: d.send(d1)")
d.send("d1")
say("-- step: d.send(d2)")
d.send("d2")
say("-- step: d.send(d3)")
d.send("d3")
say("-- end")
withExtendedLifetime((z, w)) {}
