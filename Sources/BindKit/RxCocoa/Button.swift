/// A simulated `UIButton`: replace `UIButton` with it in pasted code.
///
/// ``userTaps()`` sends `touchUpInside` when the button is enabled; a disabled
/// button ignores taps, as UIKit's does.
public final class Button: ReactiveCompatible {
    /// Whether the button reacts to taps.
    public var isEnabled: Bool

    /// The title.
    public var title: String?
    /// Whether it is hidden.
    public var isHidden = false

    private(set) lazy var target = ControlTarget<Void>(name: name) { () }
    private let name: String

    /// A button, enabled unless `isEnabled` is false. `name` labels it in traces.
    public init(title: String? = nil, isEnabled: Bool = true, name: String = "button") {
        self.title = title
        self.isEnabled = isEnabled
        self.name = name
        _ = target
    }

    deinit { target.controlDidDeinit() }

    /// Sets the title (RxCocoa's `setTitle(_:for:)` without states).
    public func setTitle(_ title: String?) {
        self.title = title
    }

    /// The user taps the button: `touchUpInside`, when it is enabled.
    public func userTaps() {
        guard isEnabled else { return }
        target.fire((), "userTaps")
    }
}

extension Reactive where Base: Button {
    /// The taps (RxCocoa's `UIButton.rx.tap`): one element per tap, nothing at subscription.
    public var tap: ControlEvent<Void> {
        ControlEvent(rawEvents: base.target.event)
    }

    /// Sets whether the button is enabled (RxCocoa's `UIControl.rx.isEnabled`).
    public var isEnabled: Binder<Bool> {
        Binder(base) { button, enabled in button.isEnabled = enabled }
    }

    /// Sets the title.
    public var title: Binder<String?> {
        Binder(base) { button, title in button.title = title }
    }
}
