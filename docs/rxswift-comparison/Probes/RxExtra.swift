// RxSwift side only: RxCocoa members of RxCocoa/iOS (UIActivityIndicatorView+Rx.swift,
// UIView+Rx.swift) on the shim's simulated controls (the shim has UIControl's names,
// controlEvent(_:), title(for:) and NotificationCenter's rx).
import RxSwift
import RxCocoaLite
final class ActivityIndicatorView: ReactiveCompatible { var isAnimating = false }
extension Reactive where Base: ActivityIndicatorView {
    var isAnimating: Binder<Bool> { Binder(base) { $0.isAnimating = $1 } }
}
extension Label { var alpha: Double { get { 1 } set {} }; var isUserInteractionEnabled: Bool { get { true } set {} } }
