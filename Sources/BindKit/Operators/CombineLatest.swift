extension Observable {
    /// Combines the latest elements of `sources`: once every source has produced
    /// an element, each element from any source produces an array of the latest
    /// ones (RxSwift's collection `combineLatest`). Sources are subscribed in
    /// order; the latest element is stored before the combination is forwarded.
    public static func combineLatest(_ sources: [Observable<Element>]) -> Observable<[Element]> {
        Observable<[Element]> { downstream in
            let runtime = downstream.runtime
            var latest = [Element?](repeating: nil, count: sources.count)
            var missing = sources.count
            var disposables: [Disposable] = []
            for (index, source) in sources.enumerated() {
                disposables.append(source.subscribe(Sink(runtime: runtime) { value in
                    if latest[index] == nil { missing -= 1 }
                    latest[index] = value
                    guard missing == 0 else {
                        runtime.traceDrop(value, reason: "combineLatest (waiting for every source)")
                        return
                    }
                    downstream.on(latest.compactMap { $0 })
                }))
            }
            return Disposables.create(disposables)
        }
    }

    /// Combines the latest elements of two sources with `resultSelector`.
    public static func combineLatest<A: ObservableType, B: ObservableType>(
        _ a: A, _ b: B, resultSelector: @escaping (A.Element, B.Element) -> Element
    ) -> Observable<Element> {
        Observable<Element> { downstream in
            let runtime = downstream.runtime
            var latestA: A.Element?
            var latestB: B.Element?
            let emit = { (value: Any) in
                if let valueA = latestA, let valueB = latestB {
                    downstream.on(resultSelector(valueA, valueB))
                } else {
                    runtime.traceDrop(value, reason: "combineLatest (waiting for every source)")
                }
            }
            let first = a.asObservable().subscribe(Sink(runtime: runtime) { latestA = $0; emit($0) })
            let second = b.asObservable().subscribe(Sink(runtime: runtime) { latestB = $0; emit($0) })
            return Disposables.create(first, second)
        }
    }

    /// Combines the latest elements of three sources with `resultSelector`.
    public static func combineLatest<A: ObservableType, B: ObservableType, C: ObservableType>(
        _ a: A, _ b: B, _ c: C, resultSelector: @escaping (A.Element, B.Element, C.Element) -> Element
    ) -> Observable<Element> {
        Observable<Element> { downstream in
            let runtime = downstream.runtime
            var latestA: A.Element?
            var latestB: B.Element?
            var latestC: C.Element?
            let emit = { (value: Any) in
                if let valueA = latestA, let valueB = latestB, let valueC = latestC {
                    downstream.on(resultSelector(valueA, valueB, valueC))
                } else {
                    runtime.traceDrop(value, reason: "combineLatest (waiting for every source)")
                }
            }
            let first = a.asObservable().subscribe(Sink(runtime: runtime) { latestA = $0; emit($0) })
            let second = b.asObservable().subscribe(Sink(runtime: runtime) { latestB = $0; emit($0) })
            let third = c.asObservable().subscribe(Sink(runtime: runtime) { latestC = $0; emit($0) })
            return Disposables.create([first, second, third])
        }
    }
}
