#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension ObservableConvertibleType {
    /// This sequence with blocking operators (RxBlocking's `toBlocking(timeout:)`).
    ///
    /// *Deviation:* BindKit has no threads to block. A blocking operator subscribes,
    /// then runs the current runtime's virtual main loop — the work it has queued and
    /// its timers, advancing its clock — until the sequence ends. `timeout` is in
    /// seconds of that virtual clock: when it passes first, the operator throws
    /// `RxError.timeout` (when the main loop has no work left at all, it first waits
    /// the rest of the timeout on the wall clock, as RxBlocking would). When the
    /// sequence has not ended, the main loop has no work left and there is no timeout,
    /// RxSwift would block forever: BindKit stops the program with a message instead.
    public func toBlocking(timeout: TimeInterval? = nil) -> BlockingObservable<Element> {
        BlockingObservable(timeout: timeout, source: asObservable())
    }
}

/// A sequence with blocking operators (RxBlocking's `BlockingObservable`), made by
/// ``ObservableConvertibleType/toBlocking(timeout:)``.
public struct BlockingObservable<Element> {
    let timeout: TimeInterval?
    let source: Observable<Element>
}

/// How a blocked-on sequence ended, with its elements (RxBlocking's `MaterializedSequenceResult`).
@frozen public enum MaterializedSequenceResult<T> {
    /// It completed after `elements`.
    case completed(elements: [T])
    /// It failed with `error` after `elements`.
    case failed(elements: [T], error: Error)
}

extension BlockingObservable {
    /// Every element, once the sequence completed; throws its error.
    public func toArray() throws -> [Element] {
        try elementsOrThrow(materializeResult())
    }

    /// The first element (nil when it completed without one); throws its error.
    public func first() throws -> Element? {
        try elementsOrThrow(materializeResult(max: 1)).first
    }

    /// The last element (nil when it completed without one); throws its error.
    public func last() throws -> Element? {
        try elementsOrThrow(materializeResult()).last
    }

    /// The only element; throws `RxError.noElements`, `RxError.moreThanOneElement` or its error.
    public func single() throws -> Element {
        try single { _ in true }
    }

    /// The only element for which `predicate` is true; throws `RxError.noElements`,
    /// `RxError.moreThanOneElement`, the predicate's error or the sequence's.
    public func single(_ predicate: @escaping (Element) throws -> Bool) throws -> Element {
        let elements = try elementsOrThrow(materializeResult(max: 2, predicate: predicate))
        if elements.count > 1 { throw RxError.moreThanOneElement }
        guard let first = elements.first else { throw RxError.noElements }
        return first
    }

    /// The elements and how the sequence ended.
    public func materialize() -> MaterializedSequenceResult<Element> {
        materializeResult()
    }

    private func materializeResult(
        max: Int? = nil, predicate: @escaping (Element) throws -> Bool = { _ in true }
    ) -> MaterializedSequenceResult<Element> {
        var elements: [Element] = []
        var error: Swift.Error?
        var stopped = false
        let subscription = SingleAssignmentDisposable()
        defer { subscription.dispose() }
        let runtime = Runtime.current
        // RxBlocking's `RunLoopLock.dispatch`: the subscription is a trampoline action.
        runtime.scheduleOnTrampoline {
            let disposable = source.subscribe { event in
                if subscription.isDisposed { return }
                switch event {
                case .next(let element):
                    do {
                        if try predicate(element) { elements.append(element) }
                        if let max, elements.count >= max {
                            subscription.dispose()
                            stopped = true
                        }
                    } catch let thrown {
                        error = thrown
                        subscription.dispose()
                        stopped = true
                    }
                case .error(let failure):
                    error = failure
                    subscription.dispose()
                    stopped = true
                case .completed:
                    subscription.dispose()
                    stopped = true
                }
            }
            subscription.setDisposable(disposable)
        }
        if !stopped {
            do { try runMainLoop(until: { stopped }) } catch let timedOut { error = timedOut }
        }
        if let error { return .failed(elements: elements, error: error) }
        return .completed(elements: elements)
    }

    /// Runs the main loop's work and timers until `done`, the timeout, or no work left.
    private func runMainLoop(until done: () -> Bool) throws {
        let loop = Runtime.current.mainLoop
        let deadline = timeout.map { seconds -> Int in
            let nanoseconds = seconds * 1_000_000_000
            return nanoseconds >= Double(Int.max - loop.now) ? Int.max : loop.now + Int(nanoseconds)
        }
        while !done() {
            if loop.runNext(notAfter: deadline ?? .max) { continue }
            if let deadline {
                // Nothing can end the sequence before the timeout. RxBlocking would wait it
                // out on the clock: so does this, for the time the main loop skips (a thread
                // that breaks BindKit's single-thread contract meanwhile is stopped by the
                // thread check before this thread throws).
                if !loop.hasPendingWork, let seconds = timeout, seconds > 0 {
                    let remaining = Double(deadline - loop.now) / 1_000_000_000
                    var pause = timespec(tv_sec: Int(min(remaining, 3600)),
                                         tv_nsec: Int(remaining.truncatingRemainder(dividingBy: 1) * 1_000_000_000))
                    var left = timespec()
                    while nanosleep(&pause, &left) != 0 { pause = left }
                }
                loop.advance(to: deadline)
                throw RxError.timeout
            }
            Runtime.stop(
                "BindKit: toBlocking() would block forever: the sequence has not ended and the main loop "
                    + "has no work left (BindKit has no threads; give a timeout, or drive other schedulers first)")
        }
    }

    private func elementsOrThrow(_ results: MaterializedSequenceResult<Element>) throws -> [Element] {
        switch results {
        case .failed(_, let error): throw error
        case .completed(let elements): return elements
        }
    }
}
