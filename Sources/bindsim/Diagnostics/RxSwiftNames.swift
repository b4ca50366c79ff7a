/// What a user who writes RxSwift types by habit gets told: the scenario
/// language's spelling of the RxSwift names it does not take.
enum RxSwiftNames {
    /// RxSwift operators the language spells differently (or does with a statement);
    /// `arguments` is the text between the call's parentheses (a scheduler names the hop).
    static func operatorHelp(_ name: String, arguments: String = "") -> DiagnosticHelp? {
        if name == "subscribe", arguments.contains("Scheduler") { return schedulerHelp(name, arguments) }
        return switch name {
        case "observeOn", "observe", "subscribeOn":
            schedulerHelp(name, arguments)
        case "catchErrorJustReturn":
            .operatorSpelling(name: "catchAndReturn(E)", rxSwift: name)
        case "debug", "do":
            .traceShowsValues
        case "subscribe", "onNext", "drive":
            .rxSwift("subscribe with a block: 'on STREAM { set ... }'")
        case "bind":
            .rxSwift("bind a stream with a statement: 'bind STREAM -> NAME'")
        case "accept":
            .rxSwift("write a value with 'set NAME = VALUE'")
        default:
            nil
        }
    }

    /// `observe(on: MainScheduler.instance)` is `main()`; the async instance, and other
    /// schedulers (which the run's virtual time stands for), `async()`.
    private static func schedulerHelp(_ name: String, _ arguments: String) -> DiagnosticHelp {
        let written = "\(name)(\(FoundText.sanitized(arguments, limit: 48)))"
        if arguments.contains("MainScheduler.instance") { return .operatorSpelling(name: "main()", rxSwift: written) }
        if arguments.isEmpty {
            return .rxSwift("'main()' observes on MainScheduler.instance, 'async()' on MainScheduler.asyncInstance")
        }
        return .operatorSpelling(name: "async()", rxSwift: written)
    }

    /// A statement that starts with a name: `r.accept(1)`, `BehaviorRelay(...)`, `print(it)`.
    /// `member` is the name after a dot, if one follows.
    static func statementHelp(_ name: String, member: String?) -> DiagnosticHelp? {
        switch member {
        case "accept", "onNext":
            return .rxSwift("write a value with 'set \(name) = VALUE' (or 'user \(name) = VALUE' for a user edit)")
        case "subscribe", "bind":
            return .rxSwift("subscribe with 'on \(name) { ... }', or bind with 'bind \(name) -> NAME'")
        default:
            break
        }
        if ["print", "debugPrint", "dump", "NSLog"].contains(name) { return .traceShowsValues }
        return declarationHelp(name)
    }

    /// RxSwift's relay and subject types, as the language declares them.
    static func declarationHelp(_ name: String) -> DiagnosticHelp? {
        switch name {
        case "Variable", "BehaviorRelay", "BehaviorSubject":
            .rxSwift("declare a BehaviorRelay with 'relay NAME = VALUE'")
        case "PublishRelay", "PublishSubject":
            .rxSwift("declare a PublishRelay with 'publish NAME'")
        case "ControlProperty", "UITextField", "UISwitch", "UISlider":
            .rxSwift("declare a control with 'field NAME = VALUE'")
        default:
            nil
        }
    }

    /// RxSwift's `.milliseconds(300)` where a duration goes (`debounce(.milliseconds(300),
    /// scheduler: …)`): the language writes `300ms`, and its scheduler is the run's clock.
    static func durationHelp(_ unit: String) -> DiagnosticHelp? {
        guard ["milliseconds", "seconds", "microseconds", "nanoseconds"].contains(unit) else { return nil }
        return .rxSwift("write RxSwift's '.milliseconds(300)' as '300ms' and '.seconds(2)' as '2s'; "
                        + "the run's virtual clock is the scheduler, so leave 'scheduler:' out")
    }

    /// The help for an operator written with a closure (`map { $0 + 1 }`).
    static let closureArgument = DiagnosticHelp.rxSwift(
        "operators take their argument in parentheses, with 'it' for the element: 'map(it + 1)'")
}
