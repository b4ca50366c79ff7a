import Foundation

/// A simulated `UIActivityIndicatorView`: replace `UIActivityIndicatorView` with it in pasted code.
public final class ActivityIndicatorView: ReactiveCompatible {
    /// Whether it spins.
    public private(set) var isAnimating = false
    /// Whether it hides itself when it stops (UIKit's default: true).
    public var hidesWhenStopped = true
    /// Whether it is hidden.
    public var isHidden = true
    /// Its opacity, 0 to 1 (`rx.alpha` sets it, as `UIView.rx.alpha`).
    public var alpha: CGFloat = 1
    /// Whether it takes touches (`rx.isUserInteractionEnabled` sets it).
    public var isUserInteractionEnabled = true

    /// A stopped indicator.
    public init() {}

    /// Starts spinning (and shows it).
    public func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    /// Stops spinning (and hides it when ``hidesWhenStopped``).
    public func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}

extension Reactive where Base: ActivityIndicatorView {
    /// Starts or stops the indicator (RxCocoa's `UIActivityIndicatorView.rx.isAnimating`).
    public var isAnimating: Binder<Bool> {
        Binder(base) { indicator, active in
            if active { indicator.startAnimating() } else { indicator.stopAnimating() }
        }
    }
}
