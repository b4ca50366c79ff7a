extension ObservableType {
    /// Forwards the only element and completes; fails with `RxError.noElements` when
    /// there is none, `RxError.moreThanOneElement` at a second one (RxSwift `single()`).
    public func single() -> Observable<Element> {
        single(nil)
    }

    /// Like ``single()``, counting only the elements for which `predicate` is true.
    public func single(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        single(Optional(predicate))
    }

    private func single(_ predicate: ((Element) throws -> Bool)?) -> Observable<Element> {
        Observable.operating(on: asObservable()) { downstream in
            let stage = Stage()
            let seenValue = UncheckedCell(false)
            return (Sink(runtime: downstream.runtime, forward: { value in
                do {
                    if let predicate, try !predicate(value) { return }
                } catch {
                    stage.finish(.error(error), to: downstream)
                    return
                }
                if seenValue.value {
                    stage.finish(.error(RxError.moreThanOneElement), to: downstream)
                    return
                }
                seenValue.value = true
                guard !stage.isDisposed else { return }
                downstream.tailOn(value)
            }, terminate: { completion in
                if case .completed = completion, !seenValue.value {
                    stage.finish(.error(RxError.noElements), to: downstream)
                } else {
                    stage.finish(completion, to: downstream)
                }
            }), .hold(stage))
        }
    }
}
