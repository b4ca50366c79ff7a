// The fixed-arity `zip`, 2 to 8 sources, as RxSwift 6.10.2's `Zip+arity.swift`
// declares them. RxSwift generates that file from `Zip+arity.tt`; this one is kept by hand to
// match it, arity for arity (no generator here). The worker is `ZipCore`.

extension ObservableType {
    /// Pairs the n-th elements of 2 sources with `resultSelector` (RxSwift `zip`):
    /// elements wait in a queue per source; completes when every source has.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        return Observable { downstream in
            let queue1 = ZipQueue<O1.Element>()
            let queue2 = ZipQueue<O2.Element>()
            let core = ZipCore(arity: 2, downstream: downstream, ready: { !queue1.isEmpty && !queue2.isEmpty }) {
                try resultSelector(queue1.dequeue(), queue2.dequeue())
            }
            core.subscribe(s1, index: 0) { queue1.enqueue($0) }
            core.subscribe(s2, index: 1) { queue2.enqueue($0) }
            return core.stage
        }
    }

    /// Pairs the n-th elements of 3 sources with `resultSelector` (RxSwift `zip`):
    /// elements wait in a queue per source; completes when every source has.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        let s3 = source3.asObservable()
        return Observable { downstream in
            let queue1 = ZipQueue<O1.Element>()
            let queue2 = ZipQueue<O2.Element>()
            let queue3 = ZipQueue<O3.Element>()
            let core = ZipCore(arity: 3, downstream: downstream, ready: { !queue1.isEmpty && !queue2.isEmpty && !queue3.isEmpty }) {
                try resultSelector(queue1.dequeue(), queue2.dequeue(), queue3.dequeue())
            }
            core.subscribe(s1, index: 0) { queue1.enqueue($0) }
            core.subscribe(s2, index: 1) { queue2.enqueue($0) }
            core.subscribe(s3, index: 2) { queue3.enqueue($0) }
            return core.stage
        }
    }

    /// Pairs the n-th elements of 4 sources with `resultSelector` (RxSwift `zip`):
    /// elements wait in a queue per source; completes when every source has.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        let s3 = source3.asObservable()
        let s4 = source4.asObservable()
        return Observable { downstream in
            let queue1 = ZipQueue<O1.Element>()
            let queue2 = ZipQueue<O2.Element>()
            let queue3 = ZipQueue<O3.Element>()
            let queue4 = ZipQueue<O4.Element>()
            let core = ZipCore(arity: 4, downstream: downstream, ready: { !queue1.isEmpty && !queue2.isEmpty && !queue3.isEmpty && !queue4.isEmpty }) {
                try resultSelector(queue1.dequeue(), queue2.dequeue(), queue3.dequeue(), queue4.dequeue())
            }
            core.subscribe(s1, index: 0) { queue1.enqueue($0) }
            core.subscribe(s2, index: 1) { queue2.enqueue($0) }
            core.subscribe(s3, index: 2) { queue3.enqueue($0) }
            core.subscribe(s4, index: 3) { queue4.enqueue($0) }
            return core.stage
        }
    }

    /// Pairs the n-th elements of 5 sources with `resultSelector` (RxSwift `zip`):
    /// elements wait in a queue per source; completes when every source has.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        let s3 = source3.asObservable()
        let s4 = source4.asObservable()
        let s5 = source5.asObservable()
        return Observable { downstream in
            let queue1 = ZipQueue<O1.Element>()
            let queue2 = ZipQueue<O2.Element>()
            let queue3 = ZipQueue<O3.Element>()
            let queue4 = ZipQueue<O4.Element>()
            let queue5 = ZipQueue<O5.Element>()
            let core = ZipCore(arity: 5, downstream: downstream, ready: { !queue1.isEmpty && !queue2.isEmpty && !queue3.isEmpty && !queue4.isEmpty && !queue5.isEmpty }) {
                try resultSelector(queue1.dequeue(), queue2.dequeue(), queue3.dequeue(), queue4.dequeue(), queue5.dequeue())
            }
            core.subscribe(s1, index: 0) { queue1.enqueue($0) }
            core.subscribe(s2, index: 1) { queue2.enqueue($0) }
            core.subscribe(s3, index: 2) { queue3.enqueue($0) }
            core.subscribe(s4, index: 3) { queue4.enqueue($0) }
            core.subscribe(s5, index: 4) { queue5.enqueue($0) }
            return core.stage
        }
    }

    /// Pairs the n-th elements of 6 sources with `resultSelector` (RxSwift `zip`):
    /// elements wait in a queue per source; completes when every source has.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        let s3 = source3.asObservable()
        let s4 = source4.asObservable()
        let s5 = source5.asObservable()
        let s6 = source6.asObservable()
        return Observable { downstream in
            let queue1 = ZipQueue<O1.Element>()
            let queue2 = ZipQueue<O2.Element>()
            let queue3 = ZipQueue<O3.Element>()
            let queue4 = ZipQueue<O4.Element>()
            let queue5 = ZipQueue<O5.Element>()
            let queue6 = ZipQueue<O6.Element>()
            let core = ZipCore(arity: 6, downstream: downstream, ready: { !queue1.isEmpty && !queue2.isEmpty && !queue3.isEmpty && !queue4.isEmpty && !queue5.isEmpty && !queue6.isEmpty }) {
                try resultSelector(queue1.dequeue(), queue2.dequeue(), queue3.dequeue(), queue4.dequeue(), queue5.dequeue(), queue6.dequeue())
            }
            core.subscribe(s1, index: 0) { queue1.enqueue($0) }
            core.subscribe(s2, index: 1) { queue2.enqueue($0) }
            core.subscribe(s3, index: 2) { queue3.enqueue($0) }
            core.subscribe(s4, index: 3) { queue4.enqueue($0) }
            core.subscribe(s5, index: 4) { queue5.enqueue($0) }
            core.subscribe(s6, index: 5) { queue6.enqueue($0) }
            return core.stage
        }
    }

    /// Pairs the n-th elements of 7 sources with `resultSelector` (RxSwift `zip`):
    /// elements wait in a queue per source; completes when every source has.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        let s3 = source3.asObservable()
        let s4 = source4.asObservable()
        let s5 = source5.asObservable()
        let s6 = source6.asObservable()
        let s7 = source7.asObservable()
        return Observable { downstream in
            let queue1 = ZipQueue<O1.Element>()
            let queue2 = ZipQueue<O2.Element>()
            let queue3 = ZipQueue<O3.Element>()
            let queue4 = ZipQueue<O4.Element>()
            let queue5 = ZipQueue<O5.Element>()
            let queue6 = ZipQueue<O6.Element>()
            let queue7 = ZipQueue<O7.Element>()
            let core = ZipCore(arity: 7, downstream: downstream, ready: { !queue1.isEmpty && !queue2.isEmpty && !queue3.isEmpty && !queue4.isEmpty && !queue5.isEmpty && !queue6.isEmpty && !queue7.isEmpty }) {
                try resultSelector(queue1.dequeue(), queue2.dequeue(), queue3.dequeue(), queue4.dequeue(), queue5.dequeue(), queue6.dequeue(), queue7.dequeue())
            }
            core.subscribe(s1, index: 0) { queue1.enqueue($0) }
            core.subscribe(s2, index: 1) { queue2.enqueue($0) }
            core.subscribe(s3, index: 2) { queue3.enqueue($0) }
            core.subscribe(s4, index: 3) { queue4.enqueue($0) }
            core.subscribe(s5, index: 4) { queue5.enqueue($0) }
            core.subscribe(s6, index: 5) { queue6.enqueue($0) }
            core.subscribe(s7, index: 6) { queue7.enqueue($0) }
            return core.stage
        }
    }

    /// Pairs the n-th elements of 8 sources with `resultSelector` (RxSwift `zip`):
    /// elements wait in a queue per source; completes when every source has.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        let s3 = source3.asObservable()
        let s4 = source4.asObservable()
        let s5 = source5.asObservable()
        let s6 = source6.asObservable()
        let s7 = source7.asObservable()
        let s8 = source8.asObservable()
        return Observable { downstream in
            let queue1 = ZipQueue<O1.Element>()
            let queue2 = ZipQueue<O2.Element>()
            let queue3 = ZipQueue<O3.Element>()
            let queue4 = ZipQueue<O4.Element>()
            let queue5 = ZipQueue<O5.Element>()
            let queue6 = ZipQueue<O6.Element>()
            let queue7 = ZipQueue<O7.Element>()
            let queue8 = ZipQueue<O8.Element>()
            let core = ZipCore(arity: 8, downstream: downstream, ready: { !queue1.isEmpty && !queue2.isEmpty && !queue3.isEmpty && !queue4.isEmpty && !queue5.isEmpty && !queue6.isEmpty && !queue7.isEmpty && !queue8.isEmpty }) {
                try resultSelector(queue1.dequeue(), queue2.dequeue(), queue3.dequeue(), queue4.dequeue(), queue5.dequeue(), queue6.dequeue(), queue7.dequeue(), queue8.dequeue())
            }
            core.subscribe(s1, index: 0) { queue1.enqueue($0) }
            core.subscribe(s2, index: 1) { queue2.enqueue($0) }
            core.subscribe(s3, index: 2) { queue3.enqueue($0) }
            core.subscribe(s4, index: 3) { queue4.enqueue($0) }
            core.subscribe(s5, index: 4) { queue5.enqueue($0) }
            core.subscribe(s6, index: 5) { queue6.enqueue($0) }
            core.subscribe(s7, index: 6) { queue7.enqueue($0) }
            core.subscribe(s8, index: 7) { queue8.enqueue($0) }
            return core.stage
        }
    }
}

extension ObservableType where Element == Any {
    /// Pairs the n-th elements of 2 sources into tuples.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.zip(source1, source2) { ($0, $1) }
    }

    /// Pairs the n-th elements of 3 sources into tuples.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.zip(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Pairs the n-th elements of 4 sources into tuples.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.zip(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// Pairs the n-th elements of 5 sources into tuples.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.zip(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// Pairs the n-th elements of 6 sources into tuples.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.zip(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }

    /// Pairs the n-th elements of 7 sources into tuples.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>.zip(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// Pairs the n-th elements of 8 sources into tuples.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>.zip(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
