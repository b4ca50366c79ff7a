extension ImmediateSchedulerType {
    /// Schedules `action` with `state`; the action's `recurse` schedules it again with a
    /// new state (RxSwift's `scheduleRecursive`). Disposing the result stops the recursion.
    public func scheduleRecursive<State>(
        _ state: State, action: @escaping (_ state: State, _ recurse: (State) -> Void) -> Void
    ) -> Disposable {
        let recursive = RecursiveImmediateScheduler(action: action, scheduler: self)
        recursive.schedule(state)
        return Disposables.create(with: recursive.dispose)
    }
}

extension SchedulerType {
    /// Runs `action` after `startAfter`, then every `period`, each time with the state
    /// the previous run returned (RxSwift's `schedulePeriodic`, emulated by recursive
    /// scheduling: each run schedules the next one before it runs the action).
    public func schedulePeriodic<StateType>(
        _ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval,
        action: @escaping (StateType) -> StateType
    ) -> Disposable {
        let slot = SerialDisposable()
        var current = state
        func tick(after interval: RxTimeInterval) {
            slot.disposable = scheduleRelative((), dueTime: interval) { _ in
                tick(after: period)
                current = action(current)
                return Disposables.create()
            }
        }
        tick(after: startAfter)
        return slot
    }
}

/// RxSwift's `RecursiveImmediateScheduler`: each scheduled run is kept in a group
/// until it runs (so disposing cancels what is pending).
private final class RecursiveImmediateScheduler<State> {
    typealias Action = (_ state: State, _ recurse: (State) -> Void) -> Void

    private let group = CompositeDisposable()
    private var action: Action?
    private let scheduler: ImmediateSchedulerType

    init(action: @escaping Action, scheduler: ImmediateSchedulerType) {
        self.action = action
        self.scheduler = scheduler
    }

    func schedule(_ state: State) {
        var scheduleState = ScheduleState.initial
        let scheduled = scheduler.schedule(state) { [self] state -> Disposable in
            if group.isDisposed { return Disposables.create() }
            if case .added(let key) = scheduleState { group.remove(for: key) }
            scheduleState = .done
            action?(state, schedule)
            return Disposables.create()
        }
        if case .initial = scheduleState {
            if let key = group.insert(scheduled) {
                scheduleState = .added(key)
            } else {
                scheduleState = .done
            }
        }
    }

    func dispose() {
        action = nil
        group.dispose()
    }
}

/// Where one run of a recursive schedule is: not yet in the group, in it, or run.
private enum ScheduleState {
    case initial
    case added(CompositeDisposable.DisposeKey)
    case done
}
