// Rule C13: a Future runs its closure when it is created, once; it keeps the first result and
// ignores later promise calls. At the result each subscriber gets the value and then `finished`
// (one subscriber after the other); a subscriber that comes later gets both at once; a failed
// Future gives every subscriber, early or late, only the failure. Rule C7: g's two subscribers
// sit in a Set, so which of them hears the result first varies between runs.
// Mirrored by Scenarios/combine/15-future.txt.
import OpenCombine

// Only the clock of ts (Support/Preamble.swift) is used: nothing here is scheduled.

say("-- step: let f = Future (its closure fulfils 1, then 2)")
let f = Future<Int, Message> { promise in
    say("f closure runs")
    promise(.success(1))
    promise(.success(2))
}
say("-- step: f.sink (a)")
let a = sink("a", f)

var fulfilG: ((Result<Int, Message>) -> Void)?
say("-- step: let g = Future (its closure keeps the promise)")
let g = Future<Int, Message> { promise in
    say("g closure runs")
    fulfilG = promise
}
say("-- step: g.sink (c)")
let c = sink("c", g)
say("-- step: g.sink (d)")
let d = sink("d", g)
say("-- step: promise(.success(5))")
fulfilG?(.success(5))
say("-- step: promise(.success(6))")
fulfilG?(.success(6))
say("-- step: g.sink (e, late)")
let e = sink("e", g)

var fulfilH: ((Result<Int, Message>) -> Void)?
say("-- step: let h = Future (its closure keeps the promise)")
let h = Future<Int, Message> { promise in fulfilH = promise }
say("-- step: h.sink (x)")
let x = sink("x", h)
say("-- step: promise(.failure(nope))")
fulfilH?(.failure(Message(text: "nope")))
say("-- step: promise(.success(7))")
fulfilH?(.success(7))
say("-- step: h.sink (y, late)")
let y = sink("y", h)
say("-- end")
withExtendedLifetime((a, c, d, e, x, y)) {}
