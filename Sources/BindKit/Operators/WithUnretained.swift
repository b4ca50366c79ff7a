extension ObservableType {
    /// Pairs each element with `obj`, held weakly, through `resultSelector`; once
    /// `obj` is gone, the sequence completes (RxSwift `withUnretained(_:resultSelector:)`).
    public func withUnretained<Object: AnyObject, Out>(
        _ obj: Object, resultSelector: @escaping (Object, Element) -> Out
    ) -> Observable<Out> {
        map { [weak obj] element -> Out in
            guard let obj else { throw UnretainedError.failedRetaining }
            return resultSelector(obj, element)
        }
        .catch { error -> Observable<Out> in
            guard let unretained = error as? UnretainedError, unretained == .failedRetaining else {
                return .error(error)
            }
            return .empty()
        }
    }

    /// Pairs each element with `obj`, held weakly (RxSwift `withUnretained(_:)`).
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }
}

/// The object of `withUnretained` is gone.
private enum UnretainedError: Swift.Error {
    case failedRetaining
}
