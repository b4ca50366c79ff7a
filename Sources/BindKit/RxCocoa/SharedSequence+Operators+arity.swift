// `zip` and `combineLatest` of 2 to 8 shared sequences of one strategy, as RxCocoa 6.10.2's
// `SharedSequence+Operators+arity.swift` declares them. RxCocoa generates that file from a
// `.tt` template; this one is kept by hand to match it (no generator here).

extension SharedSequence {
    /// Pairs the n-th elements of 2 shared sequences with `resultSelector`, staying shared.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Pairs the n-th elements of 2 shared sequences into tuples, staying shared.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element)>(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable()))
    }
}

extension SharedSequence {
    /// Pairs the n-th elements of 3 shared sequences with `resultSelector`, staying shared.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Pairs the n-th elements of 3 shared sequences into tuples, staying shared.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable()))
    }
}

extension SharedSequence {
    /// Pairs the n-th elements of 4 shared sequences with `resultSelector`, staying shared.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Pairs the n-th elements of 4 shared sequences into tuples, staying shared.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable()))
    }
}

extension SharedSequence {
    /// Pairs the n-th elements of 5 shared sequences with `resultSelector`, staying shared.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Pairs the n-th elements of 5 shared sequences into tuples, staying shared.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable()))
    }
}

extension SharedSequence {
    /// Pairs the n-th elements of 6 shared sequences with `resultSelector`, staying shared.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy,
        SharingStrategy == O6.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Pairs the n-th elements of 6 shared sequences into tuples, staying shared.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy,
        SharingStrategy == O6.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable()))
    }
}

extension SharedSequence {
    /// Pairs the n-th elements of 7 shared sequences with `resultSelector`, staying shared.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy,
        SharingStrategy == O6.SharingStrategy,
        SharingStrategy == O7.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable(), source7.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Pairs the n-th elements of 7 shared sequences into tuples, staying shared.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy,
        SharingStrategy == O6.SharingStrategy,
        SharingStrategy == O7.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable(), source7.asSharedSequence().asObservable()))
    }
}

extension SharedSequence {
    /// Pairs the n-th elements of 8 shared sequences with `resultSelector`, staying shared.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy,
        SharingStrategy == O6.SharingStrategy,
        SharingStrategy == O7.SharingStrategy,
        SharingStrategy == O8.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable(), source7.asSharedSequence().asObservable(), source8.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Pairs the n-th elements of 8 shared sequences into tuples, staying shared.
    public static func zip<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy,
        SharingStrategy == O6.SharingStrategy,
        SharingStrategy == O7.SharingStrategy,
        SharingStrategy == O8.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>(Observable.zip(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable(), source7.asSharedSequence().asObservable(), source8.asSharedSequence().asObservable()))
    }
}

extension SharedSequence {
    /// Combines the latest elements of 2 shared sequences with `resultSelector`, staying shared.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of 2 shared sequences into tuples, staying shared.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element)>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element)>(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable()))
    }
}

extension SharedSequence {
    /// Combines the latest elements of 3 shared sequences with `resultSelector`, staying shared.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of 3 shared sequences into tuples, staying shared.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element)>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element)>(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable()))
    }
}

extension SharedSequence {
    /// Combines the latest elements of 4 shared sequences with `resultSelector`, staying shared.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element) throws -> Element
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of 4 shared sequences into tuples, staying shared.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element)>(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable()))
    }
}

extension SharedSequence {
    /// Combines the latest elements of 5 shared sequences with `resultSelector`, staying shared.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element) throws -> Element
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of 5 shared sequences into tuples, staying shared.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element)>(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable()))
    }
}

extension SharedSequence {
    /// Combines the latest elements of 6 shared sequences with `resultSelector`, staying shared.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element) throws -> Element
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy,
        SharingStrategy == O6.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of 6 shared sequences into tuples, staying shared.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy,
        SharingStrategy == O6.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element)>(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable()))
    }
}

extension SharedSequence {
    /// Combines the latest elements of 7 shared sequences with `resultSelector`, staying shared.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element) throws -> Element
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy,
        SharingStrategy == O6.SharingStrategy,
        SharingStrategy == O7.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable(), source7.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of 7 shared sequences into tuples, staying shared.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy,
        SharingStrategy == O6.SharingStrategy,
        SharingStrategy == O7.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element)>(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable(), source7.asSharedSequence().asObservable()))
    }
}

extension SharedSequence {
    /// Combines the latest elements of 8 shared sequences with `resultSelector`, staying shared.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8, resultSelector: @escaping (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element) throws -> Element
    ) -> SharedSequence<O1.SharingStrategy, Element>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy,
        SharingStrategy == O6.SharingStrategy,
        SharingStrategy == O7.SharingStrategy,
        SharingStrategy == O8.SharingStrategy {
        SharedSequence<SharingStrategy, Element>(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable(), source7.asSharedSequence().asObservable(), source8.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }
}

extension SharedSequenceConvertibleType where Element == Any {
    /// Combines the latest elements of 8 shared sequences into tuples, staying shared.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType, O3: SharedSequenceConvertibleType, O4: SharedSequenceConvertibleType, O5: SharedSequenceConvertibleType, O6: SharedSequenceConvertibleType, O7: SharedSequenceConvertibleType, O8: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3, _ source4: O4, _ source5: O5, _ source6: O6, _ source7: O7, _ source8: O8
    ) -> SharedSequence<O1.SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>
    where SharingStrategy == O1.SharingStrategy,
        SharingStrategy == O2.SharingStrategy,
        SharingStrategy == O3.SharingStrategy,
        SharingStrategy == O4.SharingStrategy,
        SharingStrategy == O5.SharingStrategy,
        SharingStrategy == O6.SharingStrategy,
        SharingStrategy == O7.SharingStrategy,
        SharingStrategy == O8.SharingStrategy {
        SharedSequence<SharingStrategy, (O1.Element, O2.Element, O3.Element, O4.Element, O5.Element, O6.Element, O7.Element, O8.Element)>(Observable.combineLatest(source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(), source3.asSharedSequence().asObservable(), source4.asSharedSequence().asObservable(), source5.asSharedSequence().asObservable(), source6.asSharedSequence().asObservable(), source7.asSharedSequence().asObservable(), source8.asSharedSequence().asObservable()))
    }
}
