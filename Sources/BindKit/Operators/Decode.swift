import Foundation

extension ObservableType where Element == Data {
    /// Each element decoded as `type` by `decoder` (RxSwift `decode(type:decoder:)`);
    /// a decoding error ends the sequence.
    public func decode<Item: Decodable, Decoder: DataDecoder>(type: Item.Type, decoder: Decoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}

/// Something that decodes a `Decodable` value from `Data` (RxSwift's `DataDecoder`).
public protocol DataDecoder {
    /// Decodes a value of `type` from `data`.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}
