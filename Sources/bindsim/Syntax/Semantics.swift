/// Whose rules a file's nodes and operators follow: its `semantics` line (language 4,
/// docs/language.md "Semantics"). Observation's nodes behave the same under every one.
enum Semantics: String, Sendable, CaseIterable {
    /// RxSwift's (and its relatives'): the default, and every file before language 4.
    case rx
    /// Combine's rules C1–C20 (docs/semantics.md, "Combine"), on OpenCombine 0.14 and
    /// Apple's documentation.
    case combine

    /// How messages name the library whose rules these are.
    var libraryName: String {
        switch self {
        case .rx: "RxSwift"
        case .combine: "Combine"
        }
    }

    /// How the file writes the guard that drops a repeated value, for help and loop reports.
    var dedupeSpelling: String {
        switch self {
        case .rx: "distinct()"
        case .combine: "removeDuplicates()"
        }
    }
}
