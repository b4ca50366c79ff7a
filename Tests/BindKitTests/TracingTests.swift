import BindKit
import Testing

/// The tracer hook: every announcement, delivery, replay, silent set, drop,
/// hop and cut-off, with its causal parent and depth.
@Suite("Tracing")
struct TracingTests {
    @Test("drops are traced with the reason of what dropped them")
    func dropReasons() {
        let bag = DisposeBag()
        withTracer { trace in
            let r = PublishRelay<Int>(name: "r")
            r.filter { $0 > 0 }.subscribe(onNext: { _ in }).disposed(by: bag)
            r.distinctUntilChanged().subscribe(onNext: { _ in }).disposed(by: bag)
            let left = BehaviorRelay(value: 0, name: "L")
            let right = BehaviorRelay(value: 0, name: "R")
            bindTwoWay(left, right, style: .bibinding).disposed(by: bag)
            trace.clear()
            r.accept(-1)
            r.accept(-1)
            right.accept(1)
            #expect(trace.lines(.drop) == [
                "drop -1 [filter]",
                "drop -1 [filter]",
                "drop -1 [distinct]",
                "drop 1 [bibinding guard (isSkippingNextUpdate)]",
            ])
        }
    }

    @Test("a bind chain traces each hop with its label, parent and depth")
    func causalTree() {
        let bag = DisposeBag()
        withTracer { trace in
            let a = BehaviorRelay(value: 0, name: "a")
            let b = BehaviorRelay(value: 0, name: "b")
            let field = Control(value: 0, name: "f")
            Runtime.current.withLabel("a->b") { a.bind(to: b).disposed(by: bag) }
            Runtime.current.withLabel("b->f") { b.bind(to: field.property).disposed(by: bag) }
            trace.clear()
            a.accept(1)
            #expect(trace.lines == [
                "announce a 1", "deliver a 1 -> a->b",
                "announce b 1", "deliver b 1 -> b->f",
                "silentSet f 1",
            ])
            let events = trace.events
            #expect(events.map(\.parent) == [0] + events.dropLast().map(\.id))
            #expect(events.map(\.depth) == [0, 0, 1, 1, 2])
            #expect(events.map(\.nodeKind) == [.behaviorRelay, .behaviorRelay, .behaviorRelay, .behaviorRelay, .control])
        }
    }

    @Test("a replay at subscription is traced as a replay, not an announcement")
    func replayTrace() {
        let bag = DisposeBag()
        withTracer { trace in
            let r = BehaviorRelay(value: "v", name: "r")
            let p = MutableProperty(1, name: "p")
            let published = PublishedValue(true, name: "pub")
            let field = Control(value: 2.5, name: "f")
            Runtime.current.withLabel("on") {
                r.subscribe(onNext: { _ in }).disposed(by: bag)
                p.subscribe(onNext: { _ in }).disposed(by: bag)
                published.subscribe(onNext: { _ in }).disposed(by: bag)
                field.property.subscribe(onNext: { _ in }).disposed(by: bag)
            }
            #expect(trace.lines == [
                "replay r v -> on", "replay p 1 -> on", "replay pub true -> on", "replay f 2.5 -> on",
            ])
        }
    }

    @Test("a cut-off is traced with its report")
    func cutOffTrace() {
        let bag = DisposeBag()
        withTracer { trace in
            let a = BehaviorRelay(value: 0, name: "a")
            let b = BehaviorRelay(value: 0, name: "b")
            _ = loopsDuring { (a <-> b).disposed(by: bag) }
            let cut = trace.events.last
            #expect(cut?.kind == .cutOff)
            #expect(cut?.loop?.cycle == ["b", "a", "b"])
            #expect(cut?.loop?.valuesRepeat == true)
        }
    }

    @Test("without a tracer nothing is recorded and delivery is unchanged")
    func noTracer() {
        let recorder = TraceRecorder()
        let runtime = Runtime.current
        #expect(runtime.tracer == nil)
        let r = BehaviorRelay(value: 0)
        let rec = Recorder()
        rec.observe(r.filter { $0 != 1 }, as: "A")
        r.accept(1)
        r.accept(2)
        #expect(rec.history == ["A: 0", "A: 2"])
        #expect(recorder.events.isEmpty)
    }
}
