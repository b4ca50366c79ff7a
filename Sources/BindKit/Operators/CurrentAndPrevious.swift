extension ObservableType {
    /// Pairs each element with the one before it, exactly as the seed article's
    /// helper does:
    ///
    ///     multicast(PublishSubject()) { values in
    ///         Observable.combineLatest(values, Observable.merge(values.take(1), values)) }
    ///
    /// The subject hands each element to combineLatest's first source, then (for
    /// the first element only) to `take(1)`, then to `merge`'s second source; so every
    /// element v emits `(v, the element before)` and then `(v, v)`, and the first one
    /// emits `(v, v)` twice. Each of those three deliveries completes — with every
    /// write it causes, re-entrant ones included — before the next begins, and each
    /// pair is formed from combineLatest's latest values at that moment, as in RxSwift.
    /// A helper of the same name declared in your own module takes precedence over this one.
    public func currentAndPrevious() -> Observable<(current: Element, previous: Element)> {
        Observable.operating(on: asObservable()) { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            var latestCurrent: Element?
            var latestPrevious: Element?
            var tookFirst = false
            return (Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed else { return }
                let cause = runtime.currentCause
                /// Runs `body` as part of this element's delivery (its trace cause),
                /// unless the step was cut off or the stage ended meanwhile.
                func continuing(_ body: () -> Void) {
                    guard !runtime.isCutOff, !stage.isDisposed else { return }
                    let saved = runtime.currentCause
                    runtime.currentCause = cause
                    body()
                    runtime.currentCause = saved
                }
                /// combineLatest emits when both sides have a value; then `next`.
                func emitIfComplete(then next: @escaping () -> Void) {
                    guard let current = latestCurrent, let previous = latestPrevious else {
                        next()
                        return
                    }
                    runtime.forward({ downstream.on((current: current, previous: previous)) },
                                    thenWhenDelivered: { continuing(next) })
                }
                // 3. merge's second source (`values`) gets the element.
                let third = {
                    latestPrevious = value
                    emitIfComplete(then: {})
                }
                // 2. take(1), for the first element only, then merge.
                let second = {
                    guard !tookFirst else { return third() }
                    tookFirst = true
                    latestPrevious = value
                    emitIfComplete(then: third)
                }
                // 1. combineLatest's first source (`values`).
                latestCurrent = value
                emitIfComplete(then: second)
            }, terminate: stage.forwardEnd(to: downstream)), .hold(stage))
        }
    }
}
