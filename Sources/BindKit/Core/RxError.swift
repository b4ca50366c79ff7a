/// The errors BindKit's operators and subjects produce, as RxSwift's `RxError`.
public enum RxError: Swift.Error, @unchecked Sendable, CustomDebugStringConvertible {
    /// An unknown error.
    case unknown
    /// The object (a subject) was already disposed.
    case disposed(object: AnyObject)
    /// An arithmetic overflow.
    case overflow
    /// An argument out of range.
    case argumentOutOfRange
    /// The sequence has no elements.
    case noElements
    /// The sequence has more than one element.
    case moreThanOneElement
    /// The sequence timed out.
    case timeout

    /// The message RxSwift gives.
    public var debugDescription: String {
        switch self {
        case .unknown: "Unknown error occurred."
        case .disposed(let object): "Object `\(object)` was already disposed."
        case .overflow: "Arithmetic overflow occurred."
        case .argumentOutOfRange: "Argument out of range."
        case .noElements: "Sequence doesn't contain any elements."
        case .moreThanOneElement: "Sequence contains more than one element."
        case .timeout: "Sequence timeout."
        }
    }
}
