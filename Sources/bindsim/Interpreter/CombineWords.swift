/// How a `semantics combine` trace names the operators BindKit's notes call by RxSwift's
/// names (`✕ 1 dropped by removeDuplicates`, not `distinct`): the operators Combine spells
/// otherwise and the file can write (docs/language.md, "Combine's names").
enum CombineWords {
    static let forBindKitNotes: [String: String] = [
        "distinct": "removeDuplicates",
        "skip": "dropFirst",
        "take": "prefix",
        "async": "receive(on: main)",
        "take(while:)": "prefix(while:)",
        "skip(while:)": "drop(while:)",
        "flatMapFirst": "flatMap(maxPublishers: 1)",
    ]
}
