import Foundation
import BindKit
import Testing

/// `ObservedProperty` and `ObservationTracking` against what Swift 6.3.1's Observation module
/// printed for the same programs (docs/observation-comparison: the program number in each test).
@Suite("Observation: @Observable properties and withObservationTracking")
struct ObservationTests {
    /// Runs `body` on a fresh runtime.
    private func run(_ body: () -> Void) {
        Runtime().withCurrent(body)
    }

    @Test("onChange runs in the willSet, reads the old value, and the tracker is one-shot (01)")
    func onChangeInWillSet() {
        run {
            let a = ObservedProperty("", name: "a")
            let b = ObservedProperty("B", name: "b")
            var log: [String] = []
            let (_, tracker) = ObservationTracking.track(label: "t", { _ = a.value }, onChange: {
                log.append("onChange: a reads \(a.value), b reads \(b.value)")
            })
            #expect(tracker != nil)
            a.value = "x"
            log.append("after: a = \(a.value)")
            a.value = "y"
            #expect(log == ["onChange: a reads , b reads B", "after: a = x"])
            #expect(tracker?.isCancelled == true)
            #expect(a.value == "y")
        }
    }

    @Test("re-arming inside onChange reads the old value and fires for the next write only (02)")
    func rearmInOnChange() {
        run {
            let a = ObservedProperty(0, name: "a")
            var log: [String] = []
            var firings = 0
            func arm() {
                _ = ObservationTracking.track(label: "t", { log.append("apply reads a = \(a.value)") }, onChange: {
                    firings += 1
                    log.append("onChange \(firings)")
                    if firings < 3 { arm() }
                })
            }
            arm()
            for value in 1...4 {
                log.append("set a = \(value)")
                a.value = value
            }
            #expect(log == ["apply reads a = 0", "set a = 1", "onChange 1", "apply reads a = 0", "set a = 2",
                            "onChange 2", "apply reads a = 1", "set a = 3", "onChange 3", "set a = 4"])
        }
    }

    @Test("an ignored property is never tracked, and an apply that reads nothing installs nothing (03)")
    func trackedSet() {
        run {
            let note = ObservedProperty("", name: "note", isEqual: ==, ignored: true)
            var fired = false
            let (_, ignored) = ObservationTracking.track(label: "t1", { _ = note.value }, onChange: { fired = true })
            let (_, empty) = ObservationTracking.track(label: "t2", {}, onChange: { fired = true })
            note.value = "x"
            #expect(ignored == nil && empty == nil && !fired)
        }
    }

    @Test("a nested onChange's reads join the apply it fires in (04)")
    func nestedReadsJoinTheApply() {
        run {
            let a = ObservedProperty(0, name: "a")
            let b = ObservedProperty(0, name: "b")
            let c = ObservedProperty(0, name: "c")
            var log: [String] = []
            _ = ObservationTracking.track(label: "inner", { _ = a.value }, onChange: { log.append("inner reads c = \(c.value)") })
            let (_, outer) = ObservationTracking.track(label: "outer", { a.value = 1 }, onChange: { log.append("outer fired") })
            #expect(outer?.tracked == ["c"])
            b.value = 1
            c.value = 1
            #expect(log == ["inner reads c = 0", "outer fired"])
        }
    }

    @Test("a cascade runs nested, depth first, before anything is stored (06)")
    func cascade() {
        run {
            let a = ObservedProperty(0, name: "a")
            let b = ObservedProperty(0, name: "b")
            var log: [String] = []
            _ = ObservationTracking.track(label: "tb", { _ = b.value }, onChange: { log.append("b's: a = \(a.value), b = \(b.value)") })
            _ = ObservationTracking.track(label: "ta", { _ = a.value }, onChange: {
                log.append("a's begins: a = \(a.value)")
                b.value = 10
                log.append("a's ends: b = \(b.value)")
            })
            a.value = 1
            #expect(log == ["a's begins: a = 0", "b's: a = 0, b = 0", "a's ends: b = 10"])
            #expect(a.value == 1 && b.value == 10)
        }
    }

    @Test("re-entry guarded after three levels: stores unwind innermost first, the outermost wins (08)")
    func reentryUnwinds() {
        run {
            let text = ObservedProperty("", name: "text")
            var log: [String] = []
            var depth = 0
            _ = ObservationTracking.track(label: "t", { _ = text.value }, onChange: {
                depth += 1
                let level = depth
                log.append("onChange \(level) reads \(text.value)")
                if level < 3 { text.value = "level \(level)" }
                log.append("onChange \(level) returns; text reads \(text.value)")
            })
            text.value = "USER"
            #expect(log == ["onChange 1 reads ", "onChange 2 reads ", "onChange 3 reads ", "onChange 3 returns; text reads ",
                            "onChange 2 returns; text reads level 2", "onChange 1 returns; text reads level 1"])
            #expect(text.value == "USER")
        }
    }

    @Test("unguarded re-entry is a loop cut off through an observable; the stores still unwind (07)")
    func reentryIsALoop() {
        let runtime = Runtime()
        runtime.withCurrent {
            let text = ObservedProperty("", name: "text")
            var depth = 0
            _ = ObservationTracking.track(label: "t", { _ = text.value }, onChange: {
                depth += 1
                text.value = "level \(depth)"
            })
            text.value = "USER"
            #expect(runtime.loopReports.first?.throughObservation == true)
            #expect(runtime.loopReports.first?.crossesHops == false)
            #expect(text.value == "USER")
        }
    }

    @Test("an equal write announces nothing; mutate and a property without equality always announce (10)")
    func equalWrites() {
        run {
            let text = ObservedProperty("a", name: "text")
            let opaque = ObservedProperty(1, name: "opaque", isEqual: nil)
            var fired: [String] = []
            func watch<T>(_ property: ObservedProperty<T>, _ name: String) {
                _ = ObservationTracking.track(label: name, { _ = property.value }, onChange: { fired.append(name) })
            }
            watch(text, "equal")
            text.value = "a"
            #expect(fired.isEmpty)
            text.value = "b"
            #expect(fired == ["equal"])
            watch(text, "mutate")
            text.mutate("b")
            watch(opaque, "opaque")
            opaque.value = 1
            #expect(fired == ["equal", "mutate", "opaque"])
        }
    }
}

