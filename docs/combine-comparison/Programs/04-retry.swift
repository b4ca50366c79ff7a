// Rule C14: retry(n) re-subscribes to the upstream after a failure, at most n times, and then
// passes the failure on; a CurrentValueSubject upstream replays its current value to each new
// subscription.
// Mirrored by Scenarios/combine/04-retry.txt.
import OpenCombine

// Only the clock of ts (Support/Preamble.swift) is used: nothing here is scheduled.

let r = CurrentValueSubject<Int, Message>(1)
say("-- step: r...retry(1).sink (s1)")
let s1 = r
    .handleEvents(receiveSubscription: { _ in say("r subscribed") })
    .tryMap { v -> Int in
        if v == 5 { throw Message(text: "x") }
        return v
    }
    .retry(1)
    .sink(receiveCompletion: { say("s1 \(describe($0))") },
          receiveValue: { say("s1 \($0)") })
say("-- step: r.send(5)")
r.send(5)

let q = CurrentValueSubject<Int, Message>(0)
say("-- step: q...retry(3).sink (s2)")
let s2 = q
    .handleEvents(receiveSubscription: { _ in say("q subscribed") })
    .tryMap { _ -> Int in throw Message(text: "y") }
    .retry(3)
    .sink(receiveCompletion: { say("s2 \(describe($0))") },
          receiveValue: { say("s2 \($0)") })
say("-- end")
withExtendedLifetime((s1, s2)) {}
