extension ObservableType {
    /// Fails with `RxError.timeout` when `dueTime` passes after the subscription or
    /// after an element without the next event (RxSwift `timeout(_:scheduler:)`).
    public func timeout(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        timeout(dueTime, other: Observable<Element>.error(RxError.timeout), scheduler: scheduler)
    }

    /// Switches to `other` when `dueTime` passes after the subscription or after an
    /// element without the next event (RxSwift `timeout(_:other:scheduler:)`). The
    /// timer is started before the source is subscribed, and again after each
    /// element is forwarded.
    public func timeout<Source: ObservableConvertibleType>(
        _ dueTime: RxTimeInterval, other: Source, scheduler: SchedulerType
    ) -> Observable<Element> where Element == Source.Element {
        let source = asObservable()
        let fallback = other.asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            let timer = SerialDisposable()
            let subscription = SerialDisposable()
            var id = 0
            var switched = false
            func createTimeoutTimer() {
                if timer.isDisposed { return }
                let next = SingleAssignmentDisposable()
                timer.disposable = next
                next.setDisposable(scheduler.scheduleRelative(id, dueTime: dueTime) { state in
                    switched = state == id
                    if switched {
                        // RxSwift's `forwarder()`: the fallback's events go straight on.
                        subscription.disposable = fallback.subscribe(Sink(runtime: runtime, forward: { value in
                            downstream.on(value)
                        }, terminate: { completion in
                            downstream.stop(completion)
                            stage.dispose()
                        }))
                    }
                    return Disposables.create()
                })
            }
            let original = SingleAssignmentDisposable()
            subscription.disposable = original
            createTimeoutTimer()
            original.setDisposable(source.subscribe(Sink(runtime: runtime, forward: { value in
                guard !switched else { return }
                id &+= 1
                if !stage.isDisposed { downstream.on(value) }
                createTimeoutTimer()
            }, terminate: { completion in
                guard !switched else { return }
                id &+= 1
                stage.finish(completion, to: downstream)
            })))
            stage.hold(subscription)
            stage.hold(timer)
            return stage
        }
    }
}
