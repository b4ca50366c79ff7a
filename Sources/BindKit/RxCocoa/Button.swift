import Foundation

/// A simulated `UIButton`: replace `UIButton` with it in pasted code.
///
/// ``userTaps()`` sends `touchUpInside` (with `primaryActionTriggered`) when the
/// button is enabled; a disabled button ignores taps, as UIKit's does.
public final class Button: ReactiveCompatible {
    /// Whether the button reacts to taps.
    public var isEnabled: Bool

    /// The title of the normal state.
    public var title: String? {
        get { titles[.normal] ?? nil }
        set { titles[.normal] = newValue }
    }
    /// Whether it is hidden.
    public var isHidden = false
    /// Its opacity, 0 to 1 (`rx.alpha` sets it, as `UIView.rx.alpha`).
    public var alpha: CGFloat = 1
    /// Whether it takes touches (`rx.isUserInteractionEnabled` sets it).
    public var isUserInteractionEnabled = true
    /// Whether it is selected.
    public var isSelected = false

    private var titles: [UIControl.State: String?] = [:]
    private(set) lazy var target = ControlTarget<Void>(name: name, defaultEvents: .touchUpInside) { () }
    private let name: String

    /// A button, enabled unless `isEnabled` is false. `name` labels it in traces.
    public init(title: String? = nil, isEnabled: Bool = true, name: String = "button") {
        self.isEnabled = isEnabled
        self.name = name
        titles[.normal] = title
        _ = target
    }

    deinit { target.controlDidDeinit() }

    /// Sends the control events `controlEvents` as the control would (UIKit's
    /// `sendActions(for:)`, as RxCocoa's tests simulate users): the subscribers listening
    /// to any of them hear it, enabled or not.
    public func sendActions(for controlEvents: UIControl.Event) {
        target.fire((), "sendActions", kind: controlEvents)
    }

    /// Sets the title of the normal state.
    public func setTitle(_ title: String?) {
        self.title = title
    }

    /// Sets the title of `state` (UIKit's `setTitle(_:for:)`).
    public func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state] = title
    }

    /// The title of `state`, or of the normal state when it has none (UIKit's `title(for:)`).
    public func title(for state: UIControl.State) -> String? {
        if let title = titles[state] { return title }
        return titles[.normal] ?? nil
    }

    /// The user taps the button: `touchUpInside`, when it is enabled.
    public func userTaps() {
        guard isEnabled else { return }
        target.fire((), "userTaps", kind: [.touchUpInside, .primaryActionTriggered])
    }
}

extension Reactive where Base: Button {
    /// The taps (RxCocoa's `UIButton.rx.tap`): one element per tap, nothing at subscription.
    public var tap: ControlEvent<Void> {
        ControlEvent(rawEvents: base.target.event)
    }

    /// The user actions of the kinds `controlEvents` (RxCocoa's `UIControl.rx.controlEvent(_:)`).
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        ControlEvent(rawEvents: base.target.event(controlEvents))
    }

    /// Sets whether the button is enabled (RxCocoa's `UIControl.rx.isEnabled`).
    public var isEnabled: Binder<Bool> {
        Binder(base) { button, enabled in button.isEnabled = enabled }
    }

    /// Sets whether the button is selected (RxCocoa's `UIControl.rx.isSelected`).
    public var isSelected: Binder<Bool> {
        Binder(base) { button, selected in button.isSelected = selected }
    }

    /// Sets the title of the normal state.
    public var title: Binder<String?> {
        Binder(base) { button, title in button.title = title }
    }

    /// Sets the title of `controlState` (RxCocoa's `UIButton.rx.title(for:)`).
    public func title(for controlState: UIControl.State = []) -> Binder<String?> {
        Binder(base) { button, title in button.setTitle(title, for: controlState) }
    }
}
