/// The `bibinding` and `channel` styles, built the way RxBiBinding's `<->` (`RxChannel.swift`:
/// `init(withBehaviorRelay:)`, `&`) and ReactiveObjC's `RACChannel` are: first a *channel* per
/// side starts watching that side (the left side's, then the right side's); then the right
/// channel is read into the left side, then the left channel into the right side.
///
/// A channel drops the echo its side's flag marks, keeps the latest value it let through (the
/// channel's replay subject of one) and passes each value to the direction reading it. A
/// direction that starts reading a channel first gets the value it keeps, delivered completely
/// (the writes it causes included), and only then joins it, as a `ReplaySubject`'s subscriber
/// does: a value that passes the channel during that replay is kept but does not cross. The
/// left channel's kept value is skipped instead (RxBiBinding's `skip(1)`, ReactiveObjC's
/// `[selfTerminal skip:1]`): at setup that is the left side's old value, so the right side is
/// not written; a side that has kept nothing (a `PublishRelay`) lets its first value cross.
///
/// The flag of a side is armed just before the binding writes into it (not for a control,
/// whose programmatic set is silent) and drops the side's next announcement, the echo. It
/// remembers the step it was armed in and only holds within it: if the echo never came (the
/// write was refused, or the step was cut off), it must not swallow a genuine write in a later step.
final class SkipNextUpdateBinding<Left: TwoWayBindable, Right: TwoWayBindable> {
    private let left: Left
    private let right: Right
    private let reasons: ChannelDropReasons
    private let runtime: Runtime

    init(left: Left, right: Right, style: TwoWayStyle) {
        self.left = left
        self.right = right
        runtime = Runtime.current
        reasons = ChannelDropReasons(style: style)
    }

    func connect(
        directions: TwoWayDirections,
        leftToRight: (Observable<Left.Element>) -> Observable<Right.Element>,
        rightToLeft: (Observable<Right.Element>) -> Observable<Left.Element>
    ) -> Disposable {
        let leftChannel = BindingChannel<Left.Element>(reasons: reasons)
        let rightChannel = BindingChannel<Right.Element>(reasons: reasons)
        let watchLeft = directions.leftToRight { leftChannel.watch(left.asObservable()) }
        let watchRight = directions.rightToLeft { rightChannel.watch(right.asObservable()) }
        let toLeft = directions.rightToLeft {
            write(rightToLeft(rightChannel.values(skippingReplay: false)), into: left, armingFlagOf: leftChannel)
        }
        let toRight = directions.leftToRight {
            write(leftToRight(leftChannel.values(skippingReplay: true)), into: right, armingFlagOf: rightChannel)
        }
        return Disposables.create([toLeft, toRight, watchLeft, watchRight])
    }

    /// Writes `values` into `target`, arming the flag of `target`'s channel first unless
    /// `target` is silent.
    private func write<Target: TwoWayBindable>(
        _ values: Observable<Target.Element>, into target: Target, armingFlagOf channel: BindingChannel<Target.Element>
    ) -> Disposable {
        let targetIsSilent = target.isSilentOnProgrammaticWrite
        return values.subscribeSink(endingIn: target) { [runtime, weak channel] value in
            if !targetIsSilent { channel?.armedInStep = runtime.stepID }
            target.onNext(value)
        }
    }
}

/// One side's channel in a `bibinding` or `channel` binding (RxBiBinding's `RxChannel`, whose
/// `followingSubject` is a `ReplaySubject` of one; ReactiveObjC's `RACChannel` likewise).
final class BindingChannel<Element> {
    /// The step in which the binding armed the flag of this channel's side, or nil.
    var armedInStep: Int?
    /// The latest value the channel let through, and the trace event it arrived with.
    private var kept: (value: Element, cause: Int)?
    /// The direction reading the channel, once it has joined.
    private var reader: Sink<Element>?
    /// True while a direction gets the kept value, before it joins.
    private var isReplaying = false
    private let reasons: ChannelDropReasons

    init(reasons: ChannelDropReasons) {
        self.reasons = reasons
    }

    /// Starts watching the side: every value but the echo the flag marks is kept and passed on.
    func watch(_ side: Observable<Element>) -> Disposable {
        side.subscribe(Sink(runtime: Runtime.current) { [self] value in
            let runtime = Runtime.current
            if let armed = armedInStep {
                armedInStep = nil
                if armed == runtime.stepID {
                    runtime.traceDrop(value, reason: reasons.flag)
                    return
                }
            }
            kept = (value, runtime.currentCause)
            if let reader {
                reader.on(value)
            } else if isReplaying {
                // Kept, but the direction replaying the value before it joins never gets it.
                runtime.traceDrop(value, reason: reasons.replayBeforeJoin)
            }
        })
    }

