/// What `bindsim export` refuses: every statement with no faithful counterpart in the
/// library exported to, each a diagnostic at the statement (docs/export.md, "What is refused").
enum ExportRefusals {
    /// The refusals of `program` exported to `target`, in source order (empty when it exports).
    static func of(_ program: Program, to target: ExportOptions.Target = .rxswift) -> [Diagnostic] {
        // SwiftUI is modelled, not run: nothing here could check an export of it.
        if program.swiftUI {
            return [Diagnostic(.error, .notExportableSemantics("swiftui"),
                               at: program.semanticsRange ?? SourceRange(at: .start), help: .exportSwiftUILater)]
        }
        // Combine's rules are the file's: exported to another library it would mean that one's.
        if program.semantics == .combine {
            return [Diagnostic(.error, .notExportableSemantics(program.semantics.rawValue),
                               at: program.semanticsRange ?? SourceRange(at: .start), help: .exportToCombineLater)]
        }
        return switch target {
        case .rxswift: Diagnostic.inSourceOrder(toRxSwift(program) + nestedSubscriptions(in: program.statements))
        case .observation: toObservation(program)
        }
    }

    private static func toRxSwift(_ program: Program) -> [Diagnostic] {
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
            case .complete:
                refusals.append(Diagnostic(.error, .notExportableStatement(word: statement.kind.keyword,
                                                                           models: "the end of a Combine subject"),
                                           at: statement.range, help: .exportableNodes))
            case .on(_, _, _?, _):
                refusals.append(Diagnostic(.error, .notExportableStatement(word: "completion",
                                                                           models: "a sink's completion block"),
                                           at: statement.range, help: .exportableNodes))
            case .expectEnded(_, let state) where state == .finished || state == .failed:
                refusals.append(Diagnostic(.error, .notExportableStatement(word: "expect … \(state.rawValue)",
                                                                           models: "how a subscription ended"),
                                           at: statement.range, help: .exportableNodes))
            case .bind, .on, .unbind, .tap, .ifElse, .user, .type, .set, .wait, .expectValue, .expectEmitted,
                 .expectLoop, .expectNoLoop, .expectError, .expectEnded, .expectOverwrite, .invariant,
                 .allowRewrite, .explore, .read, .rearm, .view, .expectSwiftUI:
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
        .observable: "a stored property of an @Observable class (Swift's Observation: export it --to observation)",
        .computed: "a computed property of an @Observable class (Swift's Observation: export it --to observation)",
        .currentValue: "Combine's CurrentValueSubject",
        .passthrough: "Combine's PassthroughSubject",
        .object: "Combine's ObservableObject",
        .future: "Combine's Future",
        .plain: "a stored property Combine's assign(to:on:) sets",
    ]

    /// The two-way styles of other libraries, with what they model.
    private static let unexportedStyles: [BindingStyle: String] = [
        .channel: "ReactiveCocoa's RACChannelTo",
        .reactivekit: "ReactiveKit's bidirectionalBind",
    ]
}

// `--to observation`: an `@Observable` class's properties and what Swift's Observation does
// with them; RxSwift's nodes and subscriptions have no counterpart there.
extension ExportRefusals {
    private static let library = "Swift's Observation"

    private static func toObservation(_ program: Program) -> [Diagnostic] {
        var refusals: [Diagnostic] = []
        func refuse(_ statement: Statement, _ word: String, _ models: String) {
            refusals.append(Diagnostic(.error, .notExportableStatement(word: word, models: models, library: library),
                                       at: statement.range, help: .exportableToObservation))
        }
        func visit(_ statements: [Statement]) {
            for statement in statements {
                switch statement.kind {
                case .declare(let declaration):
                    guard let models = kindsOutsideObservation[declaration.kind] else { continue }
                    refusals.append(Diagnostic(.error,
                        .notExportableNode(kind: declaration.kind.keyword, name: declaration.name, models: models,
                                           library: library),
                        at: declaration.nameRange, help: .exportableToObservation))
                case .bind, .bindTwoWay, .on:
                    refuse(statement, statement.kind.keyword, "an RxSwift subscription (export it --to rxswift)")
                case .tap:
                    refuse(statement, "tap", "a tap on an RxCocoa button (export it --to rxswift)")
                case .expectEmitted:
                    refuse(statement, "expect … emitted",
                           "what a node announced, which an export --to observation does not record in this round")
                case .expectError:
                    refuse(statement, "expect error", "an error ending an RxSwift subscription")
                case .complete:
                    refuse(statement, statement.kind.keyword, "the end of a Combine subject")
                case .user, .type, .set, .wait, .unbind, .ifElse, .expectValue, .expectLoop, .expectNoLoop, .expectEnded,
                     .expectOverwrite, .invariant, .allowRewrite, .explore, .track, .read, .rearm, .mutate, .task,
                     .expectLostWrite, .expectIn, .batch, .observations, .view, .expectSwiftUI:
                    break  // each has its counterpart (docs/export.md, "To Swift's Observation")
                }
                statement.kind.blocks.forEach(visit)
            }
        }
        visit(program.statements)
        // A file of RxSwift's nodes only is not an Observation scenario: one diagnostic says so,
        // not one per statement.
        if !program.declarations.contains(where: \.kind.isObservation), let first = refusals.first {
            return [Diagnostic(.error, .notObservationScenario, at: first.range, help: .exportableToObservation)]
        }
        return refusals
    }

    /// The node kinds an `@Observable` class has no counterpart of, with what they model.
    private static let kindsOutsideObservation: [NodeKind: String] = [
        .publish: "RxRelay's PublishRelay (export it --to rxswift)",
        .field: "a UITextField under RxCocoa (export it --to rxswift)",
        .label: "a UILabel under RxCocoa (export it --to rxswift)",
        .button: "a UIButton under RxCocoa (export it --to rxswift)",
        .stream: "an RxSwift stream (export it --to rxswift)",
        .terminal: "a ReactiveCocoa control channel terminal (RACChannel)",
        .property: "a KVO property or a ReactiveSwift/ReactiveKit property",
        .published: "Combine's @Published",
        .currentValue: "Combine's CurrentValueSubject",
        .passthrough: "Combine's PassthroughSubject",
        .object: "Combine's ObservableObject",
        .future: "Combine's Future",
        .plain: "a stored property Combine's assign(to:on:) sets",
    ]

    /// A subscription made inside a block (`sink` in an `on`'s block): an export writes each
    /// block's statements as a closure's, which subscribes nothing (docs/export.md).
    static func nestedSubscriptions(in statements: [Statement], library: String = "RxSwift") -> [Diagnostic] {
        var found: [Diagnostic] = []
        func visit(_ statements: [Statement], nested: Bool) {
            for statement in statements {
                if nested, case .on = statement.kind {
                    found.append(Diagnostic(.error, .notExportableStatement(
                        word: "sink inside a block", models: "a subscription made while a block runs", library: library),
                        at: statement.range, help: .exportableNodes))
                }
                for block in statement.kind.blocks { visit(block, nested: true) }
            }
        }
        visit(statements, nested: false)
        return found
    }
}
