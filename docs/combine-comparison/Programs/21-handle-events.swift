// handleEvents(receiveOutput:) runs its closure for each value before the value goes on
// (Publishers.HandleEvents.swift:180-188: receiveOutput(input), then downstream.receive(input)),
// so what it writes is written before the sink runs; and it runs once per subscription, a
// second subscriber runs it a second time. The passthrough's two subscribers sit in a Set (C7):
// which of s and t the second send reaches first varies between runs. Mirrored by
// Scenarios/combine/21-handle-events.txt.
import OpenCombine

// Only the clock of ts (Support/Preamble.swift) is used: nothing here is scheduled.

let query = PassthroughSubject<String, Never>()
var loading = false
var requests = 0
let pipeline = query
    .handleEvents(receiveOutput: { value in
        loading = true
        requests += 1
        say("handleEvents \(value): loading = true, requests = \(requests)")
    })
    .map { $0 + "!" }
say("-- step: pipeline.sink (s)")
let s = pipeline.sink { value in
    say("s \(value), loading = \(loading)")
    loading = false
}
say("-- step: query.send(\"a\")")
query.send("a")
say("-- step: pipeline.sink (t)")
let t = pipeline.sink { value in say("t \(value)") }
say("-- step: query.send(\"b\")")
query.send("b")
say("-- end: requests = \(requests), loading = \(loading)")
withExtendedLifetime((s, t)) {}
