/// What `bindsim export` writes and how bindsim's own run of the scenario goes.
struct ExportOptions: Sendable {
    /// The library an export imports (`--import`).
    enum Library: String, CaseIterable, Sendable {
        /// RxSwift 6.10, RxRelay and RxTest.
        case rxswift
        /// BindKit, which speaks RxSwift: how this project checks its exports.
        case bindkit

        /// The import lines.
        var imports: [String] {
            switch self {
            case .rxswift: ["import RxSwift", "import RxRelay", "import RxTest"]
            case .bindkit: ["import BindKit"]
            }
        }
    }

    /// The library the test runs on (`--to`).
    enum Target: String, CaseIterable, Sendable {
        /// RxSwift 6.10 (its imports chosen by `--import`).
        case rxswift
        /// Swift's own Observation module: the `@Observable` macro, `withObservationTracking`,
        /// `Observations` (docs/export.md, "To Swift's Observation").
        case observation

        /// How the library is named in what the export writes.
        var shownName: String {
            switch self {
            case .rxswift: "RxSwift"
            case .observation: "Swift"
            }
        }
    }

    var target = Target.rxswift
    var library = Library.rxswift
    /// Whether `--import` was given (it chooses among RxSwift's imports only).
    var libraryChosen = false
    /// `--observed`: after every step, assert what every node announced and holds in bindsim.
    var observed = false
    /// `--class NAME`: the test class's name, instead of the one the file's name gives.
    var className: String?
    /// The budgets of bindsim's own run (which finds the steps an export skips).
    var run = RunOptions()
}
