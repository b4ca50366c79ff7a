// Rules C3 (debounce: a value is emitted once the source has been quiet for the interval; a
// newer value restarts the wait; completion and a pending value) and C4 (delay: each event,
// values and completion alike, is re-sent the interval later).
// Mirrored by Scenarios/combine/03-debounce-delay.txt.
import OpenCombine

let p = PassthroughSubject<String, Never>()
let q = PassthroughSubject<String, Never>()

let debounced = p.debounce(for: .milliseconds(200), scheduler: ts)
    .sink(receiveCompletion: { say("debounce \(describe($0))") },
          receiveValue: { say("debounce \($0)") })
let delayed = q.delay(for: .milliseconds(100), scheduler: ts)
    .sink(receiveCompletion: { say("delay \(describe($0))") },
          receiveValue: { say("delay \($0)") })

// At each time, p's event first, then q's.
enum Event { case value(String), finished }
let timeline: [(Int, Event?, Event?)] = [
    (0, .value("a"), .value("x")),
    (50, nil, .finished),
    (100, .value("b"), nil),
    (400, .value("c"), nil),
    (700, .value("d"), nil),
    (750, .finished, nil),
]
func send(_ name: String, _ subject: PassthroughSubject<String, Never>, _ event: Event?) {
    switch event {
    case .value(let v)?:
        say("-- step: \(name).send(\"\(v)\")")
        subject.send(v)
    case .finished?:
        say("-- step: \(name).send(completion: .finished)")
        subject.send(completion: .finished)
    case nil:
        break
    }
}
for (t, pe, qe) in timeline {
    advance(to: t)
    send("p", p, pe)
    send("q", q, qe)
}
advance(to: 2000)
say("-- end")
withExtendedLifetime((debounced, delayed)) {}
