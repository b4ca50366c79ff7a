/// The per-runtime state of the RxSwift-compatible layer.
struct RxState {
    /// True while an action of the current-thread trampoline runs (RxSwift's
    /// `CurrentThreadScheduler.isScheduleRequired == false`).
    var trampolineActive = false
    /// Work queued on the trampoline while it runs, first in first out.
    var trampolineQueue: [TrampolineItem] = []
    var trampolineHead = 0
    /// The main run loop: `MainScheduler`'s queue and timers, on virtual time.
    var mainLoop: VirtualTimeScheduler?
    var mainScheduler: MainScheduler?
    var asyncScheduler: SerialDispatchQueueScheduler?
    var concurrentMainScheduler: ConcurrentMainScheduler?
    /// `SharingScheduler.make` while `SharingScheduler.mock` runs (nil: a new `MainScheduler`).
    var makeSharingScheduler: (() -> SchedulerType)?
    /// `Hooks.recordCallStackOnError` of this runtime (no effect: BindKit records no call stacks).
    var recordCallStackOnError = false
    /// `Hooks.customCaptureSubscriptionCallstack` of this runtime (nil: one that returns `[]`).
    var customCaptureSubscriptionCallstack: (() -> [String])?
    /// `Hooks.defaultErrorHandler` of this runtime (nil: the default).
    var defaultErrorHandler: Hooks.DefaultErrorHandler?

    static func printUnhandledError(_: [String], _ error: Error) {
        #if DEBUG
        print("Unhandled error happened: \(error)")
        #endif
    }
}

extension Runtime {
    /// True while the current-thread trampoline runs an action.
    var isTrampolineActive: Bool { rx.trampolineActive }

    /// Runs `body` as a trampoline action, then everything it queued, in order
    /// (RxSwift's `CurrentThreadScheduler.schedule` when no action is running).
    func runOnTrampoline<T>(_ body: () -> T) -> T {
        rx.trampolineActive = true
        let result = body()
        while rx.trampolineHead < rx.trampolineQueue.count {
            // In RxSwift an action returns with everything it set off delivered (nested
            // calls): what it left pending here is delivered before the next action runs, so
            // a `flatMapLatest` that switched during `from`'s element has disposed the old
            // inner sequence before its next element is due (the differential run's s0588).
            deliverPendingFrames()
            let item = rx.trampolineQueue[rx.trampolineHead]
            rx.trampolineHead += 1
            item.run()
        }
        rx.trampolineQueue.removeAll()
        rx.trampolineHead = 0
        rx.trampolineActive = false
        return result
    }

    /// Runs `action` at once as a trampoline action if none is running, else
    /// queues it to run after the running one (RxSwift's `CurrentThreadScheduler`).
    @discardableResult
    func scheduleOnTrampoline(_ action: @escaping () -> Void) -> Disposable {
        let item = TrampolineItem(action)
        if rx.trampolineActive {
            rx.trampolineQueue.append(item)
        } else {
            runOnTrampoline { item.run() }
        }
        return item
    }

    /// The main run loop of this runtime (created on first use): the virtual-time queue
    /// on which `MainScheduler.instance`, `MainScheduler.asyncInstance` and their timers
    /// run. A tool that drives time itself runs this loop (`runDue()`, `advance(by:)`).
    public var mainLoop: VirtualTimeScheduler {
        if let loop = rx.mainLoop { return loop }
        let loop = VirtualTimeScheduler(runtime: self, ownedByRuntime: true)
        rx.mainLoop = loop
        return loop
    }
}

/// One action queued on the trampoline; disposing it before it runs cancels it.
final class TrampolineItem: Disposable {
    private var action: (() -> Void)?

    init(_ action: @escaping () -> Void) {
        self.action = action
    }

    var isDisposed: Bool { action == nil }

    func run() {
        let pending = action
        action = nil
        pending?()
    }

    func dispose() { action = nil }
}
