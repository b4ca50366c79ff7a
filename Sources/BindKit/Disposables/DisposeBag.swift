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

    /// Creates a bag holding the disposables `builder` lists, one per line.
    public convenience init(@DisposableBuilder builder: () -> [Disposable]) {
        self.init(disposing: builder())
    }

    /// Adds the disposables `builder` lists, one per line:
    /// `bag.insert { a.bind(to: b); c.bind(to: d) }`.
    public func insert(@DisposableBuilder builder: () -> [Disposable]) {
        insert(builder())
    }

    /// Collects the disposables of a ``DisposeBag/insert(builder:)`` block (RxSwift's
    /// `DisposeBag.DisposableBuilder`).
    @resultBuilder
    public struct DisposableBuilder {
        /// The disposables of the block, in order.
        public static func buildBlock(_ disposables: Disposable...) -> [Disposable] {
            disposables
        }
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
