extension ObservableType {
    /// Delivers each element on a later turn of `scheduler` at the same virtual
    /// instant, in order, as `observe(on: MainScheduler.asyncInstance)` does:
    /// the element never reaches downstream synchronously. The end follows the
    /// last element still waiting (at once when none is).
    public func observe(on scheduler: VirtualTimeScheduler) -> Observable<Element> {
        Observable.operating(on: asObservable()) { downstream in
            let stage = Stage()
            let pending = PendingItems(runtime: downstream.runtime)
            stage.hold(pending)
            var inFlight = 0
            var ended: Completion?
            return (Sink(runtime: downstream.runtime, forward: { value in
                guard !stage.isDisposed else { return }
                inFlight += 1
                pending.add(scheduler.schedule(afterNanoseconds: 0, note: "async", value: value, hop: true) {
                    inFlight -= 1
                    guard !stage.isDisposed else { return }
                    downstream.on(value)
                    if let ended, inFlight == 0 { stage.finish(ended, to: downstream) }
                })
            }, terminate: { completion in
                if inFlight > 0 {
                    ended = completion
                } else {
                    stage.finish(completion, to: downstream)
                }
            }), .hold(stage))
        }
    }

    /// Same as ``observe(on:)-(VirtualTimeScheduler)``.
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: VirtualTimeScheduler) -> Observable<Element> {
        observe(on: scheduler)
    }

    /// Delivers every event through `scheduler` (RxSwift `observe(on:)`).
    ///
    /// On ``MainScheduler/instance`` an event runs at once unless an action of that
    /// scheduler is running or queued, when it is queued behind it (so a re-entrant
    /// element is deferred, as in RxSwift); on ``MainScheduler/asyncInstance`` every
    /// event waits for ``MainScheduler/settle()``; on a ``TestScheduler`` events are
    /// delivered one at a time, each a processing step (one tick) after the previous.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        if let serial = scheduler as? SerialDispatchQueueScheduler {
            return Observable { downstream in
                let stage = Stage()
                // RxSwift's queued blocks check `isDisposed` when they run; here the
                // virtual main loop may never turn again, so disposing cancels them too.
                let pending = PendingItems(runtime: downstream.runtime)
                stage.hold(pending)
                var stopped = false
                stage.hold(source.subscribe(Sink(runtime: downstream.runtime, forward: { value in
                    guard !stopped else { return }
                    let queued = serial.scheduleTracked((), value: value) { _ in
                        if !stage.isDisposed { downstream.on(value) }
                        return Disposables.create()
                    }
                    if let item = queued.item { pending.add(item) }
                }, terminate: { completion in
                    guard !stopped else { return }
                    stopped = true
                    let queued = serial.scheduleTracked((), value: nil) { _ in
                        stage.finish(completion, to: downstream)
                        return Disposables.create()
                    }
                    if let item = queued.item { pending.add(item) }
                })))
                return stage
            }
        }
        return Observable { downstream in
            let stage = Stage()
            let scheduled = SerialDisposable()
            stage.hold(scheduled)
            var stopped = false
            var running = false
            var queue: [Event<Element>] = []
            func pump() {
                guard !queue.isEmpty, !stage.isDisposed else {
                    running = false
                    return
                }
                let event = queue.removeFirst()
                switch event {
                case .next(let value): downstream.on(value)
                case .error(let error): stage.finish(.error(error), to: downstream)
                case .completed: stage.finish(.completed, to: downstream)
                }
                if queue.isEmpty || stage.isDisposed {
                    running = false
                } else {
                    scheduled.disposable = scheduler.schedule(()) { _ in
                        pump()
                        return Disposables.create()
                    }
                }
            }
            func enqueue(_ event: Event<Element>) {
                queue.append(event)
                guard !running else { return }
                running = true
                scheduled.disposable = scheduler.schedule(()) { _ in
                    pump()
                    return Disposables.create()
                }
            }
            stage.hold(source.subscribe(Sink(runtime: downstream.runtime, forward: { value in
                if !stopped { enqueue(.next(value)) }
            }, terminate: { completion in
                guard !stopped else { return }
                stopped = true
                enqueue(completion.event())
            })))
            return stage
        }
    }

    /// Same as ``observe(on:)-(ImmediateSchedulerType)`` (RxSwift's deprecated name).
    @available(*, deprecated, renamed: "observe(on:)")
    public func observeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        observe(on: scheduler)
    }
}

/// The scheduled items of one subscription, oldest first, cancelled when it is disposed.
final class PendingItems: Disposable {
    private let runtime: Runtime
    private var items: [ScheduledItem] = []
    /// The items before it have run or were cancelled.
    private var first = 0
    /// The count at which `add` next drops the items that ran or were cancelled: twice what
    /// was live after the last drop, so that adding is amortised constant time (a `from` of
    /// 65,536 elements into `async()` schedules them all at once: scanning the list at every
    /// add took 13 s).
    private var pruneAt = 16
    /// Once disposed, the operator schedules nothing more (a value already being
    /// delivered to the old subscriber snapshot must not start a new timer).
    private(set) var isDisposed = false

    init(runtime: Runtime) {
        self.runtime = runtime
    }

    func add(_ item: ScheduledItem) {
        if isDisposed { item.dispose(); return }
        if items.count >= pruneAt {
            items.removeAll { $0.isCancelled }
            first = 0
            pruneAt = max(16, 2 * items.count)
        }
        items.append(item)
    }

    /// True when an item has not run yet and was not cancelled.
    var hasWaiting: Bool { firstWaiting != nil }

    /// Puts the oldest item still waiting back in line (see
    /// `VirtualTimeScheduler.requeue`), if one waits: a `delay`'s next element.
    func requeueFirst(on scheduler: VirtualTimeScheduler) {
        if let index = firstWaiting { items[index] = scheduler.requeue(items[index]) }
    }

    /// The index of the oldest item still waiting; those before it are not looked at again.
    private var firstWaiting: Int? {
        while first < items.count && items[first].isCancelled { first += 1 }
        return first < items.count ? first : nil
    }

    func dispose() {
        isDisposed = true
        for item in items[first...] where !item.isCancelled {
            // A value still waiting is lost with its subscription (a `flatMapLatest`
            // switching away, an `unbind`): the trace says so, as it does for a drop.
            if let value = item.value { runtime.traceDrop(value, reason: "disposing " + item.note) }
            item.dispose()
        }
        items = []
        first = 0
    }
}
