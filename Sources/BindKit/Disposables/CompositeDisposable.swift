/// A group of disposables disposed together, as RxSwift's `CompositeDisposable`;
/// one added after the group was disposed is disposed at once.
public final class CompositeDisposable: Cancelable {
    /// The key of one disposable in the group, for ``remove(for:)``.
    public struct DisposeKey: Hashable, Sendable {
        fileprivate let value: Int
    }

    @exclusivity(unchecked) private var disposables: [(key: Int, disposable: Disposable)] = []
    @exclusivity(unchecked) private var nextKey = 0
    /// True once disposed.
    @exclusivity(unchecked) public private(set) var isDisposed = false

    /// An empty group.
    public init() {}

    /// A group of two.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        for disposable in [disposable1, disposable2] { _ = insert(disposable) }
    }

    /// A group of three.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        for disposable in [disposable1, disposable2, disposable3] { _ = insert(disposable) }
    }

    /// A group of four or more.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable,
                _ disposable4: Disposable, _ disposables: Disposable...) {
        for disposable in [disposable1, disposable2, disposable3, disposable4] + disposables { _ = insert(disposable) }
    }

    /// A group of the given disposables.
    public init(disposables: [Disposable]) {
        for disposable in disposables { _ = insert(disposable) }
    }

    /// Adds `disposable`; returns its key, or nil (and disposes it) when the group
    /// is already disposed.
    @discardableResult
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        if isDisposed {
            disposable.dispose()
            return nil
        }
        nextKey += 1
        disposables.append((nextKey, disposable))
        return DisposeKey(value: nextKey)
    }

    /// How many disposables the group holds.
    public var count: Int { disposables.count }

    /// Removes the disposable with `disposeKey` from the group and disposes it.
    public func remove(for disposeKey: DisposeKey) {
        guard let index = disposables.firstIndex(where: { $0.key == disposeKey.value }) else { return }
        let removed = disposables.remove(at: index)
        removed.disposable.dispose()
    }

    /// Disposes every disposable of the group, in the order they were added.
    public func dispose() {
        guard !isDisposed else { return }
        isDisposed = true
        let pending = disposables
        disposables = []
        for entry in pending { entry.disposable.dispose() }
    }
}
