extension ObservableType {
    /// Folds each element into an accumulator and forwards the accumulator
    /// (RxSwift `scan(_:accumulator:)`). The accumulator is stored before forwarding.
    @inlinable
    public func scan<State>(_ seed: State, accumulator: @escaping (State, Element) throws -> State)
        -> Observable<State> {
        Observable.operating(on: asObservable()) { downstream in
            let stage = Stage()
            let state = UncheckedCell(seed)
            return (Sink(runtime: downstream.runtime, forward: { value in
                guard !stage.isDisposed else { return }
                do { state.value = try accumulator(state.value, value) } catch {
                    stage.finish(.error(error), to: downstream)
                    return
                }
                downstream.tailOn(state.value)
            }, terminate: stage.forwardEnd(to: downstream)), .hold(stage))
        }
    }

    /// Folds each element into an accumulator changed in place, and forwards it
    /// (RxSwift `scan(into:accumulator:)`).
    @inlinable
    public func scan<State>(into seed: State, accumulator: @escaping (inout State, Element) throws -> Void)
        -> Observable<State> {
        Observable.operating(on: asObservable()) { downstream in
            let stage = Stage()
            let state = UncheckedCell(seed)
            return (Sink(runtime: downstream.runtime, forward: { value in
                guard !stage.isDisposed else { return }
                do { try accumulator(&state.value, value) } catch {
                    stage.finish(.error(error), to: downstream)
                    return
                }
                downstream.tailOn(state.value)
            }, terminate: stage.forwardEnd(to: downstream)), .hold(stage))
        }
    }
}
