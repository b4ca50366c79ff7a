import Foundation

/// A simulated `UILabel`: replace `UILabel` with it in pasted code.
public final class Label: ReactiveCompatible {
    /// The text shown.
    public var text: String?
    /// Whether it is hidden.
    public var isHidden = false
    /// Its opacity, 0 to 1 (`rx.alpha` sets it, as `UIView.rx.alpha`).
    public var alpha: CGFloat = 1
    /// Whether it takes touches (`rx.isUserInteractionEnabled` sets it).
    public var isUserInteractionEnabled = true
    /// The number of lines.
    public var numberOfLines = 1

    /// A label showing `text`.
    public init(text: String? = nil) {
        self.text = text
    }
}

extension Reactive where Base: Label {
    /// Sets the text (RxCocoa's `UILabel.rx.text`, a ``Binder``).
    public var text: Binder<String?> {
        Binder(base) { label, text in label.text = text }
    }
}
