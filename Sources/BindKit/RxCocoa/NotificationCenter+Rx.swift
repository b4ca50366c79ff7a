import Foundation

/// `rx` for every `NSObject`, as RxSwift's `extension NSObject: ReactiveCompatible`.
extension NSObject: ReactiveCompatible {}

#if !canImport(ObjectiveC)
/// `rx` for `NotificationCenter`, which is not an `NSObject` in Linux's Foundation
/// (on Apple platforms it has `rx` as an `NSObject`).
extension NotificationCenter: ReactiveCompatible {}
#endif

extension Reactive where Base: NotificationCenter {
    /// The notifications named `name` (any name when nil) from `object` (any when nil)
    /// posted while subscribed (RxCocoa's `NotificationCenter.rx.notification(_:object:)`).
    /// Each is delivered synchronously, on the thread that posts it: post from the
    /// thread that owns the runtime.
    public func notification(_ name: Notification.Name?, object: AnyObject? = nil) -> Observable<Notification> {
        let center = base
        return Observable.create { [weak object] observer in
            // Foundation's block is `@Sendable`; BindKit's objects are single-threaded
            // (a post from a thread that does not own them stops at their thread check).
            let receiver = UncheckedSendable(observer)
            let token = center.addObserver(forName: name, object: object, queue: nil) { notification in
                receiver.value.on(.next(notification))
            }
            return Disposables.create { center.removeObserver(token) }
        }
    }
}

/// A value handed to a `@Sendable` closure that BindKit calls on one thread only.
private struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