/// `ObservationsConsumer` against Swift's `Observations` (programs 14–16).
@Suite("Observation: the Observations loop")
struct ObservationsConsumerTests {
    @Test("first value on the first turn; a stretch's writes give one value; an equal write none; cancelled, nothing (14)")
    func coalesces() {
        Runtime().withCurrent {
            let a = ObservedProperty(0, name: "a")
            let queue = VirtualTimeScheduler()
            var values: [Int] = []
            let loop = ObservationsConsumer(label: "values", scheduler: queue, emit: { a.value },
                                            consume: { value, done in values.append(value); done() })
            loop.start()
            a.value = 1
            queue.runDue()
            a.value = 2
            a.value = 3
            queue.runDue()
            a.value = 3
            queue.runDue()
            loop.cancel()
            a.value = 4
            queue.runDue()
            #expect(values == [1, 3])
        }
    }

    @Test("writes while the body is busy give one value, the current one, when it is done (15)")
    func busyConsumer() {
        Runtime().withCurrent {
            let a = ObservedProperty(0, name: "a")
            let queue = VirtualTimeScheduler()
            var values: [Int] = []
            var release: (() -> Void)?
            let loop = ObservationsConsumer(label: "values", scheduler: queue, emit: { a.value }, consume: { value, done in
                values.append(value)
                if value == 1 { release = done } else { done() }
            })
            loop.start()
            queue.runDue()
            a.value = 1
            queue.runDue()
            for value in [2, 3, 4, 0] { a.value = value; queue.runDue() }
            release?()
            queue.runDue()
            #expect(values == [0, 1, 0])
            loop.cancel()
        }
    }

    @Test("a write-back comes round once more and stops when it is equal (16)")
    func writeBack() {
        Runtime().withCurrent {
            let text = ObservedProperty("", name: "text")
            let queue = VirtualTimeScheduler()
            var values: [String] = []
            let loop = ObservationsConsumer(label: "values", scheduler: queue, emit: { text.value }, consume: { value, done in
                values.append(value)
                text.value = value.lowercased().trimmingCharacters(in: .whitespaces)
                done()
            })
            loop.start()
            queue.runDue()
            text.value = "  Bob "
            queue.runDue()
            #expect(values == ["", "  Bob ", "bob"])
            #expect(text.value == "bob")
            loop.cancel()
        }
    }

