import BindKit
import Testing

/// What BindKit adds keeps working through the RxSwift-compatible types: loops
/// through subjects and main-loop hops are cut off and reported, subjects and the
/// simulated controls are traced as nodes, the ends of sequences are traced with
/// their cause.
@Suite("Budgets and tracing through the RxSwift types")
struct EngineThroughRxTypesTests {
    @Test("a subject that feeds itself is cut off and reported, no stack overflow")
    func subjectLoop() {
        Runtime().withCurrent {
            let bag = DisposeBag()
            let subject = PublishSubject<Int>(name: "s")
            var received: [Int] = []
            let loops = loopsDuring {
                subject.subscribe(onNext: { received.append($0) }).disposed(by: bag)
                subject.map { $0 + 1 }.bind(to: subject).disposed(by: bag)
                subject.onNext(0)
            }
            #expect(loops.count == 1)
            #expect(loops.first?.reason == .reentries)
            #expect(loops.first?.cycle == ["s", "s"])
            #expect(loops.first?.valuesRepeat == false)
            #expect(received.prefix(3) == [0, 1, 2])
        }
    }

    @Test("two relays bound both ways through observe(on: asyncInstance) loop across main-loop turns; cut off")
    func asyncPingPong() {
        Runtime().withCurrent {
            let a = BehaviorRelay(value: 0, name: "a")
            let b = BehaviorRelay(value: 0, name: "b")
            let bag = DisposeBag()
            a.map { $0 + 1 }.observe(on: MainScheduler.asyncInstance).bind(to: b).disposed(by: bag)
            b.observe(on: MainScheduler.asyncInstance).bind(to: a).disposed(by: bag)
            // Both bindings' replays start a round trip (one chain each); both are cut off.
            let loops = loopsDuring { MainScheduler.settle() }
            #expect(loops.count == 2)
            #expect(loops.allSatisfy { $0.crossesHops })
            #expect(a.value > 10)
        }
    }

    @Test("a subject's element and end are traced as a node's; the end causes the subscriber's receipt")
    func subjectTrace() {
        Runtime().withCurrent {
            withTracer { trace in
                let bag = DisposeBag()
                let subject = PublishSubject<Int>(name: "s")
                Runtime.current.withLabel("A") {
                    subject.subscribe(onNext: { _ in }, onCompleted: {})
                }.disposed(by: bag)
                subject.onNext(1)
                subject.onCompleted()
                #expect(trace.lines == [
                    "announce s 1", "deliver s 1 -> A", "terminate s [completed]", "terminate -> A [completed]",
                ])
                #expect(trace.events[3].parent == trace.events[2].id)
                #expect(trace.events[2].nodeKind == .publishSubject)
            }
        }
    }

    @Test("a user action on a simulated control is an announcement; a programmatic set is a silent set")
    func controlTrace() {
        Runtime().withCurrent {
            withTracer { trace in
                let field = TextField(text: "", name: "email")
                let bag = DisposeBag()
                Runtime.current.withLabel("A") {
                    field.rx.text.orEmpty.subscribe(onNext: { _ in }).disposed(by: bag)
                }
                trace.clear()
                field.userTypes("a")
                field.text = "b"
                #expect(trace.lines == ["announce email Optional(\"a\")", "deliver email Optional(\"a\") -> A",
                                        "silentSet email Optional(\"b\")"])
            }
        }
    }

    @Test("a loop through a switch's two-way binding made with the seed's operator shape is cut off")
    func controlLoopViaRelays() {
        Runtime().withCurrent {
            let toggle = Switch(name: "toggle")
            let a = BehaviorRelay(value: false, name: "a")
            let b = BehaviorRelay(value: false, name: "b")
            let bag = DisposeBag()
            toggle.rx.isOn.bind(to: a).disposed(by: bag)
            let loops = loopsDuring {
                a.bind(to: b).disposed(by: bag)
                b.bind(to: a).disposed(by: bag)
            }
            #expect(loops.map(\.cycle) == [["a", "b", "a"]])
            toggle.userToggles()
            #expect(a.value == true)
        }
    }

    @Test("budgets apply to the RxSwift types: a take(until:) chain ends cleanly, nothing is delivered after the end")
    func nothingAfterTheEnd() {
        Runtime().withCurrent {
            let values = PublishSubject<Int>(name: "values")
            let stop = PublishSubject<Void>(name: "stop")
            var seen: [String] = []
            let bag = DisposeBag()
            values.take(until: stop).subscribe(
                onNext: { seen.append("\($0)") }, onCompleted: { seen.append("completed") },
                onDisposed: { seen.append("disposed") })
                .disposed(by: bag)
            values.onNext(1)
            stop.onNext(())
            values.onNext(2)
            #expect(seen == ["1", "completed", "disposed"])
        }
    }
}
