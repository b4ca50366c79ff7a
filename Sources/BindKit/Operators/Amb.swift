extension ObservableType {
    /// Forwards the events of whichever of the sources sends an event first, and
    /// disposes the others (RxSwift `Observable.amb`).
    public static func amb<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        sequence.reduce(Observable<Element>.never()) { result, next in result.amb(next) }
    }

    /// Forwards the events of this sequence or of `right`, whichever sends an event
    /// first; the other is disposed (RxSwift `amb(_:)`).
    public func amb<O2: ObservableType>(_ right: O2) -> Observable<Element> where O2.Element == Element {
        let left = asObservable()
        let other = right.asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            var choice = AmbSide.neither
            let leftSubscription = SingleAssignmentDisposable()
            let rightSubscription = SingleAssignmentDisposable()
            let disposeAll = Disposables.create(leftSubscription, rightSubscription)
            stage.hold(disposeAll)
            // RxSwift's `AmbObserver`: after an end it disposes its `cancel`, which is
            // both subscriptions once its side won (and, as in RxSwift, the left one's
            // before any side won).
            func observer(_ side: AmbSide, otherSubscription: Disposable) -> Sink<Element> {
                var cancel: Disposable = leftSubscription
                func decide(_ event: Event<Element>) {
                    if choice == .neither {
                        choice = side
                        cancel = disposeAll
                        otherSubscription.dispose()
                    }
                    guard choice == side else { return }
                    switch event {
                    case .next(let value): if !stage.isDisposed { downstream.on(value) }
                    case .error(let error): stage.finish(.error(error), to: downstream)
                    case .completed: stage.finish(.completed, to: downstream)
                    }
                }
                return Sink(runtime: runtime, forward: { decide(.next($0)) }, terminate: { completion in
                    decide(completion.event())
                    cancel.dispose()
                })
            }
            leftSubscription.setDisposable(left.subscribe(observer(.left, otherSubscription: rightSubscription)))
            rightSubscription.setDisposable(other.subscribe(observer(.right, otherSubscription: leftSubscription)))
            return stage
        }
    }
}

/// Which source of `amb` won.
private enum AmbSide {
    case neither, left, right
}
