import BindKit
import Foundation
import Testing

/// RxSwift's thread-backed schedulers and RxBlocking on BindKit's virtual main loop
/// (the documented deviation: no threads, work runs when the main loop turns).
@Suite("Schedulers and toBlocking on the virtual main loop")
struct VirtualSchedulersTests {
    /// Runs `body` on a runtime of its own (a main loop of its own).
    private func onOwnRuntime(_ body: () throws -> Void) rethrows {
        try Runtime().withCurrent(body)
    }

    @Test("SerialDispatchQueueScheduler(qos:), ConcurrentDispatchQueueScheduler and OperationQueueScheduler queue work for the main loop's next turn, in order")
    func dispatchSchedulersQueue() {
        onOwnRuntime {
            var log: [String] = []
            let serial = SerialDispatchQueueScheduler(qos: .default)
            let concurrent = ConcurrentDispatchQueueScheduler(qos: .background)
            let operations = OperationQueueScheduler(operationQueue: OperationQueue())
            _ = serial.schedule(()) { _ in log.append("serial"); return Disposables.create() }
            _ = concurrent.schedule(()) { _ in log.append("concurrent"); return Disposables.create() }
            let cancelled = operations.schedule(()) { _ in log.append("cancelled"); return Disposables.create() }
            _ = operations.schedule(()) { _ in log.append("operation"); return Disposables.create() }
            cancelled.dispose()
            _ = ConcurrentMainScheduler.instance.schedule(()) { _ in log.append("main, at once"); return Disposables.create() }
            #expect(log == ["main, at once"])
            MainScheduler.settle()
            #expect(log == ["main, at once", "serial", "concurrent", "operation"])
        }
    }

    @Test("MainScheduler runs work at once only when none of its work runs or waits: with 200 items queued behind running work, a disposed one still counting until its turn")
    func mainSchedulerQueueCount() {
        onOwnRuntime {
            var log: [Int] = []
            let main = MainScheduler()
            var waiting: [Disposable] = []
            _ = main.schedule(()) { _ in
                // Running: everything scheduled now waits for the main loop's next turn.
                for index in 0..<200 {
                    waiting.append(main.schedule(()) { _ in
                        log.append(index)
                        // Scheduled from running work, with 120 done items before it: still queued.
                        if index == 120 { _ = main.schedule(()) { _ in log.append(3_000); return Disposables.create() } }
                        return Disposables.create()
                    })
                }
                return Disposables.create()
            }
            #expect(log.isEmpty)
            waiting[150].dispose()
            // The queue still holds work: a new item waits behind it, in order.
            _ = main.schedule(()) { _ in log.append(1_000); return Disposables.create() }
            MainScheduler.settle()
            #expect(log == Array(0..<150) + Array(151..<200) + [1_000, 3_000])
            // Everything ran (the disposed item's turn came too): the next one runs at once.
            _ = main.schedule(()) { _ in log.append(2_000); return Disposables.create() }
            #expect(log.last == 2_000)
        }
    }

    @Test("timers of those schedulers run on the main loop's clock: interval on a ConcurrentDispatchQueueScheduler")
    func timersOnTheMainClock() {
        onOwnRuntime {
            var values: [Int] = []
            let subscription = Observable<Int>.interval(.milliseconds(100), scheduler: ConcurrentDispatchQueueScheduler(qos: .default))
                .take(3).subscribe(onNext: { values.append($0) })
            MainScheduler.advance(by: .milliseconds(250))
            #expect(values == [0, 1])
            MainScheduler.advance(by: .milliseconds(100))
            #expect(values == [0, 1, 2])
            subscription.dispose()
        }
    }

    @Test("subscribe(on:) a serial scheduler subscribes at the main loop's next turn, and disposes through it too")
    func subscribeOnSerial() {
        onOwnRuntime {
            var log: [String] = []
            let source = Observable<Int>.create { observer in
                log.append("subscribed")
                observer.onNext(1)
                return Disposables.create { log.append("disposed") }
            }
            let subscription = source.subscribe(on: SerialDispatchQueueScheduler(qos: .userInitiated))
                .subscribe(onNext: { log.append("next \($0)") })
            #expect(log.isEmpty)
            MainScheduler.settle()
            #expect(log == ["subscribed", "next 1"])
            subscription.dispose()
            #expect(log == ["subscribed", "next 1"])
            MainScheduler.settle()
            #expect(log == ["subscribed", "next 1", "disposed"])
        }
    }

