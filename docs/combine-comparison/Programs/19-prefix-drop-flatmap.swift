// Rule C16's operators with labels: prefix(while:), drop(while:), prefix(untilOutputFrom:),
// drop(untilOutputFrom:), and flatMap(maxPublishers: .max(1)) over a PassthroughSubject, which
// drops what arrives while its one inner publisher runs (no demand). prefix(untilOutputFrom:)
// subscribes to its trigger first, as RxSwift's take(until:) does; drop(untilOutputFrom:) also
// subscribes to its trigger first, where RxSwift's skip(until:) subscribes to the source first —
// a CurrentValueSubject trigger has then already fired when the source's value arrives.
// Mirrored by Scenarios/combine/19-prefix-drop-flatmap.txt.
import OpenCombine

let a = PassthroughSubject<Int, Never>()
say("-- step: a.prefix(while: < 3).sink (prefixWhile)")
let s1 = sink("prefixWhile", a.prefix(while: { $0 < 3 }))
for value in [1, 2, 3, 1] {
    say("-- step: a.send(\(value))")
    a.send(value)
}

let b = PassthroughSubject<Int, Never>()
say("-- step: b.drop(while: < 3).sink (dropWhile)")
let s2 = sink("dropWhile", b.drop(while: { $0 < 3 }))
for value in [1, 3, 1] {
    say("-- step: b.send(\(value))")
    b.send(value)
}

let c = CurrentValueSubject<Int, Never>(0)
let stop = PassthroughSubject<Int, Never>()
say("-- step: c.prefix(untilOutputFrom: stop).sink (prefixUntil)")
let s3 = sink("prefixUntil", c.prefix(untilOutputFrom: stop))
say("-- step: c.send(1)")
c.send(1)
say("-- step: stop.send(0)")
stop.send(0)
say("-- step: c.send(2)")
c.send(2)
let stopNow = CurrentValueSubject<Int, Never>(0)
say("-- step: c.prefix(untilOutputFrom: stopNow).sink (prefixUntilCurrent)")
let s4 = sink("prefixUntilCurrent", c.prefix(untilOutputFrom: stopNow))

let d = CurrentValueSubject<Int, Never>(10)
let go = PassthroughSubject<Int, Never>()
say("-- step: d.drop(untilOutputFrom: go).sink (dropUntil)")
let s5 = sink("dropUntil", d.drop(untilOutputFrom: go))
say("-- step: d.send(11)")
d.send(11)
say("-- step: go.send(0)")
go.send(0)
say("-- step: d.send(12)")
d.send(12)
let goNow = CurrentValueSubject<Int, Never>(0)
say("-- step: d.drop(untilOutputFrom: goNow).sink (dropUntilCurrent)")
let s6 = sink("dropUntilCurrent", d.drop(untilOutputFrom: goNow))

let taps = PassthroughSubject<Int, Never>()
say("-- step: taps.flatMap(maxPublishers: .max(1)) { Just(v).delay(100) }.sink (first)")
let s7 = sink("first", taps.flatMap(maxPublishers: .max(1)) { value in
    Just(value).delay(for: .milliseconds(100), scheduler: ts)
})
say("-- step: taps.send(1)")
taps.send(1)
advance(to: 50)
say("-- step: taps.send(2)")
taps.send(2)
advance(to: 150)
say("-- step: taps.send(3)")
taps.send(3)
advance(to: 300)
say("-- end")
withExtendedLifetime((s1, s2, s3, s4, s5, s6, s7)) {}
