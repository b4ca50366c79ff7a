/// The `bibinding` and `channel` styles: each side has a flag armed just before
/// the binding writes into it; the binding's own subscription to that side
/// skips (and disarms on) the next announcement, which is the echo.
///
/// A flag remembers the step it was armed in and only holds within it: if the
/// echo never came (the write was refused, or the step was cut off), it must not
/// swallow a genuine write in a later step.
///
/// Setup: the right side's current value crosses to the left (the left side
/// announces it unless it is a control, whose programmatic set is silent); the
/// left side's replay to the binding is the echo of that write and is skipped,
/// so the right side is not written and announces nothing.
final class SkipNextUpdateBinding<Left: TwoWayBindable, Right: TwoWayBindable> {
    private let left: Left
    private let right: Right
    private let guardName: String
    /// The step in which each side's flag was armed, or nil.
    private var skipLeft: Int?
    private var skipRight: Int?
    private var settingUp = false
    private let runtime: Runtime

    init(left: Left, right: Right, style: TwoWayStyle) {
        self.left = left
        self.right = right
        runtime = Runtime.current
        guardName = style == .channel
            ? "channel guard (ignoreNextUpdate)" : "bibinding guard (isSkippingNextUpdate)"
    }

    func connect(
        directions: TwoWayDirections,
        leftToRight: (Observable<Left.Element>) -> Observable<Right.Element>,
        rightToLeft: (Observable<Right.Element>) -> Observable<Left.Element>
    ) -> Disposable {
        let toLeft = directions.rightToLeft {
            direction(from: right, into: left, through: rightToLeft,
                      sourceFlag: \.skipRight, targetFlag: \.skipLeft, skipReplay: false)
        }
        settingUp = true
        let toRight = directions.leftToRight {
            direction(from: left, into: right, through: leftToRight,
                      sourceFlag: \.skipLeft, targetFlag: \.skipRight, skipReplay: true)
        }
        settingUp = false
        skipLeft = nil
        return Disposables.create(toLeft, toRight)
    }

    /// One direction: `source`'s values, minus the echoes its flag marks, cross
    /// `transform` into `target`, arming `target`'s flag first unless `target` is silent.
    private func direction<Source: TwoWayBindable, Target: TwoWayBindable>(
        from source: Source, into target: Target,
        through transform: (Observable<Source.Element>) -> Observable<Target.Element>,
        sourceFlag: ReferenceWritableKeyPath<SkipNextUpdateBinding, Int?>,
        targetFlag: ReferenceWritableKeyPath<SkipNextUpdateBinding, Int?>, skipReplay: Bool
    ) -> Disposable {
        let targetIsSilent = target.isSilentOnProgrammaticWrite
        return transform(guarded(source.asObservable(), skip: sourceFlag, skipReplay: skipReplay))
            .subscribeSink(endingIn: target) { [self] value in
                if !targetIsSilent { self[keyPath: targetFlag] = runtime.stepID }
                target.onNext(value)
            }
    }

    /// `source`, minus the echo the flag at `skip` announces, and (for the left
    /// side) minus its replay at setup, which echoes the value it just took.
    private func guarded<Element>(
        _ source: Observable<Element>, skip: ReferenceWritableKeyPath<SkipNextUpdateBinding, Int?>,
        skipReplay: Bool
    ) -> Observable<Element> {
        Observable { [self] downstream in
            let runtime = downstream.runtime
            return source.subscribe(Sink(runtime: runtime) { [self] value in
                if skipReplay && settingUp {
                    runtime.traceDrop(value, reason: guardName)
                    return
                }
                if let armed = self[keyPath: skip] {
                    self[keyPath: skip] = nil
                    if armed == runtime.stepID {
                        runtime.traceDrop(value, reason: guardName)
                        return
                    }
                }
                downstream.on(value)
            })
        }
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
