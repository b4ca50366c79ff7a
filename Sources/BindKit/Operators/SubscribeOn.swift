extension ObservableType {
    /// Subscribes to (and disposes) this sequence through `scheduler` (RxSwift
    /// `subscribe(on:)`); the events are not moved. On BindKit's schedulers the
    /// subscription happens when the scheduler runs the work (`MainScheduler.instance`:
    /// at once when nothing of it runs; a dispatch-queue scheduler: on the main loop's
    /// next turn).
    ///
    /// As in RxSwift, the source is subscribed through its own `subscribe(_:)` (a type
    /// of your own is not wrapped in `asObservable()`'s `create`, which would end its
    /// subscription with its end rather than through the scheduler).
    public func subscribe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = self
        return Observable { downstream in
            let stage = Stage()
            let disposeEverything = SerialDisposable()
            let cancelSchedule = SingleAssignmentDisposable()
            disposeEverything.disposable = cancelSchedule
            stage.hold(disposeEverything)
            cancelSchedule.setDisposable(scheduler.schedule(()) { _ in
                let subscription = source.subscribe(AnyObserver<Element> { event in
                    switch event {
                    case .next(let value):
                        guard !stage.isDisposed else { return }
                        downstream.on(value)
                    case .error(let error):
                        stage.finish(.error(error), to: downstream)
                    case .completed:
                        stage.finish(.completed, to: downstream)
                    }
                })
                disposeEverything.disposable = ScheduledDisposable(scheduler: scheduler, disposable: subscription)
                return Disposables.create()
            })
            return stage
        }
    }

    /// RxSwift's deprecated name of ``subscribe(on:)``.
    @available(*, deprecated, renamed: "subscribe(on:)")
    public func subscribeOn(_ scheduler: ImmediateSchedulerType) -> Observable<Element> {
        subscribe(on: scheduler)
    }
}
