extension ObservableType {
    /// Delivers each element `dueTime` later on `scheduler`, keeping their order
    /// (RxSwift `delay`). The completion is delayed as an element is, behind them
    /// (`Delay.swift:143-153` queues it with its arrival time; Combine's delay does the same:
    /// rule C4); an error is delivered at once.
    ///
    /// Among work due at the same instant, an element that arrived while another of
    /// this delay was waiting takes its place in line only once the one before it
    /// has been delivered, as RxSwift's one timer per `delay` does
    /// (`RxSwift/Observables/Delay.swift:101-110`, `:136-143`). Each element is
    /// scheduled when it arrives (so a cut-off step cancels it and the trace shows
    /// it then); one behind an element still waiting waits for its turn (behind all
    /// other work due at its instant), and when the element before it has been
    /// delivered it is put back in line behind what was scheduled so far.
    public func delay(_ dueTime: RxTimeInterval, scheduler: VirtualTimeScheduler) -> Observable<Element> {
        delay(dueTime, scheduler: scheduler, delayingFailures: false)
    }

    /// `delayingFailures`: Combine's delay, which schedules a failure as it schedules a value
    /// (OpenCombine `Publishers.Delay.swift:227`, rule C4); RxSwift's delivers an error at once.
    func delay(_ dueTime: RxTimeInterval, scheduler: VirtualTimeScheduler, delayingFailures: Bool) -> Observable<Element> {
        let nanoseconds = dueTime.nanoseconds
        return Observable.operating(on: asObservable()) { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            let line = PendingItems(runtime: runtime)
            stage.hold(line)
            return (Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed else { return }
                // Behind an element still waiting, it waits for its turn (one arriving
                // while the one before is delivered is put back in line after it).
                let item = scheduler.schedule(afterNanoseconds: nanoseconds, note: "delay", value: value,
                                              waitsForTurn: line.hasWaiting) {
                    guard !stage.isDisposed else { return }
                    runtime.forward({ downstream.on(value) }, thenWhenDelivered: {
                        if !stage.isDisposed { line.requeueFirst(on: scheduler) }
                    })
                }
                line.add(item)
            }, terminate: { completion in
                guard !stage.isDisposed else { return }
                if case .error = completion, !delayingFailures {
                    stage.finish(completion, to: downstream)
                    return
                }
                line.add(scheduler.schedule(afterNanoseconds: nanoseconds, note: "delay (the end)", value: nil,
                                            waitsForTurn: line.hasWaiting) {
                    guard !stage.isDisposed else { return }
                    stage.finish(completion, to: downstream)
                })
            }), .hold(stage))
        }
    }

    /// Delivers each event `dueTime` later on `scheduler` (RxSwift `delay`, with its
    /// one timer at a time: events queued at one instant are delivered one
    /// scheduling step apart). The completion is delayed too; an error is not.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        let clock = virtualClock(of: scheduler, for: "delay")
        return Observable { downstream in
            let stage = Stage()
            let timer = SerialDisposable()
            stage.hold(timer)
            var active = false
            var running = false
            var failure: Completion?
            var queue: [(time: Double, event: Event<Element>)] = []
            func drain() {
                if failure != nil { return }
                running = true
                guard !queue.isEmpty else {
                    running = false
                    active = false
                    return
                }
                let first = queue.removeFirst()
                switch first.event {
                case .next(let value):
                    downstream.on(value)
                case .completed:
                    stage.finish(.completed, to: downstream)
                    return
                case .error:
                    return
                }
                if let failure {
                    stage.finish(failure, to: downstream)
                    return
                }
                running = false
                if let next = queue.first {
                    let wait = dueTime.reduced(byElapsedSeconds: clock.nowSeconds - next.time)
                    timer.disposable = clock.schedule(after: wait, note: "delay", value: next.event.element) {
                        drain()
                    }
                } else {
                    active = false
                }
            }
            let subscription = SingleAssignmentDisposable()
            stage.hold(subscription)
            subscription.setDisposable(source.subscribe(Sink(runtime: downstream.runtime, forward: { value in
                guard !stage.isDisposed else { return }
                let shouldSchedule = !active
                active = true
                queue.append((clock.nowSeconds, .next(value)))
                if shouldSchedule {
                    timer.disposable = clock.schedule(after: dueTime, note: "delay", value: value) { drain() }
                }
            }, terminate: { completion in
                subscription.dispose()
                guard !stage.isDisposed else { return }
                switch completion {
                case .error:
                    queue = []
                    failure = completion
                    if !running { stage.finish(completion, to: downstream) }
                case .completed:
                    let shouldSchedule = !active
                    active = true
                    queue.append((clock.nowSeconds, .completed))
                    if shouldSchedule {
                        timer.disposable = clock.schedule(after: dueTime, note: "delay", value: nil) { drain() }
                    }
                }
            })))
            return stage
        }
    }
}
