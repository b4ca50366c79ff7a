/// A resource that can be released: a subscription, a binding, a scheduled action.
///
/// Disposing is idempotent; a disposed subscription receives nothing from the next
/// announcement on (one already being delivered is not recalled, as in RxSwift).
public protocol Disposable: AnyObject {
    /// Releases the resource. Calling it again does nothing.
    func dispose()
}

/// Factories for common disposables, as in RxSwift.
public enum Disposables {
    /// A disposable that does nothing when disposed.
    public static func create() -> Disposable { NopDisposable() }

    /// A disposable that runs `action` once, on the first `dispose()`.
    public static func create(with action: @escaping () -> Void) -> Disposable {
        ActionDisposable(action)
    }

    /// A disposable that disposes both `first` and `second`, in that order.
    public static func create(_ first: Disposable, _ second: Disposable) -> Disposable {
        CompositeDisposable([first, second])
    }

    /// A disposable that disposes every element of `disposables`, in order.
    public static func create(_ disposables: [Disposable]) -> Disposable {
        CompositeDisposable(disposables)
    }
}

final class NopDisposable: Disposable {
    func dispose() {}
}

final class ActionDisposable: Disposable {
    private var action: (() -> Void)?
    init(_ action: @escaping () -> Void) { self.action = action }
    func dispose() {
        let pending = action
        action = nil
        pending?()
    }
}

/// Disposes a fixed set of disposables once.
final class CompositeDisposable: Disposable {
    private var disposables: [Disposable]?
    init(_ disposables: [Disposable]) { self.disposables = disposables }
    func dispose() {
        guard let pending = disposables else { return }
        disposables = nil
        for disposable in pending { disposable.dispose() }
    }
}

/// A disposable whose inner disposable is set after creation (RxSwift's
/// `SingleAssignmentDisposable`): disposing before assignment disposes the
/// assigned one at once.
final class SerialSlotDisposable: Disposable {
    private var inner: Disposable?
    private(set) var isDisposed = false

    func set(_ disposable: Disposable) {
        if isDisposed { disposable.dispose() } else { inner = disposable }
    }

    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let pending = inner
        inner = nil
        pending?.dispose()
    }
}
