extension ObservableType {
    /// Splits the elements into windows, each an observable that completes when it
    /// holds `count` elements or `timeSpan` has passed since it opened (RxSwift
    /// `window(timeSpan:count:scheduler:)`); the first window opens at subscription.
    public func window(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<Observable<Element>> {
        let source = asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            let timer = SerialDisposable()
            let group = CompositeDisposable()
            group.insert(timer)
            let refCount = RefCountDisposable(disposable: group)
            var subject = PublishSubject<Element>(name: "window")
            var elements = 0
            var windowID = 0
            // The window's subject is written as user code, so that its subscribers
            // receive each event nested, as in RxSwift.
            func send(_ event: Event<Element>) {
                let current = subject
                runtime.runUserCode { current.on(event) }
            }
            func window() -> Observable<Element> {
                AddRef.observable(subject.asObservable(), refCount: refCount)
            }
            func startNewWindowAndCompleteCurrentOne() {
                send(.completed)
                subject = PublishSubject<Element>(name: "window")
                if !stage.isDisposed { downstream.on(window()) }
            }
            func createTimer(_ id: Int) {
                if timer.isDisposed || windowID != id { return }
                let next = SingleAssignmentDisposable()
                timer.disposable = next
                next.setDisposable(scheduler.scheduleRelative(id, dueTime: timeSpan) { previousID in
                    guard previousID == windowID else { return Disposables.create() }
                    elements = 0
                    windowID &+= 1
                    startNewWindowAndCompleteCurrentOne()
                    createTimer(windowID)
                    return Disposables.create()
                })
            }
            stage.hold(refCount)
            downstream.on(window())
            createTimer(windowID)
            group.insert(source.subscribe(Sink(runtime: runtime, forward: { value in
                send(.next(value))
                elements += 1
                if elements == count {
                    elements = 0
                    windowID += 1
                    startNewWindowAndCompleteCurrentOne()
                    createTimer(windowID)
                }
            }, terminate: { completion in
                send(completion.event())
                stage.finish(completion, to: downstream)
            })))
            return stage
        }
    }
}

/// RxSwift's `AddRef`: a subscription that holds a dependent disposable of
/// `refCount` while it lasts, so the source's subscription outlives the outer one
/// while an inner window or group is subscribed.
enum AddRef {
    static func observable<Element>(_ source: Observable<Element>, refCount: RefCountDisposable) -> Observable<Element> {
        Observable { downstream in
            let stage = Stage()
            stage.hold(refCount.retain())
            stage.hold(source.subscribe(Sink(runtime: downstream.runtime, forward: { value in
                guard !stage.isDisposed else { return }
                downstream.on(value)
            }, terminate: stage.forwardEnd(to: downstream))))
            return stage
        }
    }
}
