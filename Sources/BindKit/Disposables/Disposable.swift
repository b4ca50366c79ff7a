/// A resource that can be released, as RxSwift's `Disposable`: a subscription, a
/// binding, a scheduled action.
///
/// Disposing is idempotent; a disposed subscription receives nothing from the next
/// announcement on (one already being delivered is not recalled, as in RxSwift).
public protocol Disposable {
    /// Releases the resource. Calling it again does nothing.
    func dispose()
}

/// A disposable that can tell whether it was disposed (RxSwift's `Cancelable`).
public protocol Cancelable: Disposable {
    /// True once disposed.
    var isDisposed: Bool { get }
}

/// Factories for common disposables, as RxSwift's `Disposables`.
public enum Disposables {
    /// A disposable that does nothing when disposed.
    public static func create() -> Disposable { NopDisposable() }

    /// A disposable that runs `action` once, on the first `dispose()`.
    public static func create(with action: @escaping () -> Void) -> Cancelable {
        ActionDisposable(action)
    }

    /// A disposable that disposes both `disposable1` and `disposable2`, in that order.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// A disposable that disposes the three, in order.
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable
    ) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that disposes all of them: those of `disposables` first, then
    /// the first three (RxSwift's order: it appends the three to the rest).
    public static func create(
        _ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
        _ disposables: Disposable...
    ) -> Cancelable {
        CompositeDisposable(disposables: disposables + [disposable1, disposable2, disposable3])
    }

    /// A disposable that disposes every element of `disposables`, in order.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: BinaryDisposable(disposables[0], disposables[1])
        default: CompositeDisposable(disposables: disposables)
        }
    }
}

struct NopDisposable: Disposable {
    func dispose() {}
}

/// Runs an action once (RxSwift's `AnonymousDisposable`).
final class ActionDisposable: Cancelable {
    @exclusivity(unchecked) private var action: (() -> Void)?
    @exclusivity(unchecked) private(set) var isDisposed = false

    init(_ action: @escaping () -> Void) { self.action = action }

    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let pending = action
        action = nil
        pending?()
    }
}

/// Disposes two disposables once, in order.
final class BinaryDisposable: Cancelable {
    @exclusivity(unchecked) private var first: Disposable?
    @exclusivity(unchecked) private var second: Disposable?
    @exclusivity(unchecked) private(set) var isDisposed = false

    init(_ first: Disposable, _ second: Disposable) {
        self.first = first
        self.second = second
    }

    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let (first, second) = (self.first, self.second)
        self.first = nil
        self.second = nil
        first?.dispose()
        second?.dispose()
    }
}
