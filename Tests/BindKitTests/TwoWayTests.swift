import BindKit
import Testing

/// The four two-way styles, per the contract's "Precise rules → Two-way setup"
/// (right side R wins at setup; a control side arms no flag).
@Suite("Two-way bindings")
struct TwoWayTests {
    static func guardNote(_ style: TwoWayStyle) -> String {
        switch style {
        case .bibinding: "[bibinding guard (isSkippingNextUpdate)]"
        case .channel: "[channel guard (ignoreNextUpdate)]"
        case .reactivekit: "[reactivekit guard (non-recursive context)]"
        case .rx: ""
        }
    }

    /// What drops the left channel's replay when the right-going direction starts reading it.
    static func setupSkipNote(_ style: TwoWayStyle) -> String {
        style == .channel ? "[channel setup (skip:1)]" : "[bibinding setup (skip(1))]"
    }

    // The porting trap (bindkit-api.md, version 3): `import RxBiBinding` swapped for `import
    // BindKit` turns RxBiBinding's non-looping `<->` into RxExample's, which loops between two
    // relays. The loop's report says so and names the spelling that keeps RxBiBinding's meaning.
    @Test("a loop through a guardless <-> names RxBiBinding's spelling; an explicit style's does not")
    func unguardedTwoWayHint() {
        let runtime = Runtime()
        runtime.withCurrent {
            let bag = DisposeBag()
            let a = BehaviorRelay(value: 1, name: "a"), b = BehaviorRelay(value: 2, name: "b")
            (a <-> b).disposed(by: bag)
            #expect(runtime.loopReports.map(\.cycleDescription) == ["b -> a -> b"])
            #expect(runtime.loopReports.first?.hint == LoopReport.unguardedTwoWayHint)
            #expect(LoopReport.unguardedTwoWayHint.contains("bindTwoWay(_:_:style: .bibinding)"))
        }
        let explicit = Runtime()
        explicit.withCurrent {
            let bag = DisposeBag()
            let a = BehaviorRelay(value: 1, name: "a"), b = BehaviorRelay(value: 2, name: "b")
            bindTwoWay(a, b, style: .rx).disposed(by: bag)
            #expect(explicit.loopReports.count == 1)
            #expect(explicit.loopReports.first?.hint == nil)
        }
        let later = Runtime()
        later.withCurrent {
            let bag = DisposeBag()
            let a = PublishRelay<Int>(name: "a"), b = PublishRelay<Int>(name: "b")
            (a <-> b).disposed(by: bag)
            #expect(later.loopReports.isEmpty, "publish relays replay nothing: no loop at setup")
            a.accept(1)
            #expect(later.loopReports.first?.hint == LoopReport.unguardedTwoWayHint)
        }
        let disposed = Runtime()
        disposed.withCurrent {
            let bag = DisposeBag()
            let a = PublishRelay<Int>(name: "a"), b = PublishRelay<Int>(name: "b")
            (a <-> b).dispose()  // the hint lasts as long as the binding
            a.bind(to: b).disposed(by: bag)
            b.bind(to: a).disposed(by: bag)
            a.accept(1)
            #expect(disposed.loopReports.count == 1)
            #expect(disposed.loopReports.first?.hint == nil)
        }
        let ported = Runtime()
        ported.withCurrent {
            let bag = DisposeBag()
            let a = BehaviorRelay(value: 1, name: "a"), b = BehaviorRelay(value: 2, name: "b")
            bindTwoWay(a, b, style: .bibinding).disposed(by: bag)  // the one-line change
            a.accept(3)
            #expect(ported.loopReports.isEmpty)
            #expect(b.value == 3)
        }
    }

    // RxBiBinding's `<->` makes both channels, each watching its relay, before it reads the right
    // channel into the left side, and that direction joins the channel only after its replay (a
    // ReplaySubject, `RxSwift/Subjects/ReplaySubject.swift:154-159`): a value the crossing writes
    // back into the right side is kept, not crossed. Issue 23's differential run, s0808.
    @Test("bibinding/channel: a write-back into the right side during the setup's crossing does not cross",
          arguments: [TwoWayStyle.bibinding, .channel])
    func writeBackDuringSetup(style: TwoWayStyle) {
        let bag = DisposeBag()
        let draft = BehaviorRelay(value: "", name: "draft")
        let saved = BehaviorRelay(value: "title", name: "saved")
        draft.subscribe(onNext: { if $0 == "title" { saved.accept($0 + "!") } }).disposed(by: bag)
        bindTwoWay(draft, saved, style: style).disposed(by: bag)
        #expect(draft.value == "title")
        #expect(saved.value == "title!")
        saved.accept("next")
        #expect(draft.value == "next")
        draft.accept("edited")
        #expect(saved.value == "edited")
    }

