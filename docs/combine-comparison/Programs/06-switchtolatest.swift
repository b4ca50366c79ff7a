// Rule C16: switchToLatest keeps only the newest inner publisher (a newer one cancels the older
// one's pending value) and finishes when the outer has finished and the current inner has;
// flatMap (unlimited) keeps every inner publisher.
// Mirrored by Scenarios/combine/06-switchtolatest.txt.
import OpenCombine

let query = PassthroughSubject<String, Never>()
let latest = query
    .map { q in Just(q).delay(for: .milliseconds(100), scheduler: ts) }
    .switchToLatest()
    .sink(receiveCompletion: { say("result \(describe($0))") },
          receiveValue: { say("result \($0)") })

for (t, v) in [(0, "a"), (50, "ab"), (200, "abc")] {
    advance(to: t)
    say("-- step: query.send(\"\(v)\")")
    query.send(v)
}
advance(to: 210)
say("-- step: query.send(completion: .finished)")
query.send(completion: .finished)
advance(to: 1000)

let query2 = PassthroughSubject<String, Never>()
let flat = query2
    .flatMap { q in Just(q).delay(for: .milliseconds(100), scheduler: ts) }
    .sink(receiveCompletion: { say("flat \(describe($0))") },
          receiveValue: { say("flat \($0)") })
for (t, v) in [(1000, "a"), (1050, "ab")] {
    advance(to: t)
    say("-- step: query2.send(\"\(v)\")")
    query2.send(v)
}
advance(to: 2000)
say("-- end")
withExtendedLifetime((latest, flat)) {}
