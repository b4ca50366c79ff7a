// Deferred (C13's counterpart): `Deferred { Future { … } }` makes a new Future for each
// subscription, so its closure runs when the deferred is subscribed, once per subscription, and
// never at the declaration. A bare Future ran its closure once, when it was made: `retry` only
// resubscribes to its kept failure (C14: n retries, n + 1 subscriptions), where a deferred one
// runs the work again. A closure that keeps its promise and fulfils it later (here from a sink on
// `response`) fulfils its own subscription's Future only; the others ignore the later calls.
// Mirrored by Scenarios/combine/22-deferred.txt.
import OpenCombine

// Only the clock of ts (Support/Preamble.swift) is used: nothing here is scheduled.

var attempts = 0
say("-- step: let f = Future (fails until attempt 3)")
let f = Future<Int, Message> { promise in
    attempts += 1
    say("f closure runs: attempt \(attempts)")
    promise(attempts < 3 ? .failure(Message(text: "try \(attempts)")) : .success(attempts))
}
say("-- step: f.retry(3).sink (s1)")
let s1 = sink("s1", f.retry(3))

var tries = 0
say("-- step: let d = Deferred { Future (fails until try 3) }")
let d = Deferred {
    Future<Int, Message> { promise in
        tries += 1
        say("d closure runs: try \(tries)")
        promise(tries < 3 ? .failure(Message(text: "try \(tries)")) : .success(tries))
    }
}
say("-- step: d.retry(3).sink (s2)")
let s2 = sink("s2", d.retry(3))
say("-- step: d.sink (s3)")
let s3 = sink("s3", d)

let response = PassthroughSubject<Int, Never>()
var waiting: [AnyCancellable] = []
var asked = 0
say("-- step: let later = Deferred { Future (fulfilled by the next response) }")
let later = Deferred {
    Future<Int, Message> { promise in
        asked += 1
        let ask = asked
        say("later closure runs: ask \(ask)")
        waiting.append(response.sink { value in
            say("response \(value) for ask \(ask)")
            promise(.success(value))
        })
    }
}
say("-- step: later.sink (a)")
let a = sink("a", later)
say("-- step: response.send(1)")
response.send(1)
say("-- step: later.sink (b)")
let b = sink("b", later)
say("-- step: response.send(2)")
response.send(2)
say("-- end")
withExtendedLifetime((s1, s2, s3, a, b, waiting)) {}
