import BindKit
import XCTest

/// RxTest's XCTAssert overloads on events, as RxSwift users call them (equal histories:
/// a failing one would fail this test through XCTest's XCTFail).
final class RxTestAssertionsTests: XCTestCase {
    func testRecordedEventsOfAHotObservableThroughAnOperator() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(230)])
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 20), .next(220, 30), .completed(230)])
        XCTAssertEqual(res.events, Recorded.events(.next(210, 20), .next(220, 30), .completed(230)))
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertRecordedElements(Array(res.events.dropLast()), [20, 30])
    }

    func testRecordedEventsWithOptionalElementsAndErrors() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, Int?.none), .next(20, 4), .error(30, TestError("e"))])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, nil), .next(220, 4), .error(230, TestError("e"))])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testEventListsOfEachTrait() {
        var singleEvents: [SingleEvent<Int>] = []
        var maybeEvents: [MaybeEvent<Int>] = []
        var completableEvents: [CompletableEvent] = []
        var events: [Event<Int>] = []
        let subscriptions = [
            Single.just(1).subscribe { singleEvents.append($0) },
            Single<Int>.error(TestError("s")).subscribe { singleEvents.append($0) },
            Maybe<Int>.empty().subscribe { maybeEvents.append($0) },
            Maybe.just(2).subscribe { maybeEvents.append($0) },
            Completable.empty().subscribe { completableEvents.append($0) },
            Completable.error(TestError("c")).subscribe { completableEvents.append($0) },
            Observable.of(1, 2).subscribe { events.append($0) },
        ]
        XCTAssertEqual(singleEvents, [.success(1), .failure(TestError("s"))])
        XCTAssertEqual(maybeEvents, [.completed, .success(2)])
        XCTAssertEqual(completableEvents, [.completed, .error(TestError("c"))])
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
        for subscription in subscriptions { subscription.dispose() }
    }
}
