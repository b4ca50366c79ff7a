extension ObservableType {
    /// Replaces an error with `element` and completes (RxSwift `catchAndReturn`).
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        `catch` { _ in Observable.just(element) }
    }

    /// Continues with the sequence `handler` returns for an error (RxSwift `catch`).
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            let subscription = SerialDisposable()
            stage.hold(subscription)
            let inner = SingleAssignmentDisposable()
            subscription.disposable = inner
            inner.setDisposable(source.subscribe(Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed else { return }
                downstream.on(value)
            }, terminate: { completion in
                guard !stage.isDisposed else { return }
                switch completion {
                case .completed:
                    stage.finish(completion, to: downstream)
                case .error(let error):
                    let fallback: Observable<Element>
                    do { fallback = try handler(error) } catch {
                        stage.finish(.error(error), to: downstream)
                        return
                    }
                    subscription.disposable = fallback.subscribe(Sink(runtime: runtime, forward: { value in
                        guard !stage.isDisposed else { return }
                        downstream.on(value)
                    }, terminate: stage.forwardEnd(to: downstream)))
                }
            })))
            return stage
        }
    }

    /// RxSwift's deprecated name of ``catchAndReturn(_:)``.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> Observable<Element> {
        catchAndReturn(element)
    }

    /// RxSwift's deprecated name of ``catch(_:)``.
    @available(*, deprecated, renamed: "catch(_:)")
    public func catchError(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        `catch`(handler)
    }
}
