extension ObservableType {
    /// Forwards elements until `other` produces one, then completes (RxSwift
    /// `take(until:)`). `other` is subscribed first; its completion is ignored,
    /// its error ends this sequence.
    public func take<Other: ObservableType>(until other: Other) -> Observable<Element> {
        let trigger = other.asObservable()
        return Observable.operating(on: asObservable()) { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            let otherSubscription = SingleAssignmentDisposable()
            otherSubscription.setDisposable(trigger.subscribe(Sink(runtime: runtime, forward: { _ in
                stage.finish(.completed, to: downstream)
            }, terminate: { completion in
                if case .error = completion {
                    stage.finish(completion, to: downstream)
                } else {
                    otherSubscription.dispose()
                }
            })))
            // Disposed in RxSwift's order: the source's subscription, then `other`'s.
            return (Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed else { return }
                downstream.tailOn(value)
            }, terminate: stage.forwardEnd(to: downstream)), .custom({ sourceSubscription in
                stage.hold(sourceSubscription)
                stage.hold(otherSubscription)
                return stage
            }))
        }
    }

    /// Forwards elements while `predicate` is false; on the first element for which
    /// it is true, completes (`.exclusive`) or forwards it and completes (`.inclusive`).
    public func take(until predicate: @escaping (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        take(while: { try !predicate($0) }, behavior: behavior)
    }

    /// Forwards elements while `predicate` is true; on the first element for which
    /// it is false, completes (`.exclusive`) or forwards it and completes (`.inclusive`).
    /// The predicate is not asked again once it was false (RxSwift's `running` flag),
    /// so an element that arrives while the last one is forwarded is dropped.
    public func take(while predicate: @escaping (Element) throws -> Bool,
                     behavior: TakeBehavior = .exclusive) -> Observable<Element> {
        Observable.operating(on: asObservable()) { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            let running = UncheckedCell(true)
            return (Sink(runtime: runtime, forward: { value in
                guard running.value, !stage.isDisposed else {
                    runtime.traceDrop(value, reason: "take(while:)")
                    return
                }
                do { running.value = try predicate(value) } catch {
                    stage.finish(.error(error), to: downstream)
                    return
                }
                if running.value {
                    downstream.tailOn(value)
                } else {
                    if behavior == .inclusive { downstream.on(value) }
                    stage.finish(.completed, to: downstream)
                }
            }, terminate: stage.forwardEnd(to: downstream)), .hold(stage))
        }
    }

    /// RxSwift's deprecated name of ``take(until:)-(Other)``.
    @available(*, deprecated, renamed: "take(until:)")
    public func takeUntil<Other: ObservableType>(_ other: Other) -> Observable<Element> {
        take(until: other)
    }

    /// RxSwift's deprecated name of ``take(until:behavior:)``.
    @available(*, deprecated, renamed: "take(until:behavior:)")
    public func takeUntil(_ behavior: TakeBehavior, predicate: @escaping (Element) throws -> Bool)
        -> Observable<Element> {
        take(until: predicate, behavior: behavior)
    }

    /// RxSwift's deprecated name of ``take(while:behavior:)``.
    @available(*, deprecated, renamed: "take(while:)")
    public func takeWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        take(while: predicate)
    }
}

/// Whether `take(while:)` / `take(until:)` also forwards the element that ends it.
public enum TakeBehavior: Sendable {
    /// Forward the last element too.
    case inclusive
    /// Do not forward the last element.
    case exclusive
}