    @Test("rx: relay <-> relay loops at setup; it is cut off with its cycle, values repeat, no crash")
    func naiveRelayLoop() {
        withTracer { trace in
            let a = BehaviorRelay(value: 1, name: "a")
            let b = BehaviorRelay(value: 2, name: "b")
            var binding: Disposable?
            let loops = loopsDuring { binding = a <-> b }
            #expect(loops.count == 1)
            let loop = loops.first
            #expect(loop?.reason == .reentries)
            #expect(loop?.cycle == ["b", "a", "b"])
            #expect(loop?.cycleDescription == "b -> a -> b")
            #expect(loop?.valuesRepeat == true)
            #expect(a.value == 2 && b.value == 2)
            #expect(trace.lines(.cutOff) == ["cutOff b 2 reentries: b -> a -> b"])
            // One re-entry more than the budget was refused: b was entered 1 + 100 times.
            #expect(trace.lines(.announce).filter { $0.hasPrefix("announce b") }.count == 102)
            binding?.dispose()
        }
    }

    @Test("bindTwoWay .rx is the same as <->: bind R -> L, then bind L -> R")
    func rxStyleExplicit() {
        let bag = DisposeBag()
        let a = BehaviorRelay(value: 1, name: "a")
        let b = BehaviorRelay(value: 2, name: "b")
        let loops = loopsDuring { bindTwoWay(a, b, style: .rx).disposed(by: bag) }
        #expect(loops.map(\.cycle) == [["b", "a", "b"]])
    }

