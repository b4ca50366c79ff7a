/// A sequence of recorded events played on a ``TestScheduler`` that records its
/// subscriptions, as RxTest's `TestableObservable` (made by
/// ``TestScheduler/createHotObservable(_:)`` and ``TestScheduler/createColdObservable(_:)``).
public class TestableObservable<Element>: ObservableType {
    /// Every subscription, in order, with its subscription and disposal times.
    public internal(set) var subscriptions: [Subscription] = []
    /// The events it plays.
    public internal(set) var recordedEvents: [Recorded<Event<Element>>]
    let testScheduler: TestScheduler

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    /// Subscribes `observer` (each kind of test observable plays its events its own way).
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        preconditionFailure("BindKit: TestableObservable is abstract")
    }

    /// Records a subscription starting now; the returned closure records its end.
    func recordSubscription() -> () -> Void {
        subscriptions.append(Subscription(testScheduler.clock))
        let index = subscriptions.count - 1
        return { [self] in
            subscriptions[index] = Subscription(subscriptions[index].subscribe, testScheduler.clock)
        }
    }
}

/// RxTest's `HotObservable`: each recorded event is sent at its absolute virtual
/// time to the observers subscribed then (a snapshot, in subscription order),
/// whether or not anyone listens.
final class HotObservable<Element>: TestableObservable<Element> {
    private var observers: [(key: Int, on: (Event<Element>) -> Void)] = []
    private var nextKey = 0

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            testScheduler.scheduleAt(recorded.time) { [self] in
                for observer in observers { observer.on(recorded.value) }
            }
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        nextKey += 1
        let key = nextKey
        observers.append((key, observer.on))
        let recordEnd = recordSubscription()
        return Disposables.create { [self] in
            observers.removeAll { $0.key == key }
            recordEnd()
        }
    }
}

/// RxTest's `ColdObservable`: each subscription plays the recorded events afresh,
/// each at its time relative to the subscription.
final class ColdObservable<Element>: TestableObservable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let recordEnd = recordSubscription()
        let disposed = BooleanDisposable()
        for recorded in recordedEvents {
            _ = testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                if !disposed.isDisposed { observer.on(recorded.value) }
                return Disposables.create()
            }
        }
        return Disposables.create {
            disposed.dispose()
            recordEnd()
        }
    }
}

extension TestScheduler {
    /// A hot observable that sends `events` at their absolute virtual times to
    /// whoever is subscribed then (RxTest's `createHotObservable`).
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// A cold observable that sends `events` to each subscriber at their times
    /// relative to its subscription (RxTest's `createColdObservable`).
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }
}
