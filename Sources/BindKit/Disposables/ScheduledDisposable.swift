/// A disposable that disposes its underlying disposable through a scheduler, as
/// RxSwift's `ScheduledDisposable`.
public final class ScheduledDisposable: Cancelable {
    /// The scheduler the underlying disposable is disposed on.
    public let scheduler: ImmediateSchedulerType
    private var disposable: Disposable?
    /// True once the underlying disposable was disposed.
    public private(set) var isDisposed = false

    /// Wraps `disposable`, to be disposed on `scheduler`.
    public init(scheduler: ImmediateSchedulerType, disposable: Disposable) {
        self.scheduler = scheduler
        self.disposable = disposable
    }

    /// Schedules the disposal of the underlying disposable.
    public func dispose() {
        _ = scheduler.schedule(self) { scheduled in
            scheduled.disposeInner()
            return Disposables.create()
        }
    }

    private func disposeInner() {
        guard !isDisposed else { return }
        isDisposed = true
        let inner = disposable
        disposable = nil
        inner?.dispose()
    }
}
