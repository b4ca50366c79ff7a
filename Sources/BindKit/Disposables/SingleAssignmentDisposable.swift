/// A disposable whose inner disposable is set once, after creation, as RxSwift's
/// `SingleAssignmentDisposable`: disposing it before the assignment disposes the
/// assigned one at once.
public final class SingleAssignmentDisposable: Cancelable {
    @exclusivity(unchecked) private var inner: Disposable?
    @exclusivity(unchecked) private var isAssigned = false
    /// True once disposed.
    @exclusivity(unchecked) public private(set) var isDisposed = false

    /// An empty slot.
    public init() {}

    /// Sets the inner disposable (once).
    public func setDisposable(_ disposable: Disposable) {
        precondition(!isAssigned, "BindKit: SingleAssignmentDisposable was already assigned")
        isAssigned = true
        if isDisposed { disposable.dispose() } else { inner = disposable }
    }

    /// Disposes the inner disposable (now, or when it is assigned).
    public func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let pending = inner
        inner = nil
        pending?.dispose()
    }
}

/// A disposable whose inner disposable can be replaced, as RxSwift's
/// `SerialDisposable`: setting a new one disposes the previous one.
public final class SerialDisposable: Cancelable {
    @exclusivity(unchecked) private var current: Disposable?
    /// True once disposed.
    @exclusivity(unchecked) public private(set) var isDisposed = false

    /// An empty slot.
    public init() {}

    /// The inner disposable; setting it disposes the previous one (or the new one,
    /// when this was already disposed).
    public var disposable: Disposable {
        get { current ?? Disposables.create() }
        set {
            if isDisposed {
                newValue.dispose()
                return
            }
            let previous = current
            current = newValue
            previous?.dispose()
        }
    }

    /// Disposes the inner disposable.
    public func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let pending = current
        current = nil
        pending?.dispose()
    }
}

/// A disposable that only records that it was disposed (RxSwift's `BooleanDisposable`).
public final class BooleanDisposable: Cancelable {
    /// True once disposed.
    @exclusivity(unchecked) public private(set) var isDisposed: Bool

    /// A disposable, disposed already when `isDisposed` is true.
    public init(isDisposed: Bool = false) {
        self.isDisposed = isDisposed
    }

    /// Marks it disposed.
    public func dispose() { isDisposed = true }
}
