extension ObservableType {
    /// Projects each element to a sequence and forwards the elements of the latest
    /// one only, disposing the previous one (RxSwift `flatMapLatest`); completes
    /// when the source and the latest inner sequence have.
    public func flatMapLatest<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let source = asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            let sourceSubscription = SingleAssignmentDisposable()
            let innerSubscription = SerialDisposable()
            stage.hold(sourceSubscription)
            stage.hold(innerSubscription)
            var stopped = false
            var latest = 0
            var hasLatest = false
            sourceSubscription.setDisposable(source.subscribe(Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed else { return }
                let inner: Observable<Source.Element>
                do { inner = try selector(value).asObservable() } catch {
                    stage.finish(.error(error), to: downstream)
                    return
                }
                hasLatest = true
                latest &+= 1
                let id = latest
                let slot = SingleAssignmentDisposable()
                innerSubscription.disposable = slot
                slot.setDisposable(inner.subscribe(Sink(runtime: runtime, forward: { element in
                    guard latest == id, !stage.isDisposed else { return }
                    downstream.on(element)
                }, terminate: { completion in
                    slot.dispose()
                    guard latest == id else { return }
                    switch completion {
                    case .error:
                        stage.finish(completion, to: downstream)
                    case .completed:
                        hasLatest = false
                        if stopped { stage.finish(completion, to: downstream) }
                    }
                })))
            }, terminate: { completion in
                guard !stage.isDisposed else { return }
                switch completion {
                case .error:
                    stage.finish(completion, to: downstream)
                case .completed:
                    stopped = true
                    sourceSubscription.dispose()
                    if !hasLatest { stage.finish(completion, to: downstream) }
                }
            })))
            return stage
        }
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Forwards the elements of the latest inner sequence only (RxSwift `switchLatest`).
    public func switchLatest() -> Observable<Element.Element> {
        flatMapLatest { $0 }
    }
}
