/// The errors RxCocoa reports, as RxCocoa's `RxCocoaError` (BindKit raises only
/// `castingError`-like failures of its own; the cases are here for code that matches them).
public enum RxCocoaError: Swift.Error, @unchecked Sendable, CustomDebugStringConvertible {
    /// An unknown error.
    case unknown
    /// An invalid operation was attempted on `object`.
    case invalidOperation(object: Any)
    /// A data source is set, but its items are not yet bound.
    case itemsNotYetBound(object: Any)
    /// `object` has no property named `propertyName`.
    case invalidPropertyName(object: Any, propertyName: String)
    /// An unobservable object was observed as `propertyName` of `sourceObject`.
    case invalidObjectOnKeyPath(object: Any, sourceObject: AnyObject, propertyName: String)
    /// Swizzling failed.
    case errorDuringSwizzling
    /// `object` could not be cast to `targetType`.
    case castingError(object: Any, targetType: Any.Type)

    /// The message RxCocoa gives.
    public var debugDescription: String {
        switch self {
        case .unknown: "Unknown error occurred."
        case .invalidOperation(let object): "Invalid operation was attempted on `\(object)`."
        case .itemsNotYetBound(let object):
            "Data source is set, but items are not yet bound to user interface for `\(object)`."
        case .invalidPropertyName(let object, let propertyName):
            "Object `\(object)` doesn't have a property named `\(propertyName)`."
        case .invalidObjectOnKeyPath(let object, let sourceObject, let propertyName):
            "Unobservable object `\(object)` was observed as `\(propertyName)` of `\(sourceObject)`."
        case .errorDuringSwizzling: "Error during swizzling."
        case .castingError(let object, let targetType): "Error casting `\(object)` to `\(targetType)`"
        }
    }
}