    @Test("toBlocking runs the main loop's work and timers until the sequence ends")
    func toBlockingRunsTheMainLoop() throws {
        try onOwnRuntime {
            let ticks = try Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance).take(3)
                .toBlocking().toArray()
            #expect(ticks == [0, 1, 2])
            let first = try Observable.of(5, 6).observe(on: MainScheduler.asyncInstance).toBlocking().first()
            #expect(first == 5)
            let last = try Observable.of(5, 6).subscribe(on: SerialDispatchQueueScheduler(qos: .default)).toBlocking().last()
            #expect(last == 6)
            #expect(try Observable<Int>.empty().toBlocking().first() == nil)
            #expect(throws: RxError.self) { try Observable.of(1, 2).toBlocking().single() }
            // `subscribe(on:)` disposes through its scheduler: let the main loop run that.
            MainScheduler.settle()
        }
    }

    @Test("toBlocking(timeout:) throws RxError.timeout once that much virtual time passed")
    func toBlockingTimeout() {
        onOwnRuntime {
            let clock = MainScheduler.instance.now
            var thrown: Error?
            do {
                _ = try Observable<Int>.timer(.seconds(5), scheduler: MainScheduler.instance).toBlocking(timeout: 2).first()
            } catch {
                thrown = error
            }
            #expect("\(String(describing: thrown))" == "\(String(describing: Optional(RxError.timeout)))")
            #expect(MainScheduler.instance.now.timeIntervalSince(clock) == 2)
            switch Observable<Int>.never().toBlocking(timeout: 0.01).materialize() {
            case .failed(let elements, let error): #expect(elements.isEmpty && "\(error)" == "\(RxError.timeout)")
            case .completed: Issue.record("never() should time out")
            }
        }
    }

    @Test("SharingScheduler.mock lasts for its action only, on the current runtime")
    func sharingSchedulerMock() {
        onOwnRuntime {
            let scheduler = TestScheduler(initialClock: 0)
            SharingScheduler.mock(scheduler: scheduler) {
                #expect(SharingScheduler.make() as? TestScheduler === scheduler)
            }
            #expect(SharingScheduler.make() is MainScheduler)
        }
    }

    @Test("HistoricalScheduler: a date clock, work at its times, sleep, stop")
    func historicalScheduler() {
        let scheduler = HistoricalScheduler(initialClock: Date(timeIntervalSince1970: 10))
        var times: [Double] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            times.append(scheduler.now.timeIntervalSince1970)
            scheduler.sleep(100)
            _ = scheduler.scheduleRelative((), dueTime: .seconds(20)) { _ in
                times.append(scheduler.now.timeIntervalSince1970)
                return Disposables.create()
            }
            return scheduler.schedule(()) { _ in
                times.append(scheduler.now.timeIntervalSince1970)
                return Disposables.create()
            }
        }
        scheduler.advanceTo(Date(timeIntervalSince1970: 120))
        #expect(times == [20, 120])
        scheduler.start()
        #expect(times == [20, 120, 140])
        #expect(scheduler.clock == Date(timeIntervalSince1970: 140))
    }

    @Test("AsyncSubject: only the last element, with the completion; an error alone; late subscribers get the end")
    func asyncSubject() {
        let subject = AsyncSubject<Int>()
        var events: [Event<Int>] = []
        let first = subject.subscribe { events.append($0) }
        subject.onNext(1)
        subject.onNext(2)
        #expect(events.isEmpty && subject.hasObservers)
        subject.onCompleted()
        subject.onNext(3)
        let late = subject.subscribe { events.append($0) }
        #expect(events == [.next(2), .completed, .next(2), .completed])
        let failing = AsyncSubject<Int>()
        var errors: [Event<Int>] = []
        let second = failing.subscribe { errors.append($0) }
        failing.onNext(1)
        failing.onError(TestError("async"))
        #expect(errors == [.error(TestError("async"))])
        for disposable in [first, late, second] { disposable.dispose() }
    }
}
