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
        case "catchError", "catch":
            .rxSwift("the language handles an error with 'catchAndReturn(E)': the error becomes E, then completion "
                     + "(RxSwift's '\(name)' with a closure has no spelling here)")
        case "shareReplay", "shareReplayLatestWhileConnected":
            .operatorSpelling(name: "share(1)", rxSwift: name)
        case "switchLatest":
            .rxSwift("RxSwift's 'map { … }.switchLatest()' is 'flatMapLatest(S)', with 'outer' for the element")
        case "asDriver":
            driverHelp(arguments)
        case "retryWhen":
            .rxSwift("the language retries with 'retry(N)': N subscriptions in all, each at once after the error")
        case "concat":
            .rxSwift("the language has no 'concat'; 'concatMap(S)' makes a stream per element and runs them one after another")
        case "asObservable":
            .rxSwift("every stream is an Observable: leave '.asObservable()' out")
        case "disposed":
            .rxSwift("a subscription lasts until 'unbind LABEL': name it with 'bind … as LABEL' or 'on … as LABEL'")
        case "debug", "do":
            .traceShowsValues
        case "subscribe", "onNext", "drive":
            .rxSwift("subscribe with a block: 'on STREAM { set ... }'")
        case "bind":
            .rxSwift("bind a stream with a statement: 'bind STREAM -> NAME'")
        case "accept":
            .rxSwift("write a value with 'set NAME = VALUE'")
        case "rx":
            controlIsItsValue
        default:
            nil
        }
    }

    /// RxCocoa's `searchField.rx.text.orEmpty`, `button.rx.tap`: a control here is its value.
    static let controlIsItsValue = DiagnosticHelp.rxSwift(
        "a control is its own value here: RxCocoa's 'field.rx.text.orEmpty' is 'field', 'button.rx.tap' is 'button'")

    /// Swift's members of a text or a list, where an expression reads one (`it.count`): the
    /// builtin that does it.
    static func memberHelp(_ member: String) -> DiagnosticHelp? {
        switch member {
        case "count": .rxSwift("'length(it)' counts a text's characters or a list's elements")
        case "isEmpty": .rxSwift("test for nothing with 'length(it) == 0'")
        case "uppercased", "lowercased": .rxSwift("'\(member == "uppercased" ? "upper" : "lower")(it)' changes the case of a text")
        case "trimmingCharacters": .rxSwift("'trim(it)' drops white space at both ends")
        case "components": .rxSwift("'split(it, SEPARATOR)' splits a text")
        case "contains", "hasPrefix", "hasSuffix":
            .rxSwift("'contains(it, X)' looks for a text or an element; 'prefix(it, N)' and 'suffix(it, N)' give the ends")
        case "description": .rxSwift("'string(it)' writes a value as a text")
        case "rx": controlIsItsValue
        default: nil
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

    /// RxCocoa's `asDriver(onErrorJustReturn: X)`: what a Driver is, in the language's operators
    /// (catch the error, deliver on the main scheduler, share the latest element).
    private static func driverHelp(_ arguments: String) -> DiagnosticHelp {
        let label = "onErrorJustReturn:"
        var fallback = "X"
        if arguments.hasPrefix(label) {
            let value = String(arguments.dropFirst(label.count).drop { $0 == " " })
            if !value.isEmpty { fallback = FoundText.sanitized(value, limit: 32) }
        }
        return .rxSwift("RxCocoa's Driver is written '.catchAndReturn(\(fallback)).main().share(1)'")
    }

    /// RxSwift's sources the language spells differently (`Observable.of(1, 2)`).
    static func sourceHelp(_ name: String) -> DiagnosticHelp? {
        switch name {
        case "of": .rxSwift("RxSwift's 'Observable.of(1, 2)' is 'from([1, 2])'")
        case "zip": .rxSwift("the language has no 'zip'; 'combineLatest(S...)' pairs the latest elements")
        default: nil
        }
    }

    /// A closure after a call in a binding: RxSwift's result selector
    /// (`combineLatest(b) { $0 + $1 }`).
    static let resultSelector = DiagnosticHelp.rxSwift(
        "RxSwift's result selector is a map after the call: '.combineLatest(b).map($0 + $1)'")

    /// `scheduler:` in a call (`debounce(300ms, scheduler: MainScheduler.instance)`).
    static let schedulerArgument = DiagnosticHelp.rxSwift(
        "the run's virtual clock is the scheduler: leave 'scheduler:' out")

    /// A statement that starts with a name: `r.accept(1)`, `BehaviorRelay(...)`, `print(it)`.
    /// `member` is the name after a dot, if one follows.
    static func statementHelp(_ name: String, member: String?) -> DiagnosticHelp? {
        // Combine's `subject.send(v)`, or `send NAME = v` as a statement of its own.
        if name == "send" { return .rxSwift("a subject's 'send(VALUE)' is written 'set NAME = VALUE'") }
        switch member {
        case "accept", "onNext", "send":
            return .rxSwift("write a value with 'set \(name) = VALUE' (or 'user \(name) = VALUE' for a user edit)")
        case "subscribe", "bind":
            return .rxSwift("subscribe with 'on \(name) { ... }', or bind with 'bind \(name) -> NAME'")
        case "rx", "debounce", "map", "filter", "distinctUntilChanged", "throttle", "flatMapLatest", "asObservable":
            // A chain pasted from RxSwift (`searchField.rx.text.orEmpty.debounce(…).bind(to: query)`).
            return .rxSwift("a binding is a statement: 'bind \(name).OPERATORS -> NAME'"
                            + (member == "rx" ? "; RxCocoa's '\(name).rx.text.orEmpty' is '\(name)' itself" : ""))
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

    /// The help for an operator written with a closure (`map { $0 + 1 }`); the flatMap
    /// family's argument is the stream made per element (`flatMapLatest { search($0) }`).
    static func closureArgument(operator name: String, makesStreams: Bool) -> DiagnosticHelp {
        guard makesStreams else {
            return .rxSwift("operators take their argument in parentheses, with 'it' for the element: 'map(it + 1)'")
        }
        return .rxSwift("'\(name)' takes the stream it makes in parentheses, with 'outer' for the element: "
                        + "'\(name)(just(outer).delay(1s))'")
    }
}