    @Test("rx: field <-> relay does not loop; the relay re-announces its value once at setup")
    func fieldRelayRx() {
        let bag = DisposeBag()
        withTracer { trace in
            let field = Control(value: "old", name: "f")
            let relay = BehaviorRelay(value: "R", name: "r")
            let loops = loopsDuring {
                (field.property <-> relay).disposed(by: bag)
                #expect(field.value == "R")
                #expect(trace.lines(.announce, .silentSet) == [
                    "silentSet f R", "announce r R", "silentSet f R",
                ])
                trace.clear()
                field.userEdit("x")
                #expect(relay.value == "x")
                relay.accept("y")
                #expect(field.value == "y")
                field.userEdit("z")
                #expect(relay.value == "z")
            }
            #expect(loops.isEmpty)
            #expect(trace.lines(.announce, .silentSet) == [
                "announce f x", "announce r x", "silentSet f x",
                "announce r y", "silentSet f y",
                "announce f z", "announce r z", "silentSet f z",
            ])
        }
    }

    @Test("rx: distinctUntilChanged on both directions breaks the relay <-> relay loop")
    func distinctBothWays() {
        let bag = DisposeBag()
        withTracer { trace in
            let a = BehaviorRelay(value: 1, name: "a")
            let b = BehaviorRelay(value: 2, name: "b")
            let loops = loopsDuring {
                bindTwoWay(a, b, style: .rx,
                           leftToRight: { $0.distinctUntilChanged() },
                           rightToLeft: { $0.distinctUntilChanged() })
                    .disposed(by: bag)
                a.accept(5)
            }
            #expect(loops.isEmpty)
            #expect(a.value == 5 && b.value == 5)
            #expect(trace.lines(.announce, .drop) == [
                "announce a 2", "announce b 2", "drop 2 [distinct]",
                "announce a 5", "announce b 5", "announce a 5 (reentrant over 5)", "drop 5 [distinct]",
            ])
        }
    }

    @Test("operators on each side transform values as they cross", arguments: TwoWayStyle.allCases)
    func sideOperators(style: TwoWayStyle) {
        let bag = DisposeBag()
        let celsius = BehaviorRelay(value: 100.0, name: "c")
        let fahrenheit = Control(value: 0.0, name: "f")
        bindTwoWay(fahrenheit.property, celsius, style: style,
                   leftToRight: { $0.map { ($0 - 32) * 5 / 9 } },
                   rightToLeft: { $0.map { $0 * 9 / 5 + 32 } })
            .disposed(by: bag)
        #expect(fahrenheit.value == 212)
        #expect(celsius.value == 100)
        fahrenheit.userEdit(32)
        #expect(celsius.value == 0)
        celsius.accept(37)
        #expect(fahrenheit.value == 98.6)
    }

    @Test("guarded styles, relay <-> relay: setup and echoes",
          arguments: [TwoWayStyle.bibinding, .channel, .reactivekit])
    func guardedRelays(style: TwoWayStyle) {
        let bag = DisposeBag()
        withTracer { trace in
            let left = BehaviorRelay(value: 1, name: "L")
            let right = BehaviorRelay(value: 2, name: "R")
            let guardNote = Self.guardNote(style)
            let loops = loopsDuring {
                bindTwoWay(left, right, style: style).disposed(by: bag)
                #expect(left.value == 2 && right.value == 2)
                // L takes R's value; bibinding/channel: L's channel, watching L since before,
                // drops the echo by its flag, and the skip of its replay drops L's old value,
                // so R is left alone; reactivekit's second subscription's replay re-announces R once.
                let setup = style == .reactivekit
                    ? ["announce L 2", "announce R 2", "drop 2 \(guardNote)"]
                    : ["announce L 2", "drop 2 \(guardNote)", "drop 1 \(Self.setupSkipNote(style))"]
                #expect(trace.lines(.announce, .drop) == setup)
                trace.clear()
                left.accept(5)
                right.accept(6)
                left.accept(6)
            }
            #expect(loops.isEmpty)
            #expect(left.value == 6 && right.value == 6)
            #expect(trace.lines(.announce, .drop) == [
                "announce L 5", "announce R 5", "drop 5 \(guardNote)",
                "announce R 6", "announce L 6", "drop 6 \(guardNote)",
                "announce L 6", "announce R 6", "drop 6 \(guardNote)",
            ])
        }
    }

    @Test("guarded styles, field <-> relay: a field side arms no flag, the next user edit gets through",
          arguments: [TwoWayStyle.bibinding, .channel, .reactivekit])
    func guardedFieldRelay(style: TwoWayStyle) {
        let bag = DisposeBag()
        withTracer { trace in
            let field = Control(value: "f0", name: "f")
            let relay = BehaviorRelay(value: "r0", name: "r")
            bindTwoWay(field.property, relay, style: style).disposed(by: bag)
            #expect(field.value == "r0" && relay.value == "r0")
            let setup = style == .reactivekit
                ? ["silentSet f r0", "announce r r0"] : ["silentSet f r0"]
            #expect(trace.lines(.announce, .silentSet) == setup)
            trace.clear()
            relay.accept("x")
            #expect(field.value == "x")
            field.userEdit("y")
            #expect(relay.value == "y")
            field.userEdit("z")
            #expect(relay.value == "z")
            #expect(trace.lines(.announce, .silentSet) == [
                "announce r x", "silentSet f x",
                "announce f y", "announce r y",
                "announce f z", "announce r z",
            ])
        }
    }

    @Test("guarded styles, relay <-> field on the right: the field's value wins and later edits cross",
          arguments: [TwoWayStyle.bibinding, .channel, .reactivekit])
    func fieldOnTheRight(style: TwoWayStyle) {
        let bag = DisposeBag()
        let relay = BehaviorRelay(value: "r0", name: "r")
        let field = Control(value: "f0", name: "f")
        let rec = Recorder()
        rec.observe(relay, as: "r")
        bindTwoWay(relay, field.property, style: style).disposed(by: bag)
        field.userEdit("a")
        relay.accept("b")
        field.userEdit("c")
        #expect(rec.history == ["r: r0", "r: f0", "r: a", "r: b", "r: c"])
        #expect(field.value == "c")
    }

    @Test("channel: a KVO property on the left announces the taken value once")
    func channelProperty() {
        let bag = DisposeBag()
        withTracer { trace in
            let model = MutableProperty("m0", name: "p")
            let relay = BehaviorRelay(value: "r0", name: "r")
            bindTwoWay(model, relay, style: .channel).disposed(by: bag)
            #expect(model.value == "r0")
            #expect(trace.lines(.announce) == ["announce p r0"])
            trace.clear()
            model.value = "m1"
            #expect(relay.value == "m1")
            #expect(trace.lines(.announce, .drop) == [
                "announce p m1", "announce r m1", "drop m1 [channel guard (ignoreNextUpdate)]",
            ])
        }
    }

    @Test("a publish relay on the right transfers nothing to the left at setup",
          arguments: [TwoWayStyle.bibinding, .channel])
    func publishOnTheRight(style: TwoWayStyle) {
        let bag = DisposeBag()
        withTracer { trace in
            let left = BehaviorRelay(value: 1, name: "L")
            let right = PublishRelay<Int>(name: "R")
            bindTwoWay(left, right, style: style).disposed(by: bag)
            #expect(left.value == 1)
            #expect(trace.lines(.announce) == [])
            right.accept(3)
            #expect(left.value == 3)
        }
    }

    @Test("reactivekit with a publish relay on the right: L's replay reaches R (ReactiveKit's second bind)")
    func reactiveKitPublishRight() {
        let bag = DisposeBag()
        withTracer { trace in
            let left = BehaviorRelay(value: 1, name: "L")
            let right = PublishRelay<Int>(name: "R")
            bindTwoWay(left, right, style: .reactivekit).disposed(by: bag)
            #expect(left.value == 1)
            #expect(trace.lines(.announce, .drop) == [
                "announce R 1", "drop 1 [reactivekit guard (non-recursive context)]",
            ])
        }
    }

    @Test("reactivekit drops any event that arrives while the binding forwards, even a different value")
    func reactiveKitDropsOtherEvents() {
        let bag = DisposeBag()
        let left = BehaviorRelay(value: 0, name: "L")
        let right = BehaviorRelay(value: 0, name: "R")
        bindTwoWay(left, right, style: .reactivekit).disposed(by: bag)
        // A third party that bumps R whenever R changes: its write arrives while the
        // binding is still forwarding L's value, so it never reaches L.
        right.subscribe(onNext: { value in if value == 5 { right.accept(6) } }).disposed(by: bag)
        left.accept(5)
        #expect(right.value == 6)
        #expect(left.value == 5)
    }
}