    @Test("a body that keeps the loop dirty iterates in one job, ahead of the jobs queued meanwhile (19)")
    func spinsInOneJob() {
        Runtime().withCurrent {
            let a = ObservedProperty(0, name: "a")
            let queue = VirtualTimeScheduler()
            var seen = -1
            let loop = ObservationsConsumer(label: "counter", scheduler: queue, emit: { a.value }, consume: { value, done in
                if value == 1 { queue.enqueueJob(note: "task") { seen = a.value } }
                if value >= 1 && value < 5 { a.value = value + 1 }
                done()
            })
            loop.start()
            queue.runDue()
            a.value = 1
            queue.runDue()
            #expect(a.value == 5)
            #expect(seen == 5, "the job queued at value 1 ran after the loop's last value")
            loop.cancel()
        }
    }

    @Test("a body that never stops dirtying its loop is cut off after the turn budget, as running for ever")
    func spinningIsCutOff() {
        let runtime = Runtime()
        runtime.budgets = Budgets(maxReentries: 100, maxEvents: 1_000_000, maxTurns: 50)
        var reports: [LoopReport] = []
        runtime.onLoop = { reports.append($0) }
        runtime.withCurrent {
            let a = ObservedProperty(0, name: "a")
            let queue = VirtualTimeScheduler()
            let loop = ObservationsConsumer(label: "spin", scheduler: queue, emit: { a.value }, consume: { value, done in
                a.value = value + 1
                done()
            })
            loop.start()
            queue.runDue()
            #expect(a.value == 50)
            loop.cancel()
        }
        #expect(reports.count == 1)
        #expect(reports.first?.reason == .turns && reports.first?.throughObservation == true
                && reports.first?.crossesHops == true)
    }

    @Test("a fired tracker reached again by the outer write marks a queued loop dirty: one more value (20)")
    func refiredByAnOuterWrite() {
        Runtime().withCurrent {
            let a = ObservedProperty(0, name: "a")
            let b = ObservedProperty(0, name: "b")
            let queue = VirtualTimeScheduler()
            var values: [Int] = []
            let loop = ObservationsConsumer(label: "values", scheduler: queue, emit: { a.value + b.value },
                                            consume: { value, done in values.append(value); done() })
            loop.start()
            queue.runDue()
            // Installed after the loop's tracker: subscription order runs the loop's first, and T's
            // nested write of b then finds the loop's tracker fired; installed first, T runs first.
            let (_, tracker) = ObservationTracking.track(label: "T", { _ = a.value }, onChange: { b.value = 1 })
            _ = tracker
            a.value = 1
            queue.runDue()
            #expect(values == [0, 2])
            loop.cancel()
        }
        Runtime().withCurrent {
            let a = ObservedProperty(0, name: "a")
            let b = ObservedProperty(0, name: "b")
            let queue = VirtualTimeScheduler()
            var values: [Int] = []
            let (_, tracker) = ObservationTracking.track(label: "T", { _ = a.value }, onChange: { b.value = 1 })
            _ = tracker
            let loop = ObservationsConsumer(label: "values", scheduler: queue, emit: { a.value + b.value },
                                            consume: { value, done in values.append(value); done() })
            loop.start()
            queue.runDue()
            a.value = 1
            queue.runDue()
            #expect(values == [0, 2, 2])
            loop.cancel()
        }
    }
}

@Suite("Observation: lifetimes")
struct ObservationLifetimeTests {
    @Test("a tracker that never fires goes away with its property, as the registrar's closure does")
    func trackerLeavesWithItsProperty() {
        weak var weakTracker: ObservationTracker?
        Runtime().withCurrent {
            var property: ObservedProperty<Int>? = ObservedProperty(0, name: "a")
            let (_, tracker) = ObservationTracking.track(label: "t", { _ = property?.value }, onChange: {})
            weakTracker = tracker
            #expect(weakTracker != nil)
            property = nil
        }
        #expect(weakTracker == nil)
    }
}
