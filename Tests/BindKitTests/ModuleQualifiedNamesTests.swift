import Testing
import BindKit

// Code written against RxSwift names types by module too; with only its imports swapped for
// `import BindKit`, these must still compile and mean the same (bindkit-api.md, version 3).
extension RxSwift.ObservableType where Element: RxSwift.EventConvertible {
    /// A helper as apps write them: the elements of a materialized stream, back as events.
    fileprivate func elementsBack() -> RxSwift.Observable<Element.Element> { dematerialize() }
}

extension RxCocoa.SharedSequenceConvertibleType where SharingStrategy == RxCocoa.DriverSharingStrategy {
    fileprivate func counted() -> RxCocoa.Driver<Int> { asDriver().map { _ in 1 }.scan(0, accumulator: +) }
}

@Suite("Module-qualified RxSwift names")
struct ModuleQualifiedNamesTests {
    @Test("RxSwift., RxRelay., RxCocoa., RxTest. and RxBlocking. names resolve to BindKit's own")
    func qualifiedNamesResolve() throws {
        let bag = RxSwift.DisposeBag()
        let relay = RxRelay.BehaviorRelay<Int>(value: 1)
        var seen: [Int] = []
        let source: RxSwift.Observable<Int> = relay.asObservable()
        source.materialize().elementsBack().subscribe(onNext: { seen.append($0) }).disposed(by: bag)
        relay.accept(2)
        #expect(seen == [1, 2])
        #expect(RxSwift.Observable<Int>.self == Observable<Int>.self)
        #expect(RxRelay.PublishRelay<String>.self == PublishRelay<String>.self)
        #expect(RxCocoa.Driver<Int>.self == Driver<Int>.self)
        let scheduler = RxTest.TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        RxSwift.Observable.just(3).subscribe(observer).disposed(by: bag)
        #expect(observer.events.count == 2)
        let blocking: RxBlocking.BlockingObservable<Int> = RxSwift.Observable.just(4).toBlocking()
        #expect(try blocking.toArray() == [4])
    }
}
