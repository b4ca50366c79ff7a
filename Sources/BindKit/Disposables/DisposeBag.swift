/// Collects disposables and disposes all of them when the bag is deinitialized,
/// the way RxSwift's `DisposeBag` ties subscriptions to an owner's lifetime.
public final class DisposeBag {
    @exclusivity(unchecked) private var disposables: [Disposable] = []

    /// Creates an empty bag.
    public init() {}

    /// Creates a bag holding `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        self.disposables = disposables
    }

    /// Creates a bag holding `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        self.disposables = disposables
    }

    /// Adds `disposable`; it is disposed when the bag is deinitialized.
    public func insert(_ disposable: Disposable) {
        disposables.append(disposable)
    }

    /// Adds each of `disposables`.
    public func insert(_ disposables: Disposable...) {
        self.disposables.append(contentsOf: disposables)
    }

    /// Adds each of `disposables`.
    public func insert(_ disposables: [Disposable]) {
        self.disposables.append(contentsOf: disposables)
    }

    deinit {
        for disposable in disposables { disposable.dispose() }
    }
}

extension Disposable {
    /// Adds this disposable to `bag`, so it is disposed when the bag goes away.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
