import Foundation

/// A simulated `UITextField`: replace `UITextField` with it in pasted code.
///
/// ``text`` set by the program is silent (no event); the user acts through
/// ``userTypes(_:)`` (one editing event per character, as typing does),
/// ``userReplacesText(with:)`` (one event, as pasting over a selection does),
/// ``userClears()``, ``userBeginsEditing()`` and ``userEndsEditing()`` (which
/// RxCocoa's `rx.text` also reports, with the unchanged text). A disabled field
/// ignores the user.
public final class TextField: ReactiveCompatible {
    /// The text; setting it is a programmatic set: silent.
    public var text: String? {
        get {
            target.announcer.runtime.checkThread(target.announcer.objectDescription, "text")
            return storage
        }
        set {
            guard target.announcer.beginWrite("set text") else { return }
            storage = newValue
            target.traceSilentSet(newValue)
        }
    }

    /// The placeholder (not part of `text`, as in UIKit).
    public var placeholder: String?
    /// Whether the user can edit it.
    public var isEnabled = true
    /// Whether it is hidden.
    public var isHidden = false
    /// Its opacity, 0 to 1 (`rx.alpha` sets it, as `UIView.rx.alpha`).
    public var alpha: CGFloat = 1
    /// Whether it takes touches (`rx.isUserInteractionEnabled` sets it).
    public var isUserInteractionEnabled = true

    private var storage: String?
    private(set) lazy var target = ControlTarget<String?>(name: name) { [weak self] in self?.storage }
    private let name: String

    /// A text field showing `text` (UIKit's default is the empty string). `name`
    /// labels it in traces.
    public init(text: String? = "", name: String = "textField") {
        storage = text
        self.name = name
        _ = target
    }

    deinit { target.controlDidDeinit() }

    /// Sends the control events `controlEvents` as the control would (UIKit's
    /// `sendActions(for:)`, as RxCocoa's tests simulate users): the subscribers listening
    /// to any of them hear it with the current text, enabled or not.
    public func sendActions(for controlEvents: UIControl.Event) {
        target.fire(storage, "sendActions", kind: controlEvents)
    }

    /// The user types `characters` at the end of the text, one editing event per character.
    public func userTypes(_ characters: String) {
        guard isEnabled else { return }
        for character in characters {
            storage = (storage ?? "") + String(character)
            target.fire(storage, "userTypes", kind: .editingChanged)
        }
    }

    /// The user replaces the whole text with `newText` (one editing event).
    public func userReplacesText(with newText: String) {
        guard isEnabled else { return }
        storage = newText
        target.fire(storage, "userReplacesText", kind: .editingChanged)
    }

    /// The user deletes the last character (one editing event; none when empty).
    public func userDeletesBackward() {
        guard isEnabled, let current = storage, !current.isEmpty else { return }
        storage = String(current.dropLast())
        target.fire(storage, "userDeletesBackward", kind: .editingChanged)
    }

    /// The user clears the text (one editing event).
    public func userClears() {
        userReplacesText(with: "")
    }

    /// The user focuses the field (`editingDidBegin`: `rx.text` sends the text again).
    public func userBeginsEditing() {
        guard isEnabled else { return }
        target.fire(storage, "userBeginsEditing", kind: .editingDidBegin)
    }

    /// The user leaves the field (`editingDidEnd`: `rx.text` sends the text again).
    public func userEndsEditing() {
        guard isEnabled else { return }
        target.fire(storage, "userEndsEditing", kind: .editingDidEnd)
    }

    /// The user presses the return key (`editingDidEndOnExit`: `rx.text` sends the text again).
    public func userPressesReturn() {
        guard isEnabled else { return }
        target.fire(storage, "userPressesReturn", kind: .editingDidEndOnExit)
    }
}

extension Reactive where Base: TextField {
    /// The text (RxCocoa's `UITextField.rx.text`): the current text, then the text
    /// after each user edit and focus change; writes set it silently (only when it differs).
    public var text: ControlProperty<String?> {
        let field = base
        return ControlProperty(silentValues: field.target.property, valueSink: AnyObserver { event in
            if case .next(let value) = event, field.text != value { field.text = value }
        })
    }

    /// Same as `text` (RxCocoa's `UITextField.rx.value`).
    public var value: ControlProperty<String?> { text }

    /// Sets whether the field is enabled.
    public var isEnabled: Binder<Bool> {
        Binder(base) { field, enabled in field.isEnabled = enabled }
    }

    /// The user actions of the kinds `controlEvents` (RxCocoa's `UIControl.rx.controlEvent(_:)`):
    /// one element per action, nothing at subscription.
    public func controlEvent(_ controlEvents: UIControl.Event) -> ControlEvent<Void> {
        ControlEvent(rawEvents: base.target.event(controlEvents).map { _ in () })
    }
}
