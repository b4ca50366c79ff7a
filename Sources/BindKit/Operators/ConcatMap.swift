extension ObservableType {
    /// Projects each element to a sequence and forwards their elements one
    /// sequence after another: an element that arrives while one runs is projected
    /// at once and its sequence waits its turn (RxSwift `concatMap`).
    public func concatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        MergeLimited.observable(asObservable(), maxConcurrent: 1, project: selector)
    }
}
