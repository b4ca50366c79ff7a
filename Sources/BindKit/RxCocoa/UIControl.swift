/// UIKit's names for control events and states, so that pasted code such as
/// `button.rx.controlEvent(.touchUpInside)` or `button.rx.title(for: .normal)`
/// compiles against the simulated controls (BindKit has no UIKit).
public enum UIControl {
    /// The events a control sends (UIKit's `UIControl.Event`, same bits).
    public struct Event: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt

        /// An event with these bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// A touch down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch down.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A drag inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A drag outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A drag into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A drag out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A touch up inside the control: a tap (simulated buttons send it on ``Button/userTaps()``).
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch up outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// A cancelled touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The value changed (simulated switches and sliders send it).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The primary action (a button sends it with `touchUpInside`).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began (``TextField/userBeginsEditing()``).
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed by the user (typing, pasting, deleting).
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended (``TextField/userEndsEditing()``).
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key (``TextField/userPressesReturn()``).
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events reserved for the application.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states a control shows (UIKit's `UIControl.State`, same bits).
    public struct State: OptionSet, Sendable, Hashable {
        /// The bits.
        public let rawValue: UInt

        /// A state with these bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The normal state.
        public static let normal = State([])
        /// Highlighted.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
        /// States reserved for the application.
        public static let application = State(rawValue: 0x00FF_0000)
        /// States reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
