/// A simulated `UILabel`: replace `UILabel` with it in pasted code.
public final class Label: ReactiveCompatible {
    /// The text shown.
    public var text: String?
    /// Whether it is hidden.
    public var isHidden = false
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
