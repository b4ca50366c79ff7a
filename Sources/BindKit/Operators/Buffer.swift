extension ObservableType {
    /// Collects elements into arrays sent when `count` elements have arrived or
    /// `timeSpan` has passed since the previous array, whichever comes first (an
    /// empty array when nothing arrived); the rest is sent at completion
    /// (RxSwift `buffer(timeSpan:count:scheduler:)`).
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        let source = asObservable()
        return Observable { downstream in
            let stage = Stage()
            let timer = SerialDisposable()
            var buffer: [Element] = []
            var windowID = 0
            func createTimer(_ id: Int) {
                if timer.isDisposed || windowID != id { return }
                let next = SingleAssignmentDisposable()
                timer.disposable = next
                next.setDisposable(scheduler.scheduleRelative(id, dueTime: timeSpan) { previousID in
                    if previousID == windowID { startNewWindowAndSendCurrentOne() }
                    return Disposables.create()
                })
            }
            func startNewWindowAndSendCurrentOne() {
                windowID &+= 1
                let id = windowID
                let full = buffer
                buffer = []
                if !stage.isDisposed { downstream.on(full) }
                createTimer(id)
            }
            createTimer(windowID)
            stage.hold(timer)
            stage.hold(source.subscribe(Sink(runtime: downstream.runtime, forward: { value in
                buffer.append(value)
                if buffer.count == count { startNewWindowAndSendCurrentOne() }
            }, terminate: { completion in
                switch completion {
                case .error:
                    buffer = []
                case .completed:
                    if !stage.isDisposed { downstream.on(buffer) }
                }
                stage.finish(completion, to: downstream)
            })))
            return stage
        }
    }
}
