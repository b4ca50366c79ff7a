// Rule C12: share() is multicast(PassthroughSubject()).autoconnect(). A later subscriber misses
// what was already sent; the subject's subscribers sit in a Set (C7), so the order in which one
// send reaches them varies between runs; and once the upstream has finished, the subject has
// too: a later subscriber gets only `finished`, with no new subscription to the upstream
// (RxSwift's share subscribes to the source again). Mirrored by Scenarios/combine/20-share.txt.
import OpenCombine

// Only the clock of ts (Support/Preamble.swift) is used: nothing here is scheduled.

let source = PassthroughSubject<Int, Never>()
let shared = source.map { $0 * 10 }.share()
say("-- step: shared.sink (a)")
let a = sink("a", shared)
say("-- step: source.send(1)")
source.send(1)
say("-- step: shared.sink (b, late)")
let b = sink("b", shared)
say("-- step: source.send(2)")
source.send(2)

var subscriptions = 0
let once = Just(5).handleEvents(receiveSubscription: { _ in
    subscriptions += 1
    say("Just subscribed (\(subscriptions))")
}).share()
say("-- step: once.sink (c)")
let c = sink("c", once)
say("-- step: once.sink (d, after the end)")
let d = sink("d", once)
say("-- end")
withExtendedLifetime((a, b, c, d)) {}
