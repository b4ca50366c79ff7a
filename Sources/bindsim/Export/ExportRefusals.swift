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
            case .bind, .on, .unbind, .tap, .ifElse, .user, .type, .set, .wait, .expectValue, .expectEmitted,
                 .expectLoop, .expectNoLoop, .expectError, .expectEnded, .expectOverwrite, .invariant,
                 .allowRewrite, .explore:
                continue  // each has its RxSwift counterpart (docs/export.md)
            }
        }
        return refusals
    }

    /// The node kinds of other libraries, with what they model.
    private static let unexportedKinds: [NodeKind: String] = [
        .terminal: "a ReactiveCocoa control channel terminal (RACChannel)",
        .property: "a KVO property or a ReactiveSwift/ReactiveKit property",
        .published: "Combine's @Published",
    ]

    /// The two-way styles of other libraries, with what they model.
    private static let unexportedStyles: [BindingStyle: String] = [
        .channel: "ReactiveCocoa's RACChannelTo",
        .reactivekit: "ReactiveKit's bidirectionalBind",
    ]
}
