extension ObservableType where Element: Equatable {
    /// Forwards an element only when it differs from the previous one (RxSwift
    /// `distinctUntilChanged`). The remembered element is updated before forwarding,
    /// so a re-entrant element is compared with the newest one.
    @inlinable
    public func distinctUntilChanged() -> Observable<Element> {
        // Written out (not through the key-and-comparer form): no closure calls per element.
        Observable.operating(on: asObservable()) { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            let previous = UncheckedCell<Element?>(nil)
            return (Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed else { return }
                if let last = previous.value, last == value {
                    runtime.traceDrop(value, reason: "distinct")
                    return
                }
                previous.value = value
                downstream.tailOn(value)
            }, terminate: stage.forwardEnd(to: downstream)), .hold(stage))
        }
    }
}

extension ObservableType {
    /// Forwards an element only when `comparer` says it differs from the previous one.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        distinctUntilChanged({ $0 }, comparer: comparer)
    }

    /// Forwards an element only when its key differs from the previous element's key.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key)
        -> Observable<Element> {
        distinctUntilChanged(keySelector, comparer: ==)
    }

    /// Forwards an element only when the property at `keyPath` differs from the previous one's.
    public func distinctUntilChanged<Property: Equatable>(at keyPath: KeyPath<Element, Property>)
        -> Observable<Element> {
        distinctUntilChanged({ $0[keyPath: keyPath] }, comparer: ==)
    }

    /// Forwards an element only when `comparer` says its key differs from the
    /// previous element's key. The key is stored before forwarding.
    public func distinctUntilChanged<Key>(
        _ keySelector: @escaping (Element) throws -> Key, comparer: @escaping (Key, Key) throws -> Bool
    ) -> Observable<Element> {
        Observable.operating(on: asObservable()) { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            let currentKey = UncheckedCell<Key?>(nil)
            return (Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed else { return }
                do {
                    let key = try keySelector(value)
                    if let last = currentKey.value, try comparer(last, key) {
                        runtime.traceDrop(value, reason: "distinct")
                        return
                    }
                    currentKey.value = key
                } catch {
                    stage.finish(.error(error), to: downstream)
                    return
                }
                downstream.tailOn(value)
            }, terminate: stage.forwardEnd(to: downstream)), .hold(stage))
        }
    }
}
