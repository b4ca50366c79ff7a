import BindKit
import Testing

/// RxSwift's disposables as pasted code uses them (RxSwift 6.10.2 `RxSwift/Disposables/`).
@Suite("Disposables (RxSwift API)")
struct DisposablesAPITests {
    final class Log {
        var lines: [String] = []
        func disposable(_ name: String) -> Disposable { Disposables.create { self.lines.append(name) } }
    }

    @Test("Disposables.create of three or more disposes the variadic rest first, then the three (RxSwift's order)")
    func createOrder() {
        let log = Log()
        Disposables.create(log.disposable("1"), log.disposable("2"), log.disposable("3"),
                           log.disposable("4"), log.disposable("5")).dispose()
        Disposables.create([log.disposable("a"), log.disposable("b")]).dispose()
        Disposables.create(log.disposable("x"), log.disposable("y"), log.disposable("z")).dispose()
        #expect(log.lines == ["4", "5", "1", "2", "3", "a", "b", "x", "y", "z"])
    }

    @Test("CompositeDisposable of any arity; insert after dispose disposes at once; remove(for:) disposes")
    func composite() {
        let log = Log()
        let group = CompositeDisposable(log.disposable("1"), log.disposable("2"), log.disposable("3"),
                                        log.disposable("4"), log.disposable("5"))
        #expect(group.count == 5)
        let key = group.insert(log.disposable("6"))
        group.remove(for: key!)
        #expect(log.lines == ["6"])
        group.dispose()
        #expect(group.isDisposed)
        #expect(group.insert(log.disposable("late")) == nil)
        #expect(log.lines == ["6", "1", "2", "3", "4", "5", "late"])
    }

    @Test("RefCountDisposable disposes its disposable once it and every retained one are disposed")
    func refCount() {
        let log = Log()
        let refCount = RefCountDisposable(disposable: log.disposable("inner"))
        let first = refCount.retain()
        let second = refCount.retain()
        refCount.dispose()
        first.dispose()
        first.dispose()
        #expect(log.lines.isEmpty)
        #expect(!refCount.isDisposed)
        second.dispose()
        #expect(log.lines == ["inner"])
        #expect(refCount.isDisposed)
        refCount.retain().dispose()
        refCount.dispose()
        #expect(log.lines == ["inner"])
    }

    @Test("DisposeBag.insert { } and DisposeBag { } collect one disposable per line")
    func builder() {
        let log = Log()
        var bag: DisposeBag? = DisposeBag {
            log.disposable("a")
            log.disposable("b")
        }
        bag?.insert {
            log.disposable("c")
            log.disposable("d")
        }
        bag?.insert(log.disposable("e"), log.disposable("f"))
        bag = nil
        #expect(log.lines == ["a", "b", "c", "d", "e", "f"])
    }

    @Test("ScheduledDisposable disposes on its scheduler")
    func scheduled() {
        let runtime = Runtime()
        let log = Log()
        runtime.withCurrent {
            let disposable = ScheduledDisposable(scheduler: MainScheduler.asyncInstance, disposable: log.disposable("inner"))
            disposable.dispose()
            #expect(log.lines.isEmpty && !disposable.isDisposed)
            MainScheduler.settle()
            #expect(log.lines == ["inner"] && disposable.isDisposed)
        }
    }

    @Test("subscribe { _ in } takes events, as on RxSwift; a closure that only fits elements takes elements")
    func subscribeOverloads() {
        let relay = BehaviorRelay(value: 1)
        var events: [Event<Int>] = []
        var elements: [Int] = []
        let target = BehaviorRelay(value: 0)
        let a = relay.subscribe { event in events.append(event) }
        let b = relay.subscribe { elements.append($0 + 0) }
        let c = relay.subscribe { target.accept($0) }
        let d = relay.subscribe { _ in }
        relay.accept(2)
        #expect(events == [.next(1), .next(2)])
        #expect(elements == [1, 2])
        #expect(target.value == 2)
        for disposable in [a, b, c, d] { disposable.dispose() }
    }
}
