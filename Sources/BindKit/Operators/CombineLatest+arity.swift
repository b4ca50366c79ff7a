// The fixed-arity `combineLatest`, 2 to 8 sources, as RxSwift 6.10.2's
// `CombineLatest+arity.swift` declares them. RxSwift generates that file from
// `CombineLatest+arity.tt`; this one is kept by hand to match it, arity for arity (no
// generator here). The worker is `CombineLatestCore`.

extension ObservableType {
    /// Combines the latest elements of 2 sources with `resultSelector` (RxSwift
    /// `combineLatest`): nothing until every source has one, then one result per element.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2,
        resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        return Observable { downstream in
            var latest1: O1.Element?
            var latest2: O2.Element?
            let core = CombineLatestCore(arity: 2, downstream: downstream) {
                try resultSelector(latest1.unsafelyUnwrapped, latest2.unsafelyUnwrapped)
            }
            core.subscribe(s1, index: 0) { latest1 = $0 }
            core.subscribe(s2, index: 1) { latest2 = $0 }
            return core.stage
        }
    }

    /// Combines the latest elements of 3 sources with `resultSelector` (RxSwift
    /// `combineLatest`): nothing until every source has one, then one result per element.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        let s3 = source3.asObservable()
        return Observable { downstream in
            var latest1: O1.Element?
            var latest2: O2.Element?
            var latest3: O3.Element?
            let core = CombineLatestCore(arity: 3, downstream: downstream) {
                try resultSelector(latest1.unsafelyUnwrapped, latest2.unsafelyUnwrapped, latest3.unsafelyUnwrapped)
            }
            core.subscribe(s1, index: 0) { latest1 = $0 }
            core.subscribe(s2, index: 1) { latest2 = $0 }
            core.subscribe(s3, index: 2) { latest3 = $0 }
            return core.stage
        }
    }

    /// Combines the latest elements of 4 sources with `resultSelector` (RxSwift
    /// `combineLatest`): nothing until every source has one, then one result per element.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        let s3 = source3.asObservable()
        let s4 = source4.asObservable()
        return Observable { downstream in
            var latest1: O1.Element?
            var latest2: O2.Element?
            var latest3: O3.Element?
            var latest4: O4.Element?
            let core = CombineLatestCore(arity: 4, downstream: downstream) {
                try resultSelector(latest1.unsafelyUnwrapped, latest2.unsafelyUnwrapped, latest3.unsafelyUnwrapped, latest4.unsafelyUnwrapped)
            }
            core.subscribe(s1, index: 0) { latest1 = $0 }
            core.subscribe(s2, index: 1) { latest2 = $0 }
            core.subscribe(s3, index: 2) { latest3 = $0 }
            core.subscribe(s4, index: 3) { latest4 = $0 }
            return core.stage
        }
    }

    /// Combines the latest elements of 5 sources with `resultSelector` (RxSwift
    /// `combineLatest`): nothing until every source has one, then one result per element.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> Observable<Element> {
        let s1 = source1.asObservable()
        let s2 = source2.asObservable()
        let s3 = source3.asObservable()
        let s4 = source4.asObservable()
        let s5 = source5.asObservable()
        return Observable { downstream in
            var latest1: O1.Element?
            var latest2: O2.Element?
            var latest3: O3.Element?
            var latest4: O4.Element?
            var latest5: O5.Element?
            let core = CombineLatestCore(arity: 5, downstream: downstream) {
                try resultSelector(latest1.unsafelyUnwrapped, latest2.unsafelyUnwrapped, latest3.unsafelyUnwrapped, latest4.unsafelyUnwrapped, latest5.unsafelyUnwrapped)
            }
            core.subscribe(s1, index: 0) { latest1 = $0 }
            core.subscribe(s2, index: 1) { latest2 = $0 }
            core.subscribe(s3, index: 2) { latest3 = $0 }
            core.subscribe(s4, index: 3) { latest4 = $0 }
            core.subscribe(s5, index: 4) { latest5 = $0 }
            return core.stage
        }
    }

    /// Combines the latest elements of 6 sources with `resultSelector` (RxSwift
    /// `combineLatest`): nothing until every source has one, then one result per element.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
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
            var latest1: O1.Element?
            var latest2: O2.Element?
            var latest3: O3.Element?
            var latest4: O4.Element?
            var latest5: O5.Element?
            var latest6: O6.Element?
            let core = CombineLatestCore(arity: 6, downstream: downstream) {
                try resultSelector(latest1.unsafelyUnwrapped, latest2.unsafelyUnwrapped, latest3.unsafelyUnwrapped, latest4.unsafelyUnwrapped, latest5.unsafelyUnwrapped, latest6.unsafelyUnwrapped)
            }
            core.subscribe(s1, index: 0) { latest1 = $0 }
            core.subscribe(s2, index: 1) { latest2 = $0 }
            core.subscribe(s3, index: 2) { latest3 = $0 }
            core.subscribe(s4, index: 3) { latest4 = $0 }
            core.subscribe(s5, index: 4) { latest5 = $0 }
            core.subscribe(s6, index: 5) { latest6 = $0 }
            return core.stage
        }
    }

    /// Combines the latest elements of 7 sources with `resultSelector` (RxSwift
    /// `combineLatest`): nothing until every source has one, then one result per element.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
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
            var latest1: O1.Element?
            var latest2: O2.Element?
            var latest3: O3.Element?
            var latest4: O4.Element?
            var latest5: O5.Element?
            var latest6: O6.Element?
            var latest7: O7.Element?
            let core = CombineLatestCore(arity: 7, downstream: downstream) {
                try resultSelector(latest1.unsafelyUnwrapped, latest2.unsafelyUnwrapped, latest3.unsafelyUnwrapped, latest4.unsafelyUnwrapped, latest5.unsafelyUnwrapped, latest6.unsafelyUnwrapped, latest7.unsafelyUnwrapped)
            }
            core.subscribe(s1, index: 0) { latest1 = $0 }
            core.subscribe(s2, index: 1) { latest2 = $0 }
            core.subscribe(s3, index: 2) { latest3 = $0 }
            core.subscribe(s4, index: 3) { latest4 = $0 }
            core.subscribe(s5, index: 4) { latest5 = $0 }
            core.subscribe(s6, index: 5) { latest6 = $0 }
            core.subscribe(s7, index: 6) { latest7 = $0 }
            return core.stage
        }
    }

    /// Combines the latest elements of 8 sources with `resultSelector` (RxSwift
    /// `combineLatest`): nothing until every source has one, then one result per element.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
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
            var latest1: O1.Element?
            var latest2: O2.Element?
            var latest3: O3.Element?
            var latest4: O4.Element?
            var latest5: O5.Element?
            var latest6: O6.Element?
            var latest7: O7.Element?
            var latest8: O8.Element?
            let core = CombineLatestCore(arity: 8, downstream: downstream) {
                try resultSelector(latest1.unsafelyUnwrapped, latest2.unsafelyUnwrapped, latest3.unsafelyUnwrapped, latest4.unsafelyUnwrapped, latest5.unsafelyUnwrapped, latest6.unsafelyUnwrapped, latest7.unsafelyUnwrapped, latest8.unsafelyUnwrapped)
            }
            core.subscribe(s1, index: 0) { latest1 = $0 }
            core.subscribe(s2, index: 1) { latest2 = $0 }
            core.subscribe(s3, index: 2) { latest3 = $0 }
            core.subscribe(s4, index: 3) { latest4 = $0 }
            core.subscribe(s5, index: 4) { latest5 = $0 }
            core.subscribe(s6, index: 5) { latest6 = $0 }
            core.subscribe(s7, index: 6) { latest7 = $0 }
            core.subscribe(s8, index: 7) { latest8 = $0 }
            return core.stage
        }
    }
}

