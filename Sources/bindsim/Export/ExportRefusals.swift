/// What `bindsim export` refuses: every statement with no faithful counterpart in
/// RxSwift, each a diagnostic at the statement (docs/export.md, "What is refused").
enum ExportRefusals {
    /// The refusals of `program`, in source order (empty when it exports).
    static func of(_ program: Program) -> [Diagnostic] {
        var refusals: [Diagnostic] = []
        for statement in program.statements {
            switch statement.kind {
            case .declare(let declaration):
                guard let models = unexportedKinds[declaration.kind] else { continue }
                refusals.append(Diagnostic(.error,
                    .notExportableNode(kind: declaration.kind.keyword, name: declaration.name, models: models),
                    at: declaration.nameRange, help: .exportableNodes))
            case .bindTwoWay(_, _, let style, _):
                guard let models = unexportedStyles[style] else { continue }
                refusals.append(Diagnostic(.error, .notExportableStyle(style: style.rawValue, models: models),
                                           at: statement.range, help: .exportableStyles))
            case .task:
                refusals.append(Diagnostic(.error, .notExportableStatement(word: "task", models: "Swift's Task { @MainActor in }"),
                                           at: statement.range, help: .exportableNodes))
            case .batch:
                refusals.append(Diagnostic(.error, .notExportableStatement(word: "batch", models: "one main-actor stretch"),
                                           at: statement.range, help: .exportableNodes))
            case .expectIn:
                refusals.append(Diagnostic(.error, .notExportableStatement(word: "expect … in",
                                                                           models: "an unspecified order's outcomes"),
                                           at: statement.range, help: .exportableNodes))
            case .observations:
                refusals.append(Diagnostic(.error, .notExportableStatement(word: "on observations",
                                                                           models: "Swift's Observations (SE-0475)"),
                                           at: statement.range, help: .exportableNodes))
            case .track, .mutate, .expectLostWrite:
                // They stand on observables, refused at their declaration; a `track` in a file
                // without one reads no observable (the tracker would install nothing).
                guard !program.declarations.contains(where: \.kind.isObservation) else { continue }
                refusals.append(Diagnostic(.error, .notExportableStatement(word: statement.kind.keyword,
                                                                           models: "Swift's Observation"),
                                           at: statement.range, help: .exportableNodes))
            case .bind, .on, .unbind, .tap, .ifElse, .user, .type, .set, .wait, .expectValue, .expectEmitted,
                 .expectLoop, .expectNoLoop, .expectError, .expectEnded, .expectOverwrite, .invariant,
                 .allowRewrite, .explore, .read, .rearm:
                continue  // each has its RxSwift counterpart (docs/export.md); `read` and `rearm` stand in a `track`
            }
        }
        return refusals
    }

    /// The node kinds of other libraries, with what they model.
    private static let unexportedKinds: [NodeKind: String] = [
        .terminal: "a ReactiveCocoa control channel terminal (RACChannel)",
        .property: "a KVO property or a ReactiveSwift/ReactiveKit property",
        .published: "Combine's @Published",
        .observable: "a stored property of an @Observable class (Swift's Observation; --to observation is not in this bindsim yet)",
        .computed: "a computed property of an @Observable class (Swift's Observation)",
    ]

    /// The two-way styles of other libraries, with what they model.
    private static let unexportedStyles: [BindingStyle: String] = [
        .channel: "ReactiveCocoa's RACChannelTo",
        .reactivekit: "ReactiveKit's bidirectionalBind",
    ]
}
