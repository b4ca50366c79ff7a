/// A disposable whose underlying disposable is disposed once it was disposed
/// itself and every dependent disposable handed out by ``retain()`` was disposed
/// too, as RxSwift's `RefCountDisposable`.
public final class RefCountDisposable: Cancelable {
    private var disposable: Disposable?
    private var primaryDisposed = false
    private var count = 0

    /// True once the underlying disposable was disposed.
    public var isDisposed: Bool { disposable == nil }

    /// Wraps `disposable`.
    public init(disposable: Disposable) {
        self.disposable = disposable
    }

    /// A dependent disposable that holds the underlying one until it is disposed
    /// (a no-op once the underlying one was disposed).
    public func retain() -> Disposable {
        guard disposable != nil else { return Disposables.create() }
        count += 1
        return RefCountInner(self)
    }

    /// Disposes the underlying disposable now if no dependent one is alive, else
    /// once the last one is disposed.
    public func dispose() {
        guard let current = disposable, !primaryDisposed else { return }
        primaryDisposed = true
        if count == 0 {
            disposable = nil
            current.dispose()
        }
    }

    fileprivate func release() {
        guard let current = disposable else { return }
        count -= 1
        precondition(count >= 0, "BindKit: RefCountDisposable counter is lower than 0")
        if primaryDisposed && count == 0 {
            disposable = nil
            current.dispose()
        }
    }
}

/// One dependent disposable of a ``RefCountDisposable``; it counts once.
private final class RefCountInner: Disposable {
    private let parent: RefCountDisposable
    private var isDisposed = false

    init(_ parent: RefCountDisposable) {
        self.parent = parent
    }

    func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        parent.release()
    }
}
