// Rule C2: throttle — latest: false emits the first value of each window, latest: true the
// last; a window opens at a value arriving when none is open; what completion does with a
// pending value.
// Mirrored by Scenarios/combine/02-throttle.txt.
import OpenCombine

let p = PassthroughSubject<String, Never>()
let q = PassthroughSubject<String, Never>()

let first = p.throttle(for: .milliseconds(300), scheduler: ts, latest: false)
    .sink(receiveCompletion: { say("first \(describe($0))") },
          receiveValue: { say("first \($0)") })
let latest = q.throttle(for: .milliseconds(300), scheduler: ts, latest: true)
    .sink(receiveCompletion: { say("latest \(describe($0))") },
          receiveValue: { say("latest \($0)") })

for (t, v) in [(0, "a"), (100, "b"), (200, "c"), (300, "d"), (1000, "e"), (1100, "f"), (1250, "g")] {
    advance(to: t)
    say("-- step: p.send(\"\(v)\"); q.send(\"\(v)\")")
    p.send(v)
    q.send(v)
}
advance(to: 1260)
say("-- step: p.send(completion: .finished); q.send(completion: .finished)")
p.send(completion: .finished)
q.send(completion: .finished)
advance(to: 2000)
say("-- end")
withExtendedLifetime((first, latest)) {}