    /// The channel's values for one reader: the kept value first (or, `skippingReplay`,
    /// dropped), then each value the channel lets through after that.
    func values(skippingReplay: Bool) -> Observable<Element> {
        Observable { [self] downstream in
            let runtime = downstream.runtime
            if let kept {
                // The replay continues the causal chain of the delivery that brought the value.
                let savedCause = runtime.currentCause
                runtime.currentCause = kept.cause
                if skippingReplay {
                    runtime.traceDrop(kept.value, reason: reasons.skippedReplay)
                } else {
                    isReplaying = true
                    runtime.runUserCode { downstream.on(kept.value) }
                    isReplaying = false
                }
                runtime.currentCause = savedCause
            }
            reader = downstream
            return Disposables.create { [weak self] in self?.reader = nil }
        }
    }
}

/// What a trace says dropped a value in a `bibinding` or `channel` binding.
struct ChannelDropReasons {
    /// The echo of the binding's own write, which the side's flag marks.
    let flag: String
    /// The left channel's kept value, skipped when the right-going direction starts reading it.
    let skippedReplay: String
    /// A value that passed a channel while a direction was getting its kept value, before it joined.
    let replayBeforeJoin: String

    init(style: TwoWayStyle) {
        let name = style == .channel ? "channel" : "bibinding"
        flag = style == .channel ? "channel guard (ignoreNextUpdate)" : "bibinding guard (isSkippingNextUpdate)"
        skippedReplay = style == .channel ? "channel setup (skip:1)" : "bibinding setup (skip(1))"
        replayBeforeJoin = "\(name) setup (replayed before joining)"
    }
}

/// The `reactivekit` style: both directions share one non-recursive execution
/// context; an event arriving while it forwards is dropped. Forwarding runs as
/// nested (recursive) code, as in ReactiveKit, so the context stays busy until
/// the write has been delivered completely.
final class NonRecursiveBinding<Left: TwoWayBindable, Right: TwoWayBindable> {
    private let left: Left
    private let right: Right
    private var isForwarding = false

    init(left: Left, right: Right) {
        self.left = left
        self.right = right
    }

    func connect(
        directions: TwoWayDirections,
        leftToRight: (Observable<Left.Element>) -> Observable<Right.Element>,
        rightToLeft: (Observable<Right.Element>) -> Observable<Left.Element>
    ) -> Disposable {
        let toLeft = directions.rightToLeft {
            onContext(rightToLeft, right.asObservable()).subscribeSink(endingIn: left) { [left] value in
                left.onNext(value)
            }
        }
        let toRight = directions.leftToRight {
            onContext(leftToRight, left.asObservable()).subscribeSink(endingIn: right) { [right] value in
                right.onNext(value)
            }
        }
        return Disposables.create(toLeft, toRight)
    }

    private func onContext<Source, Target>(
        _ transform: (Observable<Source>) -> Observable<Target>, _ source: Observable<Source>
    ) -> Observable<Target> {
        let entry = Observable<Source> { [self] downstream in
            let runtime = downstream.runtime
            return source.subscribe(Sink(runtime: runtime) { [self] value in
                runtime.deliverPendingFrames()
                if runtime.isCutOff { return }
                if isForwarding {
                    runtime.traceDrop(value, reason: "reactivekit guard (non-recursive context)")
                    return
                }
                isForwarding = true
                runtime.forward({ downstream.on(value) }, thenWhenDelivered: { [self] in isForwarding = false })
            })
        }
        return transform(entry)
    }
}

extension Observable {
    /// Subscribes a library-owned sink (its writes are delivered by the drain loop);
    /// the end of the sequence is traced and passed to `target`, as `bind(to:)` does.
    func subscribeSink<Target: ObserverType>(endingIn target: Target, _ forward: @escaping (Element) -> Void)
        -> Disposable {
        let runtime = Runtime.current
        let label = runtime.currentLabel
        return subscribe(Sink(runtime: runtime, forward: forward, terminate: { completion in
            runtime.traceEnd(completion, node: nil, via: label)
            target.on(completion.event())
        }))
    }
}