extension ObservableType where Element == Any {
    /// Combines the latest elements of 2 sources into tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2
    ) -> Observable<(O1.Element, O2.Element)> {
        Observable<(O1.Element, O2.Element)>.combineLatest(source1, source2) { ($0, $1) }
    }

    /// Combines the latest elements of 3 sources into tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element)>.combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }

    /// Combines the latest elements of 4 sources into tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element)>.combineLatest(source1, source2, source3, source4) { ($0, $1, $2, $3) }
    }

    /// Combines the latest elements of 5 sources into tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>.combineLatest(source1, source2, source3, source4, source5) { ($0, $1, $2, $3, $4) }
    }

    /// Combines the latest elements of 6 sources into tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>.combineLatest(source1, source2, source3, source4, source5, source6) { ($0, $1, $2, $3, $4, $5) }
    }

    /// Combines the latest elements of 7 sources into tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>.combineLatest(source1, source2, source3, source4, source5, source6, source7) { ($0, $1, $2, $3, $4, $5, $6) }
    }

    /// Combines the latest elements of 8 sources into tuples.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType, O4: ObservableType, O5: ObservableType, O6: ObservableType, O7: ObservableType, O8: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)> {
        Observable<(O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>.combineLatest(source1, source2, source3, source4, source5, source6, source7, source8) { ($0, $1, $2, $3, $4, $5, $6, $7) }
    }
}
