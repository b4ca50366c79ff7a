/// The kinds of node a scenario declares (see the contract's table).
enum NodeKind: String, CaseIterable, Sendable {
    /// RxRelay `BehaviorRelay`.
    case relay
    /// RxRelay `PublishRelay`: stores nothing.
    case publish
    /// RxCocoa `ControlProperty`: silent on programmatic sets, emits on user edits.
    case field
    /// A ReactiveCocoa control channel terminal: a field that replays nothing.
    case terminal
    /// A write-only UI sink (`Binder`): cannot be subscribed to.
    case label
    /// A KVO property / ReactiveSwift `MutableProperty`.
    case property
    /// Combine `@Published`: notifies before storing.
    case published
    /// RxCocoa `ControlEvent<Void>` of a button (`rx.tap`): stores nothing, announces each tap.
    case button
    /// `let NAME = STREAM`: a named cold stream with no state of its own.
    case stream
    /// A stored property of an `@Observable` class (version 4): read by trackers, not a stream.
    case observable
    /// A computed property (version 4): reading it reads what its expression reads.
    case computed
    /// Combine's `CurrentValueSubject` (version 4): a relay that can complete or fail.
    case currentValue
    /// Combine's `PassthroughSubject` (version 4): a publish node that can complete or fail.
    case passthrough
    /// An `ObservableObject` (version 4): its `objectWillChange(NAME)` announces nil before each
    /// announcement of a `published … in NAME`.
    case object
    /// Combine's `Future` (version 4): fulfilled once, by `set` (or failed by `fail`); each
    /// subscriber gets its value and then the end (C13).
    case future
    /// A stored property with no publisher (version 4): read and written, never announces;
    /// `bind S -> NAME` is Combine's `assign(to:on:)` (C11).
    case plain
    /// SwiftUI's `@State` (`semantics swiftui`): stores at once; an equal write does nothing (ui S1).
    case state
    /// A SwiftUI view (`view NAME { … }`): what `expect NAME rendered` counts.
    case view
    /// A view's `TextField`: what it shows, and the binding it writes on every edit (ui C1).
    case textfield
    /// A view's `Text` (`label F = E` inside a view): what it shows is E at the last render.
    case text
    /// A view's `Button` (`button F { ACTION }` inside a view): tapped, its action runs.
    case viewButton

    /// The word that declares this kind.
    var keyword: String {
        switch self {
        case .stream: "let"
        case .text: "label"
        case .viewButton: "button"
        default: rawValue
        }
    }

    /// Whether a subscriber can be attached (everything but a label).
    var canBeSubscribed: Bool { self != .label && self != .plain && !isObservation && self != .state && !isViewPart }
    /// Whether the node stores a current value that expressions and `expect ==` can read.
    var hasCurrentValue: Bool {
        self != .publish && self != .passthrough && self != .stream && self != .button && self != .object
            && self != .future && !isViewPart
    }
    /// Whether `user` and `type` can edit it.
    var acceptsUserEdits: Bool {
        self == .field || self == .terminal || self == .property || self == .observable || self == .textfield
    }
    /// Whether a programmatic write is silent (a control: a field or a terminal).
    var isControl: Bool { self == .field || self == .terminal }
    /// Whether it can announce values (`expect NAME emitted`).
    var canAnnounce: Bool {
        self != .label && self != .stream && self != .computed && self != .plain && self != .state && !isViewPart
    }
    /// Whether a user edit of it is one the program's writes can overwrite and lose (a
    /// control's, and an observable's: a SwiftUI control writes through its setter).
    var keepsUserEdits: Bool { isControl || self == .observable }
    /// Whether it is one of Observation's nodes (version 4), which trackers read.
    var isObservation: Bool { self == .observable || self == .computed }
    /// Whether it is one of Combine's subjects (version 4), which `complete` and `fail` end
    /// in every semantics (a relay and a publish node also under `semantics combine`).
    var isCombineSubject: Bool { self == .currentValue || self == .passthrough }
    /// Whether it is a view or a control inside one (declared by a `view` statement): the SwiftUI
    /// model keeps what they show; expressions cannot read them.
    var isViewPart: Bool { self == .view || self == .textfield || self == .text || self == .viewButton }

    init?(_ keyword: Keyword) {
        switch keyword {
        case .relay: self = .relay
        case .publish: self = .publish
        case .field: self = .field
        case .terminal: self = .terminal
        case .label: self = .label
        case .property: self = .property
        case .published: self = .published
        default: return nil
        }
    }
}

/// A value type annotation: `: String`, `: Number?`, ...
struct TypeAnnotation: Sendable {
    enum Base: String, CaseIterable, Sendable {
        case string = "String"
        case number = "Number"
        case bool = "Bool"
        case duration = "Duration"
    }

    var base: Base
    var isOptional: Bool
    var range: SourceRange

    /// `String`, `Number?`, ...
    var description: String { base.rawValue + (isOptional ? "?" : "") }
}

/// A node declaration: `relay NAME [: Type] = EXPR`, `publish NAME`, `let NAME = STREAM`, ...
struct Declaration: Sendable {
    var kind: NodeKind
    var name: String
    var nameRange: SourceRange
    /// The parser's symbol for the name (see `NameRef.symbol`), or -1.
    var symbol: Int = -1
    var type: TypeAnnotation?
    var value: DeclarationValue
    /// The whole statement.
    var range: SourceRange
    /// An `observable`'s setter: `always` announces every write (a non-Equatable type),
    /// `ignored` is `@ObservationIgnored` (never tracked, never announces).
    var observableSetter: ObservableSetter = .equatable
    /// A `published … in OBJECT`'s object (version 4), whose objectWillChange it announces into.
    var object: NameRef?

    /// The name of button `button`'s enabled state (`go.enabled`): no name a file declares
    /// has a dot, so it is the parser's own declaration (`Parser.declareEnabledStates`).
    static func enabledState(of button: String) -> String { button + ".enabled" }

    /// The button whose enabled state `name` names (`go` for `go.enabled`), or nil.
    static func button(ofEnabledState name: String) -> String? {
        guard name.hasSuffix(".enabled"), name.count > ".enabled".count else { return nil }
        return String(name.dropLast(".enabled".count))
    }

    /// The button whose enabled state this declaration is, or nil.
    var enabledStateOf: String? {
        kind == .label ? Declaration.button(ofEnabledState: name) : nil
    }
}

/// How an `observable`'s setter treats a write (the `@Observable` macro's accessors).
enum ObservableSetter: String, Sendable {
    /// Equatable: an equal write stores silently (`shouldNotifyObservers`).
    case equatable
    /// Not Equatable: every write announces.
    case always
    /// `@ObservationIgnored`: a plain stored property, never tracked.
    case ignored
}

/// What a declaration starts with.
enum DeclarationValue: Sendable {
    /// `publish`: no stored value.
    case none
    /// The initial value of a relay, field, label, property or published value.
    case initial(Expr)
    /// The stream a `let` names (boxed: twice the size of an initial value).
    indirect case stream(Stream)
    /// A `future`'s block, which runs at its declaration (its closure).
    case block([Statement])
}
