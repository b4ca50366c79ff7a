/// One event of a sequence, as RxSwift's `Event`: an element, or the end of the
/// sequence (an error or a completion).
///
/// A sequence sends zero or more `.next` events and then at most one `.error` or
/// `.completed`; nothing follows the end.
@frozen public enum Event<Element> {
    /// An element was produced.
    case next(Element)
    /// The sequence ended with an error.
    case error(Swift.Error)
    /// The sequence ended successfully.
    case completed
}

extension Event: CustomDebugStringConvertible {
    /// The event as RxSwift prints it: `next(1)`, `error(…)`, `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let value): "next(\(value))"
        case .error(let error): "error(\(error))"
        case .completed: "completed"
        }
    }
}

extension Event {
    /// True for `.error` and `.completed`.
    public var isStopEvent: Bool {
        switch self {
        case .next: false
        case .error, .completed: true
        }
    }

    /// The element of a `.next` event, else nil.
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `.error` event, else nil.
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// True for `.completed`.
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// The event with its element transformed; an error thrown by `transform`
    /// becomes an `.error` event.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element): return .next(try transform(element))
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch {
            return .error(error)
        }
    }
}

/// A type that represents an event (RxSwift's `EventConvertible`).
public protocol EventConvertible {
    /// The type of the element.
    associatedtype Element
    /// The event this value represents.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}

/// Two events are equal when they are the same case with equal elements; errors
/// compare by their description (RxTest's `Event+Equatable.swift`).
extension Event: Equatable where Element: Equatable {
    /// Compares two events as RxTest does.
    public static func == (lhs: Event<Element>, rhs: Event<Element>) -> Bool {
        switch (lhs, rhs) {
        case (.completed, .completed): true
        case (.error(let left), .error(let right)): "\(left)" == "\(right)"
        case (.next(let left), .next(let right)): left == right
        default: false
        }
    }
}

/// How a sequence ended: the terminal half of ``Event``, carried through the
/// engine's stages apart from elements (which take the fast path).
@usableFromInline enum Completion {
    case completed
    case error(Swift.Error)

    /// The same end as an ``Event`` of any element type.
    @usableFromInline func event<Element>(_: Element.Type = Element.self) -> Event<Element> {
        switch self {
        case .completed: .completed
        case .error(let error): .error(error)
        }
    }

    /// The end carried by `event`, or nil for `.next`.
    init?<Element>(_ event: Event<Element>) {
        switch event {
        case .next: return nil
        case .completed: self = .completed
        case .error(let error): self = .error(error)
        }
    }

    /// How traces and `debug` name it: `completed` or `error(…)`.
    var note: String {
        switch self {
        case .completed: "completed"
        case .error(let error): "error(\(error))"
        }
    }

    /// The error, for an error.
    var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }
}
