import BindKit
import Foundation
import Testing

// This file imports Foundation besides BindKit: the check is about threads, and a
// second thread is started with Foundation's `Thread`. In Swift 6 mode the compiler
// already refuses to send BindKit's (non-Sendable) objects to another thread; the
// run-time check catches what gets past it (Swift 5 mode, `@unchecked Sendable`
// wrappers like `Smuggled` here, `nonisolated(unsafe)` globals).

/// Carries a non-Sendable value across threads, as code that defeats the compiler's check does.
struct Smuggled<Value>: @unchecked Sendable {
    let value: Value
}

/// BindKit is single-threaded by contract, and checks it: touching an object from a
/// thread that does not own its runtime stops the process with a message naming
/// the object and both threads (in release builds too), instead of corrupting memory.
@Suite("Thread check")
struct ThreadCheckTests {
    @Test("accept from another thread stops with a message naming the relay and both threads")
    func acceptFromAnotherThread() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let relay = Smuggled(value: BehaviorRelay(value: 0, name: "count"))
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                let thread = Thread {
                    relay.value.accept(1)
                    done.resume()
                }
                thread.start()
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("BindKit: BehaviorRelay 'count' was touched (accept) on thread "))
        #expect(message.contains("but it belongs to a runtime owned by thread "))
    }

    @Test("subscribing from another thread stops too")
    func subscribeFromAnotherThread() async throws {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let subject = Smuggled(value: PublishSubject<Int>(name: "events"))
            await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                Thread {
                    _ = subject.value.subscribe(onNext: { _ in })
                    done.resume()
                }.start()
            }
        }
        let message = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(message.contains("PublishSubject 'events' was touched (subscribe)"))
    }

    @Test("a runtime of its own moves to the thread that runs withCurrent when it is free")
    func runtimeMovesBetweenThreads() async {
        let runtime = Runtime()
        let relay = Smuggled(value: runtime.withCurrent { BehaviorRelay(value: 0, name: "r") })
        let carried = Smuggled(value: runtime)
        let seen = await withCheckedContinuation { (done: CheckedContinuation<Int, Never>) in
            Thread {
                let value = carried.value.withCurrent { () -> Int in
                    relay.value.accept(5)
                    return relay.value.value
                }
                done.resume(returning: value)
            }.start()
        }
        #expect(seen == 5)
    }
}
